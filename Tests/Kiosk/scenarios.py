"""The kiosk scenarios, in the order they run. Each takes the Kiosk, asserts, and returns a short
detail for its result line."""

import json
import os
import shutil
import signal
import subprocess
import time

from console import Console

SCREEN = (480, 800)
PAD = ["--fullscreen", "--boxes", "4"]
# Offscreen renders at these times after the last change, in milliseconds: the caret off, on.
CARET_PHASES = ["1000", "1100"]


def expect_pin(kiosk, pin):
    status, stdout, stderr = kiosk.finish()
    assert status == 0 and stdout == pin + "\n", "exit %d, stdout %r, stderr %r (expected %r)" % (status, stdout, stderr, pin)


def screen_matches_render(kiosk, name, render_options, device=None, degrees=0, bits=""):
    """The screen (of `device`, the first card's by default) against the offscreen render of
    `render_options` turned clockwise by `degrees` (in the top `bits` of each channel), at both
    caret phases: the pixels that differ, the largest channel difference, and the phase of the
    closer one."""
    kiosk.screendump(name, device)
    best = None
    for phase in CARET_PHASES:
        kiosk.render(name + "-render-" + phase, render_options + ["--elapsed", phase])
        differ, largest = kiosk.compare(name, name + "-render-" + phase, degrees, bits)
        if best is None or differ < best[0]:
            best = (differ, largest, phase)
    return best


def screen_shows_render(kiosk, name, render_options, accept, limit=10):
    """Waits, up to `limit` seconds, for the screen to show the offscreen render of
    `render_options` at either caret phase as `accept(differ, largest)` takes it (the first frame
    is reported when it is presented, before the page flip has reached the screen), taking
    screendumps one after the other; returns the pixels that differ and the largest channel
    difference of the last one."""
    for phase in CARET_PHASES:
        kiosk.render(name + "-render-" + phase, render_options + ["--elapsed", phase])
    deadline = time.monotonic() + limit
    while True:
        kiosk.screendump(name)
        differ, largest = min(kiosk.compare(name, name + "-render-" + phase) for phase in CARET_PHASES)
        if accept(differ, largest) or time.monotonic() > deadline:
            return differ, largest


def tap_digits(kiosk, touch, keys, digits):
    """Taps the centres of `digits`' keys (`keys` from `kiosk.layout`), 150 ms apart."""
    for digit in digits:
        touch.tap(kiosk.centre(keys[digit]))
        time.sleep(0.15)


def kms_screenshot(kiosk):
    """The screen drawn through KMS/DRM is the offscreen render of the same options."""
    kiosk.start_pinpad(PAD)
    differ, largest = screen_shows_render(kiosk, "kms-screen", RENDER, lambda differ, largest: differ == 0)
    assert differ == 0, "%d pixels differ from the offscreen render (largest channel difference %d)" % (differ, largest)
    return "the screen is the offscreen render, pixel for pixel"


def kms_screenshot_opengl(kiosk):
    """With --renderer accelerated, OpenGL ES (Mesa on the virtio GPU) blends the edges of keys,
    boxes and glyphs and the translucent OK key a little differently from SDL's software
    renderer: bounded, not equal."""
    kiosk.start_pinpad(PAD + ["--renderer", "accelerated"])
    total = SCREEN[0] * SCREEN[1]
    differ, largest = screen_shows_render(
        kiosk, "kms-opengl-screen", RENDER, lambda differ, largest: differ <= total * 0.05 and largest <= 8)
    assert differ <= total * 0.05 and largest <= 8, "%d of %d pixels differ, by up to %d" % (differ, total, largest)
    return "%d of %d pixels differ, by at most %d a channel" % (differ, total, largest)


def kms_software_renderer(kiosk):
    """--renderer software on KMS/DRM, which has no window framebuffer of its own."""
    kiosk.start_pinpad(PAD + ["--renderer", "software"])
    differ, largest = screen_shows_render(kiosk, "kms-software-screen", RENDER, lambda differ, largest: differ == 0)
    assert differ == 0, "%d pixels differ from the offscreen render (largest channel difference %d)" % (differ, largest)
    return "drawn, and the offscreen render pixel for pixel"


def kms_keyboard(kiosk):
    kiosk.start_pinpad(PAD)
    kiosk.keys(["2", "5", "8", "0"])
    expect_pin(kiosk, "2580")
    return "virtio keyboard typed 2580"


