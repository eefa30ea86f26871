import PinPadCore
import PinPadTestSupport
import Testing

/// The composition on the screens kiosks have, each at the scale `Layout.suggestedScale` picks:
/// every key, box and text inside the viewport, the content group centred (its margins equal
/// within 4 px), and keys no smaller than 9 mm at 96 DPI (34 px at scale 1), the smallest
/// comfortable touch target.
struct LayoutSweepTests {
    static let screens: [(width: Double, height: Double)] = [
        (320, 480), (480, 800), (600, 600), (800, 480), (1024, 600), (1024, 768), (1280, 1024), (1920, 1080), (1080, 1920), (2160, 3840),
    ]
    /// 9 mm at 96 pixels per inch.
    static let minimumKey = 9 / 25.4 * 96

    /// A PIN prompt with a message, the same with large keys on the high-contrast theme, and a
    /// two-field form, with Clear beside Cancel.
    static func prompts(_ size: Size) -> [(name: String, prompt: Prompt)] {
        let scale = Layout.suggestedScale(for: size, pixelRatio: 1)
        let keypad = Keypad(showsClear: true)
        let pin = Prompt(keypad: keypad, message: "Any 6 digits", viewport: size, scale: scale, clock: ManualClock())
        var large = Theme.highContrast
        large.keySize = .large
        let largeKeys = Prompt(keypad: keypad, theme: large, message: "Any 6 digits", viewport: size, scale: scale, clock: ManualClock())
        let form = Prompt(
            fields: [FormField(label: "Badge", policy: .textInput, field: PasscodeField(boxCount: 8, isEditable: true, allowedCharacters: .alphanumeric)),
                     FormField(label: "PIN", field: PasscodeField(boxCount: 4, isEditable: true))],
            keypad: keypad, title: "Sign in", viewport: size, scale: scale, clock: ManualClock())
        return [("PIN", pin), ("PIN, large keys", largeKeys), ("form", form)]
    }

    @Test(arguments: screens.map { "\(Int($0.width))x\(Int($0.height))" })
    func theCompositionIsBalancedAndNothingIsClipped(screen: String) {
        let parts = screen.split(separator: "x").compactMap { Double($0) }
        let size = Size(width: parts[0], height: parts[1])
        for (name, prompt) in Self.prompts(size) {
            let layout = prompt.layout
            let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
            let texts = [layout.title] + (layout.messageLines > 0 ? [layout.message] : []) + layout.fields.compactMap(\.label)
            let rects = layout.keys.map(\.frame) + layout.fields.flatMap(\.boxes) + texts
            for rect in rects { #expect(bounds.contains(rect), "\(screen) \(name): \(rect) is outside the screen") }
            let left = rects.map(\.x).min()!, right = size.width - rects.map(\.maxX).max()!
            let top = rects.map(\.y).min()!, bottom = size.height - rects.map(\.maxY).max()!
            #expect(abs(left - right) <= 4, "\(screen) \(name): margins left \(left), right \(right)")
            if layout.orientation == .portrait {
                // Low on the screen, within a thumb's reach: no more room under it than above.
                #expect(bottom <= top + 4, "\(screen) \(name): margins top \(top), bottom \(bottom)")
            } else {
                #expect(abs(top - bottom) <= 4, "\(screen) \(name): margins top \(top), bottom \(bottom)")
            }
            // Never against the screen's top or bottom edge (a bezel, a finger's width).
            #expect(min(top, bottom) >= 24 * min(layout.scale, 1) - 0.01, "\(screen) \(name): margins top \(top), bottom \(bottom)")
            // The screen used: the composition takes at least four fifths of its height.
            #expect(size.height - top - bottom >= 0.8 * size.height - 0.01 || layout.keys.allSatisfy { $0.frame.height >= KeySize.normal.maximumHeight * layout.scale - 0.01 },
                "\(screen) \(name): \(size.height - top - bottom) of \(size.height) px used")
            let smallest = layout.keys.map { min($0.frame.width, $0.frame.height) }.min()!
            #expect(smallest >= Self.minimumKey, "\(screen) \(name): a key of \(smallest) px is under 9 mm at 96 DPI")
            let boxes = Set(layout.fields.flatMap(\.boxes).map { "\($0.width)x\($0.height)" })
            #expect(boxes.count == 1, "\(screen) \(name): boxes of sizes \(boxes)")
        }
    }

