#ifndef PINPAD_CSDL2_SHIM_H
#define PINPAD_CSDL2_SHIM_H
// SDL2, SDL2_ttf and SDL2_image, plus the macros Swift cannot import as constants.
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>
// X11 only for SDL's window-manager events and Xlib's error handlers (SDL links libX11 itself).
#include <SDL2/SDL_syswm.h>
// XKB's lock state, which another client can change with no key event (XkbLockModifiers).
#include <X11/XKBlib.h>
// libwayland's log handler, and the look at a compositor's globals before SDL starts (SDL links
// libwayland-client itself).
#include <errno.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <wayland-client.h>

static const int PINPAD_SDL_WINDOWPOS_CENTERED = SDL_WINDOWPOS_CENTERED;
static const Uint32 PINPAD_SDL_TOUCH_MOUSEID = SDL_TOUCH_MOUSEID;
static const Uint32 PINPAD_SDL_PIXELFORMAT_ARGB8888 = SDL_PIXELFORMAT_ARGB8888;
static const Uint32 PINPAD_SDL_PIXELFORMAT_ABGR8888 = SDL_PIXELFORMAT_ABGR8888;
static const Uint32 PINPAD_SDL_PIXELFORMAT_RGB888 = SDL_PIXELFORMAT_RGB888;
static const Uint32 PINPAD_SDL_INIT_VIDEO = SDL_INIT_VIDEO;
static const Uint32 PINPAD_SDL_INIT_AUDIO = SDL_INIT_AUDIO;
/// Signed 16-bit samples in the machine's byte order (a macro Swift cannot import).
static const SDL_AudioFormat PINPAD_AUDIO_S16SYS = AUDIO_S16SYS;

static const int PINPAD_X11_KEY_PRESS = KeyPress;
static const int PINPAD_X11_KEY_RELEASE = KeyRelease;
static const int PINPAD_X11_BUTTON_PRESS = ButtonPress;
static const int PINPAD_X11_BUTTON_RELEASE = ButtonRelease;
static const int PINPAD_X11_MOTION_NOTIFY = MotionNotify;
static const int PINPAD_X11_ENTER_NOTIFY = EnterNotify;
static const int PINPAD_X11_LEAVE_NOTIFY = LeaveNotify;
static const int PINPAD_X11_DESTROY_NOTIFY = DestroyNotify;
static const int PINPAD_X11_FOCUS_IN = FocusIn;
static const int PINPAD_X11_KEYMAP_NOTIFY = KeymapNotify;
static const unsigned int PINPAD_XKB_USE_CORE_KEYBOARD = XkbUseCoreKbd;
static const unsigned int PINPAD_XKB_STATE_NOTIFY = XkbStateNotify;
static const unsigned long PINPAD_XKB_MODIFIER_LOCK_MASK = XkbModifierLockMask;
static const unsigned int PINPAD_X11_LOCK_MASK = LockMask;
/// Alt (Meta) and Super in an X key event's `state`; AltGr (ISO_Level3_Shift) is Mod5.
static const unsigned int PINPAD_X11_CHORD_MASK = Mod1Mask | Mod4Mask;

/// The key symbol of a raw X key event's key in its first column (`XLookupKeysym(3)`).
static inline unsigned long pinpad_x11_keysym(XKeyEvent *event) { return XLookupKeysym(event, 0); }

/// The key symbol a raw X key press types with its modifiers (Shift, Caps Lock, the layout's
/// group and level: `XLookupString(3)`, no input method, so a dead key is its dead key symbol);
/// `NoSymbol` when none.
static inline unsigned long pinpad_x11_typed_keysym(XKeyEvent *event) {
    KeySym keysym = NoSymbol;
    char text[16];
    XLookupString(event, text, (int)sizeof text, &keysym, NULL);
    return keysym;
}