def touch_taps(kiosk):
    keys = kiosk.layout(LAYOUT)
    touch = kiosk.touchscreen()
    kiosk.start_pinpad(PAD)
    tap_digits(kiosk, touch, keys, "1397")
    expect_pin(kiosk, "1397")
    return "taps on the key centres typed 1397"


def touch_first_tap_in_the_last_column(kiosk):
    """The first tap lands in the same column as the last touch before the pad opened: the
    kernel does not send an unchanged position again, so the pad must know the slot's position
    from the device (SDL 2.26's evdev touch took it for 0, and the tap typed nothing)."""
    keys = kiosk.layout(LAYOUT)
    touch = kiosk.touchscreen()
    three = kiosk.centre(keys["3"])
    touch.tap((three[0], 40))  # above the pad, in 3's column: nothing is running to see it
    time.sleep(0.2)
    kiosk.start_pinpad(PAD)
    tap_digits(kiosk, touch, keys, "3692")
    expect_pin(kiosk, "3692")
    return "a first tap on 3, in the column of the touch before the pad, typed; 3692"


def touch_slide_off(kiosk):
    keys = kiosk.layout(LAYOUT)
    touch = kiosk.touchscreen()
    kiosk.start_pinpad(PAD)
    five = kiosk.centre(keys["5"])
    touch.slide(five, (5, five[1]))
    time.sleep(0.3)
    tap_digits(kiosk, touch, keys, "2468")
    expect_pin(kiosk, "2468")
    return "a press on 5 slid off the keypad typed nothing"


def touch_two_fingers(kiosk):
    keys = kiosk.layout(LAYOUT)
    touch = kiosk.touchscreen()
    kiosk.start_pinpad(PAD)
    touch.press(0, *kiosk.centre(keys["1"]))
    time.sleep(0.05)
    touch.press(1, *kiosk.centre(keys["9"]))
    time.sleep(0.1)
    touch.lift(1)
    time.sleep(0.1)
    touch.lift(0)
    time.sleep(0.15)
    touch.press(1, *kiosk.centre(keys["4"]))
    time.sleep(0.05)
    touch.press(0, *kiosk.centre(keys["6"]))
    time.sleep(0.1)
    touch.lift(1)
    time.sleep(0.1)
    touch.lift(0)
    expect_pin(kiosk, "9146")
    return "1 and 9 held together, 9 lifted first, then 4 and 6, 4 first: 9146"


def touch_fast_taps(kiosk):
    digits = "31415926535897932384"
    keys = kiosk.layout(["--size", "%dx%d" % SCREEN, "--boxes", str(len(digits))])
    touch = kiosk.touchscreen()
    # The boxes show the digits: a failure's screendump says which tap was lost.
    kiosk.start_pinpad(["--fullscreen", "--boxes", str(len(digits)), "--mask", "digits"])
    for digit in digits:
        started = time.monotonic()
        touch.tap(kiosk.centre(keys[digit]), hold=0.02)
        time.sleep(max(0.05 - (time.monotonic() - started), 0))
    expect_pin(kiosk, digits)
    return "20 taps 50 ms apart typed all 20 digits"


