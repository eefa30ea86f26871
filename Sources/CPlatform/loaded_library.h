#ifndef PINPAD_LOADED_LIBRARY_H
#define PINPAD_LOADED_LIBRARY_H
// The functions of a shared library pinpad opens only when a run needs it (PAM for a sign-in,
// espeak-ng for speech, libinput on a framebuffer, ...). SharedLibrary (PinPadPlatform) opens the
// library by its absolute path and checks every function first; these only find what is already
// loaded: dlopen(RTLD_NOLOAD) never loads a library and never searches a path. Included by the
// shim of each such library, which names its functions with PINPAD_LOADED_FUNCTION.
#include <dlfcn.h>

/// The function `name` of the loaded shared library `soname`; NULL when it is not loaded or has
/// no such function. The corresponding C calls are `dlopen(soname, RTLD_LAZY | RTLD_NOLOAD)`
/// and `dlsym`.
static inline void *pinpad_loaded_symbol(const char *soname, const char *name) {
    void *library = dlopen(soname, RTLD_LAZY | RTLD_NOLOAD);
    return library ? dlsym(library, name) : NULL;
}

/// Declares `pinpad_NAME()`, which returns the library's function NAME, of NAME's own type (the
/// library's header declares it; nothing links to it). Call it only after SharedLibrary loaded
/// the library: it is not NULL then.
#define PINPAD_LOADED_FUNCTION(soname, name)                                                       \
    static inline __typeof__(&name) _Nonnull pinpad_##name(void) {                                 \
        static __typeof__(&name) function;                                                         \
        if (!function) function = (__typeof__(&name))pinpad_loaded_symbol(soname, #name);          \
        return function;                                                                           \
    }

#endif
