/* A PAM module for pinpad's tests: one conversation call with two PAM_TEXT_INFO messages and
 * one PAM_PROMPT_ECHO_OFF, as Linux-PAM allows (pam_conv(3)); authenticates when the reply is
 * the module argument pin=DIGITS. With badge=TEXT it then asks "Badge: " (PAM_PROMPT_ECHO_ON)
 * in a call of its own, and wants TEXT. The replies are freed as libpam's own modules free
 * them. */
#define PAM_SM_AUTH
#include <security/pam_modules.h>
#include <security/pam_ext.h>
#include <stdlib.h>
#include <string.h>

PAM_EXTERN int pam_sm_authenticate(pam_handle_t *handle, int flags, int argc, const char **argv) {
    const char *expected = NULL, *badge = NULL;
    for (int i = 0; i < argc; i++) {
        if (strncmp(argv[i], "pin=", 4) == 0) expected = argv[i] + 4;
        if (strncmp(argv[i], "badge=", 6) == 0) badge = argv[i] + 6;
    }
    const struct pam_conv *conversation = NULL;
    if (expected == NULL || pam_get_item(handle, PAM_CONV, (const void **)&conversation) != PAM_SUCCESS || conversation == NULL)
        return PAM_SYSTEM_ERR;
    struct pam_message messages[3] = {
        {PAM_TEXT_INFO, "Welcome to door 3."},
        {PAM_TEXT_INFO, "Your badge expires in 5 days."},
        {PAM_PROMPT_ECHO_OFF, "Door PIN: "},
    };
    const struct pam_message *pointers[3] = {&messages[0], &messages[1], &messages[2]};
    struct pam_response *replies = NULL;
    int status = conversation->conv(3, pointers, &replies, conversation->appdata_ptr);
    if (status != PAM_SUCCESS || replies == NULL) return PAM_CONV_ERR;
    int matches = replies[2].resp != NULL && strcmp(replies[2].resp, expected) == 0;
    for (int i = 0; i < 3; i++) {
        if (replies[i].resp != NULL) {
            explicit_bzero(replies[i].resp, strlen(replies[i].resp));
            free(replies[i].resp);
        }
    }
    free(replies);
    if (matches && badge != NULL) {
        struct pam_message question = {PAM_PROMPT_ECHO_ON, "Badge: "};
        const struct pam_message *questions[1] = {&question};
        struct pam_response *answer = NULL;
        if (conversation->conv(1, questions, &answer, conversation->appdata_ptr) != PAM_SUCCESS || answer == NULL) return PAM_CONV_ERR;
        matches = answer[0].resp != NULL && strcmp(answer[0].resp, badge) == 0;
        free(answer[0].resp);
        free(answer);
    }
    return matches ? PAM_SUCCESS : PAM_AUTH_ERR;
}

PAM_EXTERN int pam_sm_setcred(pam_handle_t *handle, int flags, int argc, const char **argv) { return PAM_SUCCESS; }