def kms_letters_touch(kiosk):
    """pinpad's letters keyboard on KMS/DRM (--passphrase, the German layout): a passphrase of a
    capital (Shift), a German letter, a digit and a symbol (the symbols page) and an accented
    letter (the accents page), tapped by uinput touch, is printed exactly (UTF-8)."""
    passphrase = "K\u00f64!\u00e9"
    # Installed as `make install` lays it out (a root-run pinpad reads layouts only from its own
    # share/pinpad or /etc/pinpad), in the guest's scratch /tmp.
    stage = "/tmp/kms-letters"
    os.makedirs(os.path.join(stage, "bin"), exist_ok=True)
    os.makedirs(os.path.join(stage, "share", "pinpad", "keyboards"), exist_ok=True)
    program = os.path.join(stage, "bin", "pinpad")
    shutil.copy(kiosk.pinpad_path, program)
    shutil.copy(os.path.join(kiosk.repo, "Assets", "keyboards", "de.layout"), os.path.join(stage, "share", "pinpad", "keyboards"))
    options = ["--size", "%dx%d" % SCREEN, "--passphrase", "--keyboard-layout", "de"]
    pages = {}
    for page in ("letters", "symbols", "accents"):
        output = subprocess.run([program, "layout", "--page", page] + options, capture_output=True, text=True, check=True).stdout
        pages[page] = json.loads(output)["keys"]

    def centre(page, value=None, role=None):
        for key in pages[page]:
            if (value is not None and key["value"] == value) or (role is not None and key["role"] == role):
                return (key["x"] + key["width"] / 2, key["y"] + key["height"] / 2)
        raise AssertionError("no key %s on the %s page" % (value or role, page))

    taps = [centre("letters", role="shift"), centre("letters", "k"), centre("letters", "\u00f6"), centre("letters", "symbols"),
            centre("symbols", "4"), centre("symbols", "!"), centre("symbols", "accents"), centre("accents", "\u00e9"),
            centre("accents", role="submit")]
    touch = kiosk.touchscreen()
    tested = kiosk.pinpad_path
    kiosk.pinpad_path = program
    try:
        kiosk.start_pinpad(["--fullscreen", "--passphrase", "--keyboard-layout", "de"])
        for point in taps:
            touch.tap(point)
            time.sleep(0.25)
        status, stdout, stderr = kiosk.finish()
    finally:
        kiosk.pinpad_path = tested
    assert status == 0 and stdout == passphrase + "\n", "exit %d, stdout %r, stderr %r (expected %r)" % (status, stdout, stderr, passphrase)
    return "9 touch taps on 3 pages of the German letters keyboard printed %s" % ascii(passphrase)


def tablet_taps(kiosk):
    """The virtio tablet: an absolute pointer (ABS_X/ABS_Y over 0–32767 and BTN_LEFT), as many
    cheap touch panels present themselves."""
    keys = kiosk.layout(LAYOUT)
    kiosk.start_pinpad(PAD)
    for digit in "8024":
        x, y = kiosk.centre(keys[digit])
        kiosk.tablet(x, y, SCREEN, -1)
        kiosk.tablet(x, y, SCREEN, 1)
        kiosk.tablet(x, y, SCREEN, 0)
        time.sleep(0.15)
    expect_pin(kiosk, "8024")
    return "tablet clicks on the key centres typed 8024"


def console_case(ending, attached=True):
    """While the pad is up the VT's keyboard is off (K_OFF) and keys typed reach only pinpad;
    after it ends (`ending`), the keyboard and display modes are as before and a key typed on
    the VT reaches its reader, alone. `attached`: the VT is pinpad's controlling terminal, as
    on a console login; otherwise pinpad has none, as in a systemd service."""

    def scenario(kiosk):
        tty = Console()
        try:
            before = tty.modes()
            tty.discard_input()
            kiosk.start_pinpad(PAD, console=attached)
            during = tty.modes()
            kiosk.keys(["1", "3", "5"])
            if ending == "submit":
                kiosk.keys(["7"])
            elif ending == "cancel":
                kiosk.keys(["esc"])
            else:
                time.sleep(1)
                kiosk.signal(getattr(signal, ending))
            status, stdout, stderr = kiosk.finish()
            # The VT was hung up when pinpad, its controlling process, ended: open it again.
            tty.close()
            tty = Console()
            after = tty.modes()
            kiosk.keys(["7", "ret"])
            line = tty.read_line()
        finally:
            tty.close()
        if ending == "submit":
            assert status == 0 and stdout == "1357\n", "exit %d, stdout %r, stderr %r" % (status, stdout, stderr)
        else:
            assert status == 1 and stdout == "", "exit %d, stdout %r, stderr %r" % (status, stdout, stderr)
        assert before == ("K_UNICODE", "KD_TEXT") or before == ("K_XLATE", "KD_TEXT"), "the VT was %s/%s before" % before
        assert during[0] == "K_OFF", "the VT keyboard was %s while the pad was up" % during[0]
        assert after == before, "modes %s before, %s after" % (before, after)
        assert line == b"7\n", "after the pad the VT's reader got %r (expected only the 7 typed then)" % line
        return "%s; %s during; %s after %s; then the VT read %r" % ("/".join(before), during[0], "/".join(after), ending, line)

    return scenario


