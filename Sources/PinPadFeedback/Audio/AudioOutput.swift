internal import CSDL2
import PinPadCore
import PinPadPlatform

/// An SDL audio output playing an `AudioMixer`: mono signed 16-bit samples at `sampleRate` Hz,
/// converted by SDL to what the device takes (`SDL_OpenAudioDevice` with a callback). The
/// device is chosen by name, so a headphone output can be the private one.
final class AudioOutput {
    /// The samples' rate in Hz.
    let sampleRate: Int
    /// What it plays.
    let mixer: AudioMixer
    private let device: SDL_AudioDeviceID

    /// Opens the output and starts playing (silence until the mixer has sound).
    /// - Parameters:
    ///   - device: the device's name as SDL lists it (`SDL_GetAudioDeviceName`); nil for the
    ///     default output.
    ///   - sampleRate: the samples' rate in Hz.
    /// - Throws: `AudioError` when SDL's audio cannot start or the device cannot be opened.
    init(device name: String?, sampleRate: Int) throws {
        SessionBus.keepSDLFromStartingOne()
        PulseAudioServer.keepFromWritingToAnUnusableHome()
        guard SDL_InitSubSystem(PINPAD_SDL_INIT_AUDIO) == 0 else { throw AudioError.current("cannot start SDL audio") }
        pinpad_silence_alsa()
        self.sampleRate = sampleRate
        let mixer = AudioMixer()
        self.mixer = mixer
        var desired = SDL_AudioSpec()
        desired.freq = Int32(sampleRate)
        desired.format = PINPAD_AUDIO_S16SYS
        desired.channels = 1
        desired.samples = 512
        desired.userdata = Unmanaged.passUnretained(mixer).toOpaque()
        desired.callback = { userdata, stream, length in
            guard let userdata, let stream else { return }
            let mixer = Unmanaged<AudioMixer>.fromOpaque(userdata).takeUnretainedValue()
            stream.withMemoryRebound(to: Int16.self, capacity: Int(length) / 2) { mixer.fill($0, count: Int(length) / 2) }
        }
        var obtained = SDL_AudioSpec()
        device = SDL_OpenAudioDevice(name, 0, &desired, &obtained, 0)
        guard device != 0 else {
            let error = AudioError.current("cannot open the audio output \(name ?? "(the default)")")
            SDL_QuitSubSystem(PINPAD_SDL_INIT_AUDIO)
            throw error
        }
        SDL_PauseAudioDevice(device, 0)
    }

    deinit {
        SDL_CloseAudioDevice(device)
        SDL_QuitSubSystem(PINPAD_SDL_INIT_AUDIO)
    }
}
