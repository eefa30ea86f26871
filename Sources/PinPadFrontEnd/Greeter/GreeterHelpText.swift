/// The text of `pinpad greeter --help`: its options, the files it reads (the system's only:
/// never the greeter user's own), its exit statuses.
let greeterHelpText = """
Usage: pinpad greeter --command CMD [options]

A greeter of greetd (greetd-ipc(7)): greetd starts it as its greeter user, with
GREETD_SOCK set, and runs PAM itself. The PIN is tapped on the keypad and only then
sent to greetd (Cancel or a timeout on the pad costs no attempt); a wrong PIN shakes
the pad and asks again; a lockout the stack tells shows its words above a free
keypad, one without a word locks the keypad under --locked-text. Once
greetd accepts the sign-in, it is asked to start CMD as the user and the greeter
exits; greetd then runs the session.

\(HelpFormatter.text(own(GreeterOptions.table), order: [.greeter, .words, .program], shared: shared(GreeterOptions.table), sharedAfter: .greeter))

\(configurationLine(readsUserFile: false)) Its section: [greeter].

Exit status: 0 greetd starts the session, 1 cancelled (the window closed, a stop),
2 usage error, 4 no display or terminal, 13 greetd could not be reached (no
GREETD_SOCK), closed the connection, sent a message outside its protocol or did not
start the session, 14 run with root's rights (user or group ID 0, a capability).

"""
