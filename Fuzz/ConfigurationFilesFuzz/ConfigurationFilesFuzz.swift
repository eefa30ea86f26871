import FuzzSupport
import Glibc
import PinPadCore
import PinPadFrontEnd

/// Fuzzes the configuration files and the theme files with their `base =` chains, as the
/// standard files are found (`ConfigurationFiles`) in a directory of this process's: the input's
/// first byte chooses a privileged run (bit 0), files others may write to (bit 1) and `pinpad
/// login` instead of `pinpad` (bit 2); the rest, split at NUL bytes, is `pinpad.conf` then the
/// theme files `themes/t1.conf` to `themes/t6.conf`, so `theme = t1` and `base = t2` reach them.
/// A sign-in also reads `pinpad.conf`'s text as `/etc/login.defs` (`LoginDefinitions`): user ids
/// in 1–2³²−2, a mask in 0–0o777, and a `UID_MIN` or `UID_MAX` that is no user id kept as one
/// line for the refusal.
///
/// Reading must give options in their ranges with one-line warnings, or one `UsageError` line;
/// a theme's font stays in the themes directory unless an absolute path came from root's file;
/// a privileged run takes no path and no sign-in key from a file others may write to.
@main
enum ConfigurationFilesFuzz {
    static func main() {
        // The colours' judgment is the same work for any colours: left out, for speed.
        ThemeFile.judgesContrast = false
        FuzzDriver.run(fuzz)
    }

    /// This process's directory: `pinpad.conf` and `themes/`, in memory (`/dev/shm`, a tmpfs)
    /// where there is one: a file truncated on a disk is flushed, a hundred times slower.
    nonisolated(unsafe) static var directory: String = {
        let base = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp"
        var template = Array("\(base)/pinpad-fuzz-configuration-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        precondition(made != nil, "cannot make a directory in /tmp")
        let path = String(cString: made!)
        precondition(mkdir(path + "/themes", 0o755) == 0, "cannot make \(path)/themes")
        return path
    }()

    /// Writes `bytes` to `path` with `mode`, or removes it when nil.
    static func place(_ bytes: ArraySlice<UInt8>?, at path: String, mode: mode_t) {
        guard let bytes else {
            unlink(path)
            return
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        precondition(descriptor >= 0, "cannot write \(path)")
        _ = Array(bytes).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        fchmod(descriptor, mode)
        close(descriptor)
    }

    /// Traps unless `text` is one non-empty line.
    static func checkLine(_ text: String) {
        precondition(!text.isEmpty, "an empty line")
        for scalar in text.unicodeScalars {
            let category = scalar.properties.generalCategory
            precondition(category != .control && category != .lineSeparator && category != .paragraphSeparator, "a line break in \(text)")
        }
    }

    /// Traps unless `options` keep their ranges and the theme's font its place.
    static func check(_ options: Options, privileged: Bool, othersWrite: Bool) {
        let boxRange = 1...PasscodeField.maximumBoxCount
        precondition(boxRange.contains(options.boxes), "boxes \(options.boxes)")
        precondition(options.fields.allSatisfy { boxRange.contains($0.boxes) }, "a field's boxes")
        precondition((64...8192).contains(options.width) && (64...8192).contains(options.height), "size")
        precondition(options.scale.map { (0.25...8).contains($0) } ?? true, "scale")
        precondition(options.timeoutSeconds.map { (0.001...86_400).contains($0) } ?? true, "timeout")
        precondition((1...1000).contains(options.accessibility.hapticsDuration), "haptics duration")
        precondition((80...450).contains(options.accessibility.rate), "speech rate")
        if privileged && othersWrite {
            precondition(options.accessibility.hapticsDevice == nil && options.themeFile == nil, "a path from a file others may write")
        }
        if options.derivedSources["font"] != nil, let font = options.fontPath {
            let themes = directory + "/themes/"
            let inThemes = font.hasPrefix(themes) && !font.dropFirst(themes.count).contains("/")
            precondition(inThemes || (font.hasPrefix("/") && !(privileged && othersWrite)), "a theme's font at \(font)")
        }
    }
}

extension ConfigurationFilesFuzz {
    /// Traps unless `text` read as login.defs keeps its ranges, and each `UID_MIN` or `UID_MAX`
    /// is either taken as the number shadow's `strtoul(…, 0)` reads or named as unreadable.
    static func checkDefinitions(_ text: String) {
        let definitions = LoginDefinitions(text: text)
        let userIDs: ClosedRange<UInt32> = 1...(UInt32.max - 1)
        precondition(userIDs.contains(definitions.minimumUserID) && userIDs.contains(definitions.maximumUserID), "a user id bound out of range")
        precondition(definitions.fileCreationMask <= 0o777, "umask")
        if let line = definitions.unreadableLine {
            checkLine(line)
            precondition(line.hasPrefix("UID_MIN") || line.hasPrefix("UID_MAX"), "unreadable \(line)")
        }
        // The same bound written in decimal, octal and hexadecimal is read alike.
        let value = definitions.minimumUserID
        for written in ["\(value)", "0\(String(value, radix: 8))", "0x\(String(value, radix: 16))", "0X\(String(value, radix: 16, uppercase: true))"] {
            let again = LoginDefinitions(text: "UID_MIN \(written)\n")
            precondition(again.minimumUserID == value && again.unreadableLine == nil, "UID_MIN \(written)")
        }
    }
}

/// libFuzzer's test function: one input of `size` bytes at `data`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let flags = input.byte()
    let privileged = flags & 1 != 0, othersWrite = flags & 2 != 0, login = flags & 4 != 0
    let parts = input.rest().split(separator: 0, maxSplits: 7, omittingEmptySubsequences: false)
    let directory = ConfigurationFilesFuzz.directory
    let mode: mode_t = othersWrite ? 0o664 : 0o644
    ConfigurationFilesFuzz.place(parts.first, at: directory + "/pinpad.conf", mode: mode)
    for index in 1...6 {
        ConfigurationFilesFuzz.place(index < parts.count ? parts[index] : nil, at: directory + "/themes/t\(index).conf", mode: mode)
    }
    let environment = ["PINPAD_CONFIG_DIR": directory, "PINPAD_DATA_DIR": directory + "/share"]
    let files = ConfigurationFiles(environment: { environment[$0] }, isPrivileged: privileged)
    if login, let text = parts.first {
        ConfigurationFilesFuzz.checkDefinitions(String(decoding: text, as: UTF8.self))
    }
    do {
        if login {
            let options = try LoginOptions(["--service", "fuzz"], files: files)
            precondition(options.service == "fuzz", "the command line's service replaced")
            if othersWrite { precondition(options.configurationDirectory == nil && options.user == nil, "a sign-in key from a file others may write") }
            precondition((1...100).contains(options.attempts), "attempts")
            ConfigurationFilesFuzz.check(options.presentation, privileged: privileged, othersWrite: othersWrite)
            for warning in options.warnings { ConfigurationFilesFuzz.checkLine(warning) }
        } else {
            let (options, _, warnings) = try Options.read([], files: files)
            ConfigurationFilesFuzz.check(options, privileged: privileged, othersWrite: othersWrite)
            for warning in warnings { ConfigurationFilesFuzz.checkLine(warning) }
        }
    } catch {
        ConfigurationFilesFuzz.checkLine(error.message)
    }
    return 0
}
