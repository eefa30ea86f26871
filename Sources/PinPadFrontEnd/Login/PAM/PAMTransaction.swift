internal import CPAM
import PinPadPlatform
import Glibc

/// One PAM transaction (Linux-PAM's application interface, `pam_start(3)` and the calls that
/// follow): started for a service and maybe a user, it authenticates, checks the account, and
/// opens a session; `pam_end` when released.
package final class PAMTransaction {
    private let handle: OpaquePointer
    private let conversationStorage: UnsafeMutablePointer<pam_conv>
    private let context: Unmanaged<Box>
    private var lastStatus = PAM_SUCCESS
    private var hasEnded = false

    /// Keeps the conversation alive for libpam's `appdata_ptr`.
    final class Box {
        let conversation: PAMConversation
        init(_ conversation: PAMConversation) { self.conversation = conversation }
    }

    /// The libpam functions called (`SharedLibrary.pam` checks them before the first call).
    static let functions = [
        "pam_start", "pam_start_confdir", "pam_end", "pam_authenticate", "pam_acct_mgmt", "pam_setcred", "pam_open_session",
        "pam_close_session", "pam_get_item", "pam_set_item", "pam_getenvlist", "pam_strerror", "pam_fail_delay",
    ]

    /// Starts a transaction (`pam_start`, or `pam_start_confdir` with `configurationDirectory`).
    /// - Parameters:
    ///   - service: the service name: the file in `/etc/pam.d` (or the directory given).
    ///   - user: the user, or nil for the stack to ask (`PAM_PROMPT_ECHO_ON`).
    ///   - configurationDirectory: a directory of service files instead of `/etc/pam.d`.
    ///   - conversation: who answers the modules.
    /// - Throws: `PAMStatus` when libpam cannot be loaded (`PAM_ABORT`, the line naming it) or
    ///   cannot start (no memory, a bad service name).
    package init(service: String, user: String?, configurationDirectory: String?, conversation: PAMConversation) throws(PAMStatus) {
        do {
            try SharedLibrary.pam.load(functions: PAMTransaction.functions)
        } catch {
            throw PAMStatus(notLoaded: error)
        }
        let context = Unmanaged.passRetained(Box(conversation))
        let storage = UnsafeMutablePointer<pam_conv>.allocate(capacity: 1)
        storage.initialize(to: pam_conv(conv: { count, messages, responses, data in
            PAMTransaction.converse(count: count, messages: messages, responses: responses, data: data)
        }, appdata_ptr: context.toOpaque()))
        var started: OpaquePointer?
        let status: Int32
        if let configurationDirectory {
            status = pinpad_pam_start_confdir()(service, user, storage, configurationDirectory, &started)
        } else {
            status = pinpad_pam_start()(service, user, storage, &started)
        }
        guard status == PAM_SUCCESS, let started else {
            let error = PAMStatus(status, handle: started)
            context.release()
            storage.deallocate()
            throw error
        }
        self.context = context
        conversationStorage = storage
        handle = started
    }

    deinit {
        end()
        context.release()
        conversationStorage.deallocate()
    }

    /// Ends the transaction (`pam_end` with the last call's status): the modules free their
    /// data. Once; the calls after it must not be made. Called when released, and by the
    /// sign-in after every session, before pinpad exits (an `exit` releases nothing).
    package func end() {
        guard !hasEnded else { return }
        hasEnded = true
        pinpad_pam_end()(handle, lastStatus)
    }

    /// Tells the stack where the person is (`pam_set_item`): `PAM_TTY`, the terminal (`tty1`,
    /// `pts/3`) or, for a window, the display (`:0`), as login(1) and display managers do; and
    /// `PAM_XDISPLAY`, the X display of a window, when there is one. Before `authenticate()`:
    /// `pam_securetty`, `pam_faillock` and `pam_systemd` read them.
    /// - Returns: the status of the first call that failed, or success.
    package func setPlace(terminal: String?, display: String?) -> PAMStatus {
        if let terminal, case let status = pinpad_pam_set_item()(handle, PAM_TTY, terminal), status != PAM_SUCCESS { return record(status) }
        if let display, case let status = pinpad_pam_set_item()(handle, PAM_XDISPLAY, display), status != PAM_SUCCESS { return record(status) }
        return PAMStatus(PAM_SUCCESS, handle: handle)
    }

    private func record(_ status: Int32) -> PAMStatus {
        lastStatus = status
        return PAMStatus(status, handle: handle)
    }

    /// `pam_authenticate(handle, 0)`: the stack's `auth` modules.
    package func authenticate() -> PAMStatus { record(pinpad_pam_authenticate()(handle, 0)) }

    /// `pam_acct_mgmt(handle, 0)`: the `account` modules (expiry, access times, lockout).
    package func checkAccount() -> PAMStatus { record(pinpad_pam_acct_mgmt()(handle, 0)) }

    /// `pam_setcred` with `PAM_ESTABLISH_CRED`, or `PAM_DELETE_CRED` when `establish` is false.
    package func setCredentials(establish: Bool) -> PAMStatus {
        record(pinpad_pam_setcred()(handle, establish ? Int32(PAM_ESTABLISH_CRED) : Int32(PAM_DELETE_CRED)))
    }

    /// `pam_open_session(handle, 0)`.
    package func openSession() -> PAMStatus { record(pinpad_pam_open_session()(handle, 0)) }

    /// `pam_close_session(handle, 0)`.
    package func closeSession() -> PAMStatus { record(pinpad_pam_close_session()(handle, 0)) }

    /// The user the stack authenticated (`pam_get_item(PAM_USER)`), or nil.
    package var user: String? {
        var item: UnsafeRawPointer?
        guard pinpad_pam_get_item()(handle, PAM_USER, &item) == PAM_SUCCESS, let item else { return nil }
        return String(cString: item.assumingMemoryBound(to: CChar.self))
    }

    /// The environment the modules set for the session (`pam_getenvlist`), as `NAME=value`.
    package var environment: [String] {
        guard let list = pinpad_pam_getenvlist()(handle) else { return [] }
        var entries: [String] = []
        var index = 0
        while let entry = list[index] {
            entries.append(String(cString: entry))
            free(entry)
            index += 1
        }
        free(list)
        return entries
    }

    /// libpam's conversation callback: reads the messages, asks the conversation, hands the
    /// replies over.
    static func converse(
        count: Int32, messages: UnsafeMutablePointer<UnsafePointer<pam_message>?>?,
        responses: UnsafeMutablePointer<UnsafeMutablePointer<pam_response>?>?, data: UnsafeMutableRawPointer?
    ) -> Int32 {
        guard count > 0, count <= PAM_MAX_NUM_MSG, let messages, let responses, let data else { return PAM_CONV_ERR }
        let conversation = Unmanaged<Box>.fromOpaque(data).takeUnretainedValue().conversation
        var read: [PAMMessage] = []
        for index in 0..<Int(count) {
            guard let message = messages[index]?.pointee else { return PAM_CONV_ERR }
            let text = message.msg.map { String(cString: $0) } ?? ""
            switch message.msg_style {
            case PAM_PROMPT_ECHO_OFF: read.append(.secret(prompt: text))
            case PAM_PROMPT_ECHO_ON: read.append(.text(prompt: text))
            case PAM_ERROR_MSG: read.append(.error(text))
            case PAM_TEXT_INFO: read.append(.info(text))
            default: return PAM_CONV_ERR
            }
        }
        guard let replies = PAMReplies(count: Int(count)) else { return PAM_BUF_ERR }
        guard conversation.converse(read, replies: replies) else { return PAM_CONV_ERR }
        responses.pointee = replies.handOver()
        return PAM_SUCCESS
    }
}