def turned_pad(kiosk, start, name, digits):
    """The pad turned a quarter on a landscape screen (800x480), started by `start()`: the
    screen must be the portrait render turned clockwise, and taps at the turned key centres
    must type `digits`. Returns what was seen."""
    landscape = (SCREEN[1], SCREEN[0])
    keys = kiosk.layout(RENDER)
    touch = kiosk.touchscreen()
    touch.screen = landscape
    try:
        start()
        time.sleep(1)
        best = screen_matches_render(kiosk, name + "-screen", RENDER, "landscape", 90)
        assert best[0] == 0, "%d pixels differ from the render turned clockwise (by up to %d)" % best[:2]
        for digit in digits:
            x, y = kiosk.centre(keys[digit])
            # Rotation.quarter: the content point (x, y) is at (screen width - y, x) on the screen.
            touch.tap((landscape[0] - y, x))
            time.sleep(0.15)
        expect_pin(kiosk, digits)
    finally:
        touch.screen = SCREEN
    return "the render turned clockwise; taps at the turned key centres typed " + digits


def rotated_quarter(kiosk):
    """--rotate 90 on the landscape card (800x480): a portrait panel mounted sideways."""
    return "the screen is " + turned_pad(
        kiosk, lambda: kiosk.start_pinpad(PAD + ["--rotate", "90"], environment={"SDL_KMSDRM_DEVICE_INDEX": "1"}), "rotated", "1590")


IDLE_SECONDS = 10
# The caret's half-period (Theme.caretBlinkInterval), in milliseconds.
CARET_BLINK = 530


def idle_wake_ups(kiosk, seconds=IDLE_SECONDS):
    time.sleep(2)
    before = kiosk.wake_ups()
    time.sleep(seconds)
    return kiosk.wake_ups() - before


def idle_kms(kiosk):
    """An idle pad wakes only for the caret: with every box filled (no caret, --no-auto-submit)
    it does not wake at all; with the caret blinking, once a blink."""
    kiosk.start_pinpad(PAD + ["--no-auto-submit"])
    kiosk.keys(["1", "2", "3", "4"])
    still = idle_wake_ups(kiosk)
    kiosk.keys(["backspace"])
    blinking = idle_wake_ups(kiosk)
    kiosk.keys(["esc"])
    kiosk.finish()
    blinks = IDLE_SECONDS * 1000 // CARET_BLINK
    detail = "%d wake-ups in %d s with no caret, %d with the caret (%d blinks)" % (still, IDLE_SECONDS, blinking, blinks)
    assert still <= 1, detail
    assert blinking <= blinks + 3, detail
    return detail


def touch_hotplug(kiosk):
    """A touchscreen plugged in while the pad waits with nothing to time (every box filled, no
    caret) is found at once: its tap on OK submits."""
    from touchscreen import Touchscreen

    keys = kiosk.layout(LAYOUT)
    kiosk.start_pinpad(PAD + ["--no-auto-submit"])
    kiosk.keys(["4", "3", "2", "1"])
    time.sleep(1)
    late = Touchscreen(SCREEN)
    try:
        time.sleep(2)
        late.tap(kiosk.centre(keys["OK"]))
        status, stdout, stderr = kiosk.finish(limit=10)
    finally:
        late.device.close()
    assert status == 0 and stdout == "4321\n", "exit %d, stdout %r, stderr %r" % (status, stdout, stderr)
    return "a touchscreen plugged in later submitted 4321"


FBDEV = ["--backend", "fbdev", "--boxes", "4"]


# The framebuffers: fb0 is vesafb's (the VGA card, 800x600 at 16 bits), fb1 and fb2 the virtio
# cards' DRM fbdev emulation (480x800 and 800x480, 32 bits).
VESA = (800, 600)


def start_fbdev(kiosk, extra=(), framebuffer="/dev/fb1"):
    return kiosk.start_pinpad(FBDEV + list(extra), environment={"FRAMEBUFFER": framebuffer}, video_driver=None)


def fbdev_screenshot(kiosk):
    """The framebuffer (virtio-gpu's DRM fbdev emulation, /dev/fb1) shows the offscreen render."""
    start_fbdev(kiosk)
    time.sleep(1)
    differ, largest, _ = screen_matches_render(kiosk, "fbdev-screen", RENDER)
    assert differ == 0, "%d pixels differ from the offscreen render (largest channel difference %d)" % (differ, largest)
    return "the framebuffer is the offscreen render, pixel for pixel"


