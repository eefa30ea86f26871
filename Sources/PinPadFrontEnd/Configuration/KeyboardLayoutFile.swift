import PinPadCore
import PinPadPlatform

/// The letters keyboard's layout files (`keyboards/NAME.layout`, `KeyboardLayout.parse`), found
/// as themes are: in the administrator's directory, then the package's, then, for a program
/// built in a checkout and not installed, the checkout's `Assets`.
package enum KeyboardLayoutFile {
    /// The layout called `name`.
    /// - Parameters:
    ///   - name: a file name without `.layout` (`us`, `de`), no `/`.
    ///   - files: where to look; a privileged run takes only a file that is root's alone
    ///     (`Platform.readRegularFileAndOwner`).
    ///   - origin: where the name was given, for the error (`--keyboard-layout`).
    /// - Throws: `UsageError` when there is no such file, it cannot be read, it is not root's in
    ///   a privileged run, or it is wrong (`FILE:LINE: what`).
    package static func named(_ name: String, files: ConfigurationFiles, origin: String) throws(UsageError) -> KeyboardLayout {
        guard let path = files.keyboardLayoutPath(name) else {
            let text = Words.localized("no keyboard layout {name}: there is no {file} or {other-file}")
            let places = ["name": name, "file": "\(files.systemDirectory)/keyboards/\(name).layout", "other-file": "\(files.dataDirectory)/keyboards/\(name).layout"]
            throw UsageError(
                message: "\(origin): " + Words.filled(text, places) + (files.checkoutAssetsRefusal.map { " (\($0))" } ?? ""),
                reference: "man pinpad.conf")
        }
        return try read(path, files: files)
    }

    /// The layout in the file at `path`.
    /// - Throws: `UsageError` as `named(_:files:origin:)`.
    package static func read(_ path: String, files: ConfigurationFiles) throws(UsageError) -> KeyboardLayout {
        let contents: (bytes: [UInt8], isRoots: Bool)
        do {
            contents = try Platform.readRegularFileAndOwner(path, limit: KeyboardLayout.maximumFileSize)
        } catch {
            throw UsageError(message: "\(path): \(error)", reference: "man pinpad.conf")
        }
        guard contents.isRoots || !files.isPrivileged else {
            let text = Words.localized("a root-run pinpad reads a keyboard layout only from a file only root can write to")
            throw UsageError(message: "\(path): " + text, reference: "man pinpad.conf")
        }
        do {
            return try KeyboardLayout.parse(contents.bytes, file: path)
        } catch {
            throw UsageError(message: error.description, reference: "man pinpad.conf")
        }
    }
}