/// Whether `event` is a `MappingNotify` of the keyboard (`MappingKeyboard`) whose range of
/// keycodes takes in `keycode`: 1 or 0.
static inline int pinpad_x11_is_mapping_change_of(const XEvent *event, unsigned int keycode) {
    return event->type == MappingNotify && event->xmapping.request == MappingKeyboard &&
           keycode >= (unsigned int)event->xmapping.first_keycode &&
           keycode < (unsigned int)event->xmapping.first_keycode + (unsigned int)event->xmapping.count;
}
/// `XCheckIfEvent`'s predicate for `pinpad_x11_mapping_change_queued`: notes in `state[1]` a
/// change of `state[0]`'s mapping, and takes no event.
static Bool pinpad_x11_note_mapping_change(Display *display, XEvent *event, XPointer state) {
    (void)display;
    unsigned int *keycode = (unsigned int *)state;
    if (pinpad_x11_is_mapping_change_of(event, keycode[0])) keycode[1] = 1;
    return False;
}
/// Whether a change of `keycode`'s mapping waits in `display`'s event queue (Xlib's, read from the
/// server but not yet taken by SDL; `XCheckIfEvent` with a predicate that takes nothing, so the
/// events stay queued): 1 or 0.
static inline int pinpad_x11_mapping_change_queued(Display *display, unsigned int keycode) {
    unsigned int state[2] = {keycode, 0};
    XEvent ignored;
    if (display) XCheckIfEvent(display, &ignored, pinpad_x11_note_mapping_change, (XPointer)state);
    return (int)state[1];
}

#include <malloc.h>
/// The bytes usable in a block from malloc (`malloc_usable_size(3)`, at least those asked
/// for): SDL's strings (`SDL_strdup`, `SDL_malloc`) come from it unless a program changed
/// SDL's allocator, which pinpad does not.
static inline size_t pinpad_allocated_size(void *block) { return malloc_usable_size(block); }

/// The bits of an X resource ID that a client chooses; the rest name the client that made it
/// (the connection setup's `resource-id-mask`, kept by Xlib in the display's fourth private field).
static inline XID pinpad_x11_resource_mask(Display *display) { return ((_XPrivDisplay)display)->private4; }

static inline Uint32 pinpad_sdl_button_mask(int button) { return SDL_BUTTON(button); }
static inline SDL_bool pinpad_sdl_must_lock(SDL_Surface *surface) { return SDL_MUSTLOCK(surface) ? SDL_TRUE : SDL_FALSE; }

/// alsa-lib prints its own lines on stderr when there is no sound card ("ALSA lib confmisc.c:855:
/// cannot find card '0'" …); SDL loads it with dlopen, so its error handler is set the same way
/// (`snd_lib_error_set_handler`) once SDL's audio has started, and pinpad's one line says it all.
#include <dlfcn.h>
#include "../CPlatform/loaded_library.h"

// SDL2_image, loaded by SharedLibrary.sdlImage when a PNG is read or written.
PINPAD_LOADED_FUNCTION("libSDL2_image-2.0.so.0", IMG_Load)
PINPAD_LOADED_FUNCTION("libSDL2_image-2.0.so.0", IMG_SavePNG_RW)
#include <stdarg.h>
static void pinpad_alsa_quiet(const char *file, int line, const char *function, int error, const char *format, ...) {
    (void)file; (void)line; (void)function; (void)error; (void)format;
}
static inline void pinpad_silence_alsa(void) {
    void *alsa = dlopen("libasound.so.2", RTLD_LAZY | RTLD_NOLOAD);
    if (!alsa) return;
    int (*set_handler)(void *) = (int (*)(void *))dlsym(alsa, "snd_lib_error_set_handler");
    if (set_handler) set_handler((void *)pinpad_alsa_quiet);
    dlclose(alsa);
}

