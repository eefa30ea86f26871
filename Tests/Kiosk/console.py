"""The text console under the pad: its keyboard mode and display mode (the KDGKBMODE and
KDGETMODE ioctls, Linux's console_ioctl(2)), and what a key typed on it reaches."""

import fcntl
import os
import select
import struct
import termios
import time

KDGETMODE = 0x4B3B
KDGKBMODE = 0x4B44
KDSETMODE = 0x4B3A
KDSKBMODE = 0x4B45
KEYBOARD_MODES = {0: "K_RAW", 1: "K_XLATE", 2: "K_MEDIUMRAW", 3: "K_UNICODE", 4: "K_OFF"}
DISPLAY_MODES = {0: "KD_TEXT", 1: "KD_GRAPHICS"}


class Console:
    def __init__(self, path="/dev/tty1"):
        self.descriptor = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_NOCTTY)

    def close(self):
        os.close(self.descriptor)

    def query(self, request):
        return struct.unpack("i", fcntl.ioctl(self.descriptor, request, b"\0\0\0\0"))[0]

    def modes(self):
        """The keyboard and display modes, by name."""
        return KEYBOARD_MODES.get(self.query(KDGKBMODE), "?"), DISPLAY_MODES.get(self.query(KDGETMODE), "?")

    def restore(self, keyboard, display):
        fcntl.ioctl(self.descriptor, KDSKBMODE, keyboard)
        fcntl.ioctl(self.descriptor, KDSETMODE, display)

    def discard_input(self):
        termios.tcflush(self.descriptor, termios.TCIFLUSH)

    def read_line(self, limit=5):
        """What a reader of the console gets up to the first line feed, within `limit` seconds."""
        data = b""
        deadline = time.monotonic() + limit
        while b"\n" not in data:
            ready, _, _ = select.select([self.descriptor], [], [], max(deadline - time.monotonic(), 0))
            if not ready:
                break
            try:
                data += os.read(self.descriptor, 256)
            except BlockingIOError:
                continue
        return data
