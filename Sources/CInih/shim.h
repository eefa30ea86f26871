#ifndef PINPAD_CINIH_SHIM_H
#define PINPAD_CINIH_SHIM_H
// libinih, the INI parser of the configuration files and systemd's ask files.
#include <ini.h>
#endif
