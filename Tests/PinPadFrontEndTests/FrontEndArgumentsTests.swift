import PinPadFrontEnd
import Testing

/// The command lines of the pinentry and the askpass: pinpad's own options (`--help`,
/// `--version`, `-C FILE`, `--print-config`) apart from what the client gives (gpg-agent's
/// options, ssh's and sudo's prompt).
struct FrontEndArgumentsTests {
    @Test func thePinentryTakesItsOwnAnywhereAndLeavesGpgAgentsOptions() {
        let parsed = FrontEndArguments.pinentry(["--display", ":0", "-C", "/etc/kiosk.conf", "--ttyname", "/dev/pts/3", "--print-config"])
        #expect(parsed.configuration == ["-C", "/etc/kiosk.conf", "--print-config"])
        #expect(parsed.client == ["--display", ":0", "--ttyname", "/dev/pts/3"])
        #expect(!parsed.wantsHelp && !parsed.wantsVersion && parsed.printsConfiguration)
    }

    /// A value of gpg-agent's options is never read as one of pinpad's.
    @Test func aValueOfGpgAgentsIsNotAnOption() {
        let parsed = FrontEndArguments.pinentry(["--ttyname", "--help", "-D", "-C", "--lc-ctype=C.UTF-8"])
        #expect(!parsed.wantsHelp && parsed.configuration.isEmpty)
        #expect(parsed.client == ["--ttyname", "--help", "-D", "-C", "--lc-ctype=C.UTF-8"])
    }

    @Test func thePinentrysHelpAndVersion() {
        #expect(FrontEndArguments.pinentry(["-h"]).wantsHelp)
        #expect(FrontEndArguments.pinentry(["--display", ":1", "--help"]).wantsHelp)
        #expect(FrontEndArguments.pinentry(["--version"]).wantsVersion)
        #expect(FrontEndArguments.pinentry(["--config=/a.conf", "--config", "/b.conf"]).configuration == ["-C", "/a.conf", "-C", "/b.conf"])
        // A -C with no file stays alone: reading it is the usage error (-C needs a value).
        #expect(FrontEndArguments.pinentry(["-C"]).configuration == ["-C"])
    }

    /// ssh and sudo give the prompt alone as the first argument; pinpad's options come before it.
    @Test func theAskpassPromptIsWhatFollowsItsOptions() {
        #expect(FrontEndArguments.askpass(["[sudo] password for kiosk: "]).client == ["[sudo] password for kiosk: "])
        #expect(FrontEndArguments.askpass(["Enter passphrase for /root/.ssh/id_ed25519: "]).configuration.isEmpty)
        let configured = FrontEndArguments.askpass(["-C", "/etc/kiosk.conf", "Password:"])
        #expect(configured.configuration == ["-C", "/etc/kiosk.conf"] && configured.client == ["Password:"])
        #expect(FrontEndArguments.askpass(["--help"]).wantsHelp)
        let literal = FrontEndArguments.askpass(["--", "--help"])
        #expect(!literal.wantsHelp && literal.client == ["--help"])
        // Only before the prompt: a later --help is the prompt's.
        let later = FrontEndArguments.askpass(["Type", "--help"])
        #expect(!later.wantsHelp && later.client == ["Type", "--help"])
    }
}
