#ifndef PINPAD_CFONTCONFIG_SHIM_H
#define PINPAD_CFONTCONFIG_SHIM_H
#include <fontconfig/fontconfig.h>
#endif
