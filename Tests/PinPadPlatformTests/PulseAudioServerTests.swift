import PinPadPlatform
import Testing

/// libpulse told to use the system-wide server when it would otherwise write "Failed to create
/// secure directory" twice on stderr (a greeter's account without a home, no `XDG_RUNTIME_DIR`).
struct PulseAudioServerTests {
    static func server(_ variables: [String: String], writable: Set<String> = []) -> String? {
        PulseAudioServer.server(environment: { variables[$0] }, isWritable: { writable.contains($0) })
    }

    @Test func anAccountWithoutAUsableHomeNorARuntimeDirectoryGetsTheSystemWideServer() {
        #expect(Self.server(["HOME": "/nonexistent"]) == "unix:/var/run/pulse/native")
        #expect(Self.server([:]) == "unix:/var/run/pulse/native")
        #expect(Self.server(["HOME": "/home/anna", "XDG_CONFIG_HOME": "/nonexistent"], writable: ["/home/anna"]) == "unix:/var/run/pulse/native")
    }

    @Test func aServerARuntimeDirectoryOrAWritableHomeIsLeftAsItIs() {
        #expect(Self.server(["HOME": "/nonexistent", "PULSE_SERVER": "tcp:speaker"]) == nil)
        #expect(Self.server(["HOME": "/nonexistent", "XDG_RUNTIME_DIR": "/run/user/1000"]) == nil)
        #expect(Self.server(["HOME": "/home/anna"], writable: ["/home/anna"]) == nil)
    }
}
