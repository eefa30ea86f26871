#ifndef PINPAD_CPAM_SHIM_H
#define PINPAD_CPAM_SHIM_H
// Linux-PAM's application interface (libpam0g-dev): pam_start_confdir (Linux-PAM >= 1.4),
// pam_authenticate, pam_acct_mgmt, pam_setcred, pam_open_session and the conversation types.
#include <security/pam_appl.h>
#include <grp.h>
#include <string.h>
#include "../CPlatform/loaded_library.h"

// libpam, loaded by SharedLibrary.pam for a sign-in only.
PINPAD_LOADED_FUNCTION("libpam.so.0", pam_start)
PINPAD_LOADED_FUNCTION("libpam.so.0", pam_start_confdir)
PINPAD_LOADED_FUNCTION("libpam.so.0", pam_end)
PINPAD_LOADED_FUNCTION("libpam.so.0", pam_authenticate)
PINPAD_LOADED_FUNCTION("libpam.so.0", pam_acct_mgmt)
PINPAD_LOADED_FUNCTION("libpam.so.0", pam_setcred)
PINPAD_LOADED_FUNCTION("libpam.so.0", pam_open_session)
PINPAD_LOADED_FUNCTION("libpam.so.0", pam_close_session)
PINPAD_LOADED_FUNCTION("libpam.so.0", pam_get_item)
PINPAD_LOADED_FUNCTION("libpam.so.0", pam_set_item)
PINPAD_LOADED_FUNCTION("libpam.so.0", pam_getenvlist)
PINPAD_LOADED_FUNCTION("libpam.so.0", pam_strerror)
PINPAD_LOADED_FUNCTION("libpam.so.0", pam_fail_delay)

/// explicit_bzero(3): wipes a reply that is not handed to PAM after all.
static inline void pinpad_wipe(void *bytes, size_t count) { explicit_bzero(bytes, count); }

#endif
