/// The geometry of a prompt for one viewport: rectangles, in pixels, for the title, the message
/// line, each box and each key; and hit testing. Pure: the same inputs give the same rectangles.
///
/// Sizes are designed at scale 1 (keys at least 48 px tall and wide) and multiplied by `scale`.
/// When the viewport is too small for the requested scale, the scale is reduced until everything
/// fits; `scale` holds the scale actually used.
public struct Layout: Hashable, Sendable {
    /// The viewport, in pixels.
    public let viewport: Size
    /// The scale factor used (the requested one, or less when the viewport is too small).
    public let scale: Double
    /// The arrangement used.
    public let orientation: Orientation
    /// The title, in pixels: `titleLines` lines.
    public internal(set) var title: Rect
    /// Lines of the title: 1, or more for a title that wraps.
    public let titleLines: Int
    /// Lines of each field's label, at least 1 (the first 24 px high, each other 26 px, at
    /// scale 1).
    public let labelLines: Int
    /// The message under the title (hints, errors), in pixels: `messageLines` lines (none: a
    /// rectangle of no height under the title).
    public internal(set) var message: Rect
    /// Lines of the message, at least 1.
    public internal(set) var messageLines: Int
    /// Every field's label and boxes, top to bottom (one entry for a single-field prompt).
    public let fields: [FieldFrames]
    /// The first field's boxes, left to right, in pixels.
    public var boxes: [Rect] { fields.first?.boxes ?? [] }
    /// Every key with its rectangle, row by row.
    public let keys: [KeyFrame]
    /// The least height of a title's or a field label's line, in pixels:
    /// `Prompt.legibleMessageSize` and a little room above and below it.
    public static let legibleLabelLine = Prompt.legibleMessageSize * 1.3
    /// The shorter side of the smallest key, in pixels; 0 with no keys.
    public var smallestKeySide: Double { keys.map { min($0.frame.width, $0.frame.height) }.min() ?? 0 }
    /// Whether the keys are a letters keyboard's, whose gaps belong to the keys beside them
    /// (`key(at:)`).
    public let isKeyboard: Bool

    /// Smallest key side at scale 1, in pixels, for a layout not given a touch minimum.
    public static let minimumKeySide = 48.0
    /// The pixel density assumed when the screen does not say (a 17-inch 1280×1024 monitor,
    /// X11's default): 96 pixels per inch.
    public static let defaultPixelsPerInch = 96.0
    /// The smallest comfortable touch target, in millimetres: 9 mm, a fingertip's contact.
    public static let minimumTouchMillimetres = 9.0
    /// The smallest key of the letters keyboard, in millimetres: 7 mm, a phone keyboard's key.
    /// No description, title or form makes one smaller: the text scrolls, or the prompt is set
    /// smaller, instead. A row of many keys on a narrow screen (eleven across 320 px) makes its
    /// keys narrower, as a phone does, never lower.
    public static let minimumKeyboardMillimetres = 7.0

    /// The widest a round key's cell is, as a share of its height: a circle as tall as the cell
    /// then has about a quarter of its diameter beside it.
    public static let roundKeyCellRatio = 1.2
    /// A round key's diameter as a share of its cell's shorter side: the rest keeps the circles
    /// of neighbouring rows apart.
    public static let roundKeyDiameter = 0.9
    /// The widest a description beside the keypad is set (`widensText`), in pixels at scale 1:
    /// about 60 characters of the message's size, a comfortable line to read.
    public static let readableWidth = 520.0

    /// The smallest key side a finger hits reliably at `pixelsPerInch`, in pixels: 9 mm
    /// (`minimumTouchMillimetres`); 34 px at the default 96 pixels per inch.
    public static func minimumTouchSide(pixelsPerInch: Double = defaultPixelsPerInch) -> Double {
        minimumTouchMillimetres / 25.4 * max(pixelsPerInch, 1)
    }

    /// The smallest side of a letters keyboard's key at `pixelsPerInch`, in pixels: 7 mm
    /// (`minimumKeyboardMillimetres`); 26.5 px at 96 pixels per inch, 36.4 px at the 132 of a
    /// 7-inch 800×480 panel.
    public static func minimumKeyboardKeySide(pixelsPerInch: Double = defaultPixelsPerInch) -> Double {
        minimumKeyboardMillimetres / 25.4 * max(pixelsPerInch, 1)
    }

