import Foundation
import Testing

/// What a front end that another program runs (gpg-agent, ssh-add, systemd-ask-password's
/// agent) shows, read from the report `PINPAD_LAYOUT_FILE` names: the process, the request's
/// number in it, its texts, and the centres of its keys by value or role ("1", "submit").
struct ShownRequest {
    var process: Int
    var number: Int
    var title: String
    var message: String
    var error: String
    var keys: [String: (x: Int, y: Int)]
    /// The words drawn on the keys, by value or role.
    var labels: [String: String] = [:]
    /// The line under the field (another program holding the keyboard, Caps Lock); empty when
    /// none. Read from the same read of the report as the rest.
    var hint = ""
    /// Whether the frame is a wait between requests (a sign-in's "Checking…" while PAM works),
    /// not a request to answer.
    var isWaiting = false
    /// How many characters each field holds (its dots), in field order.
    var entered: [Int] = []

    /// A path for a report in a new directory of its own (mkdtemp, mode 0700), removed by
    /// `remove`: as root the report is written only into a directory only root can write to,
    /// never straight into /tmp.
    static func privatePath() throws -> (path: String, remove: () -> Void) {
        var template = Array("/tmp/pinpad-report-XXXXXX".utf8CString)
        let directory = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
        return ("\(directory)/shown.json", { try? FileManager.default.removeItem(atPath: directory) })
    }

    /// Waits up to `seconds` for a file at `path` to exist (a marker a PAM module under test
    /// writes when it runs).
    /// - Throws: `WindowEndToEndTests.NoWindow` when none came in time.
    static func waitForFile(_ path: String, within seconds: Double = 20) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if FileManager.default.fileExists(atPath: path) { return }
            usleep(50_000)
        }
        throw DisplayTests.WindowEndToEndTests.NoWindow(description: "no \(path) within \(seconds) s")
    }

    /// Waits up to `seconds` for the report at `path` to show a request that `accept` takes; a
    /// wait between requests (`isWaiting`) only with `includingWaits`.
    /// - Throws: `WindowEndToEndTests.NoWindow` when none showed in time.
    static func wait(
        at path: String, within seconds: Double = 20, includingWaits: Bool = false, where accept: (ShownRequest) -> Bool
    ) throws -> ShownRequest {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let data = FileManager.default.contents(atPath: path),
                let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let process = json["process"] as? Int, let number = json["request"] as? Int
            {
                var keys: [String: (x: Int, y: Int)] = [:]
                var labels: [String: String] = [:]
                for key in json["keys"] as? [[String: Any]] ?? [] {
                    func value(_ name: String) -> Double { (key[name] as? Double) ?? Double(key[name] as? Int ?? 0) }
                    let label = (key["value"] as? String) ?? (key["role"] as? String ?? "")
                    keys[label] = (Int(value("x") + value("width") / 2), Int(value("y") + value("height") / 2))
                    labels[label] = key["label"] as? String
                }
                let shown = ShownRequest(
                    process: process, number: number, title: json["title"] as? String ?? "", message: json["message"] as? String ?? "",
                    error: json["error"] as? String ?? "", keys: keys, labels: labels, hint: json["hint"] as? String ?? "",
                    isWaiting: json["waiting"] as? Bool ?? false, entered: json["entered"] as? [Int] ?? [])
                if (includingWaits || !shown.isWaiting) && accept(shown) { return shown }
            }
            usleep(50_000)
        }
        throw DisplayTests.WindowEndToEndTests.NoWindow(description: "no request showed in \(path) within \(seconds) s")
    }

    /// The visible window of the process that shows this request.
    func window() throws -> String {
        let search = try Run.run("/usr/bin/xdotool", ["search", "--sync", "--onlyvisible", "--pid", String(process)], within: 15)
        return try #require(search.output.split(separator: "\n").last.map(String.init), "no window of process \(process): \(search.error)")
    }

    /// Focuses the window, then clicks `digits` and OK, or only Cancel.
    func tap(_ digits: String, cancel: Bool = false, with end: DisplayTests.WindowEndToEndTests) throws {
        let window = try window()
        try end.xdotool(["windowfocus", "--sync", window])
        usleep(100_000)
        var arguments: [String] = []
        for label in cancel ? ["cancel"] : digits.map(String.init) + ["submit"] {
            let (x, y) = try #require(keys[label], "no key \(label) among \(keys.keys.sorted())")
            arguments += ["mousemove", "--window", window, String(x), String(y), "click", "1"]
        }
        try end.xdotool(arguments)
    }
}
