/// A line of text cut into runs of one direction, in the order they are drawn from the left: a
/// small part of the Unicode Bidirectional Algorithm (UAX #9) for the one-line texts of the pad,
/// so that a shaper that sets a run in one direction (HarfBuzz through SDL2_ttf, which does no
/// reordering) draws `أدخل رمز PIN` with `PIN` read left to right, and `1:05` as written.
///
/// The line's direction is that of its first strong letter (rules P2-P3; a line wrapped from a
/// paragraph starts with a directional mark where its own first letter would say otherwise:
/// `keepingParagraphDirection`); digits and a
/// separator between two digits (`:` `.` `,` `/`, or `+` `-` between two of 0-9: rule W4) make a
/// left-to-right number, part
/// of the text before it when that is left to right (W7); a
/// neutral (space, punctuation) between two runs of one direction takes it, else the line's
/// (N1-N2, numbers counting as right to left beside Arabic and Hebrew). A right-to-left line's
/// runs are drawn in reverse order, a number and left-to-right text side by side kept together
/// in their order; in a left-to-right line, right-to-left words and the numbers among them are
/// one stretch drawn in reverse order (L2). Arabic-Indic digits (٠-٩) are never joined to
/// left-to-right letters before them (W7 is for European digits). A pair of brackets takes one
/// direction (N0), the shaper mirroring their glyphs in a right-to-left run. No embedding or
/// isolates.
public enum DirectionalRuns {
    /// One run: its characters in logical order, and whether it is set right to left.
    public struct Run: Hashable, Sendable {
        /// The run's characters, in logical order.
        public var text: String
        /// Whether the run reads right to left (the shaper sets it right to left).
        public var isRightToLeft: Bool

        /// A run of `text` in one direction.
        public init(text: String, isRightToLeft: Bool) {
            self.text = text
            self.isRightToLeft = isRightToLeft
        }
    }

    /// The bidirectional class of a character, reduced to what the pad needs: a `separator` is a
    /// common one (`:` `.` `,` `/`, CS), a `sign` a European one (`+` `-` `−`, ES).
    private enum Kind { case left, right, number, separator, sign, neutral }

