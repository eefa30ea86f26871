import Testing

@testable import PinPadTerminal

struct TerminalColorsTests {
    @Test func detection() {
        #expect(TerminalColors.detect(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"]) == .trueColor)
        #expect(TerminalColors.detect(environment: ["TERM": "xterm", "COLORTERM": "24bit"]) == .trueColor)
        #expect(TerminalColors.detect(environment: ["TERM": "xterm-256color"]) == .palette256)
        #expect(TerminalColors.detect(environment: ["TERM": "tmux"]) == .palette256)
        #expect(TerminalColors.detect(environment: ["TERM": "linux"]) == .palette16)
        #expect(TerminalColors.detect(environment: ["TERM": "vt220"]) == .palette16)
        #expect(TerminalColors.detect(environment: ["TERM": "dumb", "COLORTERM": "truecolor"]) == .none)
        #expect(TerminalColors.detect(environment: ["TERM": "xterm", "NO_COLOR": "1", "COLORTERM": "truecolor"]) == .none)
        #expect(TerminalColors.detect(environment: ["TERM": "xterm", "NO_COLOR": ""]) == .palette256)
    }

    @Test func asciiFollowsTheLocale() {
        let auto = TerminalOptions()
        #expect(!auto.usesASCII(environment: ["LANG": "en_US.UTF-8"]))
        #expect(!auto.usesASCII(environment: ["LC_CTYPE": "C.utf8", "LANG": "C"]))
        #expect(auto.usesASCII(environment: ["LC_ALL": "C", "LANG": "en_US.UTF-8"]))
        #expect(auto.usesASCII(environment: [:]))
        #expect(!auto.usesASCII(environment: ["LC_ALL": "", "LANG": "de_DE.UTF-8"]))
        #expect(TerminalOptions(ascii: true).usesASCII(environment: ["LANG": "en_US.UTF-8"]))
        #expect(!TerminalOptions(ascii: false).usesASCII(environment: [:]))
    }
}