    /// Lays out `boxCount` boxes and `keypad` in `viewport`.
    /// - Parameters:
    ///   - viewport: drawable size in pixels (renderer output size, not window points).
    ///   - scale: size multiplier (device pixel ratio × zoom); 1 designs for a 480×800 phone.
    ///   - orientation: nil chooses from the viewport's aspect.
    ///   - boxCount: number of boxes, 1…32.
    ///   - keypad: the keys to place, row by row.
    public init(viewport: Size, scale: Double = 1, orientation: Orientation? = nil, boxCount: Int, keypad: Keypad) {
        self.init(viewport: viewport, scale: scale, orientation: orientation, boxCounts: [boxCount], labeled: false, keypad: keypad)
    }

    /// Lays out a form: one row of boxes per field, each under its label when `labeled`, and
    /// `keypad`.
    /// - Parameters:
    ///   - viewport: drawable size in pixels.
    ///   - scale: size multiplier.
    ///   - orientation: nil chooses from the viewport's aspect.
    ///   - boxCounts: each field's number of boxes, 1…32, top to bottom (at least one field).
    ///   - labeled: whether each field has a label line above its boxes.
    ///   - keypad: the keys to place, row by row.
    public init(viewport: Size, scale: Double = 1, orientation: Orientation? = nil, boxCounts: [Int], labeled: Bool, keypad: Keypad) {
        precondition(!boxCounts.isEmpty, "Layout: a prompt has at least one field")
        self.init(viewport: viewport, scale: scale, orientation: orientation, fields: boxCounts.map { .boxes($0) }, labeled: labeled, keypad: keypad)
    }

    /// Lays out fields of any shape (none for a confirmation), a message of `messageLines` lines
    /// and `keypad` (a row of buttons for a confirmation).
    /// - Parameters:
    ///   - viewport: drawable size in pixels.
    ///   - scale: size multiplier.
    ///   - orientation: nil chooses from the viewport's aspect.
    ///   - fields: each field's shape, top to bottom; empty for none.
    ///   - labeled: whether each field has a label line above its boxes.
    ///   - messageLines: lines of the message (each gets a line's height); 0 for none, which
    ///     leaves no gap between the title and the fields.
    ///   - titleLines: lines of the title, at least 1 (the first 34 px high, each other 30 px, at
    ///     scale 1; never under `legibleLabelLine`).
    ///   - labelLines: lines of each field's label, at least 1 (the first 24 px high, each
    ///     other 26 px, at scale 1; never under `legibleLabelLine`), when `labeled`.
    ///   - keypad: the keys to place, row by row.
    ///   - keySize: how large the keys are (`KeySize`).
    ///   - minimumKeySide: the smallest key side, in pixels, before the whole layout is set
    ///     smaller (`scale` reduced): `minimumTouchSide(pixelsPerInch:)`; nil: 48 px at scale 1.
    ///   - minimumKeyboardKeySide: the height, in pixels, below which no letters keyboard's key
    ///     goes at any scale (the rest of the layout is set smaller instead), and the width of a
    ///     character key where its widest row has room (eleven keys across 320 px have not: they
    ///     are narrower, at least 20 px at scale 1, the prompt keeping its scale):
    ///     `minimumKeyboardKeySide(pixelsPerInch:)`; nil: none (36 px at the scale used).
    ///   - roundKeys: whether the keys are drawn as circles (`KeyShape.circle`): their cells are
    ///     then at most `roundKeyCellRatio` times as wide as tall, so circles sit as far apart
    ///     across as down; Cancel or Clear alone in its row is as wide as the keypad, the two
    ///     side by side each half of it.
    ///   - direction: right to left mirrors the boxes, the keypad's rows that are not digits
    ///     alone and a letters keyboard's bottom row (`WritingDirection`), and the columns of a
    ///     composition side by side (the text and the fields on the right, the keypad on the left;
    ///     above a keyboard the text in the right half, the fields in the left); by default the
    ///     direction of the words' language.
    ///   - widensText: in landscape, the header (title, description, fields) as wide as the room
    ///     beside the keypad allows, up to `readableWidth` pixels at scale 1, rather than as wide as its
    ///     boxes: a long description beside the keypad in fewer lines, as a tablet's landscape
    ///     lock screen sets it.
    public init(
        viewport: Size, scale: Double = 1, orientation: Orientation? = nil, fields: [FieldShape], labeled: Bool, messageLines: Int = 1,
        titleLines: Int = 1, labelLines: Int = 1, keypad: Keypad, keySize: KeySize = .normal, minimumKeySide: Double? = nil,
        minimumKeyboardKeySide: Double? = nil, roundKeys: Bool = false, direction: WritingDirection = Words.direction, widensText: Bool = false
    ) {
        let orientation = orientation ?? Orientation(for: viewport)
        var trial = max(scale, 0.01)
        // The least key sides, let go of on a screen too small for them at any scale.
        var leastSides = (keypad: minimumKeySide, keyboard: minimumKeyboardKeySide ?? 0)
        func measure() -> Metrics {
            Metrics(
                viewport: viewport, scale: trial, orientation: orientation, shapes: fields, labeled: labeled,
                messageLines: max(messageLines, 0), titleLines: max(titleLines, 1), labelLines: max(labelLines, 1), keypad: keypad,
                keySize: keySize, minimumKeySide: leastSides.keypad, minimumKeyboardKeySide: leastSides.keyboard, roundKeys: roundKeys,
                widensText: widensText)
        }
        // The largest scale, from the one asked for down, at which everything fits.
        func shrunk() -> Metrics {
            trial = max(scale, 0.01)
            var metrics = measure()
            for _ in 0..<40 where !metrics.fits {
                trial *= 0.92
                metrics = measure()
            }
            return metrics
        }
        var metrics = shrunk()
        if !metrics.fits && (leastSides.keypad != nil || leastSides.keyboard > 0) {
            // A screen too small for keys of the least side however small the rest is set (a
            // 320×240 panel: four rows of 9 mm keys and the boxes do not fit in 240 pixels): the
            // keys are sized with the rest instead, smaller than that side, rather than the whole
            // pad shrunk to a speck.
            leastSides = (nil, 0)
            metrics = shrunk()
        }
        if direction == .rightToLeft { metrics.mirrorColumns(width: viewport.width) }
        self.viewport = viewport
        self.scale = trial
        self.orientation = orientation
        self.title = metrics.title
        self.message = metrics.message
        self.messageLines = max(messageLines, 0)
        self.titleLines = max(titleLines, 1)
        self.labelLines = max(labelLines, 1)
        self.fields = direction == .rightToLeft ? metrics.fields.map(Layout.mirrored) : metrics.fields
        self.keys = direction == .rightToLeft ? Layout.mirrored(metrics.keys, isKeyboard: keypad.isKeyboard) : metrics.keys
        self.isKeyboard = keypad.isKeyboard
    }

