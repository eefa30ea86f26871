/// A request from the greeter to greetd (greetd-ipc(7), "Requests"; greetd_ipc's `Request`),
/// but the answer to a secret question, which `GreetdCodec.withSecretAnswer` frames from the
/// secret's page.
package enum GreetdRequest: Equatable, Sendable {
    /// `create_session`: starts a sign-in of `username` (greetd runs `pam_start` and
    /// `pam_authenticate`).
    case createSession(username: String)
    /// `post_auth_message_response`: answers the last `auth_message`; nil for `info` and
    /// `error` ones (JSON `null`).
    case answer(String?)
    /// `start_session`: runs `command` (greetd's `cmd`) with `environment` (`env`, `NAME=value`
    /// entries added to PAM's) once the greeter exits.
    case startSession(command: [String], environment: [String])
    /// `cancel_session`: drops the sign-in under way.
    case cancelSession

    /// The JSON text of the request: compact, keys in greetd_ipc's order.
    package var json: String {
        switch self {
        case .createSession(let username):
            return #"{"type":"create_session","username":"# + GreetdCodec.quoted(username) + "}"
        case .answer(let text):
            return #"{"type":"post_auth_message_response","response":"# + (text.map(GreetdCodec.quoted) ?? "null") + "}"
        case .startSession(let command, let environment):
            let cmd = command.map(GreetdCodec.quoted).joined(separator: ",")
            let env = environment.map(GreetdCodec.quoted).joined(separator: ",")
            return #"{"type":"start_session","cmd":["# + cmd + #"],"env":["# + env + "]}"
        case .cancelSession:
            return #"{"type":"cancel_session"}"#
        }
    }
}
