import Glibc
import PinPadFeedback
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
        #expect(Platform.writeFile(directory + "/activate", "0\n", creating: true))
        #expect(Platform.writeFile(directory + "/duration", "0\n", creating: true))
        let vibrator = try Vibrator(path: directory, milliseconds: 35)
        #expect(contents(directory + "/activate") == "0\n", "opening does not vibrate")
        #expect(vibrator.pulse())
        #expect(contents(directory + "/duration") == "35\n")
        #expect(contents(directory + "/activate") == "1\n")
    }

    /// Issue 21, defect 3: a vibrator's file that is a link to another file (one only root may
    /// write) is refused, and that file is left as it was.
    @Test func anLEDVibratorWhoseFileIsALinkIsRefused() throws {
        let directory = temporaryDirectory()
        defer { _ = system("rm -rf '\(directory)'") }
        let victim = directory + "/victim"
        #expect(system("printf secret > '\(victim)' && chmod 600 '\(victim)' && echo 0 > '\(directory)/activate'") == 0)
        #expect(symlink(victim, directory + "/duration") == 0)
        let vibrator = try? Vibrator(path: directory, milliseconds: 35)
        _ = vibrator?.pulse()
        #expect(vibrator == nil, "a vibrator with a linked file is refused")
        #expect(contents(victim) == "secret", "the file the link leads to is untouched")
    }

    /// Issue 21, defect 3: an input device named through a link is refused, and so is a regular
    /// file: nothing is written through them.
    @Test func aForceFeedbackPathThroughALinkIsRefused() throws {
        let directory = temporaryDirectory()
        defer { _ = system("rm -rf '\(directory)'") }
        #expect(symlink("/dev/null", directory + "/event0") == 0)
        let error = try #require(throws: SystemError.self) { try Vibrator(path: directory + "/event0", milliseconds: 35) }
        #expect(error.description == "\(directory)/event0 is a link: give the device itself (/dev/input/eventN)")
    }

    /// Nothing is made where there was no file: a write to a missing file fails.
    @Test func writingAFileThatIsNotThereMakesNone() {
        let directory = temporaryDirectory()
        defer { _ = system("rm -rf '\(directory)'") }
        #expect(!Platform.writeFile(directory + "/missing", "1\n"))
        #expect(!Platform.exists(directory + "/missing"))
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
