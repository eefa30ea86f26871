import Foundation
import PinPadPlatform
import Testing

@testable import PinPadRaster

/// The cache of fontconfig's match (`FontMatchCache`): asked once, then read back while nothing
/// it depends on changed; never a link or another user's file; root's in root's directory.
@Suite struct FontMatchCacheTests {
    /// A private scratch directory: (its path, a cache directory in it not made yet, a watched file).
    func scratch() throws -> (parent: String, cache: String, watched: String) {
        let parent = NSTemporaryDirectory() + "/font-match-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        try "<fontconfig/>\n".write(toFile: parent + "/fonts.conf", atomically: false, encoding: .utf8)
        return (parent, parent + "/pinpad", parent + "/fonts.conf")
    }

    /// A font file of the test's own (a copy of the one fontconfig finds), so it can be changed.
    func fontCopy(in parent: String) throws -> String {
        let source = try #require(FontLocator.path())
        let copy = parent + "/face.ttf"
        try FileManager.default.copyItem(atPath: source, toPath: copy)
        return copy
    }

    @Test func fontconfigIsAskedOnceWhileNothingChanges() throws {
        let (parent, directory, watched) = try scratch()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let font = try fontCopy(in: parent)
        let cache = FontMatchCache(directory: directory, watched: [watched], variables: ["LANG=de_DE.UTF-8"])
        var asked = 0
        let match = { () -> String? in
            asked += 1
            return font
        }
        #expect(cache.fontPath(match: match) == font)
        #expect(cache.fontPath(match: match) == font)
        #expect(cache.fontPath(match: match) == font)
        #expect(asked == 1, "fontconfig was asked \(asked) times")
        var status = stat()
        #expect(stat(directory + "/font-match", &status) == 0 && status.st_mode & 0o7777 == 0o600 && status.st_uid == geteuid())

        // Another language, a changed configuration file, a changed font file: asked again.
        let french = FontMatchCache(directory: directory, watched: [watched], variables: ["LANG=fr_FR.UTF-8"])
        #expect(french.fontPath(match: match) == font)
        #expect(asked == 2)
        #expect(french.fontPath(match: match) == font)
        #expect(asked == 2)
        try "<fontconfig><dir>/opt/fonts</dir></fontconfig>\n".write(toFile: watched, atomically: false, encoding: .utf8)
        #expect(french.fontPath(match: match) == font)
        #expect(asked == 3, "a changed configuration file was not noticed")
        let handle = try #require(FileHandle(forWritingAtPath: font))
        handle.seekToEndOfFile()
        handle.write(Data([0]))
        handle.closeFile()
        #expect(french.fontPath(match: match) == font)
        #expect(asked == 4, "a changed font file was not noticed")
        // A font file gone: asked again, not the old answer.
        try FileManager.default.removeItem(atPath: font)
        #expect(french.fontPath(match: { asked += 1; return "/usr/share/fonts/other.ttf" }) == "/usr/share/fonts/other.ttf")
        #expect(asked == 5)
    }

    @Test func aLinkOrAFileOthersMayReadIsNotTaken() throws {
        let (parent, directory, watched) = try scratch()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let font = try fontCopy(in: parent)
        let cache = FontMatchCache(directory: directory, watched: [watched], variables: [])
        var asked = 0
        _ = cache.fontPath(match: { asked += 1; return font })
        // A record of someone else's choosing, as a link in the cache's place: not followed.
        let planted = try String(contentsOfFile: directory + "/font-match", encoding: .utf8)
            .replacingOccurrences(of: font, with: "/etc/shadow")
        try planted.write(toFile: parent + "/planted", atomically: false, encoding: .utf8)
        chmod(parent + "/planted", 0o600)
        try FileManager.default.removeItem(atPath: directory + "/font-match")
        #expect(symlink(parent + "/planted", directory + "/font-match") == 0)
        #expect(cache.fontPath(match: { asked += 1; return font }) == font)
        #expect(asked == 2, "the linked record was taken")
        // A record others may read or write: not taken.
        chmod(directory + "/font-match", 0o644)
        #expect(cache.fontPath(match: { asked += 1; return font }) == font)
        #expect(asked == 3)
    }

    @Test func rootsCacheIsRootsWhateverTheEnvironmentSays() throws {
        try #require(geteuid() == 0, "needs root")
        let (parent, _, _) = try scratch()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let saved = (ProcessInfo.processInfo.environment["XDG_CACHE_HOME"], ProcessInfo.processInfo.environment["HOME"])
        defer {
            if let cache = saved.0 { setenv("XDG_CACHE_HOME", cache, 1) } else { unsetenv("XDG_CACHE_HOME") }
            if let home = saved.1 { setenv("HOME", home, 1) } else { unsetenv("HOME") }
        }
        setenv("XDG_CACHE_HOME", parent, 1)
        setenv("HOME", parent, 1)
        let cache = try #require(FontMatchCache.forThisUser())
        #expect(cache.directory.path == "/var/cache/pinpad")
        #expect(!cache.watched.contains { $0.hasPrefix(parent) }, "root watches a user's files")
    }

    @Test func theFontFileIsReadOnceForEverySize() throws {
        let video = try VideoSystem(video: false)
        let path = try #require(FontLocator.path())
        let text = try TextCache(fontPath: path, video: video)
        // Sizes opened after the file is gone still open: they come from the one mapping.
        let (parent, _, _) = try scratch()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let copy = try fontCopy(in: parent)
        let copied = try TextCache(fontPath: copy, video: video)
        try FileManager.default.removeItem(atPath: copy)
        #expect(copied.measure("1234", size: 31).width > 0)
        #expect(copied.measure("1234", size: 47).width == text.measure("1234", size: 47).width)
    }
}