    @Test(arguments: screens.map { "\(Int($0.width))x\(Int($0.height))" })
    func largeKeysAreLargerAndTheirLabelsToo(screen: String) throws {
        let parts = screen.split(separator: "x").compactMap { Double($0) }
        let prompts = Self.prompts(Size(width: parts[0], height: parts[1]))
        let normal = try #require(prompts.first { $0.name == "PIN" }).prompt
        let large = try #require(prompts.first { $0.name == "PIN, large keys" }).prompt
        let five = try #require(normal.layout.frame(of: .digit(5))), largeFive = try #require(large.layout.frame(of: .digit(5)))
        #expect(largeFive.height >= five.height && largeFive.width >= five.width, "\(screen): \(largeFive) is smaller than \(five)")
        // A portrait screen where normal keys stop at their tallest (80 px at scale 1) has room
        // below them: large keys use it. On a landscape one the keypad already fills the height.
        if parts[1] > parts[0], five.height >= 80 * normal.layout.scale - 0.01 {
            #expect(largeFive.height > five.height * 1.15, "\(screen): \(largeFive) is not larger than \(five)")
        }
        func labelSize(_ prompt: Prompt) -> Double? {
            for primitive in prompt.scene(at: 0).primitives where primitive.role == .keyLabel {
                if case .text("5", _, let size, _) = primitive.shape { return size }
            }
            return nil
        }
        #expect(try #require(labelSize(large)) > (try #require(labelSize(normal))) * 1.15, "\(screen)")
    }

    /// Screens too small for 9 mm keys however small the text is set (a 2.8" 320×240 panel, a
    /// 240×240 watch-sized one): the keys take what the screen has, under 9 mm, and the pad
    /// stays readable and tappable: the whole pad shrank to a speck (scale 0.04, keys 4 px).
    @Test(arguments: ["320x240", "240x240", "320x260", "320x280", "240x320"])
    func aScreenTooSmallForNineMillimetreKeysStillFillsWithThePad(screen: String) {
        let parts = screen.split(separator: "x").compactMap { Double($0) }
        let size = Size(width: parts[0], height: parts[1])
        for (name, prompt) in Self.prompts(size) {
            let layout = prompt.layout
            let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
            // A tenth of a millimetre per pixel on such panels: 18 px is about 5 mm, a form of two
            // fields under a title in 240 px the tightest.
            #expect(layout.scale >= 0.3, "\(screen) \(name): drawn at scale \(layout.scale)")
            for key in layout.keys {
                #expect(bounds.contains(key.frame), "\(screen) \(name): \(key.frame) is outside the screen")
                #expect(key.frame.height >= 18 && key.frame.width >= 18, "\(screen) \(name): a key of \(key.frame.width)x\(key.frame.height) px")
            }
        }
    }

    @Test func nearSquareScreensStackAndWideOnesSitSideBySide() {
        for (width, height, orientation) in [(1280.0, 1024.0, Orientation.portrait), (1024, 768, .portrait), (600, 600, .portrait), (1024, 600, .landscape), (1920, 1080, .landscape)] {
            let layout = Layout(viewport: Size(width: width, height: height), scale: 1, boxCount: 6, keypad: Keypad())
            #expect(layout.orientation == orientation, "\(width)x\(height)")
        }
    }

    @Test func cancelAndClearSitOnTheKeyColumns() throws {
        let layout = Layout(viewport: Size(width: 480, height: 800), scale: 1, boxCount: 6, keypad: Keypad(showsClear: true))
        let one = try #require(layout.frame(of: .digit(1))), three = try #require(layout.frame(of: .digit(3)))
        let cancel = try #require(layout.frame(of: .cancel)), clear = try #require(layout.frame(of: .clear))
        #expect(cancel.x == one.x && cancel.width == one.width)
        #expect(clear.x == three.x && clear.width == three.width)
    }