static void pinpad_wayland_sync_done(void *data, struct wl_callback *callback, uint32_t serial) {
    (void)callback; (void)serial;
    *(int *)data = 1;
}
static const struct wl_callback_listener pinpad_wayland_sync_listener = { pinpad_wayland_sync_done };
/// Reads `display`'s events until `*done` is set (by a listener they call) or `timeout_ms`
/// milliseconds have passed (`poll(2)` on `wl_display_get_fd`, `wl_display_read_events`,
/// `wl_display_dispatch_pending`): a bounded `wl_display_roundtrip`. 1: done; 0: a broken
/// connection (a read or dispatch failed, or the socket's error); -1: no answer in time (a
/// compositor hung or stopped, or shutting down: it still accepts connections for a moment).
/// An interrupted poll (a signal) is tried again, as any failed one, until the time runs out.
static inline int pinpad_wayland_await(struct wl_display *display, const int *done, int timeout_ms) {
    struct timespec start;
    clock_gettime(CLOCK_MONOTONIC, &start);
    while (!*done) {
        while (wl_display_prepare_read(display) != 0) {
            if (wl_display_dispatch_pending(display) < 0) return 0;
        }
        if (*done) {
            wl_display_cancel_read(display);
            break;
        }
        if (wl_display_flush(display) < 0 && errno != EAGAIN) {
            wl_display_cancel_read(display);
            return 0;
        }
        struct timespec now;
        clock_gettime(CLOCK_MONOTONIC, &now);
        long elapsed = (now.tv_sec - start.tv_sec) * 1000L + (now.tv_nsec - start.tv_nsec) / 1000000L;
        if (elapsed >= timeout_ms) {
            wl_display_cancel_read(display);
            return -1;
        }
        struct pollfd socket = { .fd = wl_display_get_fd(display), .events = POLLIN };
        int ready = poll(&socket, 1, (int)(timeout_ms - elapsed));
        if (ready < 0) {
            wl_display_cancel_read(display);
            continue;
        }
        if (ready == 0) {
            wl_display_cancel_read(display);
            return -1;
        }
        if (socket.revents & (POLLERR | POLLNVAL)) {
            wl_display_cancel_read(display);
            return 0;
        }
        if (wl_display_read_events(display) < 0 || wl_display_dispatch_pending(display) < 0) return 0;
    }
    return 1;
}
/// Whether `display`'s connection is broken (the compositor ended or closed it), after reading
/// what its socket holds now and waiting for nothing: the events queued are dispatched
/// (`wl_display_dispatch_pending`), what is to be sent is sent (`wl_display_flush`), and what
/// came is read (`poll(2)` with no timeout, `wl_display_read_events`), as `SDL_PumpEvents` does
/// only when its own queue asks. 1: broken (`wl_display_get_error`, a failed read or dispatch,
/// a send that found the socket closed, `EPIPE`, or the socket hung up, `POLLHUP`: the
/// compositor's last messages are read before its end is); 0: not known to be broken (a stopped
/// compositor is not).
static inline int pinpad_wayland_connection_broken(struct wl_display *display) {
    if (wl_display_get_error(display) != 0) return 1;
    while (wl_display_prepare_read(display) != 0) {
        if (wl_display_dispatch_pending(display) < 0) return 1;
    }
    if (wl_display_flush(display) < 0 && errno == EPIPE) {
        wl_display_cancel_read(display);
        return 1;
    }
    struct pollfd socket = { .fd = wl_display_get_fd(display), .events = POLLIN };
    if (poll(&socket, 1, 0) > 0) {
        if (wl_display_read_events(display) < 0 || wl_display_dispatch_pending(display) < 0) return 1;
    } else {
        wl_display_cancel_read(display);
    }
    // The compositor's last messages are read before its end is: a hang-up is the end.
    return wl_display_get_error(display) != 0 || (socket.revents & (POLLHUP | POLLERR)) != 0;
}
/// Whether the Wayland compositor that `WAYLAND_DISPLAY` names answers now: `wl_display_connect(NULL)`,
/// then `wl_display_sync` and its `done` awaited for at most `timeout_ms` milliseconds
/// (`pinpad_wayland_await`), then disconnects. 1: it answered; 0: no socket, a refused or broken
/// connection, or no answer in time (a compositor shutting down still accepts connections on its
/// socket for a moment, and answers none).
static inline int pinpad_wayland_answers(int timeout_ms) {
    struct wl_display *display = wl_display_connect(NULL);
    if (!display) return 0;
    int done = 0;
    struct wl_callback *callback = wl_display_sync(display);
    if (!callback || wl_callback_add_listener(callback, &pinpad_wayland_sync_listener, &done) != 0) {
        if (callback) wl_callback_destroy(callback);
        wl_display_disconnect(display);
        return 0;
    }
    int answered = pinpad_wayland_await(display, &done, timeout_ms);
    wl_callback_destroy(callback);
    wl_display_disconnect(display);
    return answered == 1;
}
static void pinpad_wayland_global(void *data, struct wl_registry *registry, uint32_t name, const char *interface, uint32_t version) {
    (void)registry; (void)name; (void)version;
    if (strcmp(interface, wl_seat_interface.name) == 0) ++*(int *)data;
}
static void pinpad_wayland_global_remove(void *data, struct wl_registry *registry, uint32_t name) {
    (void)data; (void)registry; (void)name;
}
static const struct wl_registry_listener pinpad_wayland_registry_listener = {
    pinpad_wayland_global, pinpad_wayland_global_remove,
};
/// The number of seats (`wl_seat` globals) the Wayland compositor that `WAYLAND_DISPLAY` names
/// offers: `wl_display_connect(NULL)`, `wl_display_get_registry`, then `wl_display_sync` and its
/// `done` awaited for at most `timeout_ms` milliseconds (`pinpad_wayland_await`: a roundtrip
/// that ends), then disconnects. -1 when no compositor is there (no socket, a refused or broken
/// connection); -2 when one took the connection and did not answer in time (hung, stopped).
static inline int pinpad_wayland_seat_count(int timeout_ms) {
    struct wl_display *display = wl_display_connect(NULL);
    if (!display) return -1;
    int seats = 0;
    int done = 0;
    struct wl_registry *registry = wl_display_get_registry(display);
    struct wl_callback *callback = registry ? wl_display_sync(display) : NULL;
    if (!registry || !callback || wl_registry_add_listener(registry, &pinpad_wayland_registry_listener, &seats) != 0
        || wl_callback_add_listener(callback, &pinpad_wayland_sync_listener, &done) != 0) {
        if (callback) wl_callback_destroy(callback);
        if (registry) wl_registry_destroy(registry);
        wl_display_disconnect(display);
        return -1;
    }
    int answered = pinpad_wayland_await(display, &done, timeout_ms);
    wl_callback_destroy(callback);
    wl_registry_destroy(registry);
    wl_display_disconnect(display);
    return answered == 1 ? seats : answered == 0 ? -1 : -2;
}

