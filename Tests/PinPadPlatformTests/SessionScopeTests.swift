import PinPadPlatform
import Testing

/// Which cgroup the sign-in ends with a session: only a logind scope that opening the session
/// moved pinpad into, never one it was already in (its invoker's).
struct SessionScopeTests {
    @Test func aScopeOpenedForTheSessionIsEnded() {
        let scope = "/user.slice/user-1000.slice/session-7.scope"
        #expect(Platform.sessionScope(scope, openedFrom: "/system.slice/kiosk-signin.service") == scope)
    }

    @Test func anythingElseIsLeftAlone() {
        let invoker = "/user.slice/user-0.slice/session-3.scope"
        #expect(Platform.sessionScope(invoker, openedFrom: invoker) == nil, "the scope of the shell that started pinpad")
        #expect(Platform.sessionScope("/system.slice/kiosk-signin.service", openedFrom: "/system.slice/kiosk-signin.service") == nil)
        #expect(Platform.sessionScope("/user.slice/user-1000.slice/user@1000.service", openedFrom: nil) == nil)
        #expect(Platform.sessionScope("/user.slice/../system.slice/session-1.scope", openedFrom: nil) == nil)
        #expect(Platform.sessionScope("session-1.scope", openedFrom: nil) == nil)
        #expect(Platform.sessionScope(nil, openedFrom: nil) == nil)
    }
}