    @Test func roundKeysAreCirclesCentredInTheirCells() throws {
        var theme = Theme.dark
        theme.keyShape = .circle
        let prompt = Prompt(theme: theme, clock: ManualClock())
        let cell = try #require(prompt.layout.frame(of: .digit(5)))
        let fills = prompt.scene(at: 0).primitives.filter { $0.role == .key }
        let five = try #require(fills.first { $0.bounds.contains(cell.center) && $0.bounds.width < cell.width })
        guard case .fill(let rect, let radius) = five.shape else { throw CancellationError() }
        #expect(rect.width == rect.height && rect.width <= min(cell.width, cell.height) && radius == rect.width / 2)
        #expect(rect.center == cell.center)
        // The circles stand apart down as well as across (the ocean theme's were 14 px apart
        // down and 63 px across): at least 16 px between rows, at most twice that between columns.
        let six = try #require(prompt.layout.frame(of: .digit(6))), two = try #require(prompt.layout.frame(of: .digit(2)))
        let across = six.center.x - cell.center.x - rect.width, down = cell.center.y - two.center.y - rect.width
        #expect(down >= 16 && across <= 2 * down, "\(across) px across, \(down) px down")
        // Cancel is a pill across its cell (its word not cut in a circle: `RoundKeyWordsTests`),
        // and has no outline in any theme.
        let cancel = try #require(prompt.layout.frame(of: .cancel))
        #expect(fills.contains { primitive in
            guard case .fill(let rect, let radius) = primitive.shape else { return false }
            return rect == cancel && radius == cancel.height / 2
        })
        for theme in [Theme.dark, .light, .highContrast] {
            var round = theme
            round.keyShape = .circle
            for shape in [KeyShape.circle, .rounded] {
                round.keyShape = shape
                let scene = Prompt(theme: round, clock: ManualClock()).scene(at: 0)
                #expect(!scene.primitives.contains { $0.role == .keyBorder && $0.bounds.center == cancel.center }, "\(shape): Cancel has no outline")
            }
        }
    }

    @Test func aTurnedScreenMapsItsPointsBackIntoTheContent() {
        let screen = Size(width: 800, height: 480)
        for rotation in Rotation.allCases {
            let content = rotation.contentSize(onScreen: screen)
            #expect(rotation.swapsSides ? content == Size(width: 480, height: 800) : content == screen)
            for point in [Point(x: 0, y: 0), Point(x: 100, y: 30), Point(x: content.width, y: content.height)] {
                let shown = rotation.screenPoint(point, onScreen: screen)
                #expect(shown.x >= 0 && shown.x <= screen.width && shown.y >= 0 && shown.y <= screen.height)
                #expect(rotation.contentPoint(shown, onScreen: screen) == point, "\(rotation) \(point)")
            }
        }
        // A quarter turn clockwise: the content's top left is at the screen's top right.
        #expect(Rotation.quarter.screenPoint(Point(x: 0, y: 0), onScreen: screen) == Point(x: 800, y: 0))
    }

    /// A 17-inch 1280×1024 touch monitor gets keys well larger than a 480×800 phone's, not a
    /// phone's pad floating in an empty screen; a 7-inch 800×480 panel keeps its keys a finger's
    /// width from the top and bottom edges.
    @Test func largeScreensGetLargeKeysAndSmallOnesKeepTheirEdges() throws {
        func five(_ width: Double, _ height: Double) throws -> Rect {
            let size = Size(width: width, height: height)
            let prompt = Prompt(message: "Any 6 digits", viewport: size, scale: Layout.suggestedScale(for: size, pixelRatio: 1), clock: ManualClock())
            return try #require(prompt.layout.frame(of: .digit(5)))
        }
        let phone = try five(480, 800), monitor = try five(1280, 1024)
        #expect(monitor.height >= 1.4 * phone.height && monitor.width >= 1.4 * phone.width, "\(monitor) against \(phone)")
        let size = Size(width: 800, height: 480)
        let panel = Prompt(message: "Any 6 digits", viewport: size, scale: 1, clock: ManualClock()).layout
        let top = panel.keys.map(\.frame.y).min()!, bottom = size.height - panel.keys.map(\.frame.maxY).max()!
        #expect(top >= 32 && bottom >= 32, "keys \(top) px from the top, \(bottom) px from the bottom")
    }

    /// On a screen taller than wide the composition reads as a phone's lock screen: the title and
    /// boxes stand in the upper part, set apart from the keypad by at least half the room above
    /// the title (a band the height of a key on 1080×1920, not a strip glued to the keys), the
    /// keypad low where a thumb reaches, and the room above the title and under the keypad equal
    /// (within 4 px): the spare height goes 2:1:2.
    @Test(arguments: screens.filter { $0.height > $0.width }.map { "\(Int($0.width))x\(Int($0.height))" })
    func tallScreensSetTheHeaderApartFromTheKeypad(screen: String) throws {
        let parts = screen.split(separator: "x").compactMap { Double($0) }
        let size = Size(width: parts[0], height: parts[1])
        for message in ["", "Any 6 digits"] {
            let layout = Prompt(message: message, viewport: size, scale: Layout.suggestedScale(for: size, pixelRatio: 1), clock: ManualClock()).layout
            let keysTop = layout.keys.map(\.frame.y).min()!, keysBottom = layout.keys.map(\.frame.maxY).max()!
            let above = layout.title.y, band = keysTop - layout.boxRow.maxY, below = size.height - keysBottom
            #expect(band >= above / 2, "\(screen) \"\(message)\": \(above) px above the title, \(band) px between the boxes and the keys")
            #expect(abs(above - below) <= 4, "\(screen) \"\(message)\": \(above) px above the title, \(below) px under the keys")
        }
    }

    /// A prompt without a description keeps one line, for an error, and no more.
    @Test func noMessageKeepsOneLineForAnError() {
        let without = Prompt(message: "", clock: ManualClock()).layout
        let with = Prompt(message: "Any 6 digits", clock: ManualClock()).layout
        #expect(without.messageLines == 1 && with.messageLines == 2)
        #expect(without.boxes[0].y - without.title.maxY == with.boxes[0].y - with.title.maxY - 26)
    }
}
