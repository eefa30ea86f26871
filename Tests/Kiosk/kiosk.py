"""What the scenarios do inside the test machine: run pinpad on the console, ask the host for
screendumps, keys, tablet moves and offscreen renders, and read the layout."""

import fcntl
import json
import os
import select
import signal
import subprocess
import termios
import time

# How long pinpad may take to show its first frame under TCG, in seconds.
FIRST_FRAME_LIMIT = 90
# How long a pad may take to exit after its last input, in seconds.
EXIT_LIMIT = 30
# The virtual terminal pinpad runs on.
CONSOLE = "/dev/tty1"


class Kiosk:
    def __init__(self, repo, out, port):
        self.repo = repo
        self.out = out
        self.port = port
        # The build under test: the debug one unless the host names another (KIOSK_PINPAD).
        self.pinpad_path = os.path.join(repo, ".build", "debug", "pinpad")
        self.process = None
        self.buffer = b""
        self.touch = None
        from console import Console
        console = Console()
        self.console_modes = (console.query(0x4B44), console.query(0x4B3B))  # KDGKBMODE, KDGETMODE
        console.close()

    # The host.

    def request_nowait(self, line):
        os.write(self.port, line.encode() + b"\n")

    def request(self, line):
        """Sends one request line to the host and returns its answer line."""
        self.request_nowait(line)
        while b"\n" not in self.buffer:
            chunk = os.read(self.port, 4096)
            if not chunk:
                raise RuntimeError("the host closed the control port")
            self.buffer += chunk
        answer, self.buffer = self.buffer.split(b"\n", 1)
        answer = answer.decode()
        if answer.startswith("error"):
            raise RuntimeError("host: " + answer)
        return answer

    def log(self, text):
        self.request("log " + text)

    def screendump(self, name, device=None):
        self.request("screendump " + name + (" " + device if device else ""))

    def render(self, name, arguments):
        self.request("render %s %s" % (name, " ".join(arguments)))

    def compare(self, screen, render, degrees=0, bits=""):
        """The pixels of the screendump `screen` that differ from the render `render` turned
        clockwise by `degrees` (in the top `bits` of each channel, e.g. "565"), and the largest
        difference of a channel."""
        answer = self.request(("compare %s %s %d %s" % (screen, render, degrees, bits)).strip()).split()
        assert answer[0] == "differ", "screen and render differ in size: %s" % " ".join(answer)
        return int(answer[1]), int(answer[3])

    def keys(self, keys):
        self.request("keys " + " ".join(keys))

    def tablet(self, x, y, size, down):
        self.request("tablet %d %d %d %d %d" % (round(x), round(y), size[0], size[1], down))

    # pinpad.

    def layout(self, arguments):
        """`pinpad layout` for `arguments`: the key frames by label, as (x, y, width, height)."""
        output = subprocess.run([self.pinpad_path, "layout"] + arguments, capture_output=True, text=True, check=True).stdout
        layout = json.loads(output)
        return {key["label"]: (key["x"], key["y"], key["width"], key["height"]) for key in layout["keys"]}

    def centre(self, frame):
        return (frame[0] + frame[2] / 2, frame[1] + frame[3] / 2)

    def touchscreen(self):
        """The uinput touchscreen, made at the first call, once udev has given it its properties."""
        if self.touch is None:
            from touchscreen import Touchscreen
            self.touch = Touchscreen((480, 800))
            subprocess.run(["udevadm", "settle", "--timeout=30"], env=dict(os.environ, SYSTEMD_IGNORE_CHROOT="1"), check=True)
        return self.touch

    def start_pinpad(self, arguments, environment=None, video_driver="kmsdrm", console=True, wrapper=()):
        """Starts pinpad on the console (tty1 as its controlling terminal and stdin), with its
        stdout and stderr to pipes, and waits for its first frame. Without `console`, pinpad
        has no controlling terminal and stdin is /dev/null, as in a systemd service. `wrapper`:
        a command that runs pinpad (its arguments before pinpad's path)."""
        self.stop_pinpad()
        extra = {"PINPAD_REPORT_FIRST_FRAME": "1"}
        if video_driver:
            extra["SDL_VIDEODRIVER"] = video_driver
        extra.update(environment or {})
        stdin = open(CONSOLE if console else "/dev/null", "rb+", buffering=0)

        def take_console():
            if console:
                fcntl.ioctl(0, termios.TIOCSCTTY, 1)

        self.process = subprocess.Popen(
            list(wrapper) + [self.pinpad_path] + arguments, stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            env=dict(os.environ, **extra), start_new_session=True, preexec_fn=take_console,
        )
        stdin.close()
        self.stderr = b""
        deadline = time.monotonic() + FIRST_FRAME_LIMIT
        while b"first frame at" not in self.stderr:
            remaining = deadline - time.monotonic()
            ready, _, _ = select.select([self.process.stderr], [], [], max(remaining, 0))
            if not ready:
                raise AssertionError("no first frame within %d s" % FIRST_FRAME_LIMIT)
            chunk = os.read(self.process.stderr.fileno(), 4096)
            if not chunk:
                self.process.wait()
                raise AssertionError("pinpad exited %d before its first frame: %s" % (self.process.returncode, self.stderr.decode().strip()))
            self.stderr += chunk
        return self.process

    def finish(self, limit=EXIT_LIMIT):
        """Waits for pinpad to exit: its exit status, stdout and stderr (without the first-frame line)."""
        try:
            stdout, stderr = self.process.communicate(timeout=limit)
        except subprocess.TimeoutExpired:
            raise AssertionError("pinpad did not exit within %d s" % limit)
        status = self.process.returncode
        self.process = None
        lines = (self.stderr + stderr).decode(errors="replace").splitlines()
        return status, stdout.decode(errors="replace"), "\n".join(line for line in lines if "first frame at" not in line)

    def wake_ups(self):
        """Voluntary context switches of every thread of pinpad so far (/proc/PID/task/*/status)."""
        total = 0
        folder = "/proc/%d/task" % self.process.pid
        for task in os.listdir(folder):
            try:
                with open("%s/%s/status" % (folder, task)) as status:
                    for line in status:
                        if line.startswith("voluntary_ctxt_switches:"):
                            total += int(line.split()[1])
            except FileNotFoundError:
                continue
        return total

    def signal(self, number):
        self.process.send_signal(number)

    def stop_pinpad(self):
        if self.process is None:
            return
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.communicate()
            # Nothing puts the console back after SIGKILL: do it, so the next scenarios start
            # from the console as it was at boot.
            from console import Console
            console = Console()
            console.restore(*self.console_modes)
            console.close()
        self.process.communicate()
        self.process = None
