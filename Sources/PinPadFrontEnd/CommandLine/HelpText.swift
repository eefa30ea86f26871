
/// The configuration files of this installation, as every help text names them: with the
/// user's own `~/.config/pinpad/pinpad.conf` unless `readsUserFile` is false (the greeter).
func configurationLine(readsUserFile: Bool = true) -> String {
    let files = ConfigurationFiles()
    let user = readsUserFile ? " ~/.config/pinpad/pinpad.conf," : ""
    return """
        Configuration: \(files.dataDirectory)/pinpad.conf, \(files.systemDirectory)/pinpad.conf,
        \(files.systemDirectory)/pinpad.conf.d/*.conf,\(user) then -C FILE, then
        the command line (a later one wins); every option but the command line's own is a key
        there (see pinpad.conf(5)).
        """
}

/// The text of `pinpad --help`: usage, every option of `Options.table`, keys and statuses.
let helpText = """
Usage: pinpad [options]          show the PIN pad; print the PIN on stdout when submitted
       pinpad layout [options]   print the geometry for --size as JSON (no window)
       pinpad pinentry           GnuPG's pinentry on stdin/stdout (also as pinentry-pinpad;
                                 see pinpad pinentry --help)
       pinpad askpass [PROMPT]   ssh's and sudo's askpass (also as pinpad-askpass): the
                                 secret on stdout (see pinpad askpass --help)
       pinpad agent MODE         systemd's password agent (see pinpad agent --help)
       pinpad login --service S  a PIN sign-in through PAM (see pinpad login --help)
       pinpad greeter            a greeter of greetd (see pinpad greeter --help)
       pinpad restore-console [TERMINAL]
                                 put TERMINAL (default /dev/tty0) back in text mode, its
                                 keyboard on, after a pad on the framebuffer was killed

\(HelpFormatter.text(Options.table.map(\.info)))

Keys: 0-9 and keypad digits type (any text in a text field), Backspace deletes,
Return submits, Escape cancels, Ctrl+U clears, Ctrl+V pastes, Tab and Shift+Tab move
between fields. A paste goes in whole or not at all: into a PIN field only digits
(spaces, tabs, - . _ between them are skipped; one line end at the end too).
The arrow keys move a focus ring over the keys; Space (and Return while it shows)
presses the key it is on. Keypad * says again where the prompt is (with --speech).

\(configurationLine())

Exit status: 0 PIN printed, 1 cancelled, 2 usage error (an option or a configuration
file), 3 timed out, 4 no display or terminal, 5 no renderer, 6 no font, 7 cannot write
the PIN or the screenshot (a closed or full stdout, or its reader gone), 8 pinpad agent
cannot watch its directory; pinpad login: 9 too many wrong PINs, 10 account locked or
expired, 11 PAM error, 12 the user's processes could not be ended; pinpad greeter: 13
greetd unreachable or broke its protocol, 14 run as root.

"""

/// The options of a front end's table that are `pinpad`'s, listed by name only in its help.
func shared<Target>(_ table: [Option<Target>]) -> [OptionInfo] {
    table.map(\.info).filter { info in Options.table.contains { $0.info.key == info.key } && info.group != .program && info.group != .words }
}

/// The options of a front end's table that are its own (and the words and program options).
func own<Target>(_ table: [Option<Target>]) -> [OptionInfo] {
    let sharedKeys = Set(shared(table).map(\.key))
    return table.map(\.info).filter { !sharedKeys.contains($0.key) || $0.group == .words }
}

/// The text of `pinpad agent --help`.
let agentHelpText = """
Usage: pinpad agent --watch [options]   answer systemd's password requests as they come
       pinpad agent --query [options]   answer the requests pending now, then exit
       pinpad agent --list              print the pending requests

A password agent of systemd's protocol: each request (systemd-ask-password,
systemd-cryptsetup at boot) is shown on the pad, oldest first; the secret goes to the
asker when submitted, a refusal when cancelled. A request withdrawn while shown closes
within a second and gets no answer. If the pad cannot be shown, the request gets no
answer (never an empty password nor a refusal), so another agent may still answer it.
A display lost under the window is no refusal either: the agent runs again and shows
the request again, passing over those it answered before.

\(HelpFormatter.text(own(PasswordAgentOptions.table), order: [.agent, .words, .program], shared: shared(PasswordAgentOptions.table), sharedAfter: .agent))

\(configurationLine()) Its section: [agent].

Exit status: 0 done, 2 usage error, 4 the pad could not be shown for a request
(--query), 8 the directory cannot be opened, made or watched,
or a directory above it may be written by another user than root or the agent's,
128 plus the signal when stopped (SIGTERM: 143; nothing is answered then).

"""

