import Foundation
import Testing

extension DisplayTests.LoginEndToEndTests {
    /// An X client in C: `change` keeps what it does after it exits (`XSetCloseDownMode` with
    /// `RetainPermanent`, or `RetainTemporary` with `change temporary`), makes keycode 10 type "7", takes every key out of the Lock modifier and
    /// shows an override-redirect window named `pinpad-retained`, then exits without closing;
    /// `show` prints the keysyms of keycode 10 (the core protocol's, then what it types unshifted and
    /// shifted: `XkbKeycodeToKeysym`) and the modifier keycodes; `put KEYSYM…` puts
    /// keysyms back on keycode 10 (the test's own clean-up); `keep` shows a window named
    /// `pinpad-bystander`, says `shown` and keeps it until its standard input ends.
    static let displayClient = """
        #include <X11/Xlib.h>
        #include <X11/XKBlib.h>
        #include <X11/keysym.h>
        #include <stdio.h>
        #include <stdlib.h>
        #include <string.h>
        int main(int argc, char **argv) {
            Display *d = XOpenDisplay(NULL);
            if (!d || argc < 2) return 2;
            int per = 0;
            KeySym *now = XGetKeyboardMapping(d, 10, 1, &per);
            if (!strcmp(argv[1], "show")) {
                for (int i = 0; i < per; i++) printf("%lx ", now[i]);
                printf("| typed %lx %lx ", XkbKeycodeToKeysym(d, 10, 0, 0), XkbKeycodeToKeysym(d, 10, 0, 1));
                XModifierKeymap *m = XGetModifierMapping(d);
                printf("|");
                for (int i = 0; i < 8 * m->max_keypermod; i++) printf(" %d", m->modifiermap[i]);
                printf("\\n");
                return 0;
            }
            if (!strcmp(argv[1], "put")) {
                KeySym put[16] = {0};
                for (int i = 2; i < argc && i < 18; i++) put[i - 2] = strtoul(argv[i], NULL, 16);
                XChangeKeyboardMapping(d, 10, argc - 2, put, 1);
                XSync(d, False);
                return 0;
            }
            if (!strcmp(argv[1], "keep")) {
                Window w = XCreateSimpleWindow(d, DefaultRootWindow(d), 0, 0, 100, 100, 0, 0, 0);
                XStoreName(d, w, "pinpad-bystander");
                XMapWindow(d, w);
                XSync(d, False);
                printf("shown\\n");
                fflush(stdout);
                while (getchar() != EOF) {}
                return 0;
            }
            XSetCloseDownMode(d, argc > 2 && !strcmp(argv[2], "temporary") ? RetainTemporary : RetainPermanent);
            for (int i = 0; i < per; i++) now[i] = XK_7;
            XChangeKeyboardMapping(d, 10, per, now, 1);
            XModifierKeymap *m = XGetModifierMapping(d);
            for (int i = 0; i < m->max_keypermod; i++) m->modifiermap[LockMapIndex * m->max_keypermod + i] = 0;
            XSetModifierMapping(d, m);
            XSetWindowAttributes a = { .override_redirect = True };
            Window w = XCreateWindow(d, DefaultRootWindow(d), 0, 0, 300, 300, 0, CopyFromParent, InputOutput,
                CopyFromParent, CWOverrideRedirect, &a);
            XStoreName(d, w, "pinpad-retained");
            XMapRaised(d, w);
            XSync(d, False);
            return 0;
        }

        """

    /// Builds `displayClient` and gives `user` a copy of the display's cookie, as a display
    /// manager would; returns the client's path and the cookie's.
    func displayClient(for user: ThrowawayUser) throws -> (client: String, cookie: String) {
        chmod(directory, 0o755)
        let client = "\(directory)/display-client"
        try Self.displayClient.write(toFile: "\(client).c", atomically: false, encoding: .utf8)
        let built = try Run.run("/usr/bin/gcc", ["-o", client, "\(client).c", "-lX11"], within: 60)
        try #require(built.status == 0, "gcc: \(built.error)")
        // The user's own copy of the display's cookie, as a display manager would give it.
        let cookie = "\(directory)/user.xauth"
        let display = ProcessInfo.processInfo.environment["DISPLAY"] ?? ""
        let extracted = try Run.run("/usr/bin/xauth", ["extract", cookie, display])
        try #require(extracted.status == 0, "xauth: \(extracted.error)")
        let account = try #require(getpwnam(user.name))
        chown(cookie, account.pointee.pw_uid, account.pointee.pw_gid)
        return (client, cookie)
    }

