// An input method that only listens (input-method-unstable-v2, as an on-screen keyboard such as
// squeekboard or wvkbd is one): it prints one line for each event the compositor sends it, and
// commits `--commit TEXT` once, on its first activation, as a keyboard typing TEXT would. The tests build it
// with wayland-scanner's code for the protocol and read what a pad asked of the system keyboard.
//
//   ready                        the input method is bound to the seat
//   activate                     a text field of the focused client wants input
//   deactivate                   it no longer does
//   content_type HINT PURPOSE    zwp_text_input_v3's content hint bits and purpose, in decimal
//   done                         the state above applies (the protocol's double buffering)
//   unavailable                  another input method is bound: this one gets nothing
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wayland-client.h>
#include "input-method-unstable-v2-client-protocol.h"

static struct wl_seat *seat;
static struct zwp_input_method_manager_v2 *manager;
static const char *commit_text;
static int active, serial, committed;

static void say(const char *line) {
    fputs(line, stdout);
    fputc('\n', stdout);
    fflush(stdout);
}

static void activate(void *data, struct zwp_input_method_v2 *method) { (void)data; (void)method; active = 1; say("activate"); }
static void deactivate(void *data, struct zwp_input_method_v2 *method) { (void)data; (void)method; active = 0; say("deactivate"); }
static void surrounding_text(void *data, struct zwp_input_method_v2 *method, const char *text, uint32_t cursor, uint32_t anchor) {
    (void)data; (void)method; (void)text; (void)cursor; (void)anchor;
}
static void text_change_cause(void *data, struct zwp_input_method_v2 *method, uint32_t cause) { (void)data; (void)method; (void)cause; }
static void content_type(void *data, struct zwp_input_method_v2 *method, uint32_t hint, uint32_t purpose) {
    (void)data; (void)method;
    printf("content_type %u %u\n", hint, purpose);
    fflush(stdout);
}
static void done(void *data, struct zwp_input_method_v2 *method) {
    (void)data;
    ++serial;
    say("done");
    if (active && commit_text && !committed) {
        committed = 1;
        zwp_input_method_v2_commit_string(method, commit_text);
        zwp_input_method_v2_commit(method, serial);
    }
}
static void unavailable(void *data, struct zwp_input_method_v2 *method) { (void)data; (void)method; say("unavailable"); }

static const struct zwp_input_method_v2_listener method_listener = {
    activate, deactivate, surrounding_text, text_change_cause, content_type, done, unavailable,
};

static void global(void *data, struct wl_registry *registry, uint32_t name, const char *interface, uint32_t version) {
    (void)data; (void)version;
    if (strcmp(interface, wl_seat_interface.name) == 0 && !seat) {
        seat = wl_registry_bind(registry, name, &wl_seat_interface, 1);
    } else if (strcmp(interface, zwp_input_method_manager_v2_interface.name) == 0) {
        manager = wl_registry_bind(registry, name, &zwp_input_method_manager_v2_interface, 1);
    }
}
static void global_remove(void *data, struct wl_registry *registry, uint32_t name) { (void)data; (void)registry; (void)name; }
static const struct wl_registry_listener registry_listener = { global, global_remove };

int main(int argc, char **argv) {
    if (argc == 3 && strcmp(argv[1], "--commit") == 0) commit_text = argv[2];
    struct wl_display *display = wl_display_connect(NULL);
    if (!display) { fprintf(stderr, "input_method_probe: no Wayland display\n"); return 1; }
    struct wl_registry *registry = wl_display_get_registry(display);
    wl_registry_add_listener(registry, &registry_listener, NULL);
    wl_display_roundtrip(display);
    if (!seat || !manager) { fprintf(stderr, "input_method_probe: no seat or no zwp_input_method_manager_v2\n"); return 1; }
    struct zwp_input_method_v2 *method = zwp_input_method_manager_v2_get_input_method(manager, seat);
    zwp_input_method_v2_add_listener(method, &method_listener, NULL);
    wl_display_roundtrip(display);
    say("ready");
    while (wl_display_dispatch(display) != -1) {}
    return 0;
}
