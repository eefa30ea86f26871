import PinPadCore
import Testing

/// Geometry over a grid of viewports (issue 2, section 3): nothing overlaps, everything is
/// inside, keys are big enough and hit testing finds each key.
@Suite struct LayoutTests {
    /// Widths and heights from 320×480 to 3840×2160.
    static let widths: [Double] = [320, 360, 375, 412, 480, 600, 720, 768, 800, 1024, 1280, 1366, 1920, 2560, 3840]
    static let heights: [Double] = [480, 568, 640, 720, 800, 900, 1024, 1080, 1440, 2160]

    /// Every grid size, as given (mostly portrait) and turned (mostly landscape).
    static let viewports: [Size] = widths.flatMap { width in
        heights.flatMap { height in [Size(width: width, height: height), Size(width: height, height: width)] }
    }

    static let boxCounts = [1, 4, 6, 32]
    static let keypads = [Keypad(), Keypad(layout: .calculator, showsLetters: true, showsClear: true)]

    /// What is wrong with `layout` (empty when nothing is).
    static func problems(_ layout: Layout, requestedScale: Double, boxCount: Int, keypad: Keypad) -> [String] {
        var problems: [String] = []
        let name = "\(layout.viewport.width)×\(layout.viewport.height) \(layout.orientation) \(boxCount) boxes"
        let bounds = Rect(x: 0, y: 0, width: layout.viewport.width, height: layout.viewport.height)
        var parts: [(String, Rect)] = [("title", layout.title), ("message", layout.message)]
        parts += layout.boxes.enumerated().map { ("box \($0.offset)", $0.element) }
        parts += layout.keys.map { ("key \($0.key)", $0.frame) }

        if layout.boxes.count != boxCount { problems.append("\(name): \(layout.boxes.count) boxes") }
        if layout.keys.map(\.key) != keypad.keys { problems.append("\(name): keys differ from the keypad") }
        if layout.scale > requestedScale || layout.scale <= 0 { problems.append("\(name): scale \(layout.scale)") }
        for (label, rect) in parts {
            if !bounds.contains(rect) { problems.append("\(name): \(label) \(rect) outside the viewport") }
            if rect.width <= 0 || rect.height <= 0 { problems.append("\(name): \(label) is empty") }
        }
        for first in parts.indices {
            for second in parts.indices where second > first && parts[first].1.intersects(parts[second].1) {
                problems.append("\(name): \(parts[first].0) overlaps \(parts[second].0)")
            }
        }
        let minimum = Layout.minimumKeySide * layout.scale
        for keyFrame in layout.keys where keyFrame.frame.width < minimum - 1e-9 || keyFrame.frame.height < minimum - 1e-9 {
            problems.append("\(name): key \(keyFrame.key) is \(keyFrame.frame.width)×\(keyFrame.frame.height), under \(minimum)")
        }
        for keyFrame in layout.keys where layout.key(at: keyFrame.frame.center) != keyFrame.key {
            problems.append("\(name): the centre of \(keyFrame.key) hits \(String(describing: layout.key(at: keyFrame.frame.center)))")
        }
        for (index, box) in layout.boxes.enumerated() where layout.box(at: box.center) != index {
            problems.append("\(name): the centre of box \(index) hits another box")
        }
        if layout.key(at: layout.title.center) != nil || layout.box(at: layout.title.center) != nil {
            problems.append("\(name): the title is hit as a key or box")
        }
        let keysTop = layout.keys.map(\.frame.y).min() ?? 0
        let keysLeft = layout.keys.map(\.frame.x).min() ?? 0
        switch layout.orientation {
        case .portrait:
            if layout.boxRow.maxY > keysTop { problems.append("\(name): portrait keypad is not below the boxes") }
        case .landscape:
            if layout.boxRow.maxX > keysLeft { problems.append("\(name): landscape keypad is not right of the boxes") }
        }
        return problems
    }

