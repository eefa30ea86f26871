import Foundation
import PinPadCore
import PinPadTestSupport
import Testing

/// The conformance sessions as the kiosk machine plays them on KMS/DRM and fbdev
/// (`Tests/Kiosk/conformance.json`, read by the `conformance-kms` and `conformance-fbdev`
/// scenarios): the program's options, each step as a virtio keyboard chord (QMP qcodes), a tap on
/// a key's label or a pause, and the exit status and output expected. The file is what
/// `ConformanceSession.all` says; with `PINPAD_RECORD_CONFORMANCE=1` it is written anew.
struct KioskConformanceSessionsTests {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../Kiosk/conformance.json").standardized.path

    /// A step in the file; nil for one the kiosk machine cannot give (a paste: it has no clipboard).
    static func step(_ step: SessionStep) -> [String: Any]? {
        switch step {
        case .press(let key, let modifiers): return ["keys": QEMUKeyName.chord(key, modifiers)]
        case .tap(let key): return ["tap": key.label]
        case .wait(let milliseconds): return ["wait": milliseconds]
        case .pressCapsLock: return ["keys": ["caps_lock"]]
        case .paste, .typeSymbol: return nil
        }
    }

    /// The file's text for `sessions`: those the kiosk plays, and those it leaves with the reason.
    static func file(_ sessions: [ConformanceSession]) throws -> String {
        var played: [[String: Any]] = []
        var skipped: [[String: String]] = []
        for session in sessions {
            guard session.runs.count == 1 else {
                skipped.append(["name": session.name, "why": "a retry needs a front end that rejects (the window's and the terminal's end-to-end tests play it through the pinentry)"])
                continue
            }
            let steps = session.runs[0].map(step)
            guard steps.allSatisfy({ $0 != nil }) else {
                skipped.append(["name": session.name, "why": "the kiosk machine has no clipboard"])
                continue
            }
            let result = try #require(ConformanceSession.programResult(session.expected.outcomes[0]))
            played.append([
                "name": session.name, "arguments": session.programArguments, "steps": steps.compactMap { $0 },
                "status": Int(result.status), "output": result.output,
            ])
        }
        let data = try JSONSerialization.data(withJSONObject: ["sessions": played, "skipped": skipped], options: [.prettyPrinted, .sortedKeys])
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    @Test func theKioskPlaysTheSessionsOfTheSuite() throws {
        let text = try Self.file(ConformanceSession.all)
        if ProcessInfo.processInfo.environment["PINPAD_RECORD_CONFORMANCE"] != nil {
            try text.write(toFile: Self.path, atomically: false, encoding: .utf8)
        }
        let recorded = try String(contentsOfFile: Self.path, encoding: .utf8)
        #expect(recorded == text, "Tests/Kiosk/conformance.json is not ConformanceSession.all: run this test with PINPAD_RECORD_CONFORMANCE=1")
    }
}
