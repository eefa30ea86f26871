/// Why a front end could not show the pad. Each front end translates it at its one edge: the
/// command line to an exit status, pinentry to an `ERR` line, the password agent to `-`.
package enum FrontEndError: Error, Equatable {
    /// No display and no terminal, or the window could not open; the text says which.
    case noDisplay(String)
    /// No renderer could be made for the window.
    case noRenderer(String)
    /// No usable font.
    case noFont(String)

    /// One line for a person, without a program name.
    package var message: String {
        switch self {
        case .noDisplay(let text), .noRenderer(let text), .noFont(let text): return text
        }
    }
}
