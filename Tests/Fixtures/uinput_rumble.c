// A force-feedback device made with uinput for the haptics test (issue 16): it offers EV_FF with
// FF_RUMBLE, writes its /dev/input/eventN path to the file named by its first argument, then
// answers effect uploads and erasures and prints one line for each, and for each play:
//   upload rumble LENGTH_MS | upload other | play ID VALUE | erase ID
// It ends after an erasure, or after SECONDS (its optional second argument; default 20).
#include <dirent.h>
#include <fcntl.h>
#include <linux/uinput.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

static int event_node(int descriptor, char *path, size_t size) {
    char name[64] = {0};
    if (ioctl(descriptor, UI_GET_SYSNAME(sizeof name), name) < 0) return -1;
    char directory[128];
    snprintf(directory, sizeof directory, "/sys/devices/virtual/input/%s", name);
    for (int attempt = 0; attempt < 50; attempt++) {
        DIR *entries = opendir(directory);
        if (entries) {
            struct dirent *entry;
            while ((entry = readdir(entries))) {
                if (strncmp(entry->d_name, "event", 5) == 0) {
                    snprintf(path, size, "/dev/input/%s", entry->d_name);
                    closedir(entries);
                    if (access(path, R_OK | W_OK) == 0) return 0;
                    entries = NULL;
                    break;
                }
            }
            if (entries) closedir(entries);
        }
        usleep(20000);
    }
    return -1;
}

int main(int argc, char **argv) {
    if (argc != 2 && argc != 3) {
        fprintf(stderr, "usage: uinput_rumble PATH-FILE [SECONDS]\n");
        return 2;
    }
    int seconds = argc == 3 ? atoi(argv[2]) : 20;
    int descriptor = open("/dev/uinput", O_RDWR | O_NONBLOCK);
    if (descriptor < 0) {
        perror("/dev/uinput");
        return 1;
    }
    ioctl(descriptor, UI_SET_EVBIT, EV_FF);
    ioctl(descriptor, UI_SET_FFBIT, FF_RUMBLE);
    struct uinput_setup setup;
    memset(&setup, 0, sizeof setup);
    setup.id.bustype = BUS_VIRTUAL;
    setup.id.vendor = 0x1234;
    setup.id.product = 0x5678;
    snprintf(setup.name, sizeof setup.name, "pinpad test vibrator");
    setup.ff_effects_max = 4;
    if (ioctl(descriptor, UI_DEV_SETUP, &setup) < 0 || ioctl(descriptor, UI_DEV_CREATE) < 0) {
        perror("uinput device");
        return 1;
    }
    char path[128];
    if (event_node(descriptor, path, sizeof path) < 0) {
        fprintf(stderr, "no event node for the uinput device\n");
        return 1;
    }
    FILE *file = fopen(argv[1], "w");
    if (!file) {
        perror(argv[1]);
        return 1;
    }
    fprintf(file, "%s\n", path);
    fclose(file);
    time_t end = time(NULL) + (seconds > 0 ? seconds : 20);
    int erased = 0;
    while (!erased && time(NULL) < end) {
        struct pollfd ready = {.fd = descriptor, .events = POLLIN};
        if (poll(&ready, 1, 200) <= 0) continue;
        struct input_event event;
        while (read(descriptor, &event, sizeof event) == (ssize_t)sizeof event) {
            if (event.type == EV_UINPUT && event.code == UI_FF_UPLOAD) {
                struct uinput_ff_upload upload;
                memset(&upload, 0, sizeof upload);
                upload.request_id = event.value;
                if (ioctl(descriptor, UI_BEGIN_FF_UPLOAD, &upload) < 0) continue;
                if (upload.effect.type == FF_RUMBLE) {
                    printf("upload rumble %d\n", upload.effect.replay.length);
                } else {
                    printf("upload other\n");
                }
                upload.retval = 0;
                ioctl(descriptor, UI_END_FF_UPLOAD, &upload);
            } else if (event.type == EV_UINPUT && event.code == UI_FF_ERASE) {
                struct uinput_ff_erase erase;
                memset(&erase, 0, sizeof erase);
                erase.request_id = event.value;
                if (ioctl(descriptor, UI_BEGIN_FF_ERASE, &erase) < 0) continue;
                printf("erase %d\n", erase.effect_id);
                erase.retval = 0;
                ioctl(descriptor, UI_END_FF_ERASE, &erase);
                erased = 1;
            } else if (event.type == EV_FF) {
                printf("play %d %d\n", event.code, event.value);
            }
            fflush(stdout);
        }
    }
    ioctl(descriptor, UI_DEV_DESTROY);
    close(descriptor);
    return 0;
}