    /// `field` with its boxes in the mirrored order: the first box where the last was.
    private static func mirrored(_ field: FieldFrames) -> FieldFrames {
        FieldFrames(label: field.label, boxes: field.boxes.reversed(), isFreeLength: field.isFreeLength)
    }

    /// `keys` with each row that is not digits alone mirrored across the keypad's middle
    /// (Cancel, 0, OK becomes OK, 0, Cancel); rows of digits keep 1-2-3 from the left. Of a
    /// letters keyboard only the bottom row (`Keypad.isMirrored(row:in:)`).
    private static func mirrored(_ keys: [KeyFrame], isKeyboard: Bool) -> [KeyFrame] {
        guard let left = keys.map(\.frame.x).min(), let right = keys.map(\.frame.maxX).max() else { return keys }
        let rows = Dictionary(grouping: keys.indices) { keys[$0].frame.y }
        var result = keys
        for indices in rows.values where Keypad.mirrors(indices.map { keys[$0].key }, isKeyboard: isKeyboard) {
            for index in indices {
                let frame = keys[index].frame
                result[index] = KeyFrame(key: keys[index].key, frame: Rect(x: left + right - frame.maxX, y: frame.y, width: frame.width, height: frame.height))
            }
        }
        return result
    }

    /// The key whose rectangle contains `point`, or nil. On a letters keyboard, as on a phone's,
    /// a key also takes half the gap around it: a tap between two keys hits the nearer one (the
    /// narrow keys of a row of eleven on a narrow screen are easier to hit).
    public func key(at point: Point) -> Key? {
        if let hit = keys.first(where: { $0.frame.contains(point) }) { return hit.key }
        guard isKeyboard else { return nil }
        let reach = Metrics.keyboardKeyGap * scale / 2
        return keys.first { $0.frame.insetBy(-reach).contains(point) }?.key
    }

    /// The index of the first field's box whose rectangle contains `point`, or nil.
    public func box(at point: Point) -> Int? {
        boxes.firstIndex { $0.contains(point) }
    }

    /// The index of the field whose label or boxes contain `point`, or nil.
    public func field(at point: Point) -> Int? {
        fields.firstIndex { field in
            field.row.contains(point) || (field.label?.contains(point) ?? false)
        }
    }

    /// The rectangle of `key`, or nil when the keypad has no such key.
    public func frame(of key: Key) -> Rect? {
        keys.first { $0.key == key }?.frame
    }

