#ifndef PINPAD_CSDL2_SHIM_H
#define PINPAD_CSDL2_SHIM_H
// SDL2, SDL2_ttf and SDL2_image, plus the macros Swift cannot import as constants.
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>
// X11 only for SDL's window-manager events and Xlib's error handlers (SDL links libX11 itself).
#include <SDL2/SDL_syswm.h>
// libwayland's log handler only (SDL links libwayland-client itself).
#include <wayland-client-core.h>

static const int PINPAD_SDL_WINDOWPOS_CENTERED = SDL_WINDOWPOS_CENTERED;
static const Uint32 PINPAD_SDL_TOUCH_MOUSEID = SDL_TOUCH_MOUSEID;
static const Uint32 PINPAD_SDL_PIXELFORMAT_ARGB8888 = SDL_PIXELFORMAT_ARGB8888;
static const Uint32 PINPAD_SDL_PIXELFORMAT_ABGR8888 = SDL_PIXELFORMAT_ABGR8888;
static const Uint32 PINPAD_SDL_INIT_VIDEO = SDL_INIT_VIDEO;
static const Uint32 PINPAD_SDL_INIT_AUDIO = SDL_INIT_AUDIO;
/// Signed 16-bit samples in the machine's byte order (a macro Swift cannot import).
static const SDL_AudioFormat PINPAD_AUDIO_S16SYS = AUDIO_S16SYS;

static const int PINPAD_X11_KEY_PRESS = KeyPress;
static const int PINPAD_X11_KEY_RELEASE = KeyRelease;

/// The bits of an X resource ID that a client chooses; the rest name the client that made it
/// (the connection setup's `resource-id-mask`, kept by Xlib in the display's fourth private field).
static inline XID pinpad_x11_resource_mask(Display *display) { return ((_XPrivDisplay)display)->private4; }

static inline Uint32 pinpad_sdl_button_mask(int button) { return SDL_BUTTON(button); }
static inline SDL_bool pinpad_sdl_must_lock(SDL_Surface *surface) { return SDL_MUSTLOCK(surface) ? SDL_TRUE : SDL_FALSE; }

/// alsa-lib prints its own lines on stderr when there is no sound card ("ALSA lib confmisc.c:855:
/// cannot find card '0'" …); SDL loads it with dlopen, so its error handler is set the same way
/// (`snd_lib_error_set_handler`) once SDL's audio has started, and pinpad's one line says it all.
#include <dlfcn.h>
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

#endif
