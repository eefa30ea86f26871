import PinPadCore
import PinPadTestSupport
import Testing

@testable import PinPadSDL

/// A sign-in's later attempt keeps the first attempt's layout (`Prompt.keptLayout`), its text
/// area grown upward for the stack's words, measured as the real font sets them: a banner above
/// pam_faillock's German lockout, its countdown and "Anmeldung fehlgeschlagen" all show at
/// 480×800, where the estimate of their width, which knows no font, left the countdown behind ▼.
struct KeptLayoutTextTests {
    @Test func aGermanLockoutAfterABannerShowsWholeWithTheKeysKept() throws {
        let size = Size(width: 480, height: 800)
        let canvas = try OffscreenCanvas(width: Int(size.width), height: Int(size.height), fontPath: Snapshot.fontPath)
        let words = "Kiosk 3 - Ortszeit 18:01:09\nDas Konto ist wegen 2 fehlgeschlagener Anmelde-Versuche gesperrt.\n(noch 2 Minuten zum Entsperren)"
        let (first, later) = KeptSignInPads.make(title: "Anmelden", words: words, error: "Anmeldung fehlgeschlagen", viewport: size)
        #expect(later.layout.keys.map(\.frame) == first.layout.keys.map(\.frame), "keys moved")
        let shown = KeptSignInPads.texts(later, measure: canvas.measure)
        let joined = shown.joined(separator: " ")
        #expect(joined.contains("(noch 2 Minuten zum Entsperren) Anmeldung fehlgeschlagen") && joined.contains("Kiosk 3"), "\(shown)")
        #expect(!shown.contains("▲") && !shown.contains("▼"), "\(shown)")
    }
}
