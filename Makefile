# pinpad: `make run` shows the demo PIN pad, `make test` runs every test, `make bench` measures,
# `make fuzz` fuzzes, `make test-sanitize` runs the tests under AddressSanitizer and ThreadSanitizer.
# Each installs the Debian packages it needs first (as root, or through sudo).
# The README says how to start; docs/ holds the reference; `man pinpad` and `man pinpad.conf`
# have every option and key.

SWIFT ?= swift
BUILD_PACKAGES = pkg-config binutils libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libfontconfig-dev libinih-dev libpam0g-dev libcrypt-dev libespeak-ng-dev libinput-dev libudev-dev fonts-dejavu-core scdoc gettext
TEST_PACKAGES = $(BUILD_PACKAGES) fonts-lato gdb imagemagick build-essential debhelper lintian mmdebstrap apt-utils xvfb xauth xdotool xclip x11-utils x11-xserver-utils dbus-x11 tmux gnupg openssh-client cryptsetup-bin systemd sudo passwd procps libpam-modules libpam-modules-bin db5.3-util openssl gcc libx11-dev dpkg-dev util-linux mount espeak-ng sox pocketsphinx pocketsphinx-en-us locales fonts-wqy-microhei sway cage weston xwayland grim wtype libwayland-bin librust-wayland-protocols-dev greetd squeekboard
# The kiosk tests boot Debian's kernel in QEMU with a busybox initramfs (Tests/Kiosk/run).
KIOSK_PACKAGES = $(BUILD_PACKAGES) qemu-system-x86 linux-image-amd64 busybox-static kmod cpio python3 python3-evdev systemd udev gcc initramfs-tools cryptsetup cryptsetup-bin zstd e2fsprogs binutils cage xwayland seatd
# What `make bench` installs: the programs it measures and drives, and no more. osk-sdl is not
# installed (its package pulls in cryptsetup-initramfs, whose hook goes into every initramfs):
# Benchmarks/run unpacks its .deb under .build/bench; libcryptsetup12 is the one library it needs
# beyond SDL's. Benchmarks/install-peers sets back any alternative the packages changed (the
# pinentry gpg-agent starts). BENCH_CLASSIC_ONLY=1 (the pinentry and askpass comparison alone)
# needs no osk-sdl.
CLASSIC_BENCH_PACKAGES = $(BUILD_PACKAGES) xvfb xauth xdotool x11-utils binutils tmux python3 libx11-dev libxdamage-dev util-linux passwd procps pinentry-gtk2 pinentry-fltk pinentry-qt pinentry-curses ssh-askpass
BENCH_PACKAGES = $(CLASSIC_BENCH_PACKAGES) libcryptsetup12
ARGS ?= --title "Demo PIN" --message "Any 6 digits"
# The program `make run` shows (the tests give their debug build).
RUN_PINPAD ?= .build/release/pinpad

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
DATADIR ?= $(PREFIX)/share
DOCDIR ?= $(DATADIR)/doc/pinpad
MANDIR ?= $(DATADIR)/man
# The translations' catalogs (po/*.po built by msgfmt): pinpad finds them as share/locale beside its bin/.
LOCALEDIR ?= $(DATADIR)/locale
# The package's configuration and themes: pinpad finds them as share/pinpad beside its bin/.
PKGDATADIR = $(DATADIR)/pinpad
# The installed program's separate debug information (make install): gdb's default directory.
DEBUGDIR ?= /usr/lib/debug
MANPAGES = build/man/pinpad.1 build/man/pinpad.conf.5
# systemd reads units from /usr/local/lib/systemd/system too, so the default prefix works.
UNITDIR ?= $(PREFIX)/lib/systemd/system
UNITS = pinpad-ask-password.path pinpad-ask-password.service
# The disk unlock at boot: initramfs-tools and dracut read their hooks and modules under /usr
# only, whatever the prefix (but where pinpad's Debian packages have theirs: boot-unlock); the
# crypttab keyscript is the package's.
INITRAMFSDIR ?= /usr/share/initramfs-tools
DRACUTDIR ?= /usr/lib/dracut/modules.d
KEYSCRIPT = $(PKGDATADIR)/keyscript
# BOOT_UNLOCK=no: `make install` leaves the disk unlock at boot out (initramfs-tools' hook would
# copy pinpad and its libraries into every initramfs made, whether a disk uses it or not).
BOOT_UNLOCK ?= yes
# Seconds each fuzz target runs in `make fuzz` (the two slowest run longer: Scripts/fuzz), and in
# `make test`.
FUZZ_SECONDS ?= 120
FUZZ_CHECK_SECONDS ?= 5

