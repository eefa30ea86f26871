/* present-hook.so: preloaded (LD_PRELOAD) into pinpad and osk-sdl alike by Benchmarks/run, so
 * both programs' frames are timed and counted the same way. Wraps SDL_RenderPresent and, after
 * each call returns, writes one line to stderr:
 *     bench-hook: present <n> at <CLOCK_MONOTONIC milliseconds> ms
 * (n counts from 1, so the first line is the first frame). */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>

void SDL_RenderPresent(void *renderer)
{
    static void (*real)(void *);
    static unsigned long count;
    if (!real)
        real = (void (*)(void *))dlsym(RTLD_NEXT, "SDL_RenderPresent");
    real(renderer);
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    char line[96];
    int length = snprintf(line, sizeof line, "bench-hook: present %lu at %.3f ms\n", ++count,
                          (double)now.tv_sec * 1000.0 + (double)now.tv_nsec / 1e6);
    if (length > 0)
        (void)write(2, line, (size_t)length);
}
