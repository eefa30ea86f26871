#ifndef PINPAD_CPLATFORM_SHIM_H
#define PINPAD_CPLATFORM_SHIM_H
// libc calls Swift cannot import as they are (variadic), wrapped once.
#include <sys/prctl.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <termios.h>
#include <string.h>
#include <sys/wait.h>
#include <errno.h>
#include <grp.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <linux/input.h>
#include <linux/kd.h>
#include <linux/netlink.h>
#include <sys/mman.h>
#include <time.h>
#include <sys/vfs.h>
#include <linux/fb.h>
#include <stdlib.h>
#include <sys/random.h>
#include <locale.h>
#include <libintl.h>

/// prctl(PR_SET_DUMPABLE, value): 0 makes the process non-dumpable (no core file, no ptrace
/// by other users, /proc/PID/mem readable by root only).
static inline int pinpad_set_dumpable(int value) { return prctl(PR_SET_DUMPABLE, value, 0, 0, 0); }

/// pipe2(fds, flags) (glibc declares it only under _GNU_SOURCE): a pipe made close-on-exec
/// (O_CLOEXEC) or non-blocking in the one call; -1 and errno on failure.
static inline int pinpad_pipe2(int fds[2], int flags) { return (int)syscall(SYS_pipe2, fds, flags); }

/// The soft limit on locked memory in bytes (getrlimit(RLIMIT_MEMLOCK)), or -1 when it is
/// unlimited or cannot be read.
static inline long long pinpad_memory_lock_limit(void) {
    struct rlimit limit;
    if (getrlimit(RLIMIT_MEMLOCK, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY) return -1;
    return (long long)limit.rlim_cur;
}

/// open(2)'s O_PATH (a GNU name Swift does not see): a descriptor that only names a file, here
/// a socket reached through /proc/self/fd without following a link.
static inline int pinpad_open_path_only(void) { return __O_PATH; }

/// prctl(PR_GET_DUMPABLE).
static inline int pinpad_is_dumpable(void) { return prctl(PR_GET_DUMPABLE, 0, 0, 0, 0); }

/// Marks every descriptor from `first` up close-on-exec: close_range(2) with
/// CLOSE_RANGE_CLOEXEC (Linux 5.11). Returns 0, or -1 with errno.
static inline int pinpad_close_on_exec_from(unsigned first) {
    return (int)syscall(SYS_close_range, first, ~0U, 1U << 2);
}

/// Writes `text` to standard error (one write(2); for a forked child).
static inline void pinpad_child_complain(const char *text) {
    size_t length = 0;
    while (text[length] != 0) length++;
    ssize_t ignored = write(2, text, length);
    (void)ignored;
}

/// fork(2), then in the child only system calls, as login(1) and `su --pty` start a session's
/// command: the signal mask emptied and every signal back to its default action (those pinpad or
/// its invoker ignored included); a new session (setsid(2)), so the command never shares the
/// invoker's process group or controlling terminal; with `terminal` (a pseudo-terminal's
/// secondary side, or -1 for none) made its controlling terminal (TIOCSCTTY) and put on each of
/// the standard descriptors whose bit is set in `streams` (1: stdin, 2: stdout, 4: stderr);
/// every descriptor above 2 closed (close_range(2): no font, display or PAM descriptor leaks
/// into the session); setgid(2) then setuid(2) (the supplementary groups are the caller's, set
/// by initgroups(3) and the PAM stack before); PR_SET_PDEATHSIG `death_signal` (0: none), set
/// after setuid (which clears it), and the exit when pinpad is already gone; chdir(2) to
/// `directory` (or / when it cannot); execve(2). The umask and resource limits are the caller's.
/// Returns the child's process id, or -1 with errno. The child exits 126 when it cannot become
/// the user or the command is not executable, 127 when it is not found; with one line on stderr.
static inline pid_t pinpad_spawn_as(uid_t uid, gid_t gid, const char *directory, const char *path, char *const argv[],
                                    char *const envp[], int terminal, int streams, int death_signal) {
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid != 0) return pid;
    // rt_sigaction(2) itself: glibc's signal() refuses the two real-time signals it keeps for
    // itself (32 and 33), which an invoker may have ignored all the same. The kernel's struct
    // starts with the handler; the rest (flags, restorer, mask) stays zero.
    for (int signal_number = 1; signal_number <= 64; signal_number++) {
        unsigned long action[4] = {(unsigned long)SIG_DFL, 0, 0, 0};
        syscall(SYS_rt_sigaction, signal_number, action, NULL, sizeof(unsigned long));
    }
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    if (setsid() < 0) _exit(126);
    if (terminal >= 0) {
        if (ioctl(terminal, TIOCSCTTY, 0) != 0) {
            pinpad_child_complain("pinpad: cannot give the command its terminal\n");
            _exit(126);
        }
        for (int descriptor = 0; descriptor < 3; descriptor++) {
            if ((streams & (1 << descriptor)) && dup2(terminal, descriptor) < 0) _exit(126);
        }
    }
    if (syscall(SYS_close_range, 3U, ~0U, 0U) != 0) {
        for (int descriptor = 3; descriptor < 4096; descriptor++) close(descriptor);
    }
    if (setgid(gid) != 0 || setuid(uid) != 0) {
        pinpad_child_complain("pinpad: cannot become the user\n");
        _exit(126);
    }
    if (setuid(0) == 0 && uid != 0) _exit(126);
    if (death_signal != 0 && (prctl(PR_SET_PDEATHSIG, death_signal, 0, 0, 0) != 0 || getppid() != parent)) _exit(126);
    if (chdir(directory) != 0 && chdir("/") != 0) _exit(126);
    execve(path, argv, envp);
    int reason = errno;
    pinpad_child_complain(reason == ENOENT ? "pinpad: cannot run the command: not found\n"
                          : reason == EACCES ? "pinpad: cannot run the command: permission denied\n"
                          : reason == ENOEXEC ? "pinpad: cannot run the command: not an executable\n"
                          : "pinpad: cannot run the command\n");
    _exit(reason == ENOENT ? 127 : 126);
}