.PHONY: release pot locale run docs test test-kiosk test-boot-unlock boot-unlock boot-unlock-files kiosk-packages bench build install install-files strip-installed units man deb repo test-package packages test-packages fuzz test-sanitize

packages:
	@Scripts/install-packages $(BUILD_PACKAGES)

test-packages:
	@Scripts/install-packages $(TEST_PACKAGES)

kiosk-packages:
	@Scripts/install-packages $(KIOSK_PACKAGES)

# --static-swift-stdlib: the installed binary needs SDL and the C libraries, not the Swift
# toolchain's runtime (ldd names no libswift*). `make build`, `make run`, `make test-boot-unlock`
# and debian/rules (`make release`) run this one command: another flag (even -v) or a path to the
# checkout spelled otherwise would make swift compile every module again.
RELEASE_BUILD = $(SWIFT) build --package-path $(CURDIR) -c release --static-swift-stdlib --product pinpad
build: packages
	$(MAKE) --no-print-directory release

# The release build alone, without installing packages first (debian/rules runs it).
release:
	$(RELEASE_BUILD)
	Scripts/build-locale .build/release/locale

# The catalogs built from po/ where the debug build (`swift build`) looks for them, `locale` beside
# .build/debug/pinpad: a translation tried without installing, after changing a po file too
# (`LANGUAGE=de LANG=de_DE.UTF-8 .build/debug/pinpad`; docs/translating.md).
locale:
	Scripts/build-locale "$$($(SWIFT) build --package-path $(CURDIR) --show-bin-path)/locale"

# po/pinpad.pot from the sources (xgettext): run after changing a built-in word, then
# `msgmerge --update po/LANGUAGE.po po/pinpad.pot` for each language (docs/translating.md, "Adding a language").
pot:
	Scripts/make-pot

# bash's job control (set -m) gives the pad the terminal's foreground alone: Ctrl-C stops the pad,
# not make, and the pad ends as cancelled (exit 1), which is no failure of the demo.
run: build
	@bash -c 'set -m; "$$@"; status=$$?; [ $$status -eq 1 ] || exit $$status' run $(RUN_PINPAD) $(ARGS)

install: build
	$(MAKE) --no-print-directory install-files
	$(MAKE) --no-print-directory strip-installed

# The installed program stripped (its size: BENCHMARKS.md), its symbols and debug information
# kept in $(DEBUGDIR)/.build-id/XX/REST.debug, where gdb finds them by the program's build ID
# (and a .gnu_debuglink names the file). The Debian package leaves this to dh_strip
# (pinpad-dbgsym), so debian/rules calls install-files alone.
strip-installed:
	id=$$(readelf -n $(DESTDIR)$(BINDIR)/pinpad | sed -n 's/.*Build ID: \([0-9a-f]*\)$$/\1/p') && [ -n "$$id" ] && \
	debug=$(DESTDIR)$(DEBUGDIR)/.build-id/$$(echo $$id | cut -c1-2)/$$(echo $$id | cut -c3-).debug && \
	install -d $$(dirname $$debug) && \
	objcopy --only-keep-debug $(DESTDIR)$(BINDIR)/pinpad $$debug && chmod 644 $$debug && \
	objcopy --strip-all --add-gnu-debuglink=$$debug $(DESTDIR)$(BINDIR)/pinpad

