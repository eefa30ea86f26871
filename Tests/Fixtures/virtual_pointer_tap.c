// Taps as a finger on a touchscreen would, through a virtual pointer (wlr-virtual-pointer-unstable-v1,
// which sway offers to clients): for each point, an absolute move there, then a left button press
// and release, each a frame of its own and each waited for (a roundtrip) before the next. The
// tests build it with wayland-scanner's code for the protocol.
//
//   virtual_pointer_tap WIDTH HEIGHT X Y [X Y ...]
//   virtual_pointer_tap WIDTH HEIGHT --hold SECONDS
//
// With --hold it only keeps a pointer on the seat for SECONDS (printing "ready" once it is
// there), as a touchscreen plugged in is: a client binds its wl_pointer when the seat first has a
// pointer, and the events of a pointer that comes after the client's window opened reach nothing
// until the client has bound it.
// X and Y are pixels of an output layout WIDTH×HEIGHT pixels large. Exit status 0 when every tap
// was sent, 1 with one line on stderr otherwise.
#include <linux/input-event-codes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <wayland-client.h>
#include "wlr-virtual-pointer-unstable-v1-client-protocol.h"

static struct wl_seat *seat;
static struct zwlr_virtual_pointer_manager_v1 *manager;

// Event times in milliseconds of CLOCK_MONOTONIC, as a kernel input device's: a tap's times
// follow the taps of an earlier process.
static uint32_t now_ms(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (uint32_t)(now.tv_sec * 1000 + now.tv_nsec / 1000000);
}

static void global(void *data, struct wl_registry *registry, uint32_t name, const char *interface, uint32_t version) {
    (void)data; (void)version;
    if (strcmp(interface, wl_seat_interface.name) == 0 && !seat) {
        seat = wl_registry_bind(registry, name, &wl_seat_interface, 1);
    } else if (strcmp(interface, zwlr_virtual_pointer_manager_v1_interface.name) == 0) {
        manager = wl_registry_bind(registry, name, &zwlr_virtual_pointer_manager_v1_interface, 1);
    }
}
static void global_remove(void *data, struct wl_registry *registry, uint32_t name) { (void)data; (void)registry; (void)name; }
static const struct wl_registry_listener registry_listener = { global, global_remove };

static int number(const char *text, long *value) {
    char *end;
    *value = strtol(text, &end, 10);
    return *text != '\0' && *end == '\0' && *value >= 0 && *value <= 65535;
}

static void button(struct wl_display *display, struct zwlr_virtual_pointer_v1 *pointer, uint32_t state) {
    zwlr_virtual_pointer_v1_button(pointer, now_ms(), BTN_LEFT, state);
    zwlr_virtual_pointer_v1_frame(pointer);
    wl_display_roundtrip(display);
}

int main(int argc, char **argv) {
    long width, height;
    if (argc < 5 || argc % 2 != 1 || !number(argv[1], &width) || !number(argv[2], &height) || width == 0 || height == 0) {
        fprintf(stderr, "usage: virtual_pointer_tap WIDTH HEIGHT X Y [X Y ...]\n");
        return 1;
    }
    struct wl_display *display = wl_display_connect(NULL);
    if (!display) { fprintf(stderr, "virtual_pointer_tap: no Wayland display\n"); return 1; }
    struct wl_registry *registry = wl_display_get_registry(display);
    wl_registry_add_listener(registry, &registry_listener, NULL);
    wl_display_roundtrip(display);
    if (!seat || !manager) { fprintf(stderr, "virtual_pointer_tap: no seat or no zwlr_virtual_pointer_manager_v1\n"); return 1; }
    struct zwlr_virtual_pointer_v1 *pointer = zwlr_virtual_pointer_manager_v1_create_virtual_pointer(manager, seat);
    if (strcmp(argv[3], "--hold") == 0) {
        long seconds;
        if (!number(argv[4], &seconds)) { fprintf(stderr, "virtual_pointer_tap: --hold takes seconds\n"); return 1; }
        wl_display_roundtrip(display);
        puts("ready");
        fflush(stdout);
        sleep((unsigned)seconds);
        return 0;
    }
    for (int index = 3; index < argc; index += 2) {
        long x, y;
        if (!number(argv[index], &x) || !number(argv[index + 1], &y) || x >= width || y >= height) {
            fprintf(stderr, "virtual_pointer_tap: point %s %s is not on the %ldx%ld layout\n", argv[index], argv[index + 1], width, height);
            return 1;
        }
        zwlr_virtual_pointer_v1_motion_absolute(pointer, now_ms(), (uint32_t)x, (uint32_t)y, (uint32_t)width, (uint32_t)height);
        zwlr_virtual_pointer_v1_frame(pointer);
        wl_display_roundtrip(display);
        button(display, pointer, WL_POINTER_BUTTON_STATE_PRESSED);
        button(display, pointer, WL_POINTER_BUTTON_STATE_RELEASED);
    }
    zwlr_virtual_pointer_v1_destroy(pointer);
    if (wl_display_roundtrip(display) == -1) { fprintf(stderr, "virtual_pointer_tap: the compositor closed the connection\n"); return 1; }
    wl_display_disconnect(display);
    return 0;
}