    /// Whether `scalar` is a letter of a right-to-left script: Hebrew, Arabic, Syriac, Thaana,
    /// N'Ko and their presentation forms.
    public static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x05FF, 0xFB1D...0xFB4F: return true
        case 0x0600...0x07FF, 0x0860...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF:
            // Arabic-Indic digits are numbers, drawn left to right; the Arabic percent and per
            // mille signs are terminators of numbers (ET), no letters.
            return !(0x0660...0x0669).contains(scalar.value) && !(0x06F0...0x06F9).contains(scalar.value)
                && ![0x0609, 0x060A, 0x066A].contains(scalar.value)
        default: return false
        }
    }

    /// The right-to-left mark (U+200F, RLM): an invisible strong right-to-left character that
    /// `keepingParagraphDirection` puts before a wrapped line of a right-to-left paragraph.
    public static let rightToLeftMark: Character = "\u{200F}"

    /// The left-to-right mark (U+200E, LRM): its counterpart for a left-to-right paragraph.
    public static let leftToRightMark: Character = "\u{200E}"

    /// The directional marks, which are strong (RLM and the Arabic letter mark U+061C right to
    /// left, LRM left to right) and never drawn: `visual` leaves them out of its runs.
    static func isMark(_ character: Character) -> Bool {
        character == rightToLeftMark || character == leftToRightMark || character == "\u{061C}"
    }

    /// The paired brackets of Unicode's BidiBrackets.txt that text on the pad holds: each closing
    /// bracket and its opening one (`()` `[]` `{}`, their fullwidth forms of Chinese and Japanese
    /// text, and the CJK corner, angle and lenticular brackets).
    static let closingBrackets: [Character: Character] = [
        ")": "(", "]": "[", "}": "{",
        "\u{FF09}": "\u{FF08}", "\u{FF3D}": "\u{FF3B}", "\u{FF5D}": "\u{FF5B}", "\u{FF60}": "\u{FF5F}", "\u{FF63}": "\u{FF62}",
        "\u{3009}": "\u{3008}", "\u{300B}": "\u{300A}", "\u{300D}": "\u{300C}", "\u{300F}": "\u{300E}", "\u{3011}": "\u{3010}",
        "\u{3015}": "\u{3014}", "\u{3017}": "\u{3016}", "\u{3019}": "\u{3018}", "\u{301B}": "\u{301A}",
        "\u{2986}": "\u{2985}",
    ]

    /// The bracket pairs of `characters` (UAX #9 BD16, the brackets of `closingBrackets`), as the
    /// indices of their opening and closing brackets, by the opening one's; at most 63 open at
    /// once.
    private static func bracketPairs(_ characters: [Character]) -> [(open: Int, close: Int)] {
        let closing = closingBrackets
        var open: [(character: Character, index: Int)] = []
        var pairs: [(open: Int, close: Int)] = []
        for (index, character) in characters.enumerated() {
            if closing.values.contains(character) {
                guard open.count < 63 else { break }
                open.append((character, index))
            } else if let opener = closing[character], let depth = open.lastIndex(where: { $0.character == opener }) {
                pairs.append((open[depth].index, index))
                open.removeSubrange(depth...)
            }
        }
        return pairs.sorted { $0.open < $1.open }
    }

    /// Whether `character` is a European terminator (UAX #9 class ET: `#` `$` `%` `°` `‰` `±`,
    /// the currency signs, the Arabic percent and per mille signs), which W5 joins to a European
    /// number beside it: `50%`, `#3`, `$20`.
    private static func isTerminator(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x23...0x25, 0xA2...0xA5, 0xB0, 0xB1, 0x0609, 0x060A, 0x066A, 0x2030...0x2034, 0x20A0...0x20CF: return true
        default: return false
        }
    }

    /// Whether `character` is an Arabic-Indic digit (٠-٩, U+0660-U+0669: bidirectional class
    /// AN), which W7 leaves a number after left-to-right letters.
    private static func isArabicDigit(_ character: Character) -> Bool {
        character.unicodeScalars.first.map { (0x0660...0x0669).contains($0.value) } ?? false
    }

    private static func kind(_ character: Character) -> Kind {
        guard let scalar = character.unicodeScalars.first else { return .neutral }
        if isMark(character) { return character == leftToRightMark ? .left : .right }
        if ("0"..."9").contains(scalar) || (0x0660...0x0669).contains(scalar.value) || (0x06F0...0x06F9).contains(scalar.value) {
            return .number
        }
        // The Arabic decimal and thousands separators (٫ ٬) join Arabic-Indic digits as W4's do.
        if [":", ".", ",", "/", "\u{066B}", "\u{066C}"].contains(scalar) { return .separator }
        if isRightToLeft(scalar) { return .right }
        if ["+", "-", "\u{2212}"].contains(scalar) { return .sign }
        return scalar.properties.isAlphabetic ? .left : .neutral
    }

    /// Whether the line `text` is right to left: its first strong letter is (P2-P3).
    public static func isRightToLeftLine(_ text: String) -> Bool {
        for character in text {
            switch kind(character) {
            case .right: return true
            case .left: return false
            default: continue
            }
        }
        return false
    }

    /// The lines `lines` of the wrapped paragraph `paragraph`, each set in the paragraph's
    /// direction (UAX #9 P2-P3 are applied to the paragraph, not to each line): a line whose own
    /// first strong letter (or, right to left, its lack of one) would set it the other way starts
    /// with `rightToLeftMark` or `leftToRightMark`. An Arabic description whose second line
    /// starts with a key ID or an e-mail address stays right to left.
    public static func keepingParagraphDirection(_ lines: [String], of paragraph: String) -> [String] {
        let rightToLeft = isRightToLeftLine(paragraph)
        return lines.map { line in
            guard !line.isEmpty, isRightToLeftLine(line) != rightToLeft else { return line }
            return String(rightToLeft ? rightToLeftMark : leftToRightMark) + line
        }
    }

    /// The lines `wrap` makes of each paragraph of `text` (parted by line feeds), each line in
    /// its paragraph's direction (`keepingParagraphDirection`), and each character in the
    /// direction the whole paragraph gives it (`keepingParagraphResolution`).
    public static func wrapped(_ text: String, by wrap: (String) -> [String]) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph in
            let paragraph = String(paragraph)
            return keepingParagraphResolution(keepingParagraphDirection(wrap(paragraph), of: paragraph), of: paragraph)
        }
    }

    /// What a character resolves to, as far as drawing it goes: a number (digits, and what W4
    /// and W5 join to them), or text set left to right or right to left.
    private enum Resolution: Equatable { case number, left, right }

    /// Each character of `characters` resolved (`resolved`), as a `Resolution`.
    private static func resolutions(_ characters: [Character]) -> [Resolution] {
        let (kinds, isRightToLeft) = resolved(characters)
        return kinds.indices.map { kinds[$0] == .number ? .number : isRightToLeft[$0] ? .right : .left }
    }

    /// The lines `lines` of the wrapped paragraph `paragraph`, each character that its line
    /// alone would resolve otherwise than the whole paragraph does set between directional
    /// marks of the paragraph's resolution (UAX #9 resolves a paragraph's levels before it
    /// breaks it into lines, and this pad resolves each line alone): the brackets of a pair the
    /// break split (`יוסי כהן (Work Phone) <…>` broken after `(Work`: the `)` that starts the next
    /// line closes the pair right to left), a comma between Latin words of a Hebrew line that
    /// now starts or ends a line, a number after Latin words (W7) that starts one. Lines are
    /// matched to the paragraph character by character (wrapping drops only the spaces where it
    /// breaks); lines that do not match are left as they are, and so is a line the marks do not
    /// settle within a few rounds.
    static func keepingParagraphResolution(_ lines: [String], of paragraph: String) -> [String] {
        let paragraphCharacters = Array(paragraph)
        guard paragraphCharacters.contains(where: { kind($0) == .right }), lines.count > 1 else { return lines }
        let wanted = resolutions(paragraphCharacters)
        var next = 0
        var result: [String] = []
        for line in lines {
            // Each character of the line (marks aside): its index in the paragraph.
            var indices: [Int?] = []
            for character in line {
                if isMark(character) {
                    indices.append(nil)
                    continue
                }
                // Spaces dropped at a break, and the paragraph's own marks where its line lost
                // them, are passed over.
                while next < paragraphCharacters.count, paragraphCharacters[next] != character,
                    paragraphCharacters[next].isWhitespace || isMark(paragraphCharacters[next])
                {
                    next += 1
                }
                guard next < paragraphCharacters.count, paragraphCharacters[next] == character else { return lines }
                indices.append(next)
                next += 1
            }
            var characters = Array(line)
            for _ in 0..<4 {
                let alone = resolutions(characters)
                var marked: [Character] = []
                var markedIndices: [Int?] = []
                var changed = false
                var offset = 0
                while offset < characters.count {
                    guard let index = indices[offset], wanted[index] != alone[offset] else {
                        marked.append(characters[offset])
                        markedIndices.append(indices[offset])
                        offset += 1
                        continue
                    }
                    // The run of characters that want the same resolution and have another.
                    var end = offset
                    while end < characters.count, let other = indices[end], wanted[other] == wanted[index], wanted[other] != alone[end] { end += 1 }
                    changed = true
                    // Text between two marks of its direction; a number its line joined to Latin
                    // letters before it (W7) after a right-to-left mark alone, as W7 looks back.
                    let mark = wanted[index] == .left ? leftToRightMark : rightToLeftMark
                    marked.append(mark)
                    markedIndices.append(nil)
                    marked += characters[offset..<end]
                    markedIndices += indices[offset..<end]
                    if wanted[index] != .number {
                        marked.append(mark)
                        markedIndices.append(nil)
                    }
                    offset = end
                }
                guard changed else { break }
                characters = marked
                indices = markedIndices
            }
            result.append(String(characters))
        }
        return result
    }

    /// The runs of `text` in drawing order, left to right on the screen; directional marks
    /// (`rightToLeftMark`, `leftToRightMark`) set directions and are left out of the runs.
    public static func visual(_ text: String) -> [Run] {
        let runs = marked(text)
        guard text.contains(where: isMark) else { return runs }
        return runs.compactMap { run in
            let unmarked = String(run.text.filter { !isMark($0) })
            return unmarked.isEmpty ? nil : Run(text: unmarked, isRightToLeft: run.isRightToLeft)
        }
    }

    /// The classes of `characters` after the weak rules (W4, W7) and the brackets' rule (N0),
    /// with the strong direction of each (true for right to left, nil for a neutral or a
    /// number). The line's (or paragraph's) direction is that of its first strong letter.
    private static func classified(_ characters: [Character]) -> (kinds: [Kind], direction: [Bool?]) {
        let rightToLeftLine = isRightToLeftLine(String(characters))
        var kinds = characters.map(kind)
        // W2: European digits after an Arabic letter (class AL: Arabic, Syriac, Thaana, not
        // Hebrew or N'Ko) are Arabic numbers, which W4 joins across a separator only (not `-`
        // or `+`: `نسبة 50-60` reads `60-50`) and W5 leaves alone (`خصم 50% اليوم` keeps `%`
        // apart).
        var afterArabicLetter = [Bool](repeating: false, count: characters.count)
        var lastStrongIsArabic = false
        for index in characters.indices {
            afterArabicLetter[index] = lastStrongIsArabic
            switch kinds[index] {
            case .right:
                let value = characters[index].unicodeScalars.first?.value ?? 0
                lastStrongIsArabic = (0x0600...0x07BF).contains(value) || (0x0860...0x08FF).contains(value) || (0xFB50...0xFDFF).contains(value) || (0xFE70...0xFEFF).contains(value)
            case .left: lastStrongIsArabic = false
            default: break
            }
        }
        // W4: one separator between two digits belongs to the number; one sign between two
        // European digits (a date's "2026-12-01", a range's "1-3") too.
        func isEuropeanDigit(_ index: Int) -> Bool { ("0"..."9").contains(characters[index]) && !afterArabicLetter[index] }
        for index in kinds.indices.dropFirst().dropLast() where kinds[index] == .separator || kinds[index] == .sign {
            guard kinds[index - 1] == .number && kinds[index + 1] == .number else { continue }
            if kinds[index] == .separator || (isEuropeanDigit(index - 1) && isEuropeanDigit(index + 1)) { kinds[index] = .number }
        }
        // W5: terminators beside a European number are part of it (`50%`, `#3`, `20 €` not,
        // for the space); beside Arabic-Indic digits they stay neutrals (`٥٠٪`).
        func isEuropeanNumber(_ index: Int) -> Bool {
            kinds[index] == .number && !afterArabicLetter[index]
                && characters[index].unicodeScalars.first.map { ("0"..."9").contains($0) || (0x06F0...0x06F9).contains($0.value) } == true
        }
        var start = 0
        while start < characters.count {
            guard isTerminator(characters[start]), kinds[start] == .neutral else {
                start += 1
                continue
            }
            var end = start
            while end < characters.count, isTerminator(characters[end]), kinds[end] == .neutral { end += 1 }
            let europeanBefore = start > 0 && isEuropeanNumber(start - 1)
            let europeanAfter = end < characters.count && isEuropeanNumber(end)
            if europeanBefore || europeanAfter {
                for index in start..<end { kinds[index] = .number }
            }
            start = end
        }
        // W7: European digits (0-9, and the Extended Arabic-Indic ۰-۹ of Persian and Urdu, EN)
        // after a left-to-right letter (or at the start of a left-to-right line) are left to
        // right like it; Arabic-Indic digits (٠-٩, AN) stay numbers.
        var lastStrongIsLeft = !rightToLeftLine
        for index in kinds.indices {
            switch kinds[index] {
            case .left: lastStrongIsLeft = true
            case .right: lastStrongIsLeft = false
            // A separator W4 joined to a number is the number's: of an Arabic-Indic one
            // (`٢٠٢٦/١٢/٠٤`, `١:٠٥`) when the digit before it is.
            case .number where lastStrongIsLeft && !isArabicDigit(characters[index]) && !(index > 0 && isArabicDigit(characters[index - 1])):
                kinds[index] = .left
            default: break
            }
        }
        // Strong direction of each resolved character: true for right to left.
        var direction = [Bool?](repeating: nil, count: kinds.count)
        for (index, kind) in kinds.enumerated() {
            switch kind {
            case .left: direction[index] = false
            case .right: direction[index] = true
            default: direction[index] = nil
            }
        }
        // N0: a pair of brackets takes the line's direction when a letter of it stands inside
        // (numbers counting as right to left), else the other direction when only that stands
        // inside and before the opening one too: `יוסי כהן (Work) <…>` keeps `(Work)` whole
        // between the Hebrew and the address, where its brackets took sides with the Latin.
        for (open, close) in bracketPairs(characters) {
            func strong(_ index: Int) -> Bool? { kinds[index] == .number ? true : direction[index] }
            let inside = (open + 1..<close).compactMap(strong)
            let chosen: Bool
            if inside.contains(rightToLeftLine) {
                chosen = rightToLeftLine
            } else if !inside.isEmpty {
                let before = stride(from: open - 1, through: 0, by: -1).lazy.compactMap(strong).first ?? rightToLeftLine
                chosen = before
            } else {
                continue
            }
            for index in [open, close] {
                direction[index] = chosen
                kinds[index] = chosen ? .right : .left
            }
        }
        return (kinds, direction)
    }

    /// The classes of `characters` (`classified`) and the direction each is set in, true for
    /// right to left: a letter's own, left to right for a number, a run of neutrals that of the
    /// runs on both sides when they agree, else the line's (N1-N2).
    private static func resolved(_ characters: [Character]) -> (kinds: [Kind], isRightToLeft: [Bool]) {
        let rightToLeftLine = isRightToLeftLine(String(characters))
        let (kinds, direction) = classified(characters)
        // For neutrals, a number counts as right to left (N1) beside right-to-left text.
        func side(_ index: Int) -> Bool {
            kinds[index] == .number ? true : direction[index]!
        }
        var resolved = [Bool](repeating: rightToLeftLine, count: kinds.count)
        var index = 0
        while index < kinds.count {
            switch kinds[index] {
            case .left, .right:
                resolved[index] = direction[index]!
                index += 1
            case .number:
                resolved[index] = false
                index += 1
            case .separator, .sign, .neutral:
                var end = index
                while end < kinds.count, [.separator, .sign, .neutral].contains(kinds[end]) { end += 1 }
                let before = index > 0 ? side(index - 1) : rightToLeftLine
                let after = end < kinds.count ? side(end) : rightToLeftLine
                let chosen = before == after ? before : rightToLeftLine
                for neutral in index..<end { resolved[neutral] = chosen }
                index = end
            }
        }
        return (kinds, resolved)
    }

    /// The runs of `text` in drawing order, its directional marks still in them.
    private static func marked(_ text: String) -> [Run] {
        let characters = Array(text)
        guard !characters.isEmpty else { return [] }
        let rightToLeftLine = isRightToLeftLine(text)
        let (kinds, resolved) = resolved(characters)
        // Numbers inside a right-to-left line stay one left-to-right run of their own.
        var runs: [Run] = []
        // Whether each run is a number (digits and the separators W4 joined to them).
        var numberRuns: [Bool] = []
        for (offset, character) in characters.enumerated() {
            let isNumber = kinds[offset] == .number
            if let last = runs.last, last.isRightToLeft == resolved[offset],
                !isNumber || !last.isRightToLeft,
                offset == 0 || (kinds[offset - 1] == .number) == isNumber
            {
                runs[runs.count - 1].text.append(character)
            } else {
                runs.append(Run(text: String(character), isRightToLeft: resolved[offset]))
                numberRuns.append(isNumber)
            }
        }
        guard rightToLeftLine else {
            // L2 in a left-to-right line: right-to-left text and the numbers beside it (level 2:
            // European digits after a right-to-left letter, W7 having joined the others to the
            // letters before them, and Arabic-Indic digits anywhere) are one stretch, its runs in
            // reverse order: `PIN של הכרטיס: 4 ספרות` shows the Hebrew words and the 4 around it
            // from the right, `PIN ٤ أرقام` the digit right of the Arabic word.
            var ordered: [Run] = []
            var stretch: [Run] = []
            for (run, isNumber) in zip(runs, numberRuns) {
                if run.isRightToLeft || isNumber {
                    stretch.append(run)
                } else {
                    ordered += stretch.reversed()
                    stretch = []
                    ordered.append(run)
                }
            }
            return ordered + stretch.reversed()
        }
        // L2: in a right-to-left line a number and left-to-right text side by side are one
        // stretch at level 2 (an Arabic number after Arabic words, W2, beside Latin letters),
        // read as written: `0x1234ABCD`, `2048R/0x1234ABCD`. Only the stretches are reversed.
        var stretches: [Run] = []
        for run in runs {
            if !run.isRightToLeft, let last = stretches.last, !last.isRightToLeft {
                stretches[stretches.count - 1].text += run.text
            } else {
                stretches.append(run)
            }
        }
        return stretches.reversed()
    }
}
