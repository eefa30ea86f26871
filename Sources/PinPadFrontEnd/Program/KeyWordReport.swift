import PinPadCore
import PinPadPlatform
import Synchronization

/// The line on stderr for a key's word cut on screen (`Prompt.keyWordCut`): the person sees it
/// ends in "…", the administrator reads which configured word did not fit, once per word.
package enum KeyWordReport {
    /// The words already told.
    private static let told = Mutex<Set<String>>([])

    /// Tells `Prompt.keyWordCut`'s words on stderr from now on.
    package static func start() {
        Prompt.keyWordCut = { word in
            guard told.withLock({ $0.insert(word).inserted }) else { return }
            let shown = word.count > 40 ? String(word.prefix(40)) + "…" : word
            Platform.complain("the key's word \"\(shown)\" does not fit its key even on two lines: it is shown cut with …")
        }
    }
}
