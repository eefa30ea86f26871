import Foundation
import PinPadPlatform
import Testing

/// Which directory keeps a path from being root's: the directory itself must be root's alone, one
/// above it may be world-writable only when sticky (`/tmp`); a file of root's read from a directory
/// that is not names that directory, so that the line about it can. Run as root here.
final class RootsDirectoryTests {
    let directory: String

    init() throws {
        var template = Array("/tmp/pinpad-roots-XXXXXX".utf8CString)
        directory = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    func makeDirectory(_ name: String, mode: mode_t) throws -> String {
        let path = "\(directory)/\(name)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        try #require(chmod(path, mode) == 0)
        return path
    }

    @Test func theDirectoryNotRootsAloneIsNamed() throws {
        try #require(getuid() == 0, "the directories are root's here")
        #expect(Platform.directoryNotRootsAlone(directory) == nil && Platform.isRootsDirectory(directory))
        let sticky = try makeDirectory("sticky", mode: 0o1777)
        #expect(Platform.directoryNotRootsAlone(sticky) == sticky)
        let belowSticky = "\(sticky)/inner"
        try FileManager.default.createDirectory(atPath: belowSticky, withIntermediateDirectories: false)
        #expect(chmod(belowSticky, 0o755) == 0)
        #expect(Platform.directoryNotRootsAlone(belowSticky) == nil, "a sticky directory above is root's enough")
        let open = try makeDirectory("open", mode: 0o777)
        let belowOpen = "\(open)/inner"
        try FileManager.default.createDirectory(atPath: belowOpen, withIntermediateDirectories: false)
        #expect(chmod(belowOpen, 0o755) == 0)
        #expect(Platform.directoryNotRootsAlone(belowOpen) == open)
        #expect(!Platform.isRootsDirectory(belowOpen))
    }

    @Test func aRootsFileInADirectoryEveryoneMayWriteToNamesTheDirectory() throws {
        try #require(getuid() == 0, "the file is root's here")
        let sticky = try makeDirectory("sticky", mode: 0o1777)
        let file = "\(sticky)/c.conf"
        try "title = x\n".write(toFile: file, atomically: false, encoding: .utf8)
        #expect(chmod(file, 0o644) == 0)
        let read = try Platform.readRegularFileAndWriters(file, limit: 1024)
        #expect(!read.isRoots && read.directoryNotRootsAlone == sticky)
        // A file that is not root's alone itself is named for itself: no directory.
        #expect(chmod(file, 0o666) == 0)
        let writable = try Platform.readRegularFileAndWriters(file, limit: 1024)
        #expect(!writable.isRoots && writable.directoryNotRootsAlone == nil)
        let rootsDirectory = try makeDirectory("roots", mode: 0o755)
        let rootsFile = "\(rootsDirectory)/c.conf"
        try "title = x\n".write(toFile: rootsFile, atomically: false, encoding: .utf8)
        #expect(chmod(rootsFile, 0o644) == 0)
        let roots = try Platform.readRegularFileAndWriters(rootsFile, limit: 1024)
        #expect(roots.isRoots && roots.directoryNotRootsAlone == nil)
    }
}