    /// The smallest rectangle holding every box of the first field, in pixels.
    public var boxRow: Rect { fields.first?.row ?? Rect(x: 0, y: 0, width: 0, height: 0) }
}

/// The arithmetic behind `Layout`, for one trial scale.
struct Metrics {
    var title = Rect(x: 0, y: 0, width: 0, height: 0)
    var message = Rect(x: 0, y: 0, width: 0, height: 0)
    var fields: [FieldFrames] = []
    var keys: [KeyFrame] = []
    var fits = true
    /// The columns of a composition side by side (the header beside the keypad, or the text
    /// beside the fields above a keyboard): the text's, the fields' and the keypad's; nil for
    /// one stacked above the other.
    var columns: (text: Rect, fields: Rect, keypad: Rect)?

    init(
        viewport: Size, scale s: Double, orientation: Orientation, shapes: [FieldShape], labeled: Bool, messageLines: Int, titleLines: Int,
        labelLines: Int, keypad: Keypad, keySize: KeySize, minimumKeySide: Double?, minimumKeyboardKeySide: Double, roundKeys: Bool, widensText: Bool
    ) {
        let rows = keypad.rows
        let margin = 16 * s
        let keyGap = (keypad.isKeyboard ? Metrics.keyboardKeyGap : 10) * s
        // A title's line, like a label's, holds `legibleLabelLine` at least.
        let titleHeight = max(34 * s, Layout.legibleLabelLine) + max(30 * s, Layout.legibleLabelLine) * Double(titleLines - 1)
        let messageHeight = 26 * s * Double(messageLines)
        let messageGap = messageLines > 0 ? 6 * s : 0
        let boxHeight = 56 * s
        // Each label line holds `legibleLabelLine` at least, on a screen so small that 24 px at
        // the scale would set the label at 5 px.
        let labelHeight = labeled ? max(24 * s, Layout.legibleLabelLine) + max(26 * s, Layout.legibleLabelLine) * Double(labelLines - 1) : 0
        // A label of several lines is set off from its boxes; one line sits close to them.
        let labelGap = labeled && labelLines > 1 ? 8 * s : 0
        let fieldHeight = labelHeight + labelGap + boxHeight
        // Room between fields for the line under a field (`hintLine(under:)`: 2 px under its
        // boxes, 20 px tall, 24 px when it wraps onto two lines) and 4 px before the next label.
        let fieldGap = 30 * s
        let fieldCount = Double(shapes.count)
        let header = titleHeight + messageGap + messageHeight + 18 * s + fieldCount * fieldHeight + max(fieldCount - 1, 0) * fieldGap
        let minimumKey = minimumKeySide ?? Layout.minimumKeySide * s
        // Top and bottom: never closer to the screen's edge than this.
        let edge = (orientation == .landscape ? Metrics.landscapeEdge : Metrics.portraitEdge) * s
        let tallestKey = keySize.maximumHeight * s
        let widestKey = keySize.maximumWidth * s
        let rowCount = Double(rows.count)

        let keypadArea: Rect
        let headerArea: Rect
        // The text's column and the fields' beside it, when they sit side by side above a keyboard.
        var besideKeyboard: (text: Rect, fields: Rect)?
        switch orientation {
        case .landscape where keypad.isKeyboard && widensText:
            // A long description on a landscape screen above the keyboard: the title and the
            // description in the left half, the fields centred in the right half, the keyboard
            // as tall as the taller of the two leaves room for.
            let side = Metrics.keyboardMargin * s
            let textHeight = titleHeight + messageGap + messageHeight
            let fieldsHeight = fieldCount * fieldHeight + max(fieldCount - 1, 0) * fieldGap
            let column = (viewport.width - 3 * margin) / 2
            let room = viewport.height - 2 * margin - max(textHeight, fieldsHeight) - 20 * s
            let rowHeight = min(max(Metrics.keyboardRowHeight * s, minimumKeyboardKeySide), (room - (rowCount - 1) * keyGap) / rowCount)
            let height = rowCount * rowHeight + (rowCount - 1) * keyGap
            keypadArea = Rect(x: side, y: viewport.height - side - height, width: viewport.width - 2 * side, height: height)
            let above = keypadArea.y - 20 * s
            let text = Rect(x: margin, y: max((above - textHeight) / 2, margin), width: column, height: textHeight)
            let fieldColumn = Rect(x: 2 * margin + column, y: max((above - fieldsHeight) / 2, margin), width: column, height: fieldsHeight)
            besideKeyboard = (text, fieldColumn)
            columns = (text, fieldColumn, keypadArea)
            headerArea = Rect(x: margin, y: min(text.y, fieldColumn.y), width: viewport.width - 2 * margin, height: max(text.maxY, fieldColumn.maxY) - min(text.y, fieldColumn.y))
        case _ where keypad.isKeyboard:
            // The keyboard across the bottom of the screen, the header centred in the room above.
            let side = Metrics.keyboardMargin * s
            let room = viewport.height - 2 * margin - header - 20 * s
            let rowHeight = min(max(Metrics.keyboardRowHeight * s, minimumKeyboardKeySide), (room - (rowCount - 1) * keyGap) / rowCount)
            let height = rowCount * rowHeight + (rowCount - 1) * keyGap
            keypadArea = Rect(x: side, y: viewport.height - side - height, width: viewport.width - 2 * side, height: height)
            let width = min(viewport.width - 2 * margin, 448 * s)
            let above = keypadArea.y - 20 * s
            headerArea = Rect(x: (viewport.width - width) / 2, y: max((above - header) / 2, margin), width: width, height: header)
        case .portrait:
            // The keypad as large as the room under the header allows, low on the screen (within
            // a thumb's reach): the room left over goes 3:2 above and below it. On a screen taller
            // than wide, as on a phone's lock screen, a third of the room above goes between the
            // header and the keypad: the title and boxes stand in the upper part, set apart from
            // the keys, and the group's top and bottom margins are equal (2:1:2).
            // The text may be wider than the keypad on a wide screen (a 17-inch monitor): fewer lines.
            let keypadSpan = 3 * widestKey + 2 * keyGap
            let width = min(viewport.width - 2 * margin, keypadSpan * Metrics.headerWidthPerKeypad)
            let x = (viewport.width - width) / 2
            let keypadRoom = viewport.height - 2 * edge - header - Metrics.sectionGap * s
            let rowHeight = min(tallestKey, (keypadRoom - (rowCount - 1) * keyGap) / rowCount)
            let keypadWidth = min(width, keypadSpan, roundKeys ? 3 * rowHeight * Layout.roundKeyCellRatio + 2 * keyGap : keypadSpan)
            let keypadHeight = rowCount * rowHeight + (rowCount - 1) * keyGap
            let total = header + Metrics.sectionGap * s + keypadHeight
            let spare = max(viewport.height - 2 * edge - total, 0)
            // On a whole pixel (an edge between pixels is drawn differently by each renderer),
            // when the spare room leaves a pixel to move on either side of the edges.
            let exactTop = edge + spare * Metrics.portraitShareAbove
            let top = spare >= 2 ? exactTop.rounded() : exactTop
            let band = viewport.height > viewport.width ? spare * Metrics.portraitShareAbove * Metrics.portraitBandShare : 0
            headerArea = Rect(x: x, y: spare >= 2 ? (top - band).rounded() : top - band, width: width, height: header)
            keypadArea = Rect(
                x: (viewport.width - keypadWidth) / 2, y: top + header + Metrics.sectionGap * s, width: keypadWidth, height: keypadHeight)
        case .landscape:
            // The header and the keypad side by side, as one group centred with equal margins.
            let column = (viewport.width - 3 * margin) / 2
            let rowHeight = min(tallestKey, (viewport.height - 2 * edge - (rowCount - 1) * keyGap) / rowCount)
            let keypadHeight = rowCount * rowHeight + (rowCount - 1) * keyGap
            // Round keys, and keys beside a widened header, no wider than `roundKeyCellRatio`
            // times their height: the room goes to the text's lines.
            let keypadWidth = min(column, 3 * (roundKeys || widensText ? min(widestKey, rowHeight * Layout.roundKeyCellRatio) : widestKey) + 2 * keyGap)
            // The header as wide as its widest row of boxes (room for a title at least), so the
            // space between the parts is not left inside the header.
            let widestRow = shapes.map { shape -> Double in
                switch shape {
                case .boxes(let count): return Double(count) * 48 * s + Double(count - 1) * 10 * s
                case .freeLength: return 320 * s
                }
            }.max() ?? 0
            // A widened header takes the room the keypad leaves (less a margin each side and two
            // between the parts), not just its half of the screen.
            let headerRoom = widensText ? max(column, viewport.width - 4 * margin - keypadWidth) : column
            let headerWidth = min(headerRoom, widensText ? max(widestRow, Layout.readableWidth * s) : max(widestRow, 300 * s))
            let groupGap = max(min(4 * margin, viewport.width - 2 * margin - headerWidth - keypadWidth), 0)
            let left = (viewport.width - (headerWidth + groupGap + keypadWidth)) / 2
            // On whole pixels where there is a pixel of room to move (see the portrait case).
            func onPixel(_ value: Double, room: Double) -> Double { room >= 2 ? value.rounded() : value }
            let keypadTop = (viewport.height - keypadHeight) / 2, headerTop = (viewport.height - header) / 2
            keypadArea = Rect(
                x: onPixel(left + headerWidth + groupGap, room: left - margin), y: onPixel(keypadTop, room: keypadTop - edge), width: keypadWidth,
                height: keypadHeight)
            headerArea = Rect(x: onPixel(left, room: left - margin), y: onPixel(headerTop, room: headerTop - edge), width: headerWidth, height: header)
            columns = (headerArea, headerArea, keypadArea)
            if header > viewport.height - 2 * edge { fits = false }
        }

        let textArea = besideKeyboard?.text ?? headerArea
        title = Rect(x: textArea.x, y: textArea.y, width: textArea.width, height: titleHeight)
        message = Rect(x: textArea.x, y: title.maxY + messageGap, width: textArea.width, height: messageHeight)
        var top = besideKeyboard?.fields.y ?? message.maxY + 18 * s
        let fieldsArea = besideKeyboard?.fields ?? headerArea
        // One box size for every field of a form: the one the field of most boxes can have.
        let boxWidth = shapes.compactMap { shape -> Double? in
            guard case .boxes(let count) = shape else { return nil }
            return Metrics.boxWidth(count: count, in: fieldsArea, scale: s)
        }.min()
        for shape in shapes {
            let label = labeled ? Rect(x: fieldsArea.x, y: top, width: fieldsArea.width, height: labelHeight) : nil
            let boxes: [Rect]
            switch shape {
            case .boxes(let count):
                boxes = Metrics.boxes(count: count, in: fieldsArea, top: top + labelHeight + labelGap, height: boxHeight, width: boxWidth, scale: s)
            case .freeLength:
                let width = min(fieldsArea.width, 320 * s)
                boxes = [Rect(x: fieldsArea.x + (fieldsArea.width - width) / 2, y: top + labelHeight + labelGap, width: width, height: boxHeight)]
            }
            fields.append(FieldFrames(label: label, boxes: boxes, isFreeLength: shape == .freeLength))
            top += fieldHeight + fieldGap
        }

        let rowHeight = (keypadArea.height - (rowCount - 1) * keyGap) / rowCount
        if keypad.isKeyboard {
            // The keyboard's keys shrink to the touch minimum (9 mm) before the text is cut, as
            // the keypad's do; its own least size (`keyboardMinimumKey`) where that is smaller;
            // never lower than 7 mm at the screen's density (`minimumKeyboardKeySide`), whatever the
            // scale, and as wide where the widest row has room (narrower, not smaller, where not).
            let keyboardMinimum = max(min(Metrics.keyboardMinimumKey * s, minimumKeySide ?? .infinity), minimumKeyboardKeySide)
            placeKeyboard(keypad, in: keypadArea, rowHeight: rowHeight, gap: keyGap, minimum: keyboardMinimum, scale: s)
            let bounds = Rect(x: 0, y: 0, width: viewport.width, height: viewport.height)
            let boxes = fields.flatMap(\.boxes) + fields.compactMap(\.label)
            if !(keys.map(\.frame) + boxes + [title, message]).allSatisfy({ bounds.contains($0) }) { fits = false }
            if headerArea.maxY > keypadArea.y { fits = false }
            return
        }
        let keyWidth = (keypadArea.width - 2 * keyGap) / 3
        if rowHeight < minimumKey || keyWidth < minimumKey || headerArea.y < 0 { fits = false }
        for (rowIndex, row) in rows.enumerated() {
            let y = keypadArea.y + Double(rowIndex) * (rowHeight + keyGap)
            // Cancel and Clear under round keys, whose keypad is narrow: alone, as wide as the
            // keypad; side by side, each half of it; so their words are not split or cut where
            // the row has room ("Abbr-" over "echen").
            let isWordRow = roundKeys && row.allSatisfy { $0 == .cancel || $0 == .clear }
            if rows.count > 1 && row.count == 2 && !isWordRow {
                // Cancel and Clear under the first and last key columns.
                for (column, key) in row.enumerated() {
                    let x = keypadArea.x + Double(column * 2) * (keyWidth + keyGap)
                    keys.append(KeyFrame(key: key, frame: Rect(x: x, y: y, width: keyWidth, height: rowHeight)))
                }
                continue
            }
            let width = row.count >= 3 ? keyWidth : isWordRow && row.count == 1 ? keypadArea.width : (keypadArea.width - keyGap) / 2
            let rowWidth = Double(row.count) * width + Double(row.count - 1) * keyGap
            let x0 = keypadArea.x + (keypadArea.width - rowWidth) / 2
            for (column, key) in row.enumerated() {
                let frame = Rect(x: x0 + Double(column) * (width + keyGap), y: y, width: width, height: rowHeight)
                keys.append(KeyFrame(key: key, frame: frame))
            }
        }
        let bounds = Rect(x: 0, y: 0, width: viewport.width, height: viewport.height)
        let labels = fields.compactMap(\.label)
        let boxes = fields.flatMap(\.boxes)
        if !(keys.map(\.frame) + boxes + labels + [title, message]).allSatisfy({ bounds.contains($0) }) { fits = false }
    }