def auto_picks_fbdev(kiosk):
    """--backend auto with a framebuffer and no DRM card (hidden under an empty /dev/dri in a
    mount namespace of its own) draws on /dev/fb0: vesafb's, 16 bits a pixel (RGB565). The
    screen is the offscreen render in the top 5, 6 and 5 bits of each channel; taps and keys
    type."""
    hide_drm = ["unshare", "--mount", "sh", "-c", 'mount -t tmpfs none /dev/dri && exec "$0" "$@"']
    size = ["--size", "%dx%d" % VESA, "--boxes", "4"]
    keys = kiosk.layout(size)
    touch = kiosk.touchscreen()
    touch.screen = VESA
    try:
        kiosk.start_pinpad(["--boxes", "4"], video_driver=None, wrapper=hide_drm)
        time.sleep(1)
        best = screen_matches_render(kiosk, "vesa-screen", size, "vesa", bits="565")
        assert best[0] == 0, "%d pixels differ from the render in RGB565 (by up to %d)" % best[:2]
        tap_digits(kiosk, touch, keys, "60")
        kiosk.keys(["4", "8"])
        expect_pin(kiosk, "6048")
    finally:
        touch.screen = SCREEN
    return "no DRM card: drawn on vesafb's /dev/fb0 at 16 bits (the render in RGB565); taps and keys typed 6048"


def fbdev_input(kiosk):
    """Through libinput: uinput touch taps, a slide off a key, the virtio tablet, the keyboard."""
    keys = kiosk.layout(RENDER)
    touch = kiosk.touchscreen()
    start_fbdev(kiosk)
    touch.tap(kiosk.centre(keys["3"]))
    time.sleep(0.15)
    five = kiosk.centre(keys["5"])
    touch.slide(five, (5, five[1]))
    time.sleep(0.15)
    x, y = kiosk.centre(keys["8"])
    kiosk.tablet(x, y, SCREEN, -1)
    kiosk.tablet(x, y, SCREEN, 1)
    kiosk.tablet(x, y, SCREEN, 0)
    time.sleep(0.15)
    kiosk.keys(["1", "ret"])
    time.sleep(0.3)
    kiosk.keys(["9"])
    expect_pin(kiosk, "3819")
    return "touch 3, a slide off 5 (nothing), tablet 8, keyboard 1, Return (too short to submit) and 9: 3819"


def fbdev_keyboard_passphrase(kiosk):
    """A passphrase typed on the virtio keyboard on the framebuffer, which types through the
    console's keymap (the kernel's default one here: US, with < on the ISO key left of Z): a
    capital (Shift), letters, Space, a digit, Shift's symbol, a symbol and the ISO key's < arrive
    as typed; AltGr+A (Hex_A in that keymap: no text) is refused visibly, so Return is refused
    until Backspace takes the refused character away (a second Backspace deletes the <)."""
    kiosk.start_pinpad(["--backend", "fbdev", "--passphrase"], environment={"FRAMEBUFFER": "/dev/fb1"}, video_driver=None)
    kiosk.keys(["shift+o", "p", "e", "n", "spc", "4", "shift+1", "minus", "x", "less", "alt_r+a", "ret", "backspace", "backspace", "ret"])
    expect_pin(kiosk, "Open 4!-x")
    return "typed 'Open 4!-x<', AltGr+A refused (Return refused), two Backspaces: 'Open 4!-x'"


def fbdev_console(kiosk):
    """The VT under the framebuffer pad is in KD_GRAPHICS with its keyboard off, and both are
    put back after SIGTERM."""
    tty = Console()
    try:
        before = tty.modes()
        start_fbdev(kiosk)
        during = tty.modes()
        kiosk.keys(["4", "2"])
        time.sleep(1)
        kiosk.signal(signal.SIGTERM)
        status, stdout, stderr = kiosk.finish()
        tty.close()
        tty = Console()  # hung up when pinpad, its controlling process, ended
        after = tty.modes()
        tty.discard_input()
        kiosk.keys(["7", "ret"])
        line = tty.read_line()
    finally:
        tty.close()
    assert status == 1 and stdout == "", "exit %d, stdout %r, stderr %r" % (status, stdout, stderr)
    assert during == ("K_OFF", "KD_GRAPHICS"), "the VT was %s/%s while the pad was up" % during
    assert after == before, "modes %s before, %s after" % (before, after)
    assert line == b"7\n", "after the pad the VT's reader got %r" % line
    return "%s during, %s after SIGTERM; then the VT read %r" % ("/".join(during), "/".join(after), line)


