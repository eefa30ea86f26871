#ifndef PINPAD_CESPEAKNG_SHIM_H
#define PINPAD_CESPEAKNG_SHIM_H
// espeak-ng's classic interface (libespeak-ng-dev): espeak_Initialize, espeak_SetSynthCallback,
// espeak_SetVoiceByName, espeak_SetParameter, espeak_Synth, espeak_Terminate.
#include <espeak-ng/speak_lib.h>
#include "../CPlatform/loaded_library.h"

// espeak-ng, loaded by SharedLibrary.espeak for speech only.
PINPAD_LOADED_FUNCTION("libespeak-ng.so.1", espeak_Initialize)
PINPAD_LOADED_FUNCTION("libespeak-ng.so.1", espeak_SetParameter)
PINPAD_LOADED_FUNCTION("libespeak-ng.so.1", espeak_SetVoiceByName)
PINPAD_LOADED_FUNCTION("libespeak-ng.so.1", espeak_Synth)
PINPAD_LOADED_FUNCTION("libespeak-ng.so.1", espeak_SetSynthCallback)
PINPAD_LOADED_FUNCTION("libespeak-ng.so.1", espeak_Terminate)
PINPAD_LOADED_FUNCTION("libespeak-ng.so.1", espeak_Cancel)
PINPAD_LOADED_FUNCTION("libespeak-ng.so.1", espeak_Synchronize)

#endif
