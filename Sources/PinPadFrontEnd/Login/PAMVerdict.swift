import PinPadPlatform

/// What a sign-in needs to know of a PAM status (`PAMStatus`), as a value a test can make.
package struct PAMVerdict: Equatable {
    /// `PAM_SUCCESS`.
    package var isSuccess: Bool
    /// A wrong secret or an unknown user (`PAMStatus.isWrongSecret`).
    package var isWrongSecret: Bool
    /// An unknown user (`PAMStatus.isUserUnknown`): a wrong secret too.
    package var isUserUnknown: Bool
    /// No more tries, or permission denied (`PAM_MAXTRIES`, `PAM_PERM_DENIED`).
    package var isRefusal: Bool
    /// `pam_strerror`'s text, for stderr.
    package var description: String

    package init(isSuccess: Bool = false, isWrongSecret: Bool = false, isUserUnknown: Bool = false, isRefusal: Bool = false, description: String) {
        self.isSuccess = isSuccess
        self.isWrongSecret = isWrongSecret || isUserUnknown
        self.isUserUnknown = isUserUnknown
        self.isRefusal = isRefusal
        self.description = description
    }

    /// The verdict of `status`.
    package init(_ status: PAMStatus) {
        self.init(
            isSuccess: status.isSuccess, isWrongSecret: status.isWrongSecret, isUserUnknown: status.isUserUnknown, isRefusal: status.isRefusal,
            description: status.description)
    }
}
