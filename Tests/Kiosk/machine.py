"""The kiosk test machine: one QEMU process (TCG), its QMP socket and its control port."""

import json
import os
import select
import socket
import subprocess
import time

# The virtio tablet's axes run over QEMU's absolute range (INPUT_EVENT_ABS_MIN..MAX).
TABLET_MAX = 0x7FFF


class Machine:
    def __init__(self, kernel, initramfs, folder, append, results, screen=(480, 800)):
        self.kernel = kernel
        self.initramfs = initramfs
        self.append = append
        self.results = results
        self.screen = screen
        self.qmp_path = os.path.join(folder, "qmp.socket")
        self.control_path = os.path.join(folder, "control.socket")
        self.serial_log = os.path.join(results, "serial.log")
        self.process = None
        self.qmp = None
        self.control = None
        self.pending = b""

    def arguments(self):
        width, height = self.screen
        return [
            "nice", "qemu-system-x86_64", "-accel", "tcg", "-m", "1024", "-smp", "1", "-nodefaults", "-no-reboot",
            "-display", "none", "-serial", "file:" + self.serial_log,
            "-kernel", self.kernel, "-initrd", self.initramfs, "-append", self.append,
            "-device", "virtio-gpu-pci,id=portrait,xres=%d,yres=%d" % (width, height),
            # A second card, landscape: a portrait panel mounted sideways (SDL_KMSDRM_DEVICE_INDEX=1).
            "-device", "virtio-gpu-pci,id=landscape,xres=%d,yres=%d" % (height, width),
            # A plain VGA card whose VESA mode (vga= on the kernel's command line) the kernel's
            # vesafb drives: /dev/fb0 at 16 bits a pixel, a framebuffer without DRM.
            "-device", "VGA,id=vesa",
            "-device", "virtio-keyboard-pci", "-device", "virtio-tablet-pci",
            "-device", "virtio-serial-pci",
            "-chardev", "socket,id=control,path=%s,server=on,wait=off" % self.control_path,
            "-device", "virtserialport,chardev=control,name=kiosk.control",
            "-virtfs", "local,path=/,mount_tag=hostroot,security_model=none,readonly=on,multidevs=remap",
            "-virtfs", "local,path=%s,mount_tag=kioskout,security_model=none,multidevs=remap" % self.results,
            "-qmp", "unix:%s,server=on,wait=off" % self.qmp_path,
        ]

    def start(self):
        for path in (self.qmp_path, self.control_path):
            if os.path.exists(path):
                os.unlink(path)
        self.process = subprocess.Popen(self.arguments(), stdin=subprocess.DEVNULL)
        self.qmp = self.connect(self.qmp_path)
        self.qmp_file = self.qmp.makefile("rwb")
        self.qmp_file.readline()  # the greeting
        self.command("qmp_capabilities")
        self.control = self.connect(self.control_path)

    def connect(self, path):
        deadline = time.monotonic() + 30
        while True:
            try:
                connection = socket.socket(socket.AF_UNIX)
                connection.connect(path)
                return connection
            except OSError:
                connection.close()
                if self.process.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError("QEMU did not start (exit status %s)" % self.process.poll())
                time.sleep(0.05)

    def command(self, name, **arguments):
        """Runs one QMP command and returns its answer; events that come first are skipped."""
        message = {"execute": name}
        if arguments:
            message["arguments"] = arguments
        self.qmp_file.write(json.dumps(message).encode() + b"\n")
        self.qmp_file.flush()
        while True:
            answer = json.loads(self.qmp_file.readline())
            if "error" in answer:
                raise RuntimeError("QMP %s: %s" % (name, answer["error"].get("desc")))
            if "return" in answer:
                return answer["return"]

    def send_key(self, key):
        """Presses and releases `key`, a qcode or a chord of qcodes joined by "+" ("ctrl+u")."""
        self.command("send-key", keys=[{"type": "qcode", "data": name} for name in key.split("+")])

    def move_tablet(self, x, y, width, height, down):
        """Moves the tablet to pixel (x, y) of a width × height screen; down 1 presses the left
        button, 0 releases it, -1 leaves it."""
        events = [
            {"type": "abs", "data": {"axis": "x", "value": round(x * TABLET_MAX / (width - 1))}},
            {"type": "abs", "data": {"axis": "y", "value": round(y * TABLET_MAX / (height - 1))}},
        ]
        if down >= 0:
            events.append({"type": "btn", "data": {"down": down == 1, "button": "left"}})
        self.command("input-send-event", events=events)

    def requests(self, run_limit, silence_limit):
        """The guest's request lines, until it goes silent or the run takes too long."""
        started = time.monotonic()
        heard = started
        while True:
            while b"\n" in self.pending:
                line, self.pending = self.pending.split(b"\n", 1)
                heard = time.monotonic()
                yield line.decode(errors="replace").strip()
            now = time.monotonic()
            if now - started > run_limit:
                raise RuntimeError("the run took longer than %d s" % run_limit)
            if now - heard > silence_limit:
                raise RuntimeError("the guest was silent for %d s" % silence_limit)
            if self.process.poll() is not None:
                return
            ready, _, _ = select.select([self.control], [], [], 1)
            if ready:
                data = self.control.recv(65536)
                if not data:
                    return
                self.pending += data

    def reply(self, line):
        self.control.sendall(line.encode() + b"\n")

    def stop(self):
        if self.process is None:
            return
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