    @Test(arguments: boxCounts)
    func everyViewportInItsNaturalOrientation(boxCount: Int) {
        var problems: [String] = []
        for viewport in Self.viewports {
            for keypad in Self.keypads {
                for scale in [1.0, 2.0] {
                    let layout = Layout(viewport: viewport, scale: scale, boxCount: boxCount, keypad: keypad)
                    #expect(layout.orientation == (viewport.width >= 1.4 * viewport.height ? .landscape : .portrait))
                    problems += Self.problems(layout, requestedScale: scale, boxCount: boxCount, keypad: keypad)
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.count) problems, first: \(problems.prefix(10))")
    }

    @Test(arguments: [Orientation.portrait, .landscape])
    func everyViewportInAForcedOrientation(orientation: Orientation) {
        var problems: [String] = []
        for viewport in Self.viewports {
            for boxCount in Self.boxCounts {
                let keypad = Keypad()
                let layout = Layout(viewport: viewport, scale: 1, orientation: orientation, boxCount: boxCount, keypad: keypad)
                #expect(layout.orientation == orientation)
                problems += Self.problems(layout, requestedScale: 1, boxCount: boxCount, keypad: keypad)
            }
        }
        #expect(problems.isEmpty, "\(problems.count) problems, first: \(problems.prefix(10))")
    }

    @Test func theDesignSizeKeepsScaleOne() {
        let layout = Layout(viewport: Size(width: 480, height: 800), scale: 1, boxCount: 6, keypad: Keypad())
        #expect(layout.scale == 1)
        #expect(layout.orientation == .portrait)
        let large = Layout(viewport: Size(width: 3840, height: 2160), scale: 2, boxCount: 6, keypad: Keypad())
        #expect(large.scale == 2)
        #expect(large.keys.allSatisfy { $0.frame.height >= 96 && $0.frame.width >= 96 })
    }

    @Test func aTooSmallViewportReducesTheScale() {
        let layout = Layout(viewport: Size(width: 320, height: 480), scale: 3, boxCount: 6, keypad: Keypad())
        #expect(layout.scale < 3)
        #expect(Self.problems(layout, requestedScale: 3, boxCount: 6, keypad: Keypad()).isEmpty)
    }

    @Test func layoutIsAPureFunctionOfItsInputs() {
        let keypad = Keypad(layout: .scrambled(seed: 5))
        let first = Layout(viewport: Size(width: 1024, height: 600), scale: 1.5, boxCount: 8, keypad: keypad)
        let second = Layout(viewport: Size(width: 1024, height: 600), scale: 1.5, boxCount: 8, keypad: keypad)
        #expect(first == second)
        #expect(first != Layout(viewport: Size(width: 1024, height: 601), scale: 1.5, boxCount: 8, keypad: keypad))
    }

    @Test func pointsOutsideEveryKeyHitNothing() {
        let layout = Layout(viewport: Size(width: 480, height: 800), boxCount: 6, keypad: Keypad())
        #expect(layout.key(at: Point(x: 0, y: 0)) == nil)
        #expect(layout.key(at: Point(x: -5, y: 400)) == nil)
        #expect(layout.box(at: Point(x: 479, y: 799)) == nil)
        // The gap between two keys belongs to neither.
        let one = layout.frame(of: .digit(1))!
        let two = layout.frame(of: .digit(2))!
        #expect(one.maxX < two.x)
        #expect(layout.key(at: Point(x: (one.maxX + two.x) / 2, y: one.center.y)) == nil)
        // The right and bottom edges are outside, the left and top inside.
        #expect(layout.key(at: Point(x: one.x, y: one.y)) == .digit(1))
        #expect(layout.key(at: Point(x: one.maxX, y: one.center.y)) != .digit(1))
    }

    @Test func suggestedScaleFitsTheDesignSize() {
        #expect(Layout.suggestedScale(for: Size(width: 480, height: 800), pixelRatio: 1) == 1)
        #expect(Layout.suggestedScale(for: Size(width: 1080, height: 1920), pixelRatio: 1) == 2.25)
        #expect(Layout.suggestedScale(for: Size(width: 1920, height: 1080), pixelRatio: 1) == 2.25)
        #expect(Layout.suggestedScale(for: Size(width: 320, height: 480), pixelRatio: 2) == 2)
        #expect(Layout.suggestedScale(for: Size(width: 960, height: 1600), pixelRatio: 2) == 4)
    }
}
