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
 *     content <window> at <ms> after <n> damage events cpu <ms|->
 * then exits. Usage: first-content [TIMEOUT_SECONDS]  (default 30; DISPLAY names the server).
 * The times are CLOCK_MONOTONIC milliseconds, the clock the bench driver stamps with. A line
 * "pid <n>" on stdin (written once the program is started) names the program: the CPU time of
 * all its threads (/proc/<n>/task/<t>/schedstat) is read at the same moment as the stamp of the
 * event that showed the content, and printed after "cpu" ("-" when no pid was given). */
#define _GNU_SOURCE
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/Xdamage.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <time.h>
#include <unistd.h>

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

/* CPU time of every thread of pid, ms, or -1 when it cannot be read. */
static double cpu_ms(long pid)
{
    char path[64];
    snprintf(path, sizeof path, "/proc/%ld/task", pid);
    DIR *tasks = opendir(path);
    if (!tasks)
        return -1.0;
    double total = 0.0;
    struct dirent *task;
    while ((task = readdir(tasks))) {
        if (task->d_name[0] == '.')
            continue;
        char file[320];
        snprintf(file, sizeof file, "/proc/%ld/task/%s/schedstat", pid, task->d_name);
        FILE *stream = fopen(file, "r");
        unsigned long long ns = 0;
        if (stream) {
            if (fscanf(stream, "%llu", &ns) == 1)
                total += (double)ns / 1e6;
            fclose(stream);
        }
    }
    closedir(tasks);
    return total;
}

static void print_content(Window window, double stamp, int events, double cpu)
{
    if (cpu >= 0.0)
        printf("content 0x%lx at %.3f after %d damage events cpu %.3f\n", window, stamp, events, cpu);
    else
        printf("content 0x%lx at %.3f after %d damage events cpu -\n", window, stamp, events);
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
    long pid = 0;           /* the program, once "pid <n>" came on stdin */
    char line[64];
    size_t used = 0;
    struct pollfd slots[2] = {{.fd = ConnectionNumber(display), .events = POLLIN}, {.fd = 0, .events = POLLIN}};
    for (;;) {
        while (XPending(display)) {
            XEvent event;
            XNextEvent(display, &event);
            double stamp = now_ms();
            double cpu = pid > 0 ? cpu_ms(pid) : -1.0;
            if (event.type == MapNotify && window == None && !event.xmap.override_redirect &&
                event.xmap.event == DefaultRootWindow(display)) {
                window = event.xmap.window;
                XDamageCreate(display, window, XDamageReportNonEmpty);
                printf("map 0x%lx at %.3f\n", window, stamp);
                fflush(stdout);
                if (has_content(display, window)) { /* drawn between the map and our damage object */
                    print_content(window, stamp, 0, cpu);
                    return 0;
                }
            } else if (event.type == damage_event + XDamageNotify) {
                XDamageNotifyEvent *notify = (XDamageNotifyEvent *)&event;
                if (notify->drawable != window)
                    continue;
                events += 1;
                XDamageSubtract(display, notify->damage, None, None);
                if (has_content(display, window)) {
                    print_content(window, stamp, events, cpu);
                    return 0;
                }
            }
        }
        int left = (int)(deadline - now_ms());
        if (left <= 0) {
            fprintf(stderr, "first-content: no content within %.0f s\n", timeout);
            return 1;
        }
        poll(slots, slots[1].fd < 0 ? 1 : 2, left);
        if (slots[1].fd >= 0 && (slots[1].revents & (POLLIN | POLLHUP))) {
            ssize_t got = read(0, line + used, sizeof line - 1 - used);
            if (got <= 0) {
                slots[1].fd = -1; /* stdin closed: no pid coming */
            } else {
                used += (size_t)got;
                line[used] = 0;
                if (strchr(line, '\n') || used == sizeof line - 1) {
                    if (sscanf(line, "pid %ld", &pid) != 1)
                        pid = 0;
                    slots[1].fd = -1;
                }
                    slots[1].fd = -1;
            }
        }
    }
}