/// The text of `pinpad login --help`.
let loginHelpText = """
Usage: pinpad login --service NAME [options] [--exec COMMAND [ARGUMENT...]]

A PIN sign-in through PAM: the PIN is asked on the pad, then the service's stack
(/etc/pam.d/NAME) authenticates it and checks the account. A wrong PIN shakes the pad
and asks again; Cancel ends without trying. Every message of the stack is shown (a
lockout, an expired account). Signed in, the user name is printed on stdout; with
--exec the PAM session is opened, COMMAND runs as the user, and the session closes
when it ends.

\(HelpFormatter.text(own(LoginOptions.table), order: [.login, .words, .program], shared: shared(LoginOptions.table), sharedAfter: .login))

\(configurationLine()) Its section: [login].

Exit status: 0 signed in (with --exec: the command's status), 1 cancelled, 2 usage error,
3 timed out, 4 no display or terminal, 9 too many wrong PINs, 10 account locked or
expired, or a user that may not sign in (root, a system account, nobody), 11 PAM error
(no such service, a module failed, a pam-confdir not root's alone), 12 processes of the
user could not be ended when the session ended.

"""

/// pinpad's own options of the front ends whose clients give the rest of their command line.
private let programOptions = Options.table.map(\.info).filter { $0.group == .program }

/// The version printed by `pinentry-pinpad --version`, in the words of GnuPG's pinentries
/// (`pinentry-curses (pinentry) 1.2.1`).
let pinentryVersionText = "pinentry-pinpad (pinpad) \(PinentrySession.version)\n"

/// The text of `pinentry-pinpad --help` and `pinpad pinentry --help`, laid out as GnuPG's
/// pinentries' (`--help` starts with the version line).
let pinentryHelpText = """
\(pinentryVersionText)Usage: pinentry-pinpad [options] (-h for help)
       pinpad pinentry [options]

GnuPG's pinentry on the touch pad: gpg-agent starts it (pinentry-program in
gpg-agent.conf) and asks for a PIN or passphrase through the Assuan protocol on stdin
and stdout; what is typed goes to gpg-agent alone. The look comes from the files'
general keys and their [pinentry] section. Other options are passed over, as GnuPG's
pinentries do (their -C is --lc-ctype; gpg-agent gives the long names).

\(HelpFormatter.text(PinentryProgram.agentOptions + programOptions, order: [.pinentry, .program]))

\(configurationLine()) Its section: [pinentry].

Exit status: 0 when the client ends the connection (a cancel or a timeout is an Assuan
reply, ERR), 2 usage error (with --print-config; else a wrong file is one line and the
built-in defaults).

"""

/// The text of `pinpad-askpass --help` and `pinpad askpass --help`.
let askpassHelpText = """
Usage: pinpad-askpass [options] [PROMPT]
       pinpad askpass [options] [PROMPT]

ssh's and sudo's askpass (SSH_ASKPASS, SUDO_ASKPASS): shows PROMPT on the pad and
prints what is typed and a line feed on stdout. SSH_ASKPASS_PROMPT=confirm asks Yes or
No, =none only shows PROMPT. The look comes from the files' general keys and their
[askpass] section, where yes-label and no-label name the answers.

Options (before PROMPT only; -- ends them, for a prompt that starts with -):
\(HelpFormatter.text(programOptions, order: [.program]).split(separator: "\n").dropFirst().joined(separator: "\n"))

\(configurationLine()) Its section: [askpass].

Exit status: 0 printed (or Yes), 1 cancelled or No (nothing on stdout), 2 usage error,
3 timed out, 4 no display or terminal, 5 no renderer, 6 no font, 7 cannot write to stdout.

"""

/// The version printed by `pinpad --version`.
let versionText = "pinpad \(PinentrySession.version)\n"

/// The version printed by `pinpad-askpass --version` (and `pinpad askpass --version`): the
/// program's name and pinpad's, as the pinentry's (`pinentryVersionText`).
let askpassVersionText = "pinpad-askpass (pinpad) \(PinentrySession.version)\n"
