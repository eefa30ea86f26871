/// How the bytes of a field's characters are counted against its capacity: as the asker will
/// read them.
public enum CapacityMeasure: Hashable, Sendable {
    /// Each character's UTF-8 bytes (askpass's standard output, a password agent's datagram, a
    /// PAM reply).
    case utf8
    /// UTF-8 with `%` written as `%25`, three bytes (an Assuan data line, libassuan
    /// `doc/assuan.texi`, "Data lines"; CR and LF, which need it too, are never taken).
    case percentEscaped

    /// The bytes `scalar` takes.
    func length(of scalar: Unicode.Scalar) -> Int {
        self == .percentEscaped && scalar == "%" ? 3 : UTF8.width(scalar)
    }
}
