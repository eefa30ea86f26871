import PinPadCore

/// A rectangle of whole pixels that changed between two frames, and how it and its pixels map
/// onto a turned screen.
struct ChangedArea: Equatable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    /// The smallest rectangle holding every pixel that differs between `old` and `new` (row by
    /// row, `width` × `height`); all of it when there is no `old`; nil when nothing differs.
    static func between(_ old: [UInt32]?, _ new: [UInt32], width: Int, height: Int) -> ChangedArea? {
        guard let old, old.count == new.count else { return ChangedArea(x: 0, y: 0, width: width, height: height) }
        var top = height
        var bottom = -1
        var left = width
        var right = -1
        for row in 0..<height {
            let start = row * width
            var first = -1
            var last = -1
            for column in 0..<width where old[start + column] != new[start + column] {
                if first < 0 { first = column }
                last = column
            }
            guard first >= 0 else { continue }
            top = min(top, row)
            bottom = row
            left = min(left, first)
            right = max(right, last)
        }
        guard bottom >= 0 else { return nil }
        return ChangedArea(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    }

    /// This content rectangle as it lies on the screen when the content is turned by `rotation`
    /// (`Rotation.screenPoint`), for content of `contentWidth` × `contentHeight` pixels.
    func turned(_ rotation: Rotation, contentWidth: Int, contentHeight: Int) -> ChangedArea {
        switch rotation {
        case .none: return self
        case .quarter: return ChangedArea(x: contentHeight - y - height, y: x, width: height, height: width)
        case .half: return ChangedArea(x: contentWidth - x - width, y: contentHeight - y - height, width: width, height: height)
        case .threeQuarters: return ChangedArea(x: y, y: contentWidth - x - width, width: height, height: width)
        }
    }

    /// The content pixel shown at screen pixel (`screenX`, `screenY`): the pixel under its
    /// centre (`Rotation.contentPoint`).
    static func contentPixel(screenX: Int, screenY: Int, _ rotation: Rotation, contentWidth: Int, contentHeight: Int) -> (Int, Int) {
        switch rotation {
        case .none: return (screenX, screenY)
        case .quarter: return (screenY, contentHeight - 1 - screenX)
        case .half: return (contentWidth - 1 - screenX, contentHeight - 1 - screenY)
        case .threeQuarters: return (contentWidth - 1 - screenY, screenX)
        }
    }
}
