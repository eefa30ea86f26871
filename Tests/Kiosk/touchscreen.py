"""A multi-touch screen made through uinput, as a touch controller presents itself: type B
multi-touch slots (ABS_MT_SLOT, ABS_MT_TRACKING_ID, ABS_MT_POSITION_X/Y), the single-touch
ABS_X/ABS_Y and BTN_TOUCH beside them, INPUT_PROP_DIRECT, and axes over the controller's own
range (0–4095), not the screen's pixels (Linux's Documentation/input/multi-touch-protocol.rst)."""

import time

import evdev
from evdev import ecodes

RANGE = 4095


class Touchscreen:
    def __init__(self, screen):
        self.screen = screen
        axis = evdev.AbsInfo(value=0, min=0, max=RANGE, fuzz=0, flat=0, resolution=16)
        capabilities = {
            ecodes.EV_KEY: [ecodes.BTN_TOUCH],
            ecodes.EV_ABS: [
                (ecodes.ABS_X, axis), (ecodes.ABS_Y, axis),
                (ecodes.ABS_MT_SLOT, evdev.AbsInfo(0, 0, 9, 0, 0, 0)),
                (ecodes.ABS_MT_TRACKING_ID, evdev.AbsInfo(0, 0, 65535, 0, 0, 0)),
                (ecodes.ABS_MT_POSITION_X, axis), (ecodes.ABS_MT_POSITION_Y, axis),
            ],
        }
        self.device = evdev.UInput(capabilities, name="kiosk test touchscreen", input_props=[ecodes.INPUT_PROP_DIRECT])
        self.tracking = 0
        self.down = {}  # slot: tracking id

    def units(self, x, y):
        """Device units for pixel (x, y) of `screen`, the size of the screen the panel covers."""
        return round(x * RANGE / self.screen[0]), round(y * RANGE / self.screen[1])

    def write(self, kind, code, value):
        self.device.write(kind, code, value)

    def press(self, slot, x, y):
        """Puts a finger down in `slot` at pixel (x, y)."""
        self.tracking += 1
        self.down[slot] = self.tracking
        units = self.units(x, y)
        self.write(ecodes.EV_ABS, ecodes.ABS_MT_SLOT, slot)
        self.write(ecodes.EV_ABS, ecodes.ABS_MT_TRACKING_ID, self.tracking)
        self.write(ecodes.EV_ABS, ecodes.ABS_MT_POSITION_X, units[0])
        self.write(ecodes.EV_ABS, ecodes.ABS_MT_POSITION_Y, units[1])
        if len(self.down) == 1:
            self.write(ecodes.EV_KEY, ecodes.BTN_TOUCH, 1)
            self.write(ecodes.EV_ABS, ecodes.ABS_X, units[0])
            self.write(ecodes.EV_ABS, ecodes.ABS_Y, units[1])
        self.device.syn()

    def move(self, slot, x, y):
        units = self.units(x, y)
        self.write(ecodes.EV_ABS, ecodes.ABS_MT_SLOT, slot)
        self.write(ecodes.EV_ABS, ecodes.ABS_MT_POSITION_X, units[0])
        self.write(ecodes.EV_ABS, ecodes.ABS_MT_POSITION_Y, units[1])
        self.write(ecodes.EV_ABS, ecodes.ABS_X, units[0])
        self.write(ecodes.EV_ABS, ecodes.ABS_Y, units[1])
        self.device.syn()

    def lift(self, slot):
        del self.down[slot]
        self.write(ecodes.EV_ABS, ecodes.ABS_MT_SLOT, slot)
        self.write(ecodes.EV_ABS, ecodes.ABS_MT_TRACKING_ID, -1)
        if not self.down:
            self.write(ecodes.EV_KEY, ecodes.BTN_TOUCH, 0)
        self.device.syn()

    def tap(self, point, hold=0.03):
        self.press(0, *point)
        time.sleep(hold)
        self.lift(0)

    def slide(self, start, end, steps=8, pause=0.02):
        """A finger down at `start`, moved to `end` in `steps`, lifted there."""
        self.press(0, *start)
        for step in range(1, steps + 1):
            time.sleep(pause)
            self.move(0, start[0] + (end[0] - start[0]) * step / steps, start[1] + (end[1] - start[1]) * step / steps)
        time.sleep(pause)
        self.lift(0)
