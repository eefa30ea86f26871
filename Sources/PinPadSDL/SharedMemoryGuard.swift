internal import CSDL2

// SDL 2.26's X11 window surface (the software renderer's, `X11_CreateWindowFramebuffer`) keeps
// the pad's pixels in an MIT-SHM segment it makes with `shmget(IPC_PRIVATE, …, IPC_CREAT | 0777)`:
// every local user could attach it (`shmat`) and watch each key light up as it is pressed, or
// draw into it. The program defines `shmget` itself, so that SDL's call (and Mesa's, and any other
// library's in the process) comes here and every segment is made for the program's own user
// alone (mode 0600 at most), with no moment in which it is open to others, as a `shmctl` after
// it would leave. The linker settings in Package.swift export the definition (see KeymapGuard.swift).
// An X server running as another user cannot attach such a segment (`XShmAttach` fails); SDL then
// sends the pixels over the connection (`XPutImage`). On Wayland SDL draws a window surface
// through EGL; Mesa's buffers without a GPU are `wl_shm` pools in anonymous memory files
// (`memfd_create`) handed to the compositor over its socket, which no other user can open by name.

/// The C library's `shmget`, with the group's and others' permission bits of `flags` cleared:
/// the segment's mode is `flags & 0o700`. Returns the segment's id, or -1 with `errno` set.
/// The corresponding C function is `shmget(2)`, called as `syscall(SYS_shmget, …)`.
@usableFromInline @_cdecl("shmget")
func sharedMemoryGet(_ key: Int32, _ size: Int, _ flags: Int32) -> Int32 {
    pinpad_shm_get_private(key, size, flags)
}
