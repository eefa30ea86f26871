import Testing

@testable import PinPadFrontEnd

/// gpg-agent's options on a pinentry's command line, read as GnuPG's argument parser
/// (argparse.c) reads them: the lines they stand for, and the options that are none of GnuPG's
/// pinentries', of which the program warns.
struct PinentryStartingOptionsTests {
    private func read(_ arguments: [String]) -> (lines: [String], invalid: [String]) {
        PinentryProgram.startingLines(arguments)
    }

    @Test func gpgAgentsFormsAreRead() {
        let read = read(["--display", ":0", "--ttyname=/dev/pts/1", "--lc-ctype", "C.UTF-8", "-o", "30", "--parent-wid", "7", "-g", "--debug"])
        #expect(read.lines == ["OPTION display=:0", "OPTION ttyname=/dev/pts/1", "OPTION lc-ctype=C.UTF-8", "SETTIMEOUT 30"])
        #expect(read.invalid.isEmpty)
    }

    /// `-o30` was warned of as an invalid option and its timeout not set; flags together, a
    /// long name shortened to a prefix only one option has, and `--` were warned of too.
    @Test func theParsersOtherFormsAreRead() {
        let read = read(["-o30", "-W123", "-dg", "--time", "45", "--disp=:1", "--", "--bogus", "-o", "9"])
        #expect(read.lines == ["SETTIMEOUT 30", "SETTIMEOUT 45", "OPTION display=:1"])
        #expect(read.invalid.isEmpty, "\(read.invalid)")
    }

    @Test func optionsThatAreNoneOfThePinentriesAreInvalid() {
        let read = read(["--bogus", "-v", "-dx", "--tty", "/dev/pts/1", "operand", "-"])
        #expect(read.invalid == ["--bogus", "-v", "-dx", "--tty"])
        #expect(read.lines.isEmpty)
    }
}