/// A new pseudo-terminal for a session's command, as `su --pty` makes one: the primary side
/// opened (open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)) and unlocked (TIOCSPTLCK 0), the
/// secondary side opened through the primary (TIOCGPTPEER, Linux 4.13: no path to race for)
/// into `secondary`. Closing the primary hangs up every holder of the secondary (SIGHUP to its
/// session, then EIO on reads): what vhangup(2) does for a console. Returns the primary's
/// descriptor, or -1 with errno.
static inline int pinpad_open_pseudo_terminal(int *secondary) {
    int primary = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (primary < 0) return -1;
    int unlock = 0;
    if (ioctl(primary, TIOCSPTLCK, &unlock) != 0) {
        int reason = errno;
        close(primary);
        errno = reason;
        return -1;
    }
    *secondary = ioctl(primary, TIOCGPTPEER, O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (*secondary < 0) {
        int reason = errno;
        close(primary);
        errno = reason;
        return -1;
    }
    return primary;
}

/// waitid(P_PID, child, WEXITED | WNOWAIT): whether `child` has ended, leaving it a zombie (its
/// process id cannot be taken by another process until waitpid(2) reaps it). With `blocks`,
/// waits for the end. Returns its exit status, or 128 plus the signal that ended it; -2 while
/// it runs; -1 with errno (a signal interrupted it: try again).
static inline int pinpad_peek_exit(pid_t child, int blocks) {
    siginfo_t info;
    memset(&info, 0, sizeof info);
    if (waitid(P_PID, (id_t)child, &info, WEXITED | WNOWAIT | (blocks ? 0 : WNOHANG)) != 0) return -1;
    if (info.si_pid != child) return -2;
    return info.si_code == CLD_EXITED ? (info.si_status & 0xFF) : 128 + info.si_status;
}

/// waitid(P_ALL, WEXITED | WNOWAIT), then waitpid(2) of whatever ended if it is not `keep`: reaps
/// every ended child of this process but `keep` (the orphans a session's processes leave to
/// pinpad, their subreaper), which stays a zombie so its process id is not taken again. With
/// `blocks`, waits until `keep` ends. Returns `keep`'s status as `pinpad_peek_exit` does once it
/// has ended; -2 while it runs (not blocking); -1 with errno (a signal interrupted it: try
/// again; ECHILD).
static inline int pinpad_reap_others(pid_t keep, int blocks) {
    for (;;) {
        siginfo_t info;
        memset(&info, 0, sizeof info);
        if (waitid(P_ALL, 0, &info, WEXITED | WNOWAIT | (blocks ? 0 : WNOHANG)) != 0) return -1;
        if (info.si_pid == 0) return -2;
        if (info.si_pid == keep) return info.si_code == CLD_EXITED ? (info.si_status & 0xFF) : 128 + info.si_status;
        int ignored;
        waitpid(info.si_pid, &ignored, WNOHANG);  /* ended already: WNOHANG does not wait, so no signal interrupts it */
    }
}

/// Whether `path` is the root of a cgroup v2 (unified) hierarchy: statfs(2)'s f_type is
/// CGROUP2_SUPER_MAGIC (linux/magic.h). Returns 1 or 0.
static inline int pinpad_is_unified_hierarchy(const char *path) {
    struct statfs status;
    return statfs(path, &status) == 0 && (unsigned long)status.f_type == 0x63677270UL;
}

/// pidfd_open(2) (Linux 5.3): a descriptor naming process `pid` itself, not its number, so a
/// signal sent through it never reaches a process that took the number later. Returns the
/// descriptor (close-on-exec), or -1 with errno (ESRCH: no such process; ENOSYS: an older kernel).
static inline int pinpad_open_process(pid_t pid) { return (int)syscall(SYS_pidfd_open, pid, 0U); }

/// pidfd_send_signal(2) (Linux 5.1): `signal_number` to the process `process` names (ESRCH when it
/// has ended). Returns 0, or -1 with errno.
static inline int pinpad_signal_process(int process, int signal_number) {
    return (int)syscall(SYS_pidfd_send_signal, process, signal_number, NULL, 0U);
}

/// fork(2), then in the child only system calls: every descriptor above 2 closed; every
/// privilege given up for good to user `uid` and group `gid` (setgroups(2) to none, setresgid(2),
/// setresuid(2); checked with getresuid(2) and getresgid(2): no real, effective or saved id of
/// root is kept, so it can signal no process but the user's); dies with pinpad
/// (PR_SET_PDEATHSIG SIGKILL); then `kill(-1, SIGKILL)` every millisecond until it is killed: every
/// process whose real or saved user id is `uid`, in one pass the kernel makes under its task
/// list lock, so a fork cannot outrun it (a process with SIGKILL pending forks no more). This is
/// what logind's KillUserProcesses= does for a user; the caller stops it (SIGKILL) once none is
/// left: Linux's kill(-1) answers 0 while any process at all exists, even one it may not signal,
/// so the end cannot be told from its result. Refuses `uid` 0 (EINVAL). Returns the child's
/// process id, or -1 with errno. The child exits 126 when it cannot become the user.
static inline pid_t pinpad_spawn_user_killer(uid_t uid, gid_t gid) {
    if (uid == 0 || gid == 0) {
        errno = EINVAL;
        return -1;
    }
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid != 0) return pid;
    sigset_t all;
    sigfillset(&all);
    sigprocmask(SIG_SETMASK, &all, NULL);
    if (syscall(SYS_close_range, 3U, ~0U, 0U) != 0) {
        for (int descriptor = 3; descriptor < 4096; descriptor++) close(descriptor);
    }
    // The system calls themselves (the child has one thread; glibc's wrappers need _GNU_SOURCE).
    if (syscall(SYS_setgroups, 0, NULL) != 0 || syscall(SYS_setresgid, gid, gid, gid) != 0
        || syscall(SYS_setresuid, uid, uid, uid) != 0) _exit(126);
    uid_t real = 0, effective = 0, saved = 0;
    gid_t real_group = 0, effective_group = 0, saved_group = 0;
    if (syscall(SYS_getresuid, &real, &effective, &saved) != 0 || real != uid || effective != uid || saved != uid) _exit(126);
    if (syscall(SYS_getresgid, &real_group, &effective_group, &saved_group) != 0 || real_group != gid
        || effective_group != gid || saved_group != gid || getgroups(0, NULL) != 0) _exit(126);
    if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) != 0 || getppid() != parent) _exit(126);
    struct timespec pause_between = {.tv_sec = 0, .tv_nsec = 1000000};
    for (;;) {
        kill(-1, SIGKILL);
        nanosleep(&pause_between, NULL);
    }
}