/// The seats `pinpad_wayland_keyboard_seats` binds, and how many of them have a keyboard.
struct pinpad_wayland_seats {
    struct wl_registry *registry;
    struct wl_seat *seats[8];
    int count;
    int with_keyboard;
};
static void pinpad_wayland_seat_capabilities(void *data, struct wl_seat *seat, uint32_t capabilities) {
    (void)seat;
    if (capabilities & WL_SEAT_CAPABILITY_KEYBOARD) ++((struct pinpad_wayland_seats *)data)->with_keyboard;
}
static void pinpad_wayland_seat_name(void *data, struct wl_seat *seat, const char *name) {
    (void)data; (void)seat; (void)name;
}
static const struct wl_seat_listener pinpad_wayland_seat_listener = {
    pinpad_wayland_seat_capabilities, pinpad_wayland_seat_name,
};
static void pinpad_wayland_seat_global(void *data, struct wl_registry *registry, uint32_t name, const char *interface, uint32_t version) {
    (void)version;
    struct pinpad_wayland_seats *seats = data;
    if (strcmp(interface, wl_seat_interface.name) != 0 || seats->count >= 8) return;
    struct wl_seat *seat = wl_registry_bind(registry, name, &wl_seat_interface, 1);
    if (!seat) return;
    seats->seats[seats->count++] = seat;
    wl_seat_add_listener(seat, &pinpad_wayland_seat_listener, seats);
}
static const struct wl_registry_listener pinpad_wayland_seat_registry_listener = {
    pinpad_wayland_seat_global, pinpad_wayland_global_remove,
};
/// The number of seats of the Wayland compositor that `WAYLAND_DISPLAY` names that have a
/// keyboard now (`wl_seat.capabilities` with `WL_SEAT_CAPABILITY_KEYBOARD`): connects, binds
/// every seat (8 at most), awaits two `wl_display_sync`s for at most `timeout_ms` milliseconds
/// each (`pinpad_wayland_await`), then disconnects. -1 when no compositor is there; -2 when one
/// did not answer in time.
static inline int pinpad_wayland_keyboard_seats(int timeout_ms) {
    struct wl_display *display = wl_display_connect(NULL);
    if (!display) return -1;
    struct pinpad_wayland_seats seats = { 0 };
    seats.registry = wl_display_get_registry(display);
    int answered = 0;
    if (seats.registry && wl_registry_add_listener(seats.registry, &pinpad_wayland_seat_registry_listener, &seats) == 0) {
        answered = 1;
        // The first answer brings the seats, bound then; the second their capabilities.
        for (int round = 0; round < 2 && answered == 1; ++round) {
            int done = 0;
            struct wl_callback *callback = wl_display_sync(display);
            if (!callback || wl_callback_add_listener(callback, &pinpad_wayland_sync_listener, &done) != 0) {
                if (callback) wl_callback_destroy(callback);
                answered = 0;
                break;
            }
            answered = pinpad_wayland_await(display, &done, timeout_ms);
            wl_callback_destroy(callback);
        }
    }
    for (int index = 0; index < seats.count; ++index) wl_seat_destroy(seats.seats[index]);
    if (seats.registry) wl_registry_destroy(seats.registry);
    wl_display_disconnect(display);
    return answered == 1 ? seats.with_keyboard : answered == 0 ? -1 : -2;
}

