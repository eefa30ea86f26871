import Foundation
import PinPadFrontEnd
import Testing

/// The man pages in `Assets/man` hold the option tables as `ManualFormatter` writes them, so an
/// option cannot be in the program and not in its manual; each page is valid scdoc. With
/// `PINPAD_RECORD_MANUAL=1` the generated parts are written into the pages instead.
struct ManualTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Assets/man").standardized.path

    /// The generated parts of each page.
    static let pages: [String: [String: String]] = [
        "pinpad.1.scd": [
            "options": ManualFormatter.options(Options.table.map(\.info)),
            "agent-options": ManualFormatter.options(PasswordAgentOptions.ownTable.map(\.info)),
            "login-options": ManualFormatter.options(LoginOptions.ownTable.map(\.info)),
            "pinentry-options": ManualFormatter.options(PinentryProgram.agentOptions),
            "greeter-options": ManualFormatter.options(GreeterOptions.ownTable.map(\.info)),
        ],
        "pinpad.conf.5.scd": [
            "front-end-keys": Options.table.map(\.info.key).filter(Options.presentationKeys.contains).map { "*\(ManualFormatter.escaped($0))*" }
                .joined(separator: ", ") + ".\n",
            "keys": ManualFormatter.keys(Options.table.map(\.info)),
            "login-keys": ManualFormatter.keys(LoginOptions.ownTable.map(\.info)),
            "agent-keys": ManualFormatter.keys(PasswordAgentOptions.ownTable.map(\.info)),
            "greeter-keys": ManualFormatter.keys(GreeterOptions.ownTable.map(\.info)),
            "theme-keys": ManualFormatter.themeKeys(ThemeKey.all),
        ],
    ]

    @Test(arguments: pages.keys.sorted())
    func thePageHoldsTheTables(page: String) throws {
        let path = "\(Self.directory)/\(page)"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let filled = ManualFormatter.filled(text, with: Self.pages[page]!)
        if ProcessInfo.processInfo.environment["PINPAD_RECORD_MANUAL"] != nil {
            try filled.write(toFile: path, atomically: false, encoding: .utf8)
        }
        #expect(filled == text, "\(page) is not what the option tables say: run the test with PINPAD_RECORD_MANUAL=1 and look at the change")
        for part in Self.pages[page]!.keys { #expect(text.contains("; BEGIN \(part)\n") && text.contains("; END \(part)")) }
    }

    @Test(arguments: pages.keys.sorted())
    func scdocReadsThePage(page: String) throws {
        let scdoc = Process()
        scdoc.executableURL = URL(fileURLWithPath: "/usr/bin/scdoc")
        scdoc.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: "\(Self.directory)/\(page)"))
        let output = Pipe(), error = Pipe()
        scdoc.standardOutput = output
        scdoc.standardError = error
        try scdoc.run()
        let roff = output.fileHandleForReading.readDataToEndOfFile()
        let complaint = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        scdoc.waitUntilExit()
        #expect(scdoc.terminationStatus == 0, "scdoc \(page): \(complaint)")
        #expect(String(decoding: roff, as: UTF8.self).contains(".SH DESCRIPTION"))
    }

    /// What the tables write reads as a page: no literal backticks (scdoc has no inline code,
    /// so a help text's `pinpad layout` reached the page with its backticks), and no two
    /// parentheses in a row such as "(repeatable) (The command line only.)".
    @Test(arguments: pages.keys.sorted())
    func theGeneratedPartsReadAsProse(page: String) {
        for (name, part) in Self.pages[page]! {
            #expect(!part.contains("`"), "\(page), \(name): \(part.split(separator: "\n").filter { $0.contains("`") })")
            #expect(!part.contains(") ("), "\(page), \(name): \(part.split(separator: "\n").filter { $0.contains(") (") })")
        }
    }

    /// scdoc prints a backtick as it is: outside a literal block (```), a page uses *bold*.
    @Test(arguments: pages.keys.sorted())
    func thePageHoldsNoBackticksOutsideLiteralBlocks(page: String) throws {
        let text = try String(contentsOfFile: "\(Self.directory)/\(page)", encoding: .utf8)
        var isLiteral = false
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("```") {
                isLiteral.toggle()
                continue
            }
            #expect(isLiteral || !line.contains("`"), "\(page):\(number + 1): \(line)")
        }
    }

    /// Every key a file may set is in `pinpad.conf(5)`, and every option in `pinpad(1)`.
    @Test func everyOptionAndKeyIsInItsPage() throws {
        let command = try String(contentsOfFile: "\(Self.directory)/pinpad.1.scd", encoding: .utf8)
        let files = try String(contentsOfFile: "\(Self.directory)/pinpad.conf.5.scd", encoding: .utf8)
        for info in Options.table.map(\.info) + LoginOptions.ownTable.map(\.info) + PasswordAgentOptions.ownTable.map(\.info)
            + GreeterOptions.ownTable.map(\.info) + PinentryProgram.agentOptions
        {
            #expect(command.contains("*\(ManualFormatter.escaped(info.spelling))*"), "\(info.spelling)")
            if info.isInFiles { #expect(files.contains("*\(ManualFormatter.escaped(info.key))* = "), "\(info.key)") }
        }
    }
}