/// ioctl(fd, TIOCSWINSZ, size): tells a terminal its size in cells (the kernel sends SIGWINCH to
/// its foreground process group).
static inline int pinpad_set_window_size(int fd, unsigned short columns, unsigned short rows) {
    struct winsize size = {.ws_row = rows, .ws_col = columns, .ws_xpixel = 0, .ws_ypixel = 0};
    return ioctl(fd, TIOCSWINSZ, &size);
}

/// prctl(PR_SET_CHILD_SUBREAPER, 1): the orphans among this process's descendants (a daemon a
/// session's command started, even in a session of its own) become its children instead of
/// init's, so it can find and end them.
static inline int pinpad_set_child_subreaper(void) { return prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0); }

/// umask(2): sets the file mode creation mask, returns the previous one.
static inline unsigned pinpad_set_umask(unsigned mask) { return (unsigned)umask((mode_t)mask); }

/// Force feedback on an input device (linux/input.h), wrapped once for `ForceFeedbackDevice`.
#include <linux/input.h>
#include <sys/ioctl.h>
#include <string.h>

/// ioctl(EVIOCGBIT(EV_FF, …)): 1 when the device offers rumble effects (FF_RUMBLE), 0 when
/// not, -1 when the ioctl failed (errno says why).
static inline int pinpad_ff_has_rumble(int descriptor) {
    unsigned long bits[(FF_MAX + 8 * sizeof(unsigned long)) / (8 * sizeof(unsigned long))];
    memset(bits, 0, sizeof bits);
    if (ioctl(descriptor, EVIOCGBIT(EV_FF, sizeof bits), bits) < 0) return -1;
    unsigned long word = bits[FF_RUMBLE / (8 * sizeof(unsigned long))];
    return (word >> (FF_RUMBLE % (8 * sizeof(unsigned long)))) & 1 ? 1 : 0;
}