def fbdev_rotated(kiosk):
    """--rotate 90 on the landscape card's framebuffer (FRAMEBUFFER=/dev/fb2)."""
    return "the framebuffer is " + turned_pad(
        kiosk, lambda: start_fbdev(kiosk, ["--rotate", "90"], framebuffer="/dev/fb2"), "fbdev-rotated", "2706")


def idle_fbdev(kiosk):
    start_fbdev(kiosk, ["--no-auto-submit"])
    kiosk.keys(["1", "2", "3", "4"])
    still = idle_wake_ups(kiosk)
    kiosk.keys(["backspace"])
    blinking = idle_wake_ups(kiosk)
    kiosk.keys(["esc"])
    kiosk.finish()
    blinks = IDLE_SECONDS * 1000 // CARET_BLINK
    detail = "%d wake-ups in %d s with no caret, %d with the caret (%d blinks)" % (still, IDLE_SECONDS, blinking, blinks)
    assert still <= 1, detail
    assert blinking <= blinks + 3, detail
    return detail


RENDER = ["--size", "%dx%d" % SCREEN, "--boxes", "4"]
LAYOUT = RENDER

def haptics_force_feedback(kiosk):
    """--haptics on a force-feedback device made with uinput (Tests/Fixtures/uinput_rumble.c,
    built by the host): the rumble is uploaded once, played on each key press, and erased when
    the pad ends, as the device's side of uinput reads it."""
    program = os.path.join(kiosk.repo, ".build", "kiosk", "uinput_rumble")
    path_file = "/tmp/rumble-device"
    if os.path.exists(path_file):
        os.remove(path_file)
    # Under TCG the pad takes 10 s or more to start: the device waits long enough for its end.
    device = subprocess.Popen([program, path_file, "120"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    path = ""
    for _ in range(200):
        if os.path.exists(path_file):
            path = open(path_file).read().split("\n")[0]
        if path:
            break
        time.sleep(0.05)
    assert path, "the uinput device did not come up: %s" % (device.poll(),)
    kiosk.start_pinpad(PAD + ["--boxes", "2", "--haptics", path, "--haptics-duration", "60"])
    kiosk.keys(["4", "2"])
    expect_pin(kiosk, "42")
    heard, complaint = device.communicate(timeout=60)
    lines = [line for line in heard.split("\n") if line]
    plays = [line for line in lines if line.startswith("play ") and line.endswith(" 1")]
    assert lines and lines[0] == "upload rumble 60", "the device heard %r (%s)" % (lines, complaint.strip())
    assert len(plays) == 2, "two key presses played %d rumbles: %r" % (len(plays), lines)
    assert lines[-1].startswith("erase "), "the effect was not erased at the end: %r" % lines
    return "%s: rumble of 60 ms uploaded once, played on both key presses, erased at the end" % path


def conformance(kiosk, start):
    """The backend conformance suite's sessions (Tests/Kiosk/conformance.json, written from
    ConformanceSession.all by KioskConformanceSessionsTests) played on this surface: keys on the
    virtio keyboard, taps on the uinput touchscreen at the key centres of `pinpad layout`, the
    sessions' own pauses; each must end with the exit status and output every backend gives."""
    with open(os.path.join(kiosk.repo, "Tests", "Kiosk", "conformance.json")) as file:
        suite = json.load(file)
    touch = kiosk.touchscreen()
    failed = []
    for session in suite["sessions"]:
        keys = kiosk.layout(["--size", "%dx%d" % SCREEN] + session["arguments"])
        start(session["arguments"])
        for step in session["steps"]:
            if "keys" in step:
                kiosk.keys([step["keys"]])
            elif "tap" in step:
                touch.tap(kiosk.centre(keys[step["tap"]]))
                time.sleep(0.15)
            else:
                time.sleep(step["wait"] / 1000)  # the session's own pause (its idle timeout's clock)
        status, stdout, stderr = kiosk.finish()
        if (status, stdout) != (session["status"], session["output"]):
            failed.append("%s: exit %d, stdout %r, stderr %r (expected exit %d, %r)" % (
                session["name"], status, stdout, stderr, session["status"], session["output"]))
    assert not failed, "; ".join(failed)
    return "%d sessions gave what every backend gives (left: %s)" % (
        len(suite["sessions"]), ", ".join("%s, %s" % (skip["name"], skip["why"].split(" (")[0]) for skip in suite["skipped"]))


def conformance_kms(kiosk):
    return conformance(kiosk, lambda arguments: kiosk.start_pinpad(["--fullscreen"] + arguments))


def conformance_fbdev(kiosk):
    return conformance(kiosk, lambda arguments: kiosk.start_pinpad(
        ["--backend", "fbdev"] + arguments, environment={"FRAMEBUFFER": "/dev/fb1"}, video_driver=None))


# cage on the portrait card: a user of its own (cage refuses root), the card and the input
# devices opened for it by seatd (no logind in the machine; libseat 0.7's noop backend never
# tells wlroots 0.15 that its session is active: "Timeout waiting session to become active"),
# drawn with wlroots' pixman renderer into dumb buffers.
CAGE_RUNTIME = "/run/pinpad-cage"
SEATD_SOCKET = "/run/seatd.sock"


def cage_wrapper():
    """The command that runs pinpad in cage on /dev/dri/card0 as `nobody` (in group video, which
    seatd's socket is given to); pinpad's own exit status is written to CAGE_RUNTIME/status
    (cage's is always 0)."""
    return [
        "setpriv", "--reuid=nobody", "--regid=nogroup", "--groups=video", "--",
        "env", "LIBSEAT_BACKEND=seatd", "SEATD_SOCK=" + SEATD_SOCKET, "WLR_BACKENDS=drm,libinput",
        "WLR_DRM_DEVICES=/dev/dri/card0", "WLR_RENDERER=pixman", "XDG_RUNTIME_DIR=" + CAGE_RUNTIME, "HOME=" + CAGE_RUNTIME,
        "cage", "--", "sh", "-c", '"$@"; echo $? > "$XDG_RUNTIME_DIR/status"', "pinpad",
    ]


def start_seatd(kiosk):
    """seatd as root for the group video, its log in the results folder; waits for its socket."""
    log = open(os.path.join(kiosk.out, "cage-kms-seatd.log"), "wb")
    seatd = subprocess.Popen(["seatd", "-g", "video", "-l", "info"], stdout=log, stderr=log)
    log.close()
    for _ in range(400):
        if os.path.exists(SEATD_SOCKET) or seatd.poll() is not None:
            break
        time.sleep(0.05)
    assert os.path.exists(SEATD_SOCKET), "seatd did not start (status %s)" % seatd.poll()
    return seatd


def in_cage(kiosk, body):
    """Runs `body(keys, touch)` with seatd up and cage's runtime directory made; returns what it
    returns."""
    import shutil
    shutil.rmtree(CAGE_RUNTIME, ignore_errors=True)
    os.mkdir(CAGE_RUNTIME, 0o700)
    os.chown(CAGE_RUNTIME, 65534, 65534)
    # wlroots puts the keymap it gives clients in a POSIX shared memory file (shm_open): the
    # machine's /dev has no /dev/shm until one is mounted, and cage crashed without it.
    if not os.path.ismount("/dev/shm"):
        os.makedirs("/dev/shm", exist_ok=True)
        subprocess.run(["mount", "-t", "tmpfs", "-o", "mode=1777,nosuid,nodev", "shm", "/dev/shm"], check=True)
    keys = kiosk.layout(LAYOUT)
    touch = kiosk.touchscreen()
    seatd = start_seatd(kiosk)
    try:
        return body(keys, touch)
    finally:
        seatd.terminate()
        seatd.wait()


def start_in_cage(kiosk):
    # The software renderer: with a virtio GPU beside it, "auto" draws through OpenGL ES, whose
    # edges are a level or two from the render's (as in kms-screenshot-opengl).
    kiosk.start_pinpad(PAD + ["--renderer", "software"], video_driver="wayland", console=False, wrapper=cage_wrapper())


def pad_status():
    """pinpad's exit status in cage, written by the shell between them."""
    with open(os.path.join(CAGE_RUNTIME, "status")) as file:
        return int(file.read())


def peak_memory(kiosk):
    """pinpad's peak resident memory in cage (VmHWM of the process running the build), in kB."""
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open("/proc/%s/cmdline" % name, "rb") as file:
                if file.read().split(b"\0")[0] != kiosk.pinpad_path.encode():
                    continue
            with open("/proc/%s/status" % name) as file:
                for line in file:
                    if line.startswith("VmHWM:"):
                        return int(line.split()[1])
        except (FileNotFoundError, ProcessLookupError):
            continue
    return 0


def cage_kms(kiosk):
    """cage 0.1.4 on KMS (its DRM backend, pixman) with the pad in it as a Wayland client: the
    screen is the pad's render of the output's size, and uinput touch taps (libinput in cage, a
    wl_touch for the pad) at the key centres type the PIN."""

    def body(keys, touch):
        start_in_cage(kiosk)
        # cage shows the pad's frame a moment after the pad presented it (a frame callback under
        # TCG): looked at again, up to 5 times, 2 s apart.
        for attempt in range(5):
            time.sleep(2 if attempt else 1)
            differ, largest, phase = screen_matches_render(kiosk, "cage-screen", RENDER)
            if differ == 0:
                break
        peak = peak_memory(kiosk)
        tap_digits(kiosk, touch, keys, "7410")
        status, stdout, stderr = kiosk.finish()
        assert pad_status() == 0 and stdout == "7410\n", "pinpad exit %d, stdout %r, stderr %r" % (pad_status(), stdout, stderr)
        assert differ == 0, "%d pixels differ from the offscreen render (largest channel difference %d)" % (differ, largest)
        return "cage on card0 (pixman) showed the render pixel for pixel (caret %s ms); uinput taps typed 7410; pad's peak RSS %d MB" % (
            phase, peak // 1024)

    return in_cage(kiosk, body)


def cage_kms_lost(kiosk):
    """cage ended (SIGTERM) under the pad: a lost display, one line and exit 4, as on X11."""

    def body(keys, touch):
        start_in_cage(kiosk)
        time.sleep(1)
        kiosk.signal(signal.SIGTERM)
        status, stdout, stderr = kiosk.finish()
        lines = [line for line in stderr.splitlines() if line.startswith("pinpad")]
        assert pad_status() == 4 and stdout == "", "pinpad exit %d, stdout %r, stderr %r" % (pad_status(), stdout, stderr)
        assert lines == ["pinpad: lost the connection to the display"], "pinpad said %r" % lines
        return "cage ended: pinpad exit 4, %r" % lines[0]

    return in_cage(kiosk, body)


SCENARIOS = [
    ("kms-screenshot", kms_screenshot),
    ("kms-screenshot-opengl", kms_screenshot_opengl),
    ("kms-software-renderer", kms_software_renderer),
    ("kms-keyboard", kms_keyboard),
    ("touch-taps", touch_taps),
    ("touch-first-tap-in-the-last-column", touch_first_tap_in_the_last_column),
    ("touch-slide-off", touch_slide_off),
    ("touch-two-fingers", touch_two_fingers),
    ("touch-fast-taps", touch_fast_taps),
    ("tablet-taps", tablet_taps),
    ("kms-letters-touch", kms_letters_touch),
    ("rotated-quarter", rotated_quarter),
    ("touch-hotplug", touch_hotplug),
    ("idle-kms", idle_kms),
    ("fbdev-screenshot", fbdev_screenshot),
    ("fbdev-input", fbdev_input),
    ("fbdev-keyboard-passphrase", fbdev_keyboard_passphrase),
    ("auto-picks-fbdev", auto_picks_fbdev),
    ("fbdev-console", fbdev_console),
    ("fbdev-rotated", fbdev_rotated),
    ("idle-fbdev", idle_fbdev),
    ("console-submit", console_case("submit")),
    ("console-cancel", console_case("cancel")),
    ("console-sigterm", console_case("SIGTERM")),
    ("console-sigint", console_case("SIGINT")),
    ("service-console-submit", console_case("submit", attached=False)),
    ("service-console-sigterm", console_case("SIGTERM", attached=False)),
    ("haptics-force-feedback", haptics_force_feedback),
    ("conformance-kms", conformance_kms),
    ("conformance-fbdev", conformance_fbdev),
    ("cage-kms", cage_kms),
    ("cage-kms-lost", cage_kms_lost),
]

