import Glibc
import PinPadPlatform
import Testing

/// Haptics (issue 16): an LED-class vibrator and what is not a vibrator.
struct VibratorTests {
    func temporaryDirectory() -> String {
        var template = Array("/tmp/pinpad-vibrator-XXXXXX".utf8CString)
        return template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }

    func contents(_ path: String) -> String? {
        guard let bytes = try? Platform.readRegularFile(path, limit: 100) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func anLEDVibratorPulsesForTheDurationAsked() throws {
        let directory = temporaryDirectory()
        defer { _ = system("rm -rf '\(directory)'") }
        #expect(Platform.writeFile(directory + "/activate", "0\n"))
        let vibrator = try Vibrator(path: directory, milliseconds: 35)
        #expect(contents(directory + "/activate") == "0\n", "opening does not vibrate")
        #expect(vibrator.pulse())
        #expect(contents(directory + "/duration") == "35\n")
        #expect(contents(directory + "/activate") == "1\n")
    }

    @Test func aDirectoryWithoutActivateIsNotAVibrator() {
        let directory = temporaryDirectory()
        defer { _ = system("rm -rf '\(directory)'") }
        #expect(throws: SystemError.self) { try Vibrator(path: directory, milliseconds: 35) }
    }

    @Test func aFileThatIsNoInputDeviceIsRefused() throws {
        let error = try #require(throws: SystemError.self) { try Vibrator(path: "/dev/null", milliseconds: 35) }
        #expect(error.description.hasPrefix("/dev/null is not an input device with force feedback"), "\(error)")
        let missing = try #require(throws: SystemError.self) { try Vibrator(path: "/dev/input/event-none", milliseconds: 35) }
        #expect(missing.description == "cannot open /dev/input/event-none: No such file or directory")
    }
}