# What `make install` copies, without building the program first (debian/rules builds it itself).
install-files: units man $(if $(filter no,$(BOOT_UNLOCK)),,boot-unlock)
	install -D -m 755 .build/release/pinpad $(DESTDIR)$(BINDIR)/pinpad
	ln -sf pinpad $(DESTDIR)$(BINDIR)/pinentry-pinpad
	ln -sf pinpad $(DESTDIR)$(BINDIR)/pinpad-askpass
	install -D -m 644 README.md $(DESTDIR)$(DOCDIR)/README.md
	install -d $(DESTDIR)$(DOCDIR)/docs
	install -m 644 docs/*.md $(DESTDIR)$(DOCDIR)/docs/
	# What the README and docs/ link or show, at the same relative places (Tests/Package/run checks it).
	install -m 644 BENCHMARKS.md $(DESTDIR)$(DOCDIR)/
	install -d $(DESTDIR)$(DOCDIR)/Assets
	install -m 644 Assets/screenshot*.png $(DESTDIR)$(DOCDIR)/Assets/
	install -D -m 644 Tests/PinPadSDLTests/__Snapshots__/SnapshotTests/form-portrait.png \
		$(DESTDIR)$(DOCDIR)/Tests/PinPadSDLTests/__Snapshots__/SnapshotTests/form-portrait.png
	install -D -m 644 build/man/pinpad.1 $(DESTDIR)$(MANDIR)/man1/pinpad.1
	install -D -m 644 build/man/pinpad.conf.5 $(DESTDIR)$(MANDIR)/man5/pinpad.conf.5
	ln -sf pinpad.1 $(DESTDIR)$(MANDIR)/man1/pinentry-pinpad.1
	ln -sf pinpad.1 $(DESTDIR)$(MANDIR)/man1/pinpad-askpass.1
	install -D -m 644 Assets/pinpad.conf $(DESTDIR)$(PKGDATADIR)/pinpad.conf
	for catalog in .build/release/locale/*/LC_MESSAGES/pinpad.mo; do \
		install -D -m 644 $$catalog $(DESTDIR)$(LOCALEDIR)/$${catalog#.build/release/locale/} || exit 1; \
	done
	install -d $(DESTDIR)$(PKGDATADIR)/themes
	install -m 644 Assets/themes/*.conf $(DESTDIR)$(PKGDATADIR)/themes/
	install -d $(DESTDIR)$(PKGDATADIR)/keyboards
	install -m 644 Assets/keyboards/*.layout $(DESTDIR)$(PKGDATADIR)/keyboards/

# initramfs-tools' hook and the crypttab keyscript it carries, and dracut's module, with this
# installation's paths. On a machine with pinpad's Debian packages (no DESTDIR), the hook and the
# module at those paths are the packages' (dpkg -S): they are left as they are, with one line,
# rather than replaced by ones for this prefix (which the next upgrade would put back, and which
# meanwhile would copy another program into the initramfs than the package's keyscript runs).
boot-unlock:
	@owner=; \
	if [ -z "$(DESTDIR)" ] && command -v dpkg >/dev/null; then \
		for file in $(INITRAMFSDIR)/hooks/pinpad $(DRACUTDIR)/90pinpad; do \
			owner=$$(dpkg -S "$$file" 2>/dev/null | head -n 1 | cut -d: -f1); \
			[ -z "$$owner" ] || { echo "make install: $$file is the Debian package $$owner's (dpkg -S): the disk unlock at boot stays the packages', not installed for $(PREFIX) (BOOT_UNLOCK=no leaves it out without this line)"; break; }; \
		done; \
	fi; \
	[ -n "$$owner" ] || $(MAKE) --no-print-directory boot-unlock-files

boot-unlock-files:
	install -d $(DESTDIR)$(INITRAMFSDIR)/hooks $(DESTDIR)$(PKGDATADIR)
	sed -e 's|@bindir@|$(BINDIR)|g' -e 's|@pkgdatadir@|$(PKGDATADIR)|g' -e 's|@keyscript@|$(KEYSCRIPT)|g' \
		Assets/initramfs/hook.in > $(DESTDIR)$(INITRAMFSDIR)/hooks/pinpad
	chmod 755 $(DESTDIR)$(INITRAMFSDIR)/hooks/pinpad
	sed -e 's|@bindir@|$(BINDIR)|g' -e 's|@pkgdatadir@|$(PKGDATADIR)|g' -e 's|@keyscript@|$(KEYSCRIPT)|g' \
		Assets/initramfs/keyscript.in > $(DESTDIR)$(KEYSCRIPT)
	chmod 755 $(DESTDIR)$(KEYSCRIPT)
	install -d $(DESTDIR)$(DRACUTDIR)/90pinpad
	for file in module-setup.sh pinpad-ask-password.service; do \
		sed -e 's|@bindir@|$(BINDIR)|g' -e 's|@pkgdatadir@|$(PKGDATADIR)|g' Assets/dracut/90pinpad/$$file.in > $(DESTDIR)$(DRACUTDIR)/90pinpad/$$file || exit 1; \
	done
	chmod 755 $(DESTDIR)$(DRACUTDIR)/90pinpad/module-setup.sh
	chmod 644 $(DESTDIR)$(DRACUTDIR)/90pinpad/pinpad-ask-password.service
	install -m 644 Assets/dracut/90pinpad/pinpad-ask-password.path Assets/dracut/90pinpad/pinpad-ask-password-plymouth.service \
		$(DESTDIR)$(DRACUTDIR)/90pinpad/

# The man pages, from their scdoc sources (whose option lists ManualTests keeps in step with
# the option tables).
man: $(MANPAGES)

build/man/%: Assets/man/%.scd
	@Scripts/install-packages scdoc
	mkdir -p build/man
	scdoc < $< > $@

# The Debian packages, from the source package in debian/ (debhelper over `make install-files`):
# pinpad, its debug symbols (pinpad-dbgsym) and pinpad-initramfs, with the source package and the
# .changes, moved from the parent folder (where dpkg-buildpackage writes them) to $(DEBDIR).
# debian/rules takes swift from PATH or SWIFT, and reuses the release build in .build.
DEBDIR = build/deb
# The program's version (PinentrySession.version, what --version and GETINFO version say) is
# debian/changelog's newest: a package whose two differ is not built.
deb: packages
	@Scripts/install-packages build-essential dpkg-dev debhelper
	@changelog=$$(dpkg-parsechangelog -S Version) && \
		program=$$(sed -n 's/^ *package static let version = "\(.*\)"$$/\1/p' Sources/PinPadFrontEnd/Pinentry/PinentrySession.swift) && \
		[ "$$program" = "$$changelog" ] || \
		{ echo "make deb: the program's version is $${program:-not found} (Sources/PinPadFrontEnd/Pinentry/PinentrySession.swift), debian/changelog's newest is $$changelog: change both" >&2; exit 1; }
	dpkg-buildpackage -us -uc -F
	rm -rf $(DEBDIR) && mkdir -p $(DEBDIR)
	changes=../pinpad_$$(dpkg-parsechangelog -S Version)_$$(dpkg --print-architecture).changes && \
		files=$$(sed -n '/^Files:/,/^[^ ]/s/^ [0-9a-f]\{32\} [0-9]* [^ ]* [^ ]* \(.*\)/..\/\1/p' $$changes) && \
		mv $$files $$changes $(DEBDIR)/
	@ls -l $(DEBDIR)

# A signed apt repository of the packages in $(DEBDIR), in $(REPODIR), for a fleet's apt to
# point at (README and docs/installing.md, "An apt repository for a fleet"): `make deb repo
# REPO_KEY=FINGERPRINT`, with GNUPGHOME naming the keyring when the key is not in ~/.gnupg. Packages already in $(REPODIR)/pool stay;
# a version already there with other bytes is refused (Scripts/make-repo). The indexes are this
# machine's architecture's (dpkg --print-architecture) and Architecture: all's alone.
# REPO_VALID_DAYS=N: the Release file is valid N days (Valid-Until; sign again before then).
REPODIR ?= build/repo
REPO_SUITE ?= bookworm
REPO_KEY ?=
REPO_VALID_DAYS ?=
repo:
	@Scripts/install-packages apt-utils gnupg
	REPO_VALID_DAYS="$(REPO_VALID_DAYS)" Scripts/make-repo "$(DEBDIR)" "$(REPODIR)" "$(REPO_SUITE)" "$(REPO_KEY)"

# lintian on the packages and their maintainer scripts; then installed, upgraded, refused removal
# and purged on a clean Debian 12 root, from a signed repository (cached: Tests/Package/clean-machine).
# Nothing is installed on this machine.
test-package: deb
	Tests/Package/run $(DEBDIR)

# The password agent's systemd units, with the paths of this installation.
units:
	install -d $(DESTDIR)$(UNITDIR)
	for unit in $(UNITS); do \
		sed -e 's|@bindir@|$(BINDIR)|g' -e 's|@docdir@|$(DOCDIR)|g' Assets/systemd/$$unit.in > $(DESTDIR)$(UNITDIR)/$$unit && \
		chmod 644 $(DESTDIR)$(UNITDIR)/$$unit || exit 1; \
	done

# The API documentation of PinPadCore and PinPadSDL (DocC, the toolchain's docc) in build/docs/MODULE,
# from a debug build's symbol graphs: fails on a docc warning or a public symbol with no summary.
docs: packages
	SWIFT="$(SWIFT)" Scripts/make-docs

# -noreset: Xvfb otherwise resets when its last client leaves and refuses connections meanwhile.
test: test-packages kiosk-packages
	$(SWIFT) build --build-tests
	SWIFT="$(SWIFT)" xvfb-run -a -s "-screen 0 1280x1024x24 -noreset" Scripts/run-tests
	SWIFT="$(SWIFT)" Scripts/fuzz --check $(FUZZ_CHECK_SECONDS)
	SWIFT="$(SWIFT)" Tests/Embedding/run
	SWIFT="$(SWIFT)" Tests/Docs/run
	Tests/Package/initramfs-hook
	Benchmarks/classic-prompts-check
	$(MAKE) --no-print-directory test-package
	Tests/Release/run
	KIOSK_PINPAD=.build/release/pinpad Tests/Kiosk/run
	KIOSK_PINPAD=.build/release/pinpad Tests/Kiosk/boot-unlock

# The framebuffer kiosk in a virtual machine (QEMU with TCG, no KVM): KMS/DRM, touch, the
# console underneath. KIOSK_SCENARIOS names a few to run alone. `make test` runs it on the
# release build (`make deb` has built it), which starts faster under TCG.
test-kiosk: kiosk-packages
	$(SWIFT) build --product pinpad
	Tests/Kiosk/run $(KIOSK_SCENARIOS)

# A LUKS root unlocked at boot by the pad, in the kiosk machine (initramfs-tools' mkinitramfs,
# cryptsetup-initramfs, Assets/initramfs; dracut's, Assets/dracut): twelve boots of one to four
# minutes each under TCG (more when the host is busy), the images kept in .build/kiosk/boot-unlock.
# BOOT_UNLOCK_SCENARIOS names a few to run alone.
test-boot-unlock: kiosk-packages
	$(MAKE) --no-print-directory release
	KIOSK_PINPAD=.build/release/pinpad Tests/Kiosk/boot-unlock $(BOOT_UNLOCK_SCENARIOS)

fuzz: packages
	SWIFT="$(SWIFT)" Scripts/fuzz $(FUZZ_SECONDS)

# LeakSanitizer is on with AddressSanitizer; Scripts/sanitizer/leaks.supp names the system
# libraries whose leaks are not pinpad's. ThreadSanitizer needs no suppressions. PINPAD_SANITIZER
# tells the tests that mlock(2) does nothing here.
test-sanitize: test-packages
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	PINPAD_SANITIZER=address LSAN_OPTIONS=suppressions=$(CURDIR)/Scripts/sanitizer/leaks.supp:print_suppressions=0 \
		xvfb-run -a -s "-screen 0 1280x1024x24 -noreset" $(SWIFT) test --skip-build --no-parallel --sanitize=address --scratch-path .build-asan
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	PINPAD_SANITIZER=thread \
		xvfb-run -a -s "-screen 0 1280x1024x24 -noreset" $(SWIFT) test --skip-build --no-parallel --sanitize=thread --scratch-path .build-tsan

# Measures the binary `make install` installs.
bench: build
	@Benchmarks/install-peers $(if $(filter 1,$(BENCH_CLASSIC_ONLY)),$(CLASSIC_BENCH_PACKAGES),$(BENCH_PACKAGES))
	BENCH_PINPAD=$(CURDIR)/.build/release/pinpad Benchmarks/run
