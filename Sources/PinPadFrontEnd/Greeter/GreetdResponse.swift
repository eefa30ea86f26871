/// A response from greetd to the greeter (greetd-ipc(7), "Responses"; greetd_ipc's `Response`).
package enum GreetdResponse: Equatable, Sendable {
    /// `{"type":"success"}`: the request succeeded.
    case success
    /// `{"type":"error","error_type":"auth_error",...}`: authentication failed (a wrong PIN, a
    /// refused account); the session is gone, a new `create_session` starts again.
    case authenticationFailed(description: String)
    /// `{"type":"error","error_type":"error",...}`: anything else went wrong.
    case failed(description: String)
    /// `{"type":"auth_message",...}`: a message of the PAM conversation, answered with
    /// `post_auth_message_response` or `cancel_session`.
    case authMessage(GreetdAuthMessageKind, text: String)

    /// The response `json` holds.
    /// - Throws: `GreetdCodecError.notAResponse` when it is not one of greetd's responses (a
    ///   member missing, of the wrong kind, or a type unknown). Members greetd does not send are
    ///   left alone.
    package init(_ json: GreetdJSON) throws(GreetdCodecError) {
        guard case .object = json else { throw .notAResponse("not an object") }
        guard let type = json["type"]?.text else { throw .notAResponse("no \"type\" string") }
        switch type {
        case "success":
            self = .success
        case "error":
            guard let kind = json["error_type"]?.text else { throw .notAResponse("an error without an \"error_type\" string") }
            guard let description = json["description"]?.text else { throw .notAResponse("an error without a \"description\" string") }
            switch kind {
            case "auth_error": self = .authenticationFailed(description: description)
            case "error": self = .failed(description: description)
            default: throw .notAResponse("an error of an unknown \"error_type\"")
            }
        case "auth_message":
            guard let kind = json["auth_message_type"]?.text else { throw .notAResponse("an auth_message without an \"auth_message_type\" string") }
            guard let text = json["auth_message"]?.text else { throw .notAResponse("an auth_message without an \"auth_message\" string") }
            guard let messageKind = GreetdAuthMessageKind(rawValue: kind) else { throw .notAResponse("an auth_message of an unknown \"auth_message_type\"") }
            self = .authMessage(messageKind, text: text)
        default:
            throw .notAResponse("an unknown \"type\"")
        }
    }
}