/// libxkbcommon's `xkb_keymap_key_get_syms_by_level`, `xkb_keymap_key_for_each` and
/// `xkb_state_update_mask`, found past
/// the program (`dlsym(RTLD_NEXT, …)`), for the guards the program puts in their place: SDL 2.26's
/// Wayland keyboard asks for layout `XKB_LAYOUT_INVALID` (its group before the first modifiers
/// event) when a keyboard arrives after the window opened, and updates a state before a keymap
/// came; libxkbcommon reads past its arrays or follows NULL then.
typedef int (*pinpad_xkb_symbols_function)(void *, uint32_t, uint32_t, uint32_t, const uint32_t **);
typedef int (*pinpad_xkb_update_function)(void *, uint32_t, uint32_t, uint32_t, uint32_t, uint32_t, uint32_t);
#define PINPAD_RTLD_NEXT ((void *)-1l)
/// The symbols of `key` at `level` of `layout` (`xkb_keymap_key_get_syms_by_level`); of its first
/// layout when it has no such layout (`xkb_keymap_num_layouts_for_key`), as before a modifiers
/// event named one; 0 and no symbols when there is no keymap or the key has no layout at all.
static inline int pinpad_xkb_symbols_by_level(void *keymap, uint32_t key, uint32_t layout, uint32_t level, const uint32_t **symbols) {
    static pinpad_xkb_symbols_function next;
    static uint32_t (*layouts)(void *, uint32_t);
    if (!next) {
        next = (pinpad_xkb_symbols_function)dlsym(PINPAD_RTLD_NEXT, "xkb_keymap_key_get_syms_by_level");
        layouts = (uint32_t (*)(void *, uint32_t))dlsym(PINPAD_RTLD_NEXT, "xkb_keymap_num_layouts_for_key");
    }
    if (symbols) *symbols = NULL;
    if (!keymap || !next || !layouts) return 0;
    uint32_t count = layouts(keymap, key);
    if (count == 0) return 0;
    return next(keymap, key, layout < count ? layout : 0, level, symbols);
}
typedef void (*pinpad_xkb_key_function)(void *, uint32_t, void *);
typedef void (*pinpad_xkb_for_each_function)(void *, pinpad_xkb_key_function, void *);
/// `xkb_keymap_key_for_each`, or nothing when there is no keymap.
static inline void pinpad_xkb_for_each_key(void *keymap, pinpad_xkb_key_function body, void *data) {
    static pinpad_xkb_for_each_function next;
    if (!next) next = (pinpad_xkb_for_each_function)dlsym(PINPAD_RTLD_NEXT, "xkb_keymap_key_for_each");
    if (!keymap || !next) return;
    next(keymap, body, data);
}
/// `xkb_state_update_mask`, or 0 (nothing changed) when there is no state.
static inline int pinpad_xkb_update_mask(void *state, uint32_t depressed, uint32_t latched, uint32_t locked,
                                         uint32_t depressed_layout, uint32_t latched_layout, uint32_t locked_layout) {
    static pinpad_xkb_update_function next;
    if (!next) next = (pinpad_xkb_update_function)dlsym(PINPAD_RTLD_NEXT, "xkb_state_update_mask");
    if (!state || !next) return 0;
    return next(state, depressed, latched, locked, depressed_layout, latched_layout, locked_layout);
}

