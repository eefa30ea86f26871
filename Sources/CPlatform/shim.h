#ifndef PINPAD_CPLATFORM_SHIM_H
#define PINPAD_CPLATFORM_SHIM_H
// libc calls Swift cannot import as they are (variadic), wrapped once.
#include <sys/prctl.h>

/// prctl(PR_SET_DUMPABLE, value): 0 makes the process non-dumpable (no core file, no ptrace
/// by other users, /proc/PID/mem readable by root only).
static inline int pinpad_set_dumpable(int value) { return prctl(PR_SET_DUMPABLE, value, 0, 0, 0); }

/// prctl(PR_GET_DUMPABLE).
static inline int pinpad_is_dumpable(void) { return prctl(PR_GET_DUMPABLE, 0, 0, 0, 0); }

#endif
