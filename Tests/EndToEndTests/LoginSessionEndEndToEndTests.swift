import Foundation
import Testing

extension DisplayTests.LoginEndToEndTests {
    /// The ended children of `parent` (`/proc/PID/task/*/children`, every thread's: an orphan
    /// comes to whichever thread of the subreaper is alive), state `Z`.
    func zombieChildren(of parent: pid_t) -> [pid_t] {
        let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(parent)/task")) ?? []
        return threads.flatMap { thread in
            let listed = (try? String(contentsOfFile: "/proc/\(parent)/task/\(thread)/children", encoding: .utf8)) ?? ""
            return listed.split(separator: " ").compactMap { pid_t($0) }
        }.filter { child in
            (try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8))?.contains(") Z ") == true
        }
    }

    /// A command whose 40 children each leave their session (setsid) and fork on, the parent
    /// leaving at once (a chain no list of process ids read from /proc can catch), ends with the
    /// session all the same: none of the user's processes is left when pinpad exits. The user's
    /// processes are capped at 300 (`prlimit --nproc`), and each chain stops by itself after 60 s.
    @Test func processesThatForkOnCannotOutrunTheSessionsEnd() throws {
        let user = try ThrowawayUser(prefix: "pinpadlogin", password: "97531")
        chmod(directory, 0o755)
        try """
            use POSIX ();
            my $until = time() + 60;
            for (1 .. 40) {
                next if fork();
                POSIX::setsid();
                while (time() < $until) {
                    my $child = fork();
                    POSIX::_exit(0) if $child;
                    select(undef, undef, undef, 0.01) unless defined $child;
                }
                POSIX::_exit(0);
            }

            """.write(toFile: "\(directory)/chains.pl", atomically: false, encoding: .utf8)
        let login = try login(
            "pinpad-unix", ["--user", user.name, "--exec", "/usr/bin/prlimit", "--nproc=300", "/usr/bin/perl", "\(directory)/chains.pl"])
        try tap(user.password)
        let result = login.finish(within: 60)
        let left = try processes(of: user.name)
        #expect(result.status == 0, "\(result.status) \(result.error)")
        #expect(left.isEmpty, "\(left.count) processes of the user outlived pinpad: \(left.prefix(5))")
    }

    /// The threads of `user`'s processes that have not ended (`ps -L`: a process whose main
    /// thread has exited shows its leader as a zombie while another thread runs on).
    func livingThreads(of user: String) throws -> [String] {
        let listed = try Run.run("/bin/ps", ["-L", "-o", "pid=,lwp=,stat=,args=", "-U", user]).output
        return listed.split(separator: "\n").map(String.init).filter { line in
            line.split(separator: " ").dropFirst(2).first?.hasPrefix("Z") == false
        }
    }

    /// A process whose main thread has exited (`syscall(SYS_exit)`: its leader is a zombie) while
    /// another thread runs on is alive, and ends with the session: no thread of the user is left
    /// when pinpad exits. The program leaves the session (setsid) and runs 60 s at most.
    @Test func aProcessWhoseMainThreadExitedEndsWithTheSession() throws {
        let user = try ThrowawayUser(prefix: "pinpadlogin", password: "97531")
        chmod(directory, 0o755)
        let home = try user.account().home
        try """
            #include <pthread.h>
            #include <stdio.h>
            #include <string.h>
            #include <unistd.h>
            #include <sys/syscall.h>
            static const char *marker;
            /* Says (the marker file) once the main thread is a zombie, and runs on 60 s. */
            static void *run(void *unused) {
                char path[64], stat[512];
                snprintf(path, sizeof path, "/proc/%d/stat", (int)getpid());
                for (int i = 0; i < 6000; i++) {
                    FILE *file = fopen(path, "r");
                    size_t count = file ? fread(stat, 1, sizeof stat - 1, file) : 0;
                    if (file) fclose(file);
                    stat[count] = 0;
                    char *close = strrchr(stat, ')');
                    if (close && close[1] == ' ' && close[2] == 'Z') {
                        FILE *said = fopen(marker, "w");
                        if (said) fclose(said);
                    }
                    usleep(10000);
                }
                return unused;
            }
            int main(int argc, char **argv) {
                if (argc < 2) return 2;
                marker = argv[1];
                setsid();
                pthread_t thread;
                pthread_create(&thread, NULL, run, NULL);
                syscall(SYS_exit, 0);
            }

            """.write(toFile: "\(directory)/ghost.c", atomically: false, encoding: .utf8)
        let built = try Run.run("/usr/bin/gcc", ["-pthread", "-o", "\(directory)/ghost", "\(directory)/ghost.c"])
        try #require(built.status == 0, "gcc: \(built.error)")
        let script = "\(directory)/ghost \(home)/ghosted </dev/null >/dev/null 2>&1 & while [ ! -e \(home)/ghosted ]; do sleep 0.05; done; exit 0"
        let login = try login("pinpad-unix", ["--user", user.name, "--exec", "/usr/bin/prlimit", "--nproc=300", "/bin/sh", "-c", script])
        try tap(user.password)
        let result = login.finish(within: 60)
        let left = try livingThreads(of: user.name)
        #expect(result.status == 0, "\(result.status) \(result.error)")
        #expect(FileManager.default.fileExists(atPath: "\(home)/ghosted"), "the main thread never exited")
        #expect(left.isEmpty, "threads of the user outlived pinpad: \(left.prefix(5))")
    }

    /// When the precise pass does not end the session (here told to make no round,
    /// `PINPAD_SESSION_END_ROUNDS=0`), every process of the user ends, as logind's
    /// `KillUserProcesses=` ends them: what the command left in a session of its own, and a
    /// process of the user started outside pinpad (the documented price: another session of the
    /// same account ends too); pinpad's own exit status is the command's.
    @Test func whenThePrecisePassFailsEveryProcessOfTheUserEnds() throws {
        let user = try ThrowawayUser(prefix: "pinpadlogin", password: "97531")
        let account = try user.account()
        let outside = try Run.Running(
            "/usr/bin/setpriv", ["--reuid=\(account.userID)", "--regid=\(account.groupID)", "--clear-groups", "/usr/bin/prlimit", "--nproc=300", "/bin/sleep", "300"])
        defer {
            kill(outside.pid, SIGKILL)
            _ = outside.finish(within: 5)
        }
        #expect(eventually { (try? self.processes(of: user.name))?.isEmpty == false }, "the outside process never started")
        let login = try login(
            "pinpad-unix", ["--user", user.name, "--exec", "/usr/bin/prlimit", "--nproc=300", "/bin/sh", "-c", "setsid /bin/sleep 300 & exit 5"],
            setting: ["PINPAD_SESSION_END_ROUNDS": "0"])
        try tap(user.password)
        let result = login.finish(within: 60)
        let left = try processes(of: user.name)
        #expect(result.status == 5, "\(result.status) \(result.error)")
        #expect(left.isEmpty, "left running: \(left)")
    }

    /// A user whose primary group is root's (gid 0) is ended as any other when the precise pass
    /// does not end the session (`PINPAD_SESSION_END_ROUNDS=0`): signalling needs the user's id,
    /// not the group's.
    @Test func aUserOfTheRootGroupEndsWithTheSession() throws {
        let user = try ThrowawayUser(prefix: "pinpadlogin", password: "97531")
        let moved = try Run.run("/usr/sbin/usermod", ["-g", "0", user.name])
        try #require(moved.status == 0, "usermod: \(moved.error)")
        let login = try login(
            "pinpad-unix", ["--user", user.name, "--exec", "/usr/bin/prlimit", "--nproc=300", "/bin/sh", "-c", "setsid /bin/sleep 300 </dev/null >/dev/null 2>&1 & exit 5"],
            setting: ["PINPAD_SESSION_END_ROUNDS": "0"])
        try tap(user.password)
        let result = login.finish(within: 60)
        let left = try processes(of: user.name)
        #expect(result.status == 5, "\(result.status) \(result.error)")
        #expect(left.isEmpty, "left running: \(left)")
        for line in left { if let pid = pid_t(line.split(separator: " ").first ?? "") { kill(pid, SIGKILL) } }
    }

    /// The orphans a command leaves (here 200 `( /bin/true & )`) come to pinpad, the subreaper,
    /// and are reaped while the command runs: none stays a zombie holding a process id; the
    /// command's own status is still the one pinpad exits with.
    @Test func orphansAreReapedWhileTheCommandRuns() throws {
        let user = try ThrowawayUser(prefix: "pinpadlogin", password: "97531")
        chmod(directory, 0o755)
        let home = try user.account().home
        try """
            i=0
            while [ $i -lt 200 ]; do ( /bin/true & ); i=$((i + 1)); done
            echo started > \(home)/orphaned
            while [ ! -e \(home)/go ]; do sleep 0.1; done
            exit 7

            """.write(toFile: "\(directory)/orphans.sh", atomically: false, encoding: .utf8)
        let login = try login("pinpad-unix", ["--user", user.name, "--exec", "/usr/bin/prlimit", "--nproc=300", "/bin/sh", "\(directory)/orphans.sh"])
        try tap(user.password)
        #expect(eventually(seconds: 30) { FileManager.default.fileExists(atPath: "\(home)/orphaned") }, "the command never left its orphans")
        #expect(eventually(seconds: 5) { self.zombieChildren(of: login.pid).isEmpty },
            "\(zombieChildren(of: login.pid).count) orphans left as zombies of pinpad")
        #expect(FileManager.default.createFile(atPath: "\(home)/go", contents: nil))
        let result = login.finish(within: 30)
        #expect(result.status == 7, "\(result.status) \(result.error)")
    }

    /// As root, `--pam-confdir` names a stack that decides who signs in and what runs as root: a
    /// directory others may write to, a service file that is a link or that others may write to,
    /// a directory reached through another user's link, is refused before any pad is shown, with
    /// one line and status 11.
    @Test func aPAMConfigurationDirectoryOthersMayChangeIsRefused() throws {
        let stack = "auth required pam_permit.so\naccount required pam_permit.so\n"
        let open = "\(directory)/open"
        try FileManager.default.createDirectory(atPath: open, withIntermediateDirectories: false)
        try stack.write(toFile: "\(open)/pinpad-any", atomically: false, encoding: .utf8)
        chmod(open, 0o775)
        let linked = "\(directory)/linked"
        try FileManager.default.createDirectory(atPath: linked, withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: "\(linked)/pinpad-any", withDestinationPath: "\(open)/pinpad-any")
        let writable = "\(directory)/writable"
        try FileManager.default.createDirectory(atPath: writable, withIntermediateDirectories: false)
        try stack.write(toFile: "\(writable)/pinpad-any", atomically: false, encoding: .utf8)
        chmod("\(writable)/pinpad-any", 0o666)
        // A root directory, reached through a link another user owns (who could turn it elsewhere).
        let sound = "\(directory)/sound"
        try FileManager.default.createDirectory(atPath: sound, withIntermediateDirectories: false)
        try stack.write(toFile: "\(sound)/pinpad-any", atomically: false, encoding: .utf8)
        let othersLink = "\(directory)/others-link"
        try FileManager.default.createSymbolicLink(atPath: othersLink, withDestinationPath: sound)
        #expect(lchown(othersLink, 65534, 65534) == 0)
        for confdir in [open, linked, writable, othersLink] {
            let result = try login("pinpad-any", ["--user", "kiosk1", "--timeout", "5"], confdir: confdir).finish(within: 30)
            #expect(result.status == 11, "\(confdir): \(result.status) \(result.error)")
            #expect(result.error.split(separator: "\n").count == 1 && result.error.contains("not trusted"), "\(confdir): \(result.error)")
        }
        #expect(!FileManager.default.fileExists(atPath: "\(directory)/shown.json"), "a pad was shown")
    }

    /// A `--pam-confdir` written through a directory another user owns is refused, though it
    /// resolves to a directory of root's: that user could later turn the path elsewhere (rename
    /// a root directory in it, put a link in its place); a written path with `..` or `.` in it
    /// is refused too. One line, status 11, no pad.
    @Test func aPAMConfigurationDirectoryWrittenThroughAnotherUsersDirectoryIsRefused() throws {
        let stack = "auth required pam_permit.so\naccount required pam_permit.so\n"
        let rootDirectory = "\(directory)/rootdir"
        try FileManager.default.createDirectory(atPath: rootDirectory, withIntermediateDirectories: false)
        try stack.write(toFile: "\(rootDirectory)/pinpad-any", atomically: false, encoding: .utf8)
        let userDirectory = "\(directory)/userdir"
        try FileManager.default.createDirectory(atPath: userDirectory, withIntermediateDirectories: false)
        #expect(chown(userDirectory, 65534, 65534) == 0)
        let inside = "\(userDirectory)/inside"
        try FileManager.default.createDirectory(atPath: inside, withIntermediateDirectories: false)
        try stack.write(toFile: "\(inside)/pinpad-any", atomically: false, encoding: .utf8)
        for confdir in ["\(userDirectory)/../rootdir", "\(directory)/./rootdir", inside] {
            let result = try login("pinpad-any", ["--user", "kiosk1", "--timeout", "5"], confdir: confdir).finish(within: 30)
            #expect(result.status == 11, "\(confdir): \(result.status) \(result.error)")
            #expect(result.error.split(separator: "\n").count == 1 && result.error.contains("not trusted"), "\(confdir): \(result.error)")
        }
        #expect(!FileManager.default.fileExists(atPath: "\(directory)/shown.json"), "a pad was shown")
    }
}
