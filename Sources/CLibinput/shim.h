#ifndef PINPAD_CLIBINPUT_SHIM_H
#define PINPAD_CLIBINPUT_SHIM_H
// libinput (touch, pointers and keys from evdev devices) and libudev (its seat of devices).
#include <libinput.h>
#include <libudev.h>
#include <fcntl.h>
#include <errno.h>
#include <unistd.h>
#include "../CPlatform/loaded_library.h"

// libinput and libudev, loaded by SharedLibrary.libinput and .udev on a framebuffer or KMS/DRM only.
PINPAD_LOADED_FUNCTION("libinput.so.10", libinput_udev_create_context)
PINPAD_LOADED_FUNCTION("libinput.so.10", libinput_udev_assign_seat)
PINPAD_LOADED_FUNCTION("libinput.so.10", libinput_unref)
PINPAD_LOADED_FUNCTION("libinput.so.10", libinput_dispatch)
PINPAD_LOADED_FUNCTION("libinput.so.10", libinput_event_destroy)
PINPAD_LOADED_FUNCTION("libinput.so.10", libinput_event_get_keyboard_event)
PINPAD_LOADED_FUNCTION("libinput.so.10", libinput_event_get_pointer_event)
PINPAD_LOADED_FUNCTION("libinput.so.10", libinput_event_get_touch_event)
PINPAD_LOADED_FUNCTION("libinput.so.10", libinput_event_get_type)
PINPAD_LOADED_FUNCTION("libinput.so.10", libinput_event_keyboard_get_key)
PINPAD_LOADED_FUNCTION("libinput.so.10", libinput_event_keyboard_get_key_state)
PINPAD_LOADED_FUNCTION("libinput.so.10", libinput_event_pointer_get_absolute_x_transformed)
PINPAD_LOADED_FUNCTION("libinput.so.10", libinput_event_pointer_get_absolute_y_transformed)
PINPAD_LOADED_FUNCTION("libinput.so.10", libinput_event_pointer_get_button)
PINPAD_LOADED_FUNCTION("libinput.so.10", libinput_event_pointer_get_button_state)
PINPAD_LOADED_FUNCTION("libinput.so.10", libinput_event_pointer_get_dx)
PINPAD_LOADED_FUNCTION("libinput.so.10", libinput_event_pointer_get_dy)
PINPAD_LOADED_FUNCTION("libinput.so.10", libinput_event_touch_get_seat_slot)
PINPAD_LOADED_FUNCTION("libinput.so.10", libinput_event_touch_get_x_transformed)
PINPAD_LOADED_FUNCTION("libinput.so.10", libinput_event_touch_get_y_transformed)
PINPAD_LOADED_FUNCTION("libinput.so.10", libinput_get_event)
PINPAD_LOADED_FUNCTION("libinput.so.10", libinput_get_fd)
PINPAD_LOADED_FUNCTION("libudev.so.1", udev_new)
PINPAD_LOADED_FUNCTION("libudev.so.1", udev_unref)

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
    struct libinput *context = pinpad_libinput_udev_create_context()(&pinpad_libinput_interface, NULL, udev);
    if (context == NULL) return NULL;
    if (pinpad_libinput_udev_assign_seat()(context, seat) != 0) {
        pinpad_libinput_unref()(context);
        return NULL;
    }
    return context;
}

#endif
