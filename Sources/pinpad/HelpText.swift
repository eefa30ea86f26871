import PinPadFrontEnd

/// The text of `pinpad --help`.
let helpText = """
Usage: pinpad [options]          show the PIN pad; print the PIN on stdout when submitted
       pinpad layout [options]   print the geometry for --size as JSON (no window)
       pinpad pinentry           GnuPG's pinentry on stdin/stdout (also as pinentry-pinpad);
                                 where it draws: /etc/pinpad/pinentry.conf
       pinpad askpass [PROMPT]   ssh's and sudo's askpass (also as pinpad-askpass): the
                                 secret on stdout; cancelled: exit 1 and nothing on stdout
       pinpad agent MODE         systemd's password agent (see pinpad agent --help)
       pinpad login --service S  a PIN sign-in through PAM (see pinpad login --help)

Field:
  --boxes N             number of boxes, 1-32 (default 6)
  --min-length N        characters needed before OK submits (default: --boxes)
  --no-auto-submit      do not submit when the last box fills; wait for OK or Enter
  --mask MODE           dots, digits, delayed or delayed:MILLISECONDS (default dots;
                        delayed shows each digit for 1300 ms)
Form (instead of --boxes; repeat for each field, top to bottom):
  --field LABEL:POLICY:BOXES
                        POLICY keypad (keypad and digit keys only, no input method),
                        hardware (raw keys only) or text (any keyboard, input methods;
                        letters allowed, shown as typed). Tab and Shift+Tab move between
                        fields; a full field moves on; all values print, one per line
Look:
  --title TEXT          title line (default "Enter PIN")
  --message TEXT        message line under the title
  --layout NAME         phone, calculator or scrambled (default phone)
  --seed N              scrambled keypad with a fixed shuffle (give `pinpad layout`
                        the same seed to get the window's arrangement)
  --letters             letters under the digits (2 ABC ... 9 WXYZ)
  --clear-key           a Clear key beside Cancel
  --theme NAME          dark, light or high-contrast (default dark)
  --key-shape SHAPE     rounded or circle (a phone's round keys; default rounded)
  --size WxH            window size in points, or viewport for layout and screenshots
                        (default 480x800)
  --scale X             size multiplier (default: fit the window)
  --fullscreen          cover the screen and hide the mouse cursor
  --rotate DEGREES      0, 90, 180 or 270: the pad turned clockwise on the screen, taps
                        mapped with it (a panel mounted sideways; window and framebuffer)
  --font PATH           TrueType/OpenType font (default: fontconfig's sans-serif)
Running:
  --backend NAME        auto, sdl, fbdev or terminal (default auto: a window when there
                        is a display or a KMS/DRM device, else the framebuffer /dev/fb0
                        when there is one, else the terminal)
  --renderer NAME       auto, software or accelerated (default auto: accelerated when
                        the machine has a GPU render node, else software)
  --ascii               terminal: plain ASCII instead of box-drawing characters
  --timeout SECONDS     cancel after this long without input
  -n, --no-newline      print the PIN without a trailing newline
Screenshots (no display needed):
  --screenshot FILE     render the pad to a PNG file and exit
  --fill N              show N boxes filled
  --press KEY           show KEY held down: 0-9, delete, submit, cancel, clear
  --error TEXT          show a rejected PIN with this message, mid-shake (100 ms in)
  --elapsed MS          milliseconds since the last change (default 1000: settled)
  -h, --help            this text
  --version             the version

Keys: 0-9 and keypad digits type, Backspace deletes, Return submits, Escape cancels,
Ctrl+U clears, Ctrl+V pastes (digits only), Tab and Shift+Tab move between fields.

Exit status: 0 PIN printed, 1 cancelled, 2 usage error, 3 timed out, 4 no display or
terminal, 5 no renderer, 6 no font, 7 cannot write the PIN or the screenshot (a
closed or full stdout, or its reader gone), 8 pinpad agent cannot watch its directory;
pinpad login: 9 too many wrong PINs, 10 account locked or expired, 11 PAM error.

"""

/// The text of `pinpad agent --help`.
let agentHelpText = """
Usage: pinpad agent --watch [options]   answer systemd's password requests as they come
       pinpad agent --query [options]   answer the requests pending now, then exit
       pinpad agent --list              print the pending requests

A password agent of systemd's protocol: each request (systemd-ask-password,
systemd-cryptsetup at boot) is shown on the pad, oldest first; the secret goes to the
asker when submitted, a refusal when cancelled. A request withdrawn while shown closes
within a second and gets no answer; if the pad cannot be shown, the asker is refused.

  --directory DIR       where requests are dropped (default /run/systemd/ask-password
                        for root, $XDG_RUNTIME_DIR/systemd/ask-password for other users)
  --console             the text terminal (the calling one, or /dev/console)
  --fullscreen, --rotate, --backend, --size, --scale, --theme, --key-shape, --font,
  --renderer, --ascii, --layout, --seed, --letters, --clear-key
                        as for pinpad (see pinpad --help)
  -h, --help            this text

Exit status: 0 done, 2 usage error, 4 the pad could not be shown for a request
(--query) or the display was lost, 8 the directory cannot be made or watched (--watch),
128 plus the signal when stopped (SIGTERM: 143; nothing is answered then).

"""

/// The text of `pinpad login --help`.
let loginHelpText = """
Usage: pinpad login --service NAME [options] [--exec COMMAND [ARGUMENT...]]

A PIN sign-in through PAM: the PIN is asked on the pad, then the service's stack
(/etc/pam.d/NAME) authenticates it and checks the account. A wrong PIN shakes the pad
and asks again; Cancel ends without trying. Every message of the stack is shown (a
lockout, an expired account). Signed in, the user name is printed on stdout; with
--exec the PAM session is opened, COMMAND runs as the user, and the session closes
when it ends.

  --service NAME        the PAM service (required)
  --user NAME           the user (default: a text field above the PIN asks for it)
  --user-field          that text field (the default without --user)
  --pam-confdir DIR     service files from DIR instead of /etc/pam.d
  --attempts N          wrong PINs before giving up, 1-100 (default 3)
  --lockout-seconds N   how long the stack locks an account (pam_faillock's
                        unlock_time): the locked pad counts down and unlocks
  --exec COMMAND...     run COMMAND as the user in a PAM session (the rest of the line)
  --title, --message, --timeout, --fullscreen, --rotate, --backend, --size, --scale,
  --theme, --key-shape, --font, --renderer, --ascii, --layout, --seed, --letters,
  --clear-key
                        as for pinpad (see pinpad --help)
  -h, --help            this text

Exit status: 0 signed in (with --exec: the command's status), 1 cancelled, 2 usage error,
3 timed out, 4 no display or terminal, 9 too many wrong PINs, 10 account locked or
expired, 11 PAM error (no such service, a module failed).

"""

/// The version printed by `pinpad --version`.
let versionText = "pinpad \(PinentrySession.version)\n"
