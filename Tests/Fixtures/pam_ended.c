/* A PAM module for pinpad's tests: when the session opens it keeps data in the transaction
 * (pam_set_data) whose cleanup, which libpam runs in pam_end(3), appends a line to the file of
 * its argument file=PATH. So the file tells whether the application ended the transaction. */
#define PAM_SM_SESSION
#include <security/pam_modules.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void ended(pam_handle_t *handle, void *data, int status) {
    (void)handle;
    (void)status;
    int descriptor = open((const char *)data, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (descriptor >= 0) {
        ssize_t written = write(descriptor, "pam_end\n", 8);
        (void)written;
        close(descriptor);
    }
    free(data);
}

PAM_EXTERN int pam_sm_open_session(pam_handle_t *handle, int flags, int argc, const char **argv) {
    (void)flags;
    for (int i = 0; i < argc; i++) {
        if (strncmp(argv[i], "file=", 5) == 0) {
            char *path = strdup(argv[i] + 5);
            if (path == NULL) return PAM_BUF_ERR;
            return pam_set_data(handle, "pinpad-test-ended", path, ended);
        }
    }
    return PAM_SESSION_ERR;
}

PAM_EXTERN int pam_sm_close_session(pam_handle_t *handle, int flags, int argc, const char **argv) {
    (void)handle;
    (void)flags;
    (void)argc;
    (void)argv;
    return PAM_SUCCESS;
}
