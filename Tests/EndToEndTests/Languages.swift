import Foundation

/// What the language tests need on the machine: the locales, generated with `localedef` when
/// `locale -a` lacks them (glibc translates nothing for a locale that is not installed, and a
/// privileged pinpad keeps no `LOCPATH`), and the catalogs built from `po/` beside the `pinpad`
/// under test (`Scripts/build-locale`), where it looks for them.
enum Languages {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized.path
    static let locales = ["de_DE.UTF-8", "ar_EG.UTF-8", "he_IL.UTF-8", "fi_FI.UTF-8", "ja_JP.UTF-8"]

    /// Generates the missing locales and builds the catalogs, once per run; a line saying what
    /// failed, or nil.
    static let prepared: String? = {
        do {
            let installed = try Run.run("/usr/bin/locale", ["-a"]).output.lowercased().replacingOccurrences(of: "utf8", with: "utf-8")
            for name in locales where !installed.split(separator: "\n").contains(Substring(name.lowercased())) {
                let parts = name.split(separator: ".")
                // flock: two test runs must not write the locale archive at once.
                let made = try Run.run(
                    "/usr/bin/flock", ["/tmp/pinpad-localedef.lock", "/usr/bin/localedef", "-i", String(parts[0]), "-f", "UTF-8", name], within: 120)
                guard made.status == 0 else { return "localedef \(name): \(made.error)" }
            }
            let directory = URL(fileURLWithPath: Run.pinpad).deletingLastPathComponent().appendingPathComponent("locale").path
            let built = try Run.run("\(root)/Scripts/build-locale", [directory], within: 120)
            return built.status == 0 ? nil : "Scripts/build-locale: \(built.error)"
        } catch {
            return "\(error)"
        }
    }()

    /// The environment of a run in `locale`, with no display.
    static func environment(_ locale: String) -> [String: String] {
        var environment = Run.environmentWithoutDisplay
        for name in ["LC_ALL", "LC_MESSAGES", "LANGUAGE"] { environment[name] = nil }
        environment["LANG"] = locale
        return environment
    }

    /// A directory `PREFIX` beside the built program holding `PREFIX/bin/pinpad` (a hard link to
    /// it) and `PREFIX/share/locale`, which that program reads its catalogs from.
    static func installedCopy() throws -> (prefix: String, program: String) {
        let build = URL(fileURLWithPath: Run.pinpad).deletingLastPathComponent()
        let prefix = build.appendingPathComponent("language-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
        try FileManager.default.createDirectory(atPath: "\(prefix)/bin", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: "\(prefix)/share/locale", withIntermediateDirectories: true)
        try FileManager.default.linkItem(atPath: Run.pinpad, toPath: "\(prefix)/bin/pinpad")
        return (prefix, "\(prefix)/bin/pinpad")
    }
}