    /// Right to left: each column of a composition side by side moved to its mirror image across
    /// the middle of a screen `width` pixels wide (what it holds keeps its order, which
    /// `Layout.init` mirrors as for a stacked composition); nothing for one stacked.
    mutating func mirrorColumns(width: Double) {
        guard let columns else { return }
        func shift(_ column: Rect) -> Double { width - column.maxX - column.x }
        func moved(_ rect: Rect, by offset: Double) -> Rect { Rect(x: rect.x + offset, y: rect.y, width: rect.width, height: rect.height) }
        let text = shift(columns.text), field = shift(columns.fields), keypad = shift(columns.keypad)
        title = moved(title, by: text)
        message = moved(message, by: text)
        fields = fields.map { FieldFrames(label: $0.label.map { moved($0, by: field) }, boxes: $0.boxes.map { moved($0, by: field) }, isFreeLength: $0.isFreeLength) }
        keys = keys.map { KeyFrame(key: $0.key, frame: moved($0.frame, by: keypad)) }
    }

    /// The least room above and below a portrait composition, in pixels at scale 1.
    static let portraitEdge = 24.0
    /// The least room above and below a landscape composition's keypad, in pixels at scale 1:
    /// on a 7-inch 800×480 panel the keys keep a finger's width from the bezel.
    static let landscapeEdge = 32.0
    /// The widest a portrait header (title, description) is, as a share of the keypad's widest.
    static let headerWidthPerKeypad = 1.5
    /// The gap between the header (the last field) and the keypad, in pixels at scale 1.
    static let sectionGap = 28.0
    /// The share of a portrait screen's spare height above the composition (the rest is under
    /// it): the keypad sits lower, where a thumb reaches, as on a phone's lock screen.
    static let portraitShareAbove = 0.6
    /// On a screen taller than wide, the share of the room above the composition that goes
    /// between the header and the keypad instead (the keypad stays where it is).
    static let portraitBandShare = 1.0 / 3.0

