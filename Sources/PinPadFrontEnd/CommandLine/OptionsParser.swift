import PinPadCore
import PinPadSDL

/// Reads `pinpad`'s arguments into `Options`.
package struct OptionsParser {
    private var arguments: [String]

    package init(_ arguments: [String]) {
        self.arguments = arguments
    }

    /// Parses every argument.
    /// - Throws: `UsageError` naming the first wrong argument.
    package mutating func parse() throws -> Options {
        var options = Options()
        if arguments.first == "layout" { options.command = .layout }
        var reader = ArgumentReader(arguments, from: options.command == .layout ? 1 : 0)
        var filled: Int?
        var seed: UInt64?
        var keyShape: KeyShape?
        var keySize: KeySize?
        while reader.next() {
            let argument = reader.argument, name = reader.name
            func value() throws -> String { try reader.value() }
            switch name {
            case "-h", "--help": options.command = .help
            case "--version": options.command = .version
            case "--boxes": options.boxes = try integer(try value(), name, in: 1...PasscodeField.maximumBoxCount)
            case "--min-length": options.minLength = try integer(try value(), name, in: 1...PasscodeField.maximumBoxCount)
            case "--field": options.fields.append(try field(try value()))
            case "--title": options.title = try value()
            case "--message": options.message = try value()
            case "--layout": options.keypadLayout = try keypadLayout(try value())
            case "--seed": seed = UInt64(try integer(try value(), name, in: 0...Int.max))
            case "--letters": options.letters = true
            case "--clear-key": options.clearKey = true
            case "--mask": options.mask = try mask(try value())
            case "--theme": options.theme = try theme(try value())
            case "--key-shape":
                keyShape = try choice(try value(), name, KeyShape.allCases.map(\.rawValue)).flatMap(KeyShape.init)
            case "--key-size":
                keySize = try choice(try value(), name, KeySize.allCases.map(\.rawValue)).flatMap(KeySize.init)
            case "--size": (options.width, options.height) = try size(try value())
            case "--scale": options.scale = try number(try value(), name, in: 0.25...8)
            case "--fullscreen": options.fullscreen = true
            case "--rotate":
                options.rotation = try choice(try value(), name, Rotation.allCases.map { String($0.rawValue) }).flatMap { Int($0) }
                    .flatMap(Rotation.init) ?? .none
            case "--no-auto-submit": options.autoSubmit = false
            case "--timeout": options.timeoutSeconds = try number(try value(), name, in: 0.001...86_400)
            case "--renderer": options.renderer = try choice(try value(), name, RendererChoice.allCases.map(\.rawValue)).flatMap(RendererChoice.init)!
            case "--backend": options.backend = try choice(try value(), name, Options.Backend.allCases.map(\.rawValue)).flatMap(Options.Backend.init)!
            case "--ascii": options.ascii = true
            case "--font": options.fontPath = try value()
            case "-n", "--no-newline": options.newline = false
            case "--screenshot":
                options.screenshot = try value()
                if options.screenshot!.isEmpty { throw UsageError(message: "--screenshot needs a file name") }
            case "--fill": filled = try integer(try value(), name, in: 0...PasscodeField.maximumBoxCount)
            case "--press": options.pressedKey = try key(try value())
            case "--error": options.errorText = try value()
            case "--elapsed": options.elapsed = try integer(try value(), name, in: 0...3_600_000)
            case "--speech": options.accessibility.speech = true
            case "--voice":
                options.accessibility.voice = try value()
                if options.accessibility.voice.isEmpty { throw UsageError(message: "--voice needs a voice name (espeak-ng --voices)") }
            case "--speech-rate": options.accessibility.rate = try integer(try value(), name, in: 80...450)
            case "--private-audio": options.accessibility.isPrivate = true
            case "--audio-device": options.accessibility.audioDevice = try value()
            case "--key-click": options.accessibility.keyClick = true
            case "--haptics": options.accessibility.hapticsDevice = try value()
            case "--haptics-duration": options.accessibility.hapticsDuration = try integer(try value(), name, in: 1...1000)
            case "--phrase": try phrase(try value(), into: &options.accessibility.phrases)
            default:
                throw UsageError(message: argument.hasPrefix("-") ? "unknown option \(argument)" : "unexpected argument \(argument)")
            }
            if reader.inlineValue != nil, PassedOptions.flags.union(["--no-auto-submit", "--help", "--version", "--no-newline"]).contains(name) {
                throw UsageError(message: "\(name) takes no value")
            }
        }
        if let minLength = options.minLength, let smallest = options.fields.map(\.boxes).min(), minLength > smallest {
            throw UsageError(message: "--min-length \(minLength) is more than a field's \(smallest) boxes")
        }
        if let minLength = options.minLength, minLength > options.boxes, options.fields.isEmpty {
            throw UsageError(message: "--min-length \(minLength) is more than --boxes \(options.boxes)")
        }
        if let seed { options.keypadLayout = .scrambled(seed: seed) }
        if let keyShape { options.theme.keyShape = keyShape }
        if let keySize { options.theme.keySize = keySize }
        if !options.fields.isEmpty && arguments.contains(where: { $0 == "--boxes" || $0.hasPrefix("--boxes=") }) {
            throw UsageError(message: "--boxes and --field do not mix: give each field its box count in --field")
        }
        if options.errorText != nil && !arguments.contains(where: { $0 == "--elapsed" || $0.hasPrefix("--elapsed=") }) {
            options.elapsed = 100
        }
        if let filled {
            let total = options.fields.isEmpty ? options.boxes : options.fields.reduce(0) { $0 + $1.boxes }
            guard filled <= total else { throw UsageError(message: "--fill \(filled) is more than the \(total) boxes") }
            options.fill = filled
        }
        return options
    }

    private func integer(_ text: String, _ name: String, in range: ClosedRange<Int>) throws -> Int {
        guard let value = Int(text), range.contains(value) else {
            throw UsageError(message: "\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return value
    }

    private func number(_ text: String, _ name: String, in range: ClosedRange<Double>) throws -> Double {
        guard let value = Double(text), value.isFinite, range.contains(value) else {
            throw UsageError(message: "\(name) takes a number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return value
    }

    private func choice(_ text: String, _ name: String, _ choices: [String]) throws -> String? {
        guard choices.contains(text) else {
            throw UsageError(message: "\(name) takes one of \(choices.joined(separator: ", ")), not '\(text)'")
        }
        return text
    }

    /// `LABEL:POLICY:BOXES`, split from the right so the label may hold colons.
    private func field(_ text: String) throws -> Options.FieldOption {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        let policies = KeyboardPolicy.allCases.map(\.rawValue)
        guard parts.count >= 3, let policy = KeyboardPolicy(rawValue: String(parts[parts.count - 2])),
            let boxes = Int(parts[parts.count - 1]), (1...PasscodeField.maximumBoxCount).contains(boxes)
        else {
            throw UsageError(message: "--field takes LABEL:POLICY:BOXES with POLICY one of \(policies.joined(separator: ", ")) and BOXES 1 to 32, not '\(text)'")
        }
        return Options.FieldOption(label: parts[0..<(parts.count - 2)].joined(separator: ":"), policy: policy, boxes: boxes)
    }

    /// `NAME=TEXT`: the phrase `NAME` (`Phrases.names`) becomes `TEXT`.
    private func phrase(_ text: String, into phrases: inout Phrases) throws {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, phrases.set(String(parts[0]), to: String(parts[1])) else {
            throw UsageError(message: "--phrase takes NAME=TEXT with NAME one of \(Phrases.names.joined(separator: ", ")) (digits: ten names and commas), not '\(text)'")
        }
    }

    private func keypadLayout(_ text: String) throws -> KeypadLayout {
        switch try choice(text, "--layout", ["phone", "calculator", "scrambled"]) {
        case "calculator": return .calculator
        case "scrambled": return .scrambled(seed: OptionsParser.randomSeed())
        default: return .phone
        }
    }

    private func mask(_ text: String) throws -> MaskMode {
        if text == "dots" { return .dots }
        if text == "digits" { return .digits }
        if text == "delayed" { return .delayedDots(milliseconds: 1300) }
        if text.hasPrefix("delayed:"), let milliseconds = Int(text.dropFirst(8)), (1...60_000).contains(milliseconds) {
            return .delayedDots(milliseconds: milliseconds)
        }
        throw UsageError(message: "--mask takes dots, digits, delayed or delayed:MILLISECONDS, not '\(text)'")
    }

    private func theme(_ text: String) throws -> Theme {
        switch try choice(text, "--theme", ["dark", "light", "high-contrast"]) {
        case "light": return .light
        case "high-contrast": return .highContrast
        default: return .dark
        }
    }

    private func size(_ text: String) throws -> (Int, Int) {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
            (64...8192).contains(width), (64...8192).contains(height)
        else { throw UsageError(message: "--size takes WIDTHxHEIGHT, 64 to 8192 each, not '\(text)'") }
        return (width, height)
    }

    private func key(_ text: String) throws -> Key {
        if text.count == 1, let digit = Int(text) { return .digit(digit) }
        switch text {
        case "delete": return .delete
        case "submit", "ok": return .submit
        case "cancel": return .cancel
        case "clear": return .clear
        default: throw UsageError(message: "--press takes a digit, delete, submit, cancel or clear, not '\(text)'")
        }
    }

    /// 64 random bits from the system generator, for a scrambled keypad without `--seed`.
    private static func randomSeed() -> UInt64 {
        var generator = SystemRandomNumberGenerator()
        return generator.next()
    }
}
