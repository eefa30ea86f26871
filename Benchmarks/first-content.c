/* first-content: times the first content any program draws in a new top-level window, the same
 * way for every program (pinpad, the GnuPG pinentries, x11-ssh-askpass), from the X server's
 * side: no hook in the program, no polling.
 *
 * It watches the root window for MapNotify (SubstructureNotifyMask). On the first top-level
 * window mapped (not override-redirect) it creates a DAMAGE object on it (XDamageReportNonEmpty)
 * and, on each DamageNotify, stamps CLOCK_MONOTONIC, subtracts the damage and reads the window
 * back (XGetImage): the window holds content once it shows two or more distinct pixel values
 * (run the X server with a plain root, Xvfb -br, so a window with no background of its own does
 * not count the root's pattern). A window's background, painted by the server at map time, or a
 * client's first clear, is one colour: it does not count. Prints, one line each, to stdout:
 *     ready
 *     map <window> at <ms>
 *     content <window> at <ms> after <n> damage events
 * then exits. Usage: first-content [TIMEOUT_SECONDS]  (default 30; DISPLAY names the server).
 * The times are CLOCK_MONOTONIC milliseconds, the clock the bench driver stamps with. */
#define _GNU_SOURCE
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/Xdamage.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now_ms(void)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec * 1000.0 + (double)now.tv_nsec / 1e6;
}

/* Whether the window shows at least two distinct pixel values. */
static int has_content(Display *display, Window window)
{
    XWindowAttributes attributes;
    if (!XGetWindowAttributes(display, window, &attributes) || attributes.map_state != IsViewable)
        return 0;
    XImage *image = XGetImage(display, window, 0, 0, (unsigned)attributes.width, (unsigned)attributes.height, AllPlanes,
                              ZPixmap);
    if (!image)
        return 0;
    unsigned long first = XGetPixel(image, 0, 0);
    int found = 0;
    for (int y = 0; y < image->height && !found; y += 1)
        for (int x = 0; x < image->width; x += 1)
            if (XGetPixel(image, x, y) != first) {
                found = 1;
                break;
            }
    XDestroyImage(image);
    return found;
}

static int ignore_errors(Display *display, XErrorEvent *event)
{
    (void)display;
    (void)event;
    return 0;
}

int main(int argc, char **argv)
{
    double timeout = argc > 1 ? atof(argv[1]) : 30.0;
    Display *display = XOpenDisplay(NULL);
    if (!display) {
        fprintf(stderr, "first-content: cannot open the display\n");
        return 2;
    }
    int damage_event, damage_error;
    if (!XDamageQueryExtension(display, &damage_event, &damage_error)) {
        fprintf(stderr, "first-content: the X server has no DAMAGE extension\n");
        return 2;
    }
    XSetErrorHandler(ignore_errors); /* the window may be gone before we read it */
    XSelectInput(display, DefaultRootWindow(display), SubstructureNotifyMask);
    XSync(display, False);
    printf("ready\n");
    fflush(stdout);

    Window window = None;
    int events = 0;
    double deadline = now_ms() + timeout * 1000.0;
    struct pollfd slot = {.fd = ConnectionNumber(display), .events = POLLIN};
    for (;;) {
        while (XPending(display)) {
            XEvent event;
            XNextEvent(display, &event);
            double stamp = now_ms();
            if (event.type == MapNotify && window == None && !event.xmap.override_redirect &&
                event.xmap.event == DefaultRootWindow(display)) {
                window = event.xmap.window;
                XDamageCreate(display, window, XDamageReportNonEmpty);
                printf("map 0x%lx at %.3f\n", window, stamp);
                fflush(stdout);
                if (has_content(display, window)) { /* drawn between the map and our damage object */
                    printf("content 0x%lx at %.3f after 0 damage events\n", window, stamp);
                    return 0;
                }
            } else if (event.type == damage_event + XDamageNotify) {
                XDamageNotifyEvent *notify = (XDamageNotifyEvent *)&event;
                if (notify->drawable != window)
                    continue;
                events += 1;
                XDamageSubtract(display, notify->damage, None, None);
                if (has_content(display, window)) {
                    printf("content 0x%lx at %.3f after %d damage events\n", window, stamp, events);
                    return 0;
                }
            }
        }
        int left = (int)(deadline - now_ms());
        if (left <= 0) {
            fprintf(stderr, "first-content: no content within %.0f s\n", timeout);
            return 1;
        }
        poll(&slot, 1, left);
    }
}
