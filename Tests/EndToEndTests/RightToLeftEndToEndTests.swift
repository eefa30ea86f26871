import Foundation
import Testing

extension DisplayTests {
    /// An Arabic locale lays the pad out right to left (the boxes fill from the right, the
    /// keypad's bottom row and Cancel/Clear mirrored, the digits' grid 1-2-3 from the left as on
    /// phones) and, with `digits = native`, draws Arabic-Indic digits on the keys: the PIN tapped
    /// on them is still printed as ASCII digits.
    @Suite(.serialized)
    struct RightToLeftEndToEndTests {
        static func environment(report: String? = nil) -> [String: String] {
            var environment = ["LANG": "ar_EG.UTF-8", "LC_ALL": "", "LC_MESSAGES": "", "LANGUAGE": ""]
            environment["PINPAD_LAYOUT_FILE"] = report
            return environment
        }

        @Test func theLayoutIsMirroredButTheDigitsGrid() throws {
            try #require(Languages.prepared == nil, "\(Languages.prepared ?? "")")
            let result = try Run.pinpad(["layout", "--boxes", "4", "--clear-key"], environment: Languages.environment("ar_EG.UTF-8"))
            let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any], "\(result.error)")
            func x(_ item: [String: Any]) -> Double { (item["x"] as? Double) ?? Double(item["x"] as? Int ?? 0) }
            let boxes = try #require(json["boxes"] as? [[String: Any]])
            #expect(x(boxes[0]) > x(boxes[1]) && x(boxes[1]) > x(boxes[3]), "the first box is not the rightmost")
            var keys: [String: Double] = [:]
            var labels: [String: String] = [:]
            for key in json["keys"] as? [[String: Any]] ?? [] {
                let name = (key["value"] as? String) ?? (key["role"] as? String ?? "")
                keys[name] = x(key)
                labels[name] = key["label"] as? String
            }
            #expect(try #require(keys["1"]) < (try #require(keys["3"])) && keys["4"]! < keys["6"]!, "the digits' grid is mirrored")
            #expect(try #require(keys["delete"]) > (try #require(keys["0"])) && keys["0"]! > (try #require(keys["submit"])), "the bottom row is not mirrored")
            #expect(try #require(keys["cancel"]) > (try #require(keys["clear"])), "Cancel is not on the right")
            #expect(labels["cancel"] == "إلغاء" && labels["delete"] == "⌦", "\(labels)")
        }

        @Test func arabicDigitsOnTheKeysTypeASCIIDigits() throws {
            try #require(Languages.prepared == nil, "\(Languages.prepared ?? "")")
            let report = try ShownRequest.privatePath()
            defer { report.remove() }
            let end = WindowEndToEndTests()
            let pad = try end.start(["--digits", "native", "--boxes", "4"], environment: Self.environment(report: report.path))
            let shown = try ShownRequest.wait(at: report.path) { _ in true }
            #expect(shown.labels["1"] == "١" && shown.labels["3"] == "٣" && shown.labels["0"] == "٠", "\(shown.labels)")
            var arguments: [String] = []
            for digit in ["1", "9", "3", "0"] {
                let (x, y) = try #require(shown.keys[digit])
                arguments += ["mousemove", "--window", pad.window, String(x), String(y), "click", "1"]
            }
            try end.xdotool(arguments)
            let result = pad.running.finish(within: 30)
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output == "1930\n", "what was printed: \(Array(result.output.unicodeScalars))")
        }
    }
}
