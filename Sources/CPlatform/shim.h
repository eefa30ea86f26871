#ifndef PINPAD_CPLATFORM_SHIM_H
#define PINPAD_CPLATFORM_SHIM_H
// libc calls Swift cannot import as they are (variadic), wrapped once.
#include <sys/prctl.h>
#include <grp.h>
#include <signal.h>
#include <unistd.h>

/// prctl(PR_SET_DUMPABLE, value): 0 makes the process non-dumpable (no core file, no ptrace
/// by other users, /proc/PID/mem readable by root only).
static inline int pinpad_set_dumpable(int value) { return prctl(PR_SET_DUMPABLE, value, 0, 0, 0); }

/// prctl(PR_GET_DUMPABLE).
static inline int pinpad_is_dumpable(void) { return prctl(PR_GET_DUMPABLE, 0, 0, 0, 0); }

/// fork(2), then in the child only system calls: the signal mask emptied and SIGPIPE back to
/// its default (pinpad ignores it), setgroups(2), setgid(2), setuid(2) (in that order, so the
/// user cannot regain root), chdir(2) to `directory` (or / when it cannot), and execve(2).
/// Returns the child's process id, or -1 with errno. The child exits 126 when it cannot become
/// the user, 127 when the command cannot be run.
static inline pid_t pinpad_spawn_as(uid_t uid, gid_t gid, const gid_t *groups, size_t count, const char *directory,
                                    const char *path, char *const argv[], char *const envp[]) {
    pid_t pid = fork();
    if (pid != 0) return pid;
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    signal(SIGPIPE, SIG_DFL);
    if (setgroups(count, groups) != 0 || setgid(gid) != 0 || setuid(uid) != 0) _exit(126);
    if (setuid(0) == 0 && uid != 0) _exit(126);
    if (chdir(directory) != 0 && chdir("/") != 0) _exit(126);
    execve(path, argv, envp);
    _exit(127);
}

#endif
