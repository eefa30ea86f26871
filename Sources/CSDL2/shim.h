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

static inline Uint32 pinpad_sdl_button_mask(int button) { return SDL_BUTTON(button); }
static inline SDL_bool pinpad_sdl_must_lock(SDL_Surface *surface) { return SDL_MUSTLOCK(surface) ? SDL_TRUE : SDL_FALSE; }

#endif