    /// Puts keycode 10 back as `shown` (`show`'s output) says and closes the windows named
    /// `pinpad-retained`, whatever a failed test left, for the next tests.
    func putBack(_ shown: String, with client: String) {
        let keysyms = shown.split(separator: "|")[0].split(separator: " ").map(String.init)
        _ = try? Run.run(client, ["put"] + keysyms)
        if let found = try? Run.run("/usr/bin/xdotool", ["search", "--name", "pinpad-retained"]).output {
            for window in found.split(separator: "\n") { _ = try? Run.run("/usr/bin/xkill", ["-id", String(window)]) }
        }
    }

    /// Issue 21, defect 2: a session's command with the display keeps a changed keymap and a
    /// window after it exits (`RetainPermanent`); when the session ends, the keymap, the modifier
    /// keys and the display's windows are as before the command, and pinpad says it put them back.
    @Test func whatTheSessionLeftOnTheDisplayIsPutBack() throws {
        let user = try ThrowawayUser(prefix: "pinpadlogin", password: "97531")
        let (client, cookie) = try displayClient(for: user)

        let before = try Run.run(client, ["show"]).output
        try #require(!before.isEmpty && !before.hasPrefix("37 "))
        defer { putBack(before, with: client) }
        let login = try login("pinpad-unix", ["--user", user.name, "--exec", "/usr/bin/env", "XAUTHORITY=\(cookie)", client, "change"])
        try tap(user.password)
        let result = login.finish(within: 30)
        #expect(result.status == 0, "the command failed: \(result.error)")
        // The core protocol's view of an XKB server may come back wider (keysyms for a second
        // group, copied from the first): what the key types and the modifiers are what count.
        let after = try Run.run(client, ["show"]).output
        #expect(after.split(separator: "|").dropFirst() == before.split(separator: "|").dropFirst(), "the keymap or the modifier keys were not put back: \(after) instead of \(before); \(result.error)")
        let windows = try Run.run("/usr/bin/xwininfo", ["-root", "-tree"]).output
        #expect(!windows.contains("pinpad-retained"), "the session's window is still on the display")
        #expect(result.error.contains("the session changed the display"), "nothing said: \(result.error)")
    }

    /// A program that had a window on the display before the command (a window manager, an
    /// on-screen keyboard) keeps it and goes on; a command that exits in `RetainTemporary` mode
    /// leaves nothing either (`XKillClient` with `AllTemporary`).
    @Test func aWindowFromBeforeTheSessionIsLeftAlone() throws {
        let user = try ThrowawayUser(prefix: "pinpadlogin", password: "97531")
        let (client, cookie) = try displayClient(for: user)
        let before = try Run.run(client, ["show"]).output
        defer { putBack(before, with: client) }
        let bystander = try Run.Running(client, ["keep"], takingInput: true)
        defer {
            bystander.closeInput()
            _ = bystander.finish(within: 10)
        }
        try #require(bystander.line() == "shown")
        let login = try login("pinpad-unix", ["--user", user.name, "--exec", "/usr/bin/env", "XAUTHORITY=\(cookie)", client, "change", "temporary"])
        try tap(user.password)
        let result = login.finish(within: 30)
        #expect(result.status == 0, "the command failed: \(result.error)")
        let windows = try Run.run("/usr/bin/xwininfo", ["-root", "-tree"]).output
        #expect(windows.contains("pinpad-bystander"), "the window from before the session was closed: \(result.error)")
        #expect(kill(bystander.pid, 0) == 0, "the program from before the session was ended")
        #expect(!windows.contains("pinpad-retained"), "the session's window is still on the display")
        let after = try Run.run(client, ["show"]).output
        #expect(after.split(separator: "|").dropFirst() == before.split(separator: "|").dropFirst(), "\(after) instead of \(before)")
    }
}
