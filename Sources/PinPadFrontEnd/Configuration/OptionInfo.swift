/// What an option is, apart from what it does: its names, its value, its help, where it may be
/// given. One list of these (`Options.table` and the front ends' tables) is the command-line
/// parser, the configuration files' keys, `--help` and the man pages.
package struct OptionInfo: Sendable {
    /// How an option takes its value.
    package enum Kind: Equatable, Sendable {
        /// `--NAME` sets it (`yes`); in a file `NAME = yes|no`.
        case flag
        /// `--no-NAME` clears it (`no`); in a file `NAME = yes|no`.
        case negatedFlag
        /// `--NAME VALUE` or `--NAME=VALUE`; in a file `NAME = VALUE`. The text names the value
        /// in the help (`N`, `TEXT`, `WxH`).
        case value(String)
        /// Every argument after it (`--exec COMMAND...`); the command line only.
        case rest(String)
    }

    /// Which files may give an option.
    package enum Trust: Equatable, Sendable {
        /// Any configuration file.
        case anyFile
        /// Only files only root can write to (owned by root, not writable by group or others, in
        /// root's directories), and the command line: the keys that choose who signs in and what
        /// is answered (`service`, `pam-confdir`, `user`, `user-field`, `attempts`,
        /// `lockout-seconds`, the agent's `directory`).
        case rootFiles
        /// As `rootFiles` when the run is privileged (root): the keys that name a file pinpad
        /// opens (`theme-file`, `font`, `haptics`).
        case rootFilesWhenPrivileged
    }

    /// The key in a configuration file and the long option without its dashes (`boxes`).
    package var key: String
    /// The one-letter option, if any (`n` for `-n`).
    package var short: Character?
    /// How it takes its value.
    package var kind: Kind
    /// What it does, for `--help` and the man pages: lines of at most 62 columns.
    package var help: String
    /// The heading it is listed under.
    package var group: OptionGroup
    /// Whether a configuration file may set it (false: the command line only, such as
    /// `--help` or `--screenshot`).
    package var isInFiles: Bool
    /// Whether it may be given several times, each adding a value (`--field`); a later file
    /// or the command line then replaces the whole list of an earlier one.
    package var isRepeatable: Bool
    /// Which files may give it.
    package var trust: Trust

    /// Creates the description of an option.
    package init(
        _ key: String, short: Character? = nil, _ kind: Kind, group: OptionGroup, isInFiles: Bool = true, isRepeatable: Bool = false,
        trust: Trust = .anyFile, help: String
    ) {
        self.trust = trust
        self.key = key
        self.short = short
        self.kind = kind
        self.help = help
        self.group = group
        self.isInFiles = isInFiles
        self.isRepeatable = isRepeatable
    }

    /// The long option as written on the command line: `--boxes`, or `--no-auto-submit` for a
    /// negated flag.
    package var spelling: String { kind == .negatedFlag ? "--no-\(key)" : "--\(key)" }

    /// Whether it takes no value on the command line.
    package var isFlag: Bool { kind == .flag || kind == .negatedFlag }

    /// The value's name (`N`), nil for a flag.
    package var placeholder: String? {
        switch kind {
        case .flag, .negatedFlag: return nil
        case .value(let name), .rest(let name): return name
        }
    }
}
