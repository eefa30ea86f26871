#ifndef PINPAD_CESPEAKNG_SHIM_H
#define PINPAD_CESPEAKNG_SHIM_H
// espeak-ng's classic interface (libespeak-ng-dev): espeak_Initialize, espeak_SetSynthCallback,
// espeak_SetVoiceByName, espeak_SetParameter, espeak_Synth, espeak_Terminate.
#include <espeak-ng/speak_lib.h>

#endif
