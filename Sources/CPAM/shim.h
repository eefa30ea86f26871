#ifndef PINPAD_CPAM_SHIM_H
#define PINPAD_CPAM_SHIM_H
// Linux-PAM's application interface (libpam0g-dev): pam_start_confdir (Linux-PAM >= 1.4),
// pam_authenticate, pam_acct_mgmt, pam_setcred, pam_open_session and the conversation types.
#include <security/pam_appl.h>
#include <grp.h>
#include <string.h>

/// explicit_bzero(3): wipes a reply that is not handed to PAM after all.
static inline void pinpad_wipe(void *bytes, size_t count) { explicit_bzero(bytes, count); }

#endif
