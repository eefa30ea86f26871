internal import CPAM
import Glibc

/// The replies to one conversation call, allocated as Linux-PAM frees them: one `calloc`ed
/// array of `struct pam_response`, each `resp` a `malloc`ed, NUL-terminated string (libpam and
/// its modules `free` both, after overwriting a secret). A secret is copied straight from its
/// page into its reply, nowhere else. Replies not handed over are wiped and freed.
package final class PAMReplies {
    private let responses: UnsafeMutablePointer<pam_response>
    private let count: Int
    private var isHandedOver = false

    init?(count: Int) {
        guard count > 0, let responses = calloc(count, MemoryLayout<pam_response>.stride) else { return nil }
        self.responses = responses.assumingMemoryBound(to: pam_response.self)
        self.count = count
    }

    deinit {
        guard !isHandedOver else { return }
        for index in 0..<count {
            guard let text = responses[index].resp else { continue }
            pinpad_wipe(text, strlen(text))
            free(text)
        }
        free(responses)
    }

    /// Sets reply `index` to `bytes` (a secret's, from its page); false when out of memory or
    /// when the bytes hold a NUL, which PAM could not tell from the end.
    @discardableResult
    package func set(_ index: Int, bytes: UnsafeRawBufferPointer) -> Bool {
        guard index >= 0, index < count, !bytes.contains(0), let copy = malloc(bytes.count + 1) else { return false }
        if let base = bytes.baseAddress { memcpy(copy, base, bytes.count) }
        copy.storeBytes(of: 0, toByteOffset: bytes.count, as: UInt8.self)
        if let old = responses[index].resp {
            pinpad_wipe(old, strlen(old))
            free(old)
        }
        responses[index].resp = copy.assumingMemoryBound(to: CChar.self)
        responses[index].resp_retcode = 0
        return true
    }

    /// Sets reply `index` to `text` (a user name, a badge number: nothing secret).
    @discardableResult
    package func set(_ index: Int, text: String) -> Bool {
        var bytes = Array(text.utf8)
        defer { for position in bytes.indices { bytes[position] = 0 } }
        return bytes.withUnsafeBytes { set(index, bytes: $0) }
    }

    /// Gives the array to libpam, which frees it from now on.
    func handOver() -> UnsafeMutablePointer<pam_response> {
        isHandedOver = true
        return responses
    }
}
