/* present-hook.so: preloaded (LD_PRELOAD) into pinpad and osk-sdl alike by Benchmarks/run, so
 * both programs' frames are timed and counted the same way. Wraps SDL_RenderPresent and, after
 * each call returns, writes one line to stderr:
 *     bench-hook: present <n> at <CLOCK_MONOTONIC ms> ms cpu <CLOCK_PROCESS_CPUTIME_ID ms> ms
 * (n counts from 1, so the first line is the first frame; the CPU time is every thread's since
 * exec, which other processes on the machine do not inflate). */
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
    struct timespec now, cpu;
    clock_gettime(CLOCK_MONOTONIC, &now);
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu);
    char line[128];
    int length = snprintf(line, sizeof line, "bench-hook: present %lu at %.3f ms cpu %.3f ms\n", ++count,
                          (double)now.tv_sec * 1000.0 + (double)now.tv_nsec / 1e6,
                          (double)cpu.tv_sec * 1000.0 + (double)cpu.tv_nsec / 1e6);
    if (length > 0)
        (void)write(2, line, (size_t)length);
}