/// A `wl_registry` listener that holds back one interface, and the listener and data it stands
/// in for (`wl_proxy_add_listener`'s `implementation` and `data`); `held_name` and
/// `held_version` are the `zwp_text_input_manager_v3` global held back (name 0: none, or told).
struct pinpad_wayland_registry_filter {
    const struct wl_registry_listener *listener;
    void *data;
    struct wl_registry *registry;
    uint32_t held_name;
    uint32_t held_version;
    struct pinpad_wayland_registry_filter *next;
};
/// The registries' filters, a list as long as it needs (SDL makes one registry each time its video
/// starts: a password agent starts it again for each batch of requests); emptied by
/// `pinpad_wayland_forget_registries` once `SDL_Quit` has destroyed them.
struct pinpad_wayland_registry_filters {
    struct pinpad_wayland_registry_filter *first;
};
/// The program's one list of registry filters, defined once in PinPadRaster
/// (WaylandSharedState.swift). Never a static variable of an inline function here: every object
/// file that inlines such a function has its own copy of the variable (a release build makes one
/// object a Swift source file and inlines across them), and one copy filled while another is read
/// lost the text-input manager in the release build.
extern struct pinpad_wayland_registry_filters *pinpad_wayland_filters(void);
/// `wl_registry.global` handed on unless `interface` is `zwp_text_input_manager_v3`, the one
/// text-input manager SDL 2.26 binds (`display_handle_global` in SDL_waylandvideo.c), which is
/// held back until `pinpad_wayland_tell_text_input` (right after `SDL_Init`, text input off): until
/// then SDL has no text input to enable, and the compositor never activates its input method.
static void pinpad_wayland_filtered_global(void *data, struct wl_registry *registry, uint32_t name, const char *interface, uint32_t version) {
    struct pinpad_wayland_registry_filter *filter = data;
    if (interface && strcmp(interface, "zwp_text_input_manager_v3") == 0) {
        filter->held_name = name;
        filter->held_version = version;
        return;
    }
    if (filter->listener->global) filter->listener->global(filter->data, registry, name, interface, version);
}
/// `wl_registry.global_remove` handed on, but for the global held back (SDL never heard of it).
static void pinpad_wayland_filtered_global_remove(void *data, struct wl_registry *registry, uint32_t name) {
    struct pinpad_wayland_registry_filter *filter = data;
    if (filter->held_name != 0 && name == filter->held_name) {
        filter->held_name = 0;
        return;
    }
    if (filter->listener->global_remove) filter->listener->global_remove(filter->data, registry, name);
}
/// Tells each filtered registry's listener of the `zwp_text_input_manager_v3` global held back,
/// once: SDL binds it then (and makes its seat's text input), so its next `SDL_StartTextInput`
/// asks the compositor for the input method. Call on the thread that dispatches the display's
/// events. Returns how many registries were told.
static inline int pinpad_wayland_tell_text_input(void) {
    int told = 0;
    struct pinpad_wayland_registry_filters *all = pinpad_wayland_filters();
    for (struct pinpad_wayland_registry_filter *filter = all->first; filter; filter = filter->next) {
        if (filter->held_name == 0) continue;
        uint32_t name = filter->held_name;
        filter->held_name = 0;
        if (filter->listener->global) filter->listener->global(filter->data, filter->registry, name, "zwp_text_input_manager_v3", filter->held_version);
        told++;
    }
    return told;
}
static const struct wl_registry_listener pinpad_wayland_filtered_registry_listener = {
    pinpad_wayland_filtered_global, pinpad_wayland_filtered_global_remove,
};
typedef int (*pinpad_wayland_add_listener_function)(struct wl_proxy *, void (**)(void), void *);
/// libwayland-client's `wl_proxy_add_listener(proxy, implementation, data)`, found past the
/// program (`dlsym(RTLD_NEXT, …)`). When `hides_text_input` is non-zero and `proxy` is a
/// `wl_registry` (`wl_proxy_get_class`), the listener `implementation` points to
/// (a `struct wl_registry_listener`) hears every global but `zwp_text_input_manager_v3`, through
/// a filter allocated here and kept until `pinpad_wayland_forget_registries`. Returns 0, or -1
/// when `proxy` already has a listener, the real function is not found, or the filter cannot be
/// allocated (the registry then has no listener and hears nothing: SDL's video does not start,
/// rather than hear of the text-input manager).
static inline int pinpad_wayland_add_listener(struct wl_proxy *proxy, void (**implementation)(void), void *data, int hides_text_input) {
    static pinpad_wayland_add_listener_function next;
    if (!next) next = (pinpad_wayland_add_listener_function)dlsym(PINPAD_RTLD_NEXT, "wl_proxy_add_listener");
    if (!next) return -1;
    const char *kind = proxy ? wl_proxy_get_class(proxy) : NULL;
    struct pinpad_wayland_registry_filters *all = pinpad_wayland_filters();
    if (!hides_text_input || !implementation || !kind || strcmp(kind, wl_registry_interface.name) != 0) {
        return next(proxy, implementation, data);
    }
    struct pinpad_wayland_registry_filter *filter = calloc(1, sizeof *filter);
    if (!filter) return -1;
    filter->listener = (const struct wl_registry_listener *)implementation;
    filter->data = data;
    filter->registry = (struct wl_registry *)proxy;
    int result = next(proxy, (void (**)(void))&pinpad_wayland_filtered_registry_listener, filter);
    if (result != 0) {
        free(filter);
        return result;
    }
    filter->next = all->first;
    all->first = filter;
    return result;
}
/// Frees every registry filter: call after `SDL_Quit`, which destroyed the registries they stand
/// for and closed their display (none of their listeners is called again).
static inline void pinpad_wayland_forget_registries(void) {
    struct pinpad_wayland_registry_filters *all = pinpad_wayland_filters();
    while (all->first) {
        struct pinpad_wayland_registry_filter *filter = all->first;
        all->first = filter->next;
        free(filter);
    }
}