/// ioctl(EVIOCSFF): uploads a rumble effect of `milliseconds` with motor strengths `strong` and
/// `weak` (0…0xFFFF). Returns the effect's id, or -1 (errno says why).
static inline int pinpad_ff_upload_rumble(int descriptor, int milliseconds, unsigned short strong, unsigned short weak) {
    struct ff_effect effect;
    memset(&effect, 0, sizeof effect);
    effect.type = FF_RUMBLE;
    effect.id = -1;
    effect.replay.length = (unsigned short)milliseconds;
    effect.u.rumble.strong_magnitude = strong;
    effect.u.rumble.weak_magnitude = weak;
    if (ioctl(descriptor, EVIOCSFF, &effect) < 0) return -1;
    return effect.id;
}

/// write(2) of one EV_FF event: starts effect `id` once (value 1). Returns 0, or -1.
static inline int pinpad_ff_play(int descriptor, int id) {
    struct input_event event;
    memset(&event, 0, sizeof event);
    event.type = EV_FF;
    event.code = (unsigned short)id;
    event.value = 1;
    return write(descriptor, &event, sizeof event) == (ssize_t)sizeof event ? 0 : -1;
}

/// ioctl(EVIOCRMFF): removes effect `id` from the device.
static inline int pinpad_ff_remove(int descriptor, int id) { return ioctl(descriptor, EVIOCRMFF, id); }
/// ioctl(fd, EVIOCGBIT(type, size), bits): the event codes of `type` the evdev device sends, as
/// a bit array (type 0: the event types). Returns the bytes written, or -1 with errno.
static inline int pinpad_evdev_bits(int fd, unsigned type, unsigned char *bits, unsigned size) {
    return ioctl(fd, EVIOCGBIT(type, size), bits);
}

/// ioctl(fd, EVIOCGPROP(size), bits): the device's properties (INPUT_PROP_DIRECT …) as bits.
static inline int pinpad_evdev_properties(int fd, unsigned char *bits, unsigned size) {
    return ioctl(fd, EVIOCGPROP(size), bits);
}

/// ioctl(fd, EVIOCGABS(axis), info): an absolute axis's range (minimum, maximum).
static inline int pinpad_evdev_axis(int fd, unsigned axis, struct input_absinfo *info) {
    return ioctl(fd, EVIOCGABS(axis), info);
}

/// ioctl(fd, KDGKBMODE, &mode): a virtual terminal's keyboard mode (K_XLATE, K_UNICODE, K_OFF …).
static inline int pinpad_console_keyboard_mode(int fd, int *mode) { return ioctl(fd, KDGKBMODE, mode); }

/// ioctl(fd, KDSKBMODE, mode): sets a virtual terminal's keyboard mode; K_OFF sends its keys
/// nowhere (evdev readers still get them).
static inline int pinpad_set_console_keyboard_mode(int fd, int mode) { return ioctl(fd, KDSKBMODE, mode); }

