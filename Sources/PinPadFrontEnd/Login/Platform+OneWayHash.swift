internal import CCrypt
import PinPadPlatform

/// One-way hashes for names that must never be kept as typed (the throttle's record of a name
/// without an account), with libcrypt, which only the sign-in links.
extension Platform {
    /// The SHA-256-crypt hash (`crypt_r(3)` of libcrypt with the setting `$5$SALT$`, 5000 rounds)
    /// of `text`'s UTF-8 bytes written as lowercase hexadecimal (so every byte, a NUL too, counts),
    /// with `salt` (`isSalt`): its 43 characters of `./0-9A-Za-z` without the setting; nil when
    /// the salt is not one, libcrypt cannot be loaded (`SharedLibrary.crypt`) or refuses.
    package static func oneWayHash(_ text: String, salt: String) -> String? {
        guard isSalt(salt), (try? SharedLibrary.crypt.load(functions: ["crypt_r"])) != nil else { return nil }
        let digits = Array("0123456789abcdef".utf8)
        var hexadecimal: [UInt8] = []
        hexadecimal.reserveCapacity(text.utf8.count * 2)
        for byte in text.utf8 {
            hexadecimal.append(digits[Int(byte >> 4)])
            hexadecimal.append(digits[Int(byte & 0xF)])
        }
        let key = String(decoding: hexadecimal, as: UTF8.self)
        var output = [CChar](repeating: 0, count: 256)
        guard pinpad_one_way_hash(key, "$5$\(salt)$", &output, output.count) == 0 else { return nil }
        let hashed = String(decoding: output.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let last = hashed.split(separator: "$").last, last.utf8.count == 43 else { return nil }
        return String(last)
    }
}