/// What pinpad's focused text field holds, as the compositor's input method (an on-screen
/// keyboard) is told it: text-input-unstable-v3's content hint bits and purpose, and SDL's text
/// input (`zwp_text_input_v3`) once it was enabled, with whether it still is.
struct pinpad_wayland_text_content {
    uint32_t hint;
    uint32_t purpose;
    struct wl_proxy *text_input;
    int enabled;
};
/// The program's one text content, defined once in PinPadRaster (WaylandSharedState.swift), as
/// `pinpad_wayland_filters` is.
extern struct pinpad_wayland_text_content *pinpad_wayland_content(void);
/// `zwp_text_input_v3`'s requests, by opcode (text-input-unstable-v3.xml).
enum {
    PINPAD_TEXT_INPUT_DESTROY = 0,
    PINPAD_TEXT_INPUT_ENABLE = 1,
    PINPAD_TEXT_INPUT_DISABLE = 2,
    PINPAD_TEXT_INPUT_SET_CONTENT_TYPE = 5,
    PINPAD_TEXT_INPUT_COMMIT = 7,
};
typedef struct wl_proxy *(*pinpad_wayland_marshal_function)(struct wl_proxy *, uint32_t, const struct wl_interface *, uint32_t, uint32_t, union wl_argument *);
/// libwayland-client's own `wl_proxy_marshal_array_flags`, found past the program.
static inline pinpad_wayland_marshal_function pinpad_wayland_next_marshal(void) {
    static pinpad_wayland_marshal_function next;
    if (!next) next = (pinpad_wayland_marshal_function)dlsym(PINPAD_RTLD_NEXT, "wl_proxy_marshal_array_flags");
    return next;
}
/// Sends `set_content_type` with the content's hint and purpose on `text_input`.
static inline void pinpad_wayland_send_content_type(pinpad_wayland_marshal_function next, struct wl_proxy *text_input) {
    struct pinpad_wayland_text_content *content = pinpad_wayland_content();
    union wl_argument arguments[2];
    arguments[0].u = content->hint;
    arguments[1].u = content->purpose;
    next(text_input, PINPAD_TEXT_INPUT_SET_CONTENT_TYPE, NULL, wl_proxy_get_version(text_input), 0, arguments);
}
/// libwayland-client's `wl_proxy_marshal_array_flags(proxy, opcode, interface, version, flags,
/// arguments)` (libwayland's `wl_proxy_marshal_flags`, which SDL's protocol code calls, hands
/// every request to it), found past the program. A request of a `zwp_text_input_v3`
/// (`wl_proxy_get_class`) is changed so that the input method hears what the field holds: its
/// `set_content_type` carries the content's hint and purpose instead of the caller's (SDL 2.26
/// sends none and normal), and an `enable` is followed by `set_content_type`, so the very commit
/// that enables the text input tells it (wlroots keeps the content type from that commit on,
/// and `enable` resets it). Every other request is libwayland's, unchanged. Returns what
/// libwayland returns (the new proxy of a request that makes one), or NULL when its function is
/// not found.
static inline struct wl_proxy *pinpad_wayland_marshal(struct wl_proxy *proxy, uint32_t opcode, const struct wl_interface *interface,
                                                      uint32_t version, uint32_t flags, union wl_argument *arguments) {
    pinpad_wayland_marshal_function next = pinpad_wayland_next_marshal();
    if (!next) return NULL;
    const char *kind = proxy ? wl_proxy_get_class(proxy) : NULL;
    if (!kind || strcmp(kind, "zwp_text_input_v3") != 0) return next(proxy, opcode, interface, version, flags, arguments);
    struct pinpad_wayland_text_content *content = pinpad_wayland_content();
    switch (opcode) {
    case PINPAD_TEXT_INPUT_SET_CONTENT_TYPE: {
        union wl_argument told[2];
        told[0].u = content->hint;
        told[1].u = content->purpose;
        return next(proxy, opcode, interface, version, flags, told);
    }
    case PINPAD_TEXT_INPUT_ENABLE: {
        struct wl_proxy *result = next(proxy, opcode, interface, version, flags, arguments);
        content->text_input = proxy;
        content->enabled = 1;
        pinpad_wayland_send_content_type(next, proxy);
        return result;
    }
    case PINPAD_TEXT_INPUT_DISABLE:
        if (content->text_input == proxy) content->enabled = 0;
        return next(proxy, opcode, interface, version, flags, arguments);
    case PINPAD_TEXT_INPUT_DESTROY:
        // The proxy is freed with the request: forgotten before.
        if (content->text_input == proxy) {
            content->text_input = NULL;
            content->enabled = 0;
        }
        return next(proxy, opcode, interface, version, flags, arguments);
    default:
        return next(proxy, opcode, interface, version, flags, arguments);
    }
}
/// Sets what the focused text field holds (text-input-unstable-v3's `content_hint` bits and
/// `content_purpose`): the next `enable` tells it. When SDL's text input is enabled now, it is
/// told at once (`set_content_type`, `commit`). Call on the thread that makes SDL's calls.
static inline void pinpad_wayland_set_content_type(uint32_t hint, uint32_t purpose) {
    struct pinpad_wayland_text_content *content = pinpad_wayland_content();
    if (content->hint == hint && content->purpose == purpose) return;
    content->hint = hint;
    content->purpose = purpose;
    pinpad_wayland_marshal_function next = pinpad_wayland_next_marshal();
    if (!next || !content->text_input || !content->enabled) return;
    pinpad_wayland_send_content_type(next, content->text_input);
    next(content->text_input, PINPAD_TEXT_INPUT_COMMIT, NULL, wl_proxy_get_version(content->text_input), 0, NULL);
}

/// System V shared memory made for the program's eyes alone: `shmget(key, size, flags)` with
/// the group's and others' permission bits of `flags` cleared (`flags & ~0077`), through the
/// kernel's call itself (`syscall(SYS_shmget, …)`), or libc's past the program where the
/// architecture has no such call. SDL 2.26's X11 window surface makes its MIT-SHM segment
/// `IPC_CREAT | 0777`: any local user could attach it and read (or write) the pad's pixels.
#include <sys/shm.h>
#include <sys/syscall.h>
#include <unistd.h>
static inline int pinpad_shm_get_private(key_t key, size_t size, int flags) {
    int owned = flags & ~0077;
#ifdef SYS_shmget
    return (int)syscall(SYS_shmget, key, size, owned);
#else
    static int (*next)(key_t, size_t, int);
    if (!next) next = (int (*)(key_t, size_t, int))dlsym(PINPAD_RTLD_NEXT, "shmget");
    return next ? next(key, size, owned) : -1;
#endif
}

#endif