    /// The keyboard's side and bottom margin, in pixels at scale 1.
    static let keyboardMargin = 4.0
    /// The gap between two keyboard keys, across and down, in pixels at scale 1.
    static let keyboardKeyGap = 6.0
    /// The tallest a keyboard row grows, in pixels at scale 1.
    static let keyboardRowHeight = 64.0
    /// The widest a character key grows, in pixels at scale 1.
    static let keyboardKeyWidth = 72.0
    /// The smallest keyboard key, in pixels at scale 1: 7 mm at 130 dots per inch (a 7-inch
    /// 800×480 panel); a row this low does not fit. Eleven keys across 480 px are 36.9 px wide.
    static let keyboardMinimumKey = 36.0
    /// The narrowest character key, in pixels at scale 1, where a row of many keys has no room
    /// for keys as wide as `keyboardMinimumKey` (eleven across a 320 px wide screen are 22.4 px
    /// wide): the keys of that row are narrower, as on a phone, while they keep their height and
    /// the rest of the prompt its size; a key narrower than this does not fit.
    static let keyboardNarrowestKey = 20.0

    /// Places the keyboard's rows in `area`: a character key one unit wide, the others as
    /// `Keypad.width(of:)` says, every row as wide as the widest (Space, Shift and Delete grow to
    /// fill theirs; a row without them is centred), `gap` between keys; a row lower than
    /// `minimum` pixels does not fit. Keys are as wide as the widest row leaves them: `minimum`
    /// where there is room, narrower on a narrow screen (the prompt keeps its scale); a key
    /// narrower than `keyboardNarrowestKey` does not fit.
    private mutating func placeKeyboard(_ keypad: Keypad, in area: Rect, rowHeight: Double, gap: Double, minimum: Double, scale s: Double) {
        let rows = keypad.rows
        let units = rows.map { $0.reduce(0) { $0 + keypad.width(of: $1) } }.max() ?? 1
        let unit = min(area.width / units, max(Metrics.keyboardKeyWidth * s, minimum) + gap)
        let rowWidth = units * unit
        if unit - gap < Metrics.keyboardNarrowestKey * s || rowHeight < minimum { fits = false }
        for (index, row) in rows.enumerated() {
            let y = area.y + Double(index) * (rowHeight + gap)
            let natural = row.reduce(0) { $0 + keypad.width(of: $1) * unit }
            let growing = row.filter { keypad.stretches($0) }.count
            var extra = growing > 0 ? (rowWidth - natural) / Double(growing) : 0
            // A word that does not fit its key at the smallest word size widens it, at the
            // expense of the keys that stretch (Space keeps one and a half keys' width, Shift and Delete one).
            var widened = [Double](repeating: 0, count: row.count)
            if growing > 0 {
                for (place, key) in row.enumerated() where Layout.isWord(key) && !keypad.stretches(key) {
                    let needed = Layout.estimatedWordWidth(keypad.label(of: key), size: Layout.keyboardWordFloor * s) + 2 * Layout.keyboardWordPadding * s + gap
                    widened[place] = max(0, needed - keypad.width(of: key) * unit)
                }
                let wanted = widened.reduce(0, +)
                let spare = row.filter { keypad.stretches($0) }.reduce(0) { total, key in
                    total + max(0, keypad.width(of: key) * unit + extra - (key == .character(" ") ? 1.5 : 1) * unit)
                }
                if wanted > spare { widened = widened.map { $0 * spare / wanted } }
                extra -= min(wanted, spare) / Double(growing)
            }
            var x = area.x + (area.width - (growing > 0 ? rowWidth : natural)) / 2
            for (place, key) in row.enumerated() {
                let slot = keypad.width(of: key) * unit + (keypad.stretches(key) ? extra : 0) + widened[place]
                keys.append(KeyFrame(key: key, frame: Rect(x: x + gap / 2, y: y, width: slot - gap, height: rowHeight)))
                x += slot
            }
        }
    }

