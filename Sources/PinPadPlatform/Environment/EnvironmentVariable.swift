/// The environment variables pinpad reads for itself, each with who may set it: one list of
/// names (the habit of swift-argument-parser's one declaration per option), so that a privileged
/// run knows which to refuse. Read them through `ProcessEnvironment.value(_:)`, never by name.
///
/// Variables of the display and the terminal (`DISPLAY`, `TERM`, `SDL_VIDEODRIVER`…) choose where
/// the pad is shown, not which files are read or written, and are not here. A privileged run has
/// removed every other variable before (`PrivilegedEnvironment`).
package enum EnvironmentVariable: String, CaseIterable, Sendable {
    /// The administrator's directory instead of `/etc/pinpad` (`ConfigurationFiles`).
    case configurationDirectory = "PINPAD_CONFIG_DIR"
    /// The package's directory instead of `share/pinpad` beside the program.
    case dataDirectory = "PINPAD_DATA_DIR"
    /// The user's configuration directory (`$XDG_CONFIG_HOME/pinpad`).
    case configurationHome = "XDG_CONFIG_HOME"
    /// The user's home (`~/.config/pinpad` without `XDG_CONFIG_HOME`).
    case home = "HOME"
    /// Set by systemd for a unit's processes; with `managerProcessID` unset, a system service.
    case invocationID = "INVOCATION_ID"
    /// Set by a user's systemd manager for its services.
    case managerProcessID = "MANAGERPID"
    /// A test hook: the file that holds what is on screen as JSON after each frame.
    case layoutFile = "PINPAD_LAYOUT_FILE"
    /// A test hook: the file each spoken phrase is added to as a line.
    case speechLog = "PINPAD_SPEECH_LOG"
    /// A test hook: instead of exiting, wait for a signal with the standard streams closed.
    case pauseBeforeExit = "PINPAD_PAUSE_BEFORE_EXIT"
    /// A test hook: the rounds of the precise pass at a session's end (0-5, default 5): 0 goes
    /// straight to ending every process of the user (`Platform.endSession`).
    case sessionEndRounds = "PINPAD_SESSION_END_ROUNDS"
    /// One line on stderr when the first frame is shown (the benchmarks and the kiosk tests).
    case reportFirstFrame = "PINPAD_REPORT_FIRST_FRAME"
    /// The descriptor a front end run again after its display was lost reads what the run
    /// before handed on from: the pinentry's setting lines of its client, the password agent's
    /// requests answered; then, after colons, the quick display losses in a row and the new
    /// run's start (set by the program itself, then removed; `RunAgain`).
    case resume = "PINPAD_RESUME_FD"
    /// The locale for every category (`locale(7)`): picks the letters keyboard's layout when
    /// `keyboard-layout` is not given.
    case localeAll = "LC_ALL"
    /// The locale of characters, read after `LC_ALL` for the keyboard's layout.
    case localeCharacters = "LC_CTYPE"
    /// The default locale, read after `LC_ALL` and `LC_CTYPE` for the keyboard's layout.
    case language = "LANG"

    /// Who may set a variable.
    package enum Reader: Equatable, Sendable {
        /// Read by every run: it only tells pinpad to read less (`INVOCATION_ID`), to print a
        /// line on stderr, or where what the run before it handed on is (`resume`).
        case anyone
        /// Read only when not privileged (`Platform.isPrivileged`): root reads no user's files.
        case unprivileged
        /// A directory pinpad reads from: read when not privileged; when privileged, only in a
        /// build with test hooks and only when it names a directory that is root's
        /// (`Platform.isRootsDirectory`).
        case directory
        /// A test hook: only in a build with test hooks (`Platform.hasTestHooks`, debug builds);
        /// when privileged, a file it names must be in a directory that is root's.
        case testHook(namesFile: Bool)
    }

    /// Who may set it.
    package var reader: Reader {
        switch self {
        case .configurationDirectory, .dataDirectory: return .directory
        case .configurationHome, .home: return .unprivileged
        case .invocationID, .managerProcessID, .reportFirstFrame, .resume: return .anyone
        // They pick one of the layouts in pinpad's own directories, never a user's file.
        case .localeAll, .localeCharacters, .language: return .anyone
        case .layoutFile, .speechLog: return .testHook(namesFile: true)
        case .pauseBeforeExit, .sessionEndRounds: return .testHook(namesFile: false)
        }
    }
}
