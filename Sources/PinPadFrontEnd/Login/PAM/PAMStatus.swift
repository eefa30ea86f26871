internal import CPAM
import PinPadPlatform

/// What a PAM call returned (`PAM_SUCCESS`, `PAM_AUTH_ERR`, …, `<security/_pam_types.h>`), with
/// libpam's own text for it (`pam_strerror`).
package struct PAMStatus: Error, Equatable, CustomStringConvertible {
    /// The return value.
    package let code: Int32
    /// libpam's text for it, such as `Authentication failure`.
    package let description: String

    init(_ code: Int32, handle: OpaquePointer?) {
        self.code = code
        description = pinpad_pam_strerror()(handle, code).map { String(cString: $0) } ?? "PAM error \(code)"
    }

    /// libpam could not be loaded (`SharedLibrary.pam`): `PAM_ABORT`, with the loader's line.
    init(notLoaded error: SystemError) {
        code = PAM_ABORT
        description = error.description
    }

    /// Whether the call succeeded (`PAM_SUCCESS`).
    package var isSuccess: Bool { code == PAM_SUCCESS }

    /// The person failed to authenticate: a wrong secret (`PAM_AUTH_ERR`), an unknown user
    /// (`PAM_USER_UNKNOWN`: told as a wrong secret, so nobody learns which users exist), or
    /// the module could not get at the credentials (`PAM_CRED_INSUFFICIENT`,
    /// `PAM_AUTHINFO_UNAVAIL`).
    package var isWrongSecret: Bool {
        [PAM_AUTH_ERR, PAM_USER_UNKNOWN, PAM_CRED_INSUFFICIENT, PAM_AUTHINFO_UNAVAIL].contains(code)
    }

    /// The stack does not know the user (`PAM_USER_UNKNOWN`), one of `isWrongSecret`.
    package var isUserUnknown: Bool { code == PAM_USER_UNKNOWN }

    /// The stack refuses more tries or the account (`PAM_MAXTRIES`, `PAM_PERM_DENIED`).
    package var isRefusal: Bool { code == PAM_MAXTRIES || code == PAM_PERM_DENIED }

    /// The account cannot be used: expired (`PAM_ACCT_EXPIRED`), its secret expired and must be
    /// changed (`PAM_NEW_AUTHTOK_REQD`, `PAM_AUTHTOK_EXPIRED`).
    package var isAccountUnusable: Bool {
        [PAM_ACCT_EXPIRED, PAM_NEW_AUTHTOK_REQD, PAM_AUTHTOK_EXPIRED].contains(code)
    }
}
