#ifndef PINPAD_CINIH_SHIM_H
#define PINPAD_CINIH_SHIM_H
// libinih, the INI parser of the configuration files and systemd's ask files.
#include <ini.h>
#include "../CPlatform/loaded_library.h"

// libinih, loaded by SharedLibrary.inih when a configuration file is read.
PINPAD_LOADED_FUNCTION("libinih.so.1", ini_parse_stream)
#endif
