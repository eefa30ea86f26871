import PinPadCore

/// The JSON printed by `pinpad layout`: the viewport, every box and every key in pixels.
package enum LayoutJSON {
    /// `{"width":…,"height":…,"scale":…,"boxes":[{"field":0,"index":0,"x":…,…}],"keys":[{"label":"1","role":"digit","value":"1",…}]}`;
    /// a letters keyboard's key has its character as its value (`"value":"é"`), a page key its
    /// page's name (`"value":"symbols"`).
    package static func encode(_ layout: Layout, label: (Key) -> String = \.label) -> String {
        let boxes = layout.fields.enumerated().flatMap { field, frames in
            frames.boxes.enumerated().map { index, box in "{\"field\":\(field),\"index\":\(index),\(rect(box))}" }
        }
        let keys = layout.keys.map { keyFrame -> String in
            let key = keyFrame.key
            let value: String
            switch key {
            case .digit(let digit): value = "\"\(digit)\""
            case .character(let character): value = quoted(String(character))
            case .page(let page): value = quoted(page.rawValue)
            default: value = "null"
            }
            return "{\"label\":\(quoted(label(key))),\"role\":\"\(key.role)\",\"value\":\(value),\(rect(keyFrame.frame))}"
        }
        return "{\"width\":\(number(layout.viewport.width)),\"height\":\(number(layout.viewport.height)),"
            + "\"scale\":\(number(layout.scale)),"
            + "\"boxes\":[\(boxes.joined(separator: ","))],\"keys\":[\(keys.joined(separator: ","))]}"
    }

    private static func rect(_ rect: Rect) -> String {
        "\"x\":\(number(rect.x)),\"y\":\(number(rect.y)),\"width\":\(number(rect.width)),\"height\":\(number(rect.height))"
    }

    /// Whole pixels print without a fraction; others with two decimals.
    private static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }

    package static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20: result += "\\u00" + (scalar.value < 16 ? "0" : "") + String(scalar.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
