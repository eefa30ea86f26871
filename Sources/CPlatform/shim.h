#ifndef PINPAD_CPLATFORM_SHIM_H
#define PINPAD_CPLATFORM_SHIM_H
// libc calls Swift cannot import as they are (variadic), wrapped once.
#include <sys/prctl.h>
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
#include <linux/fb.h>

/// prctl(PR_SET_DUMPABLE, value): 0 makes the process non-dumpable (no core file, no ptrace
/// by other users, /proc/PID/mem readable by root only).
static inline int pinpad_set_dumpable(int value) { return prctl(PR_SET_DUMPABLE, value, 0, 0, 0); }

/// The soft limit on locked memory in bytes (getrlimit(RLIMIT_MEMLOCK)), or -1 when it is
/// unlimited or cannot be read.
static inline long long pinpad_memory_lock_limit(void) {
    struct rlimit limit;
    if (getrlimit(RLIMIT_MEMLOCK, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY) return -1;
    return (long long)limit.rlim_cur;
}

/// prctl(PR_GET_DUMPABLE).
static inline int pinpad_is_dumpable(void) { return prctl(PR_GET_DUMPABLE, 0, 0, 0, 0); }

/// Writes `text` to standard error (one write(2); for a forked child).
static inline void pinpad_child_complain(const char *text) {
    size_t length = 0;
    while (text[length] != 0) length++;
    ssize_t ignored = write(2, text, length);
    (void)ignored;
}

/// fork(2), then in the child only system calls: the signal mask emptied and SIGINT, SIGTERM,
/// SIGHUP and SIGPIPE back to their defaults, every descriptor above 2 closed (close_range(2):
/// no font or display connection leaks into the session), the core-file limit put back to
/// `core` (pinpad's own is 0), setgroups(2), setgid(2), setuid(2) (in that order, so the user
/// cannot regain root), chdir(2) to `directory` (or / when it cannot), and execve(2).
/// Returns the child's process id, or -1 with errno. The child exits 126 when it cannot become
/// the user or the command is not executable, 127 when it is not found; with one line on stderr.
static inline pid_t pinpad_spawn_as(uid_t uid, gid_t gid, const gid_t *groups, size_t count, const char *directory,
                                    const char *path, char *const argv[], char *const envp[], struct rlimit core) {
    pid_t pid = fork();
    if (pid != 0) return pid;
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    signal(SIGPIPE, SIG_DFL);
    signal(SIGINT, SIG_DFL);
    signal(SIGTERM, SIG_DFL);
    signal(SIGHUP, SIG_DFL);
    if (syscall(SYS_close_range, 3U, ~0U, 0U) != 0) {
        for (int descriptor = 3; descriptor < 4096; descriptor++) close(descriptor);
    }
    setrlimit(RLIMIT_CORE, &core);
    if (setgroups(count, groups) != 0 || setgid(gid) != 0 || setuid(uid) != 0) {
        pinpad_child_complain("pinpad: cannot become the user\n");
        _exit(126);
    }
    if (setuid(0) == 0 && uid != 0) _exit(126);
    if (chdir(directory) != 0 && chdir("/") != 0) _exit(126);
    execve(path, argv, envp);
    int reason = errno;
    pinpad_child_complain(reason == ENOENT ? "pinpad: cannot run the command: not found\n"
                          : reason == EACCES ? "pinpad: cannot run the command: permission denied\n"
                          : reason == ENOEXEC ? "pinpad: cannot run the command: not an executable\n"
                          : "pinpad: cannot run the command\n");
    _exit(reason == ENOENT ? 127 : 126);
}

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

#endif
