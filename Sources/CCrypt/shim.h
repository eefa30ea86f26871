#ifndef PINPAD_CCRYPT_SHIM_H
#define PINPAD_CCRYPT_SHIM_H

// libcrypt (libxcrypt) for the sign-in's throttle alone: a program that only draws a pad never
// links it.
#include <crypt.h>
#include <stdlib.h>
#include <string.h>
#include "../CPlatform/loaded_library.h"

// libcrypt, loaded by SharedLibrary.crypt for a sign-in only.
PINPAD_LOADED_FUNCTION("libcrypt.so.1", crypt_r)

/// crypt_r(3) of libcrypt with `setting` (such as "$5$SALT$", SHA-256-crypt) on `text`, the
/// result copied to `out` (`size` bytes with its NUL); the work area is zeroed and freed.
/// Returns 0, or -1 when libcrypt refuses the setting (its "*" failure token) or `out` is short.
static inline int pinpad_one_way_hash(const char *text, const char *setting, char *out, size_t size) {
    struct crypt_data *data = calloc(1, sizeof *data);
    if (!data) return -1;
    const char *hashed = pinpad_crypt_r()(text, setting, data);
    int result = -1;
    if (hashed && hashed[0] != '*' && strlen(hashed) < size) {
        strcpy(out, hashed);
        result = 0;
    }
    explicit_bzero(data, sizeof *data);
    free(data);
    return result;
}

#endif
