"""The kiosk scenarios, run inside the test machine (a chroot into the host's root, read-only,
as root, on Debian's kernel). Each scenario starts the host's pinpad build on the real KMS/DRM
device or framebuffer with real input devices, and reports one PASS or FAIL line to the host.

Usage (by Tests/Kiosk/init): guest.py REPO OUT
"""

import json
import os
import subprocess
import sys
import time
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from scenarios import SCENARIOS  # noqa: E402
from kiosk import Kiosk  # noqa: E402


def control_port():
    for port in os.listdir("/sys/class/virtio-ports"):
        with open("/sys/class/virtio-ports/%s/name" % port) as name:
            if name.read().strip() == "kiosk.control":
                return "/dev/" + port
    raise RuntimeError("no kiosk.control port")


def start_udev():
    """udevd gives the input devices their ID_INPUT_* properties, which SDL's discovery reads;
    in a chroot it does nothing unless SYSTEMD_IGNORE_CHROOT is set."""
    environment = dict(os.environ, SYSTEMD_IGNORE_CHROOT="1")
    subprocess.run(["/lib/systemd/systemd-udevd", "--daemon"], env=environment, check=True)
    subprocess.run(["udevadm", "trigger", "--action=add"], env=environment, check=True)
    # On a loaded host a guest without acceleration can take longer than udevadm's own wait for
    # the new daemon to answer ("Failed to wait for daemon to reply"): up to four tries.
    for attempt in range(4):
        if subprocess.run(["udevadm", "settle", "--timeout=30"], env=environment).returncode == 0:
            return
        print("kiosk-init: udevadm settle failed (try %d of 4)" % (attempt + 1), flush=True)
    raise RuntimeError("udevadm settle failed four times")


def main():
    repo, out = sys.argv[1], sys.argv[2]
    with open(os.path.join(out, "selected")) as selection:
        selected = selection.read().split()
    port = os.open(control_port(), os.O_RDWR)
    kiosk = Kiosk(repo, out, port)
    with open(os.path.join(out, "pinpad")) as chosen:
        kiosk.pinpad_path = chosen.read().strip()
    start_udev()
    for name, scenario in SCENARIOS:
        if selected and name not in selected:
            continue
        started = time.monotonic()
        outcome = "FAIL"
        try:
            detail = scenario(kiosk) or ""
            outcome = "PASS"
        except AssertionError as failure:
            outcome, detail = "FAIL", str(failure)
        except Exception as error:  # a scenario that breaks fails; the others still run
            outcome, detail = "FAIL", "%s: %s" % (type(error).__name__, error)
            with open(os.path.join(out, name + ".traceback"), "w") as file:
                traceback.print_exc(file=file)
        finally:
            if outcome != "PASS" and kiosk.process is not None:
                kiosk.screendump(name + "-failed")
            kiosk.stop_pinpad()
        detail = ("%s (%.1f s)" % (detail, time.monotonic() - started)).strip()
        kiosk.request("result %s %s %s" % (outcome, name, detail.replace("\n", " ")))
    kiosk.request_nowait("end")


if __name__ == "__main__":
    main()
