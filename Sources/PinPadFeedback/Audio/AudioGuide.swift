import PinPadCore
import PinPadPlatform

/// Guides a person who cannot see the pad: speaks what `AnnouncementPolicy` says for each
/// change of the prompt, clicks and vibrates on each key press (`AccessibilityOptions`).
/// Everything is made off the input path: a call returns at once, and a new phrase cuts short
/// the one before.
///
/// What cannot be had (no audio device, no espeak-ng voice, no vibrator) is said in one line on
/// stderr, and the pad works without it.
///
/// With `PINPAD_SPEECH_LOG` set to a file, each announcement is added to it as a line (a test
/// hook, `EnvironmentVariable.speechLog`: debug builds only, and as root only in a directory only
/// root can write to): its words (counts and texts, and key names and positions only on a
/// private output).
public final class AudioGuide: PromptObserver {
    private let options: AccessibilityOptions
    private let policy: AnnouncementPolicy
    private var output: AudioOutput?
    private var speaker: Speaker?
    /// The vibrator's pulses, one a key press (`HapticsObserver`, as on every surface).
    private var haptics: HapticsObserver?
    private let click: [Int16]
    private let speechLog = ProcessEnvironment.process.value(.speechLog)
    private var last: PromptReading?
    /// The prompt `last` is of.
    private weak var lastPrompt: Prompt?

    /// How long `finish()` waits at most for the last phrase, in milliseconds.
    public static let finishingLimit = 5000

    /// Opens what `options` asks for: espeak-ng and the audio output for speech or clicks, the
    /// vibrator for haptics.
    public init(options: AccessibilityOptions) {
        self.options = options
        policy = options.policy
        var synthesizer: SpeechSynthesizer?
        if options.speech {
            do {
                synthesizer = try SpeechSynthesizer(voice: options.voice, rate: options.rate)
            } catch {
                // TRANSLATORS: one line on stderr when speech is asked for and cannot start;
                // {reason} says why, in English (espeak-ng's or pinpad's own words).
                Platform.complain(Words.filled(Words.localized("no speech: {reason}"), ["reason": error.message]))
            }
        }
        let rate = synthesizer?.sampleRate ?? 22050
        if options.makesSound {
            do {
                output = try AudioOutput(device: options.audioDevice, sampleRate: rate)
            } catch {
                // TRANSLATORS: one line on stderr when the audio output cannot be opened for speech
                // or key clicks; {reason} says why, in English (SDL's words).
                Platform.complain(Words.filled(Words.localized("no sound: {reason}"), ["reason": "\(error)"]))
            }
        }
        if let synthesizer, let output {
            speaker = Speaker(synthesizer: synthesizer, mixer: output.mixer)
        }
        if let path = options.hapticsDevice {
            do {
                haptics = HapticsObserver(sink: try Vibrator(path: path, milliseconds: options.hapticsDuration))
            } catch {
                // TRANSLATORS: one line on stderr when the vibrator cannot be opened; {reason} says
                // why, in English (the device and the system's error).
                Platform.complain(Words.filled(Words.localized("no haptics: {reason}"), ["reason": "\(error)"]))
            }
        }
        click = options.keyClick ? Tone.keyClick.samples(sampleRate: rate) : []
    }

    /// Starts guiding `prompt`: key presses click and vibrate, and the prompt is announced. The
    /// prompt guided last, run again while its asker answers (`Prompt.awaitAnswer(saying:)`), is
    /// followed on from where it was: only what changed is said ("Checking…"), not the whole
    /// prompt again.
    public func attach(_ prompt: Prompt) {
        if prompt !== lastPrompt { last = nil }
        lastPrompt = prompt
        prompt.onKeyPress = { [unowned self] _ in pressed() }
        haptics?.attach(prompt)
        observe(prompt)
    }

    /// Stops guiding `prompt`.
    public func detach(_ prompt: Prompt) {
        prompt.onKeyPress = nil
        haptics?.detach(prompt)
    }

    /// Announces what changed since the last call (call after each input and tick), and pulses
    /// the vibrator for each key pressed since.
    public func observe(_ prompt: Prompt) {
        haptics?.observe(prompt)
        let now = prompt.reading
        defer { last = now }
        guard now != last, let announcement = policy.announcement(from: last, to: now) else { return }
        guard options.speech else { return }
        if let speechLog { _ = Platform.appendLine(speechLog, announcement.text, creating: true) }
        if let markup = announcement.markup {
            speaker?.say(markup, isMarkup: true)
        } else if !announcement.text.isEmpty {
            speaker?.say(announcement.text)
        }
    }

    /// Waits until the last phrase has been played, for at most `finishingLimit` milliseconds
    /// (call once the outcome is delivered, before the program ends).
    public func finish() {
        _ = output?.mixer.waitUntilQuiet(milliseconds: AudioGuide.finishingLimit)
    }

    private func pressed() {
        speaker?.interrupt()
        if !click.isEmpty { output?.mixer.play(effect: click) }
    }
}
