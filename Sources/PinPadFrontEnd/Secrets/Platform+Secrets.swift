import Glibc
import PinPadCore
import PinPadPlatform

extension Platform {
    /// Keeps typed secrets out of core files and away from other processes for the whole run:
    /// not dumpable and a core-file limit of 0 (`Platform.refuseCoreDumps()`), and the pages of
    /// every secret locked and left out of dumps (`SecretPages`, as `SecretMemory.pageGuard`).
    /// Call before the first prompt.
    package static func protectSecrets() {
        refuseCoreDumps()
        SecretMemory.pageGuard = SecretPages()
    }

    /// Writes the secret and, with `newline`, a line feed to `descriptor` (standard output by
    /// default), straight from its page (`write(2)`, no copy), then wipes it: the one function
    /// that hands a secret to a file descriptor.
    /// - Returns: false when it could not all be written (the errno text is in `lastError`).
    package static func writeSecret(_ secret: consuming Secret, newline: Bool, to descriptor: Int32 = STDOUT_FILENO) -> Bool {
        let written = secret.withUnsafeBytes { write($0, to: descriptor) }
        secret.wipe()
        return written && (!newline || write("\n", to: descriptor))
    }
}