    /// The gap between `count` boxes across `area`, in pixels.
    static func boxGap(count: Int, in area: Rect, scale s: Double) -> Double {
        min(10 * s, area.width / Double(count) * 0.2)
    }

    /// The widest a box can be in a row of `count` across `area` (48 px at scale 1 at most).
    static func boxWidth(count: Int, in area: Rect, scale s: Double) -> Double {
        let n = Double(count)
        return min(48 * s, (area.width - (n - 1) * boxGap(count: count, in: area, scale: s)) / n)
    }

    /// A centred row of `count` boxes `width` wide (nil: as wide as fits).
    static func boxes(count: Int, in area: Rect, top: Double, height: Double, width: Double? = nil, scale s: Double) -> [Rect] {
        let n = Double(count)
        let gap = boxGap(count: count, in: area, scale: s)
        let width = width ?? boxWidth(count: count, in: area, scale: s)
        let boxHeight = min(height, max(width * 1.25, 24 * s))
        let rowWidth = n * width + (n - 1) * gap
        let x0 = area.x + (area.width - rowWidth) / 2
        let y = top + (height - boxHeight) / 2
        return (0..<count).map { Rect(x: x0 + Double($0) * (width + gap), y: y, width: width, height: boxHeight) }
    }
}

extension Layout {
    /// The smallest size of a word on a letters keyboard's key (Cancel, OK, ?123), in pixels at
    /// scale 1.
    public static let keyboardWordFloor = 14.0
    /// The room a word keeps inside its key on the letters keyboard, each side, in pixels at scale 1.
    public static let keyboardWordPadding = 4.0

    /// Whether `key` shows a word (Cancel, OK, Clear, No, a page key's ?123).
    public static func isWord(_ key: Key) -> Bool {
        switch key {
        case .cancel, .submit, .clear, .notOK, .page: true
        default: false
        }
    }

    /// A generous estimate of `text`'s width at `size` pixels before a font is at hand: a wide
    /// (Chinese, Japanese, Korean) character 1.1 em (a face rounds it up at small sizes), a mark
    /// nothing, any other 0.8 em (DejaVu Sans's letters are 0.28 to 0.97 em, most near 0.6).
    public static func estimatedWordWidth(_ text: String, size: Double) -> Double {
        text.unicodeScalars.reduce(0) { total, scalar in
            switch scalar.value {
            case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6:
                return total + 1.1 * size
            default:
                let category = scalar.properties.generalCategory
                return total + (category == .nonspacingMark || category == .enclosingMark || category == .format ? 0 : 0.8 * size)
            }
        }
    }
}
