#ifndef PINPAD_CLIBINPUT_SHIM_H
#define PINPAD_CLIBINPUT_SHIM_H
// libinput (touch, pointers and keys from evdev devices) and libudev (its seat of devices).
#include <libinput.h>
#include <libudev.h>
#include <fcntl.h>
#include <errno.h>
#include <unistd.h>

/// libinput's open_restricted: open(2) of a device node, -errno on failure.
static inline int pinpad_libinput_open(const char *path, int flags, void *user_data) {
    (void)user_data;
    int descriptor = open(path, flags | O_CLOEXEC);
    return descriptor < 0 ? -errno : descriptor;
}

/// libinput's close_restricted.
static inline void pinpad_libinput_close(int descriptor, void *user_data) {
    (void)user_data;
    close(descriptor);
}

/// The interface libinput opens and closes devices through (plain open and close: pinpad runs
/// with access to /dev/input, through its groups or its unit's device access).
static const struct libinput_interface pinpad_libinput_interface = {
    .open_restricted = pinpad_libinput_open,
    .close_restricted = pinpad_libinput_close,
};

/// A libinput context on udev's seat `seat` (hot-plugged devices come and go), or NULL.
static inline struct libinput *pinpad_libinput_create(struct udev *udev, const char *seat) {
    struct libinput *context = libinput_udev_create_context(&pinpad_libinput_interface, NULL, udev);
    if (context == NULL) return NULL;
    if (libinput_udev_assign_seat(context, seat) != 0) {
        libinput_unref(context);
        return NULL;
    }
    return context;
}

#endif
