internal import CPlatform
import Glibc

/// The random salts of one-way hashes (`Platform.oneWayHash`, beside the sign-in's throttle).
extension Platform {
    /// The characters of a crypt(3) salt and hash: `./0-9A-Za-z`, 64 of them.
    package static let cryptAlphabet = Array("./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8)

    /// A new random salt of `count` characters (1-16) of crypt(3)'s alphabet (`./0-9A-Za-z`),
    /// from the kernel's random source (`getrandom(2)`); nil when it cannot be read.
    package static func randomSalt(count: Int = 16) -> String? {
        let count = min(max(count, 1), 16)
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = try? bytes.withUnsafeMutableBytes { buffer in
                try SystemCall.retrying("getrandom") { pinpad_get_random(buffer.baseAddress! + filled, buffer.count - filled) }
            }
            guard let got, got > 0 else { return nil }
            filled += got
        }
        return String(decoding: bytes.map { cryptAlphabet[Int($0 & 63)] }, as: UTF8.self)
    }

    /// Whether `salt` is 1-16 characters of crypt(3)'s alphabet.
    package static func isSalt(_ salt: String) -> Bool {
        (1...16).contains(salt.utf8.count) && salt.utf8.allSatisfy { cryptAlphabet.contains($0) }
    }
}