/// ioctl(fd, FBIOGET_VSCREENINFO, info): a framebuffer's visible mode (resolution, bits per
/// pixel, the channels' offsets and lengths, the panning offset).
static inline int pinpad_framebuffer_variable(int fd, struct fb_var_screeninfo *info) { return ioctl(fd, FBIOGET_VSCREENINFO, info); }

/// ioctl(fd, FBIOPUT_VSCREENINFO, info) with FB_ACTIVATE_NOW | FB_ACTIVATE_FORCE: sets the mode it
/// has again, which makes a framebuffer no console is bound to show its memory (DRM's fbdev
/// emulation sets its CRTC then).
static inline int pinpad_framebuffer_activate(int fd, struct fb_var_screeninfo *info) {
    info->activate = FB_ACTIVATE_NOW | FB_ACTIVATE_FORCE;
    return ioctl(fd, FBIOPUT_VSCREENINFO, info);
}

/// ioctl(fd, FBIOGET_FSCREENINFO, info): a framebuffer's fixed layout (bytes per line, memory size).
static inline int pinpad_framebuffer_fixed(int fd, struct fb_fix_screeninfo *info) { return ioctl(fd, FBIOGET_FSCREENINFO, info); }

/// ioctl(fd, KDGETMODE, &mode) and ioctl(fd, KDSETMODE, mode): a virtual terminal's display
/// mode, KD_TEXT (the console draws) or KD_GRAPHICS (it leaves the framebuffer alone).
static inline int pinpad_console_display_mode(int fd, int *mode) { return ioctl(fd, KDGETMODE, mode); }
static inline int pinpad_set_console_display_mode(int fd, int mode) { return ioctl(fd, KDSETMODE, (unsigned long)mode); }

/// KD_GRAPHICS, from <linux/kd.h>.
static const int PINPAD_KD_GRAPHICS = KD_GRAPHICS;

/// K_OFF, from <linux/kd.h>.
static const int PINPAD_K_OFF = K_OFF;

/// KD_TEXT, K_XLATE and K_UNICODE, from <linux/kd.h>: the console's own display and keyboard
/// modes, as the kernel's reset_vc() sets them.
static const int PINPAD_KD_TEXT = KD_TEXT;
static const int PINPAD_K_XLATE = K_XLATE;
static const int PINPAD_K_UNICODE = K_UNICODE;

/// ioctl(fd, KDGKBENT, entry): the entry of key `index` (a Linux key code, 0…255) in the
/// console keymap's table `table` (the modifiers held, as bits: 1 Shift, 2 AltGr, 4 Control,
/// 8 Alt), as the kernel hands it out (a Unicode value xor 0xf000, or K(type, value); K_HOLE,
/// or K_NOSUCHMAP for index 0 of a table that is not there). 0, or -1 (errno says why).
static inline int pinpad_console_key_entry(int fd, unsigned char table, unsigned char index, unsigned short *value) {
    struct kbentry entry = { .kb_table = table, .kb_index = index, .kb_value = 0 };
    int result = ioctl(fd, KDGKBENT, &entry);
    *value = entry.kb_value;
    return result;
}

/// ioctl(fd, KDGKBDIACRUC, table): the console's accent table (a dead key's accent, the
/// character after it, what they compose to; Unicode values), copied into the three arrays of
/// `capacity` entries each. The count copied, or -1 (errno says why).
static inline int pinpad_console_accents(int fd, unsigned int *accents, unsigned int *bases, unsigned int *results, unsigned int capacity) {
    struct kbdiacrsuc *table = calloc(1, sizeof *table);
    if (table == NULL) return -1;
    if (ioctl(fd, KDGKBDIACRUC, table) != 0) {
        free(table);
        return -1;
    }
    unsigned int count = table->kb_cnt < capacity ? table->kb_cnt : capacity;
    if (count > 256) count = 256;
    for (unsigned int i = 0; i < count; i++) {
        accents[i] = table->kbdiacruc[i].diacr;
        bases[i] = table->kbdiacruc[i].base;
        results[i] = table->kbdiacruc[i].result;
    }
    free(table);
    return (int)count;
}

/// getrandom(2) of at most `size` bytes into `buffer` from the kernel's random source, once:
/// the count it gave, or -1 (errno says why; the caller retries after a signal).
static inline ssize_t pinpad_get_random(void *buffer, size_t size) { return getrandom(buffer, size, 0); }

#endif
