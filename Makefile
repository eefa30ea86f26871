# pinpad: `make run` shows the demo PIN pad, `make test` runs every test, `make bench` measures.
# Each installs the Debian packages it needs first (as root, or through sudo).

SWIFT ?= swift
BUILD_PACKAGES = pkg-config libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libfontconfig-dev libinih-dev fonts-dejavu-core
TEST_PACKAGES = $(BUILD_PACKAGES) xvfb xauth xdotool tmux gnupg openssh-client
BENCH_PACKAGES = $(TEST_PACKAGES) osk-sdl x11-utils binutils
ARGS ?= --title "Demo PIN" --message "Any 6 digits"

PREFIX ?= /usr/local

.PHONY: run test bench build install packages test-packages

packages:
	@Scripts/install-packages $(BUILD_PACKAGES)

test-packages:
	@Scripts/install-packages $(TEST_PACKAGES)

build: packages
	$(SWIFT) build -c release --product pinpad

run: build
	.build/release/pinpad $(ARGS)

install: build
	install -D -m 755 .build/release/pinpad $(DESTDIR)$(PREFIX)/bin/pinpad
	ln -sf pinpad $(DESTDIR)$(PREFIX)/bin/pinentry-pinpad
	ln -sf pinpad $(DESTDIR)$(PREFIX)/bin/pinpad-askpass

# -noreset: Xvfb otherwise resets when its last client leaves and refuses connections meanwhile.
test: test-packages
	$(SWIFT) build --build-tests
	xvfb-run -a -s "-screen 0 1280x1024x24 -noreset" $(SWIFT) test --skip-build --no-parallel

bench:
	@Scripts/install-packages $(BENCH_PACKAGES)
	Benchmarks/run
