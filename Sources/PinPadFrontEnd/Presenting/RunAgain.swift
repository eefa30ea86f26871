import PinPadPlatform

/// A front end run again in its own process after its display was lost (Xlib cannot go on in a
/// process whose connection died): what the program hands itself goes on a pipe whose read end
/// survives the `exec`, named by `EnvironmentVariable.resume`; the run that follows takes it.
/// The pinentry hands on its client's setting lines, the password agent the requests it answered
/// or passed over.
package enum RunAgain {
    /// The most bytes handed on: what a pipe's buffer holds (64 KiB on Linux), so that the write
    /// is done before the reader runs.
    package static let limit = 65_536

    /// Runs the program again (`Platform.executeAgain`, the same arguments) with `bytes` (at
    /// most `limit`) on a pipe for `takeOver`.
    /// - Throws: `SystemError` when the pipe cannot be made or written, or the program not run.
    package static func handOn(_ bytes: [UInt8]) throws(SystemError) -> Never {
        precondition(bytes.count <= limit, "RunAgain.handOn: more than a pipe's buffer")
        let pipe: (read: FileDescriptor, write: FileDescriptor)
        do {
            pipe = try FileDescriptor.makePipe()
            try pipe.write.writeAll(bytes)
        } catch {
            throw SystemError("cannot hand the program's state on", error)
        }
        pipe.write.close()
        Platform.setEnvironment(EnvironmentVariable.resume.rawValue, String(pipe.read.rawValue))
        try Platform.executeAgain(CommandLine.arguments, keeping: pipe.read.rawValue)
    }

    /// What the run before handed on (`handOn`), read from the descriptor the environment names,
    /// which is then closed and its variable removed; nil when this run is not one run again, or
    /// the descriptor holds more than `limit` bytes or cannot be read.
    package static func takeOver() -> [UInt8]? {
        guard let value = ProcessEnvironment.process.value(.resume) else { return nil }
        Platform.removeEnvironment(EnvironmentVariable.resume.rawValue)
        guard let number = Int32(value), number > 2, number < 1 << 20 else { return nil }
        let descriptor = FileDescriptor(owning: number)
        defer { descriptor.close() }
        guard let bytes = try? descriptor.readToEnd(limit: limit), bytes.count <= limit else { return nil }
        return bytes
    }
}
