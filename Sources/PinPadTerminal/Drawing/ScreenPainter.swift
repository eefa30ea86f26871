import PinPadCore

/// Draws a `Scene` onto a `Screen`: each primitive, in order, through the `CellLayout` maps of
/// the region that holds it. Decides nothing about the prompt; it translates each primitive by
/// what it is (`Primitive.Role`) and its shape:
///
/// - A fill colours the background of the cells whose centres it covers, blended by its
///   opacity. The caret becomes the caret glyph, in a blank cell only, moved with the frame
///   around it when that frame was snapped; another fill smaller than half a cell is dropped. With 16
///   colours or none, a faint rounded fill (a key, a box) becomes an outline instead, and a
///   strong one (a pressed key, OK) stays solid, in reverse video when there are no colours.
/// - A stroke becomes a frame of box-drawing characters; the focus ring's is heavy; a frame one row tall becomes `[ ]`. Overlapping frames cannot be
///   read in a grid, so a frame that straddles earlier ones (the focus ring sliding from box to
///   box) lands on the one it overlaps most.
/// - A circle becomes a dot at its centre's cell: `·` below half its size, `•` below 0.9, then
///   `●` (a pop-in shows all three at 30 frames a second); faded below 0.2 opacity, nothing.
/// - Text is placed on the row of its frame's centre, aligned in its frame's columns, cut with an
///   ellipsis when too long, bold when at least `boldSize` pixels, dropped where larger text
///   already stands or while its transform shrinks it below 0.4. With 16 colours or none, text
///   drawn below `faintOpacity` (a disabled key's label) is faint (SGR 2), which the colours
///   cannot show.
/// - Transforms move shapes through the same maps (the shake is an offset of whole cells).
struct ScreenPainter {
    /// Where the layout lands on the grid.
    let cellLayout: CellLayout
    /// Unicode or ASCII.
    let glyphs: Glyphs
    /// What the terminal shows.
    let colors: TerminalColors
    /// Text size, in pixels, from which text is bold.
    let boldSize: Double

    /// The screen for `scene`.
    func paint(_ scene: Scene) -> Screen {
        var canvas = Canvas(
            screen: Screen(columns: cellLayout.columns, rows: cellLayout.rows),
            textSizes: Array(repeating: 0, count: cellLayout.columns * cellLayout.rows),
            background: ScreenPainter.background(of: scene))
        for primitive in scene.primitives { draw(primitive, on: &canvas) }
        return canvas.screen
    }

    /// A screen holding only `text`, centred on the middle row (cut to fit): shown while the
    /// terminal is too small for the prompt.
    static func notice(_ text: String, columns: Int, rows: Int, style: CellStyle, glyphs: Glyphs) -> Screen {
        var screen = Screen(columns: columns, rows: rows, style: style)
        let characters = ScreenPainter.fitted(text, width: columns, glyphs: glyphs)
        var column = max((columns - TextWidth.of(String(characters))) / 2, 0)
        for character in characters {
            screen[column, rows / 2] = Cell(text: String(character), style: style)
            // The right half of a wide character is empty, or the blank written there erases it.
            if TextWidth.of(character) == 2 { screen[column + 1, rows / 2] = Cell(text: "", style: style) }
            column += TextWidth.of(character)
        }
        return screen
    }

    // MARK: Primitives

    private func draw(_ primitive: Primitive, on canvas: inout Canvas) {
        let alpha = primitive.opacity * Double(primitive.color.alpha) / 255
        guard alpha > 0.01 else { return }
        // A focus ring stands a few pixels outside its key or box, past the region that holds
        // them (a key row's): it is placed by what it surrounds, at its centre.
        let region = primitive.role == .focusRing ? cellLayout.region(around: primitive.bounds.center) : cellLayout.region(for: primitive.bounds)
        let transform = primitive.transform
        switch primitive.shape {
        case .fill(let rect, let radius):
            fill(transform.apply(to: rect), radius: radius, role: primitive.role, color: primitive.color, alpha: alpha, region: region, on: &canvas)
        case .stroke(let rect, let radius, _):
            let cells = canvas.snap(region.cells(of: transform.apply(to: rect)))
            let set = primitive.role == .focusRing ? glyphs.heavy : (radius > 0 ? glyphs.rounded : glyphs.square)
            frame(cells, with: set, color: primitive.color, alpha: alpha, on: &canvas)
        case .circle(let center, _):
            guard alpha >= 0.2 else { return }
            let moved = Point(x: center.x + transform.translateX, y: center.y + transform.translateY)
            let (column, row) = region.cell(at: moved)
            let size = transform.scale < 0.5 ? 0 : (transform.scale < 0.9 ? 1 : 2)
            canvas.put(glyphs.dots[size], column: column, row: row, color: primitive.color, alpha: alpha)
        case .text(let string, let frame, let size, let alignment):
            guard alpha >= 0.25, transform.scale >= 0.4 else { return }
            let cells = region.cells(of: transform.apply(to: frame))
            let center = transform.apply(to: frame).center
            let row = region.cell(at: center).row
            text(string, columns: cells.column..<cells.endColumn, row: row, size: size, alignment: alignment,
                 color: primitive.color, alpha: alpha, on: &canvas)
        case .image:
            break
        }
    }

    private func fill(_ rect: Rect, radius: Double, role: Primitive.Role, color: Color, alpha: Double, region: CellRegion, on canvas: inout Canvas) {
        let cells = region.cells(of: rect)
        let size = region.cellSize(of: rect)
        if role == .caret {
            guard rect.width > 0, rect.height > 0 else { return }
            let cell = region.cell(at: rect.center)
            let (column, row) = canvas.followingLastFrame(column: cell.column, row: cell.row)
            guard canvas.screen[column, row].text == " " else { return }  // a dot or digit wins over the caret
            canvas.put(glyphs.caret, column: column, row: row, color: color, alpha: alpha)
            return
        }
        guard !cells.isEmpty, size.width >= 0.5, size.height >= 0.5 else { return }
        let isWholeScreen = role == .background
        let isFlat = colors == .palette16 || colors == .none
        if isFlat, !isWholeScreen, radius > 0, !isStrong(color, alpha: alpha, on: canvas.background) {
            canvas.clearText(in: cells)
            canvas.frames.append(cells)
            frame(cells, with: glyphs.rounded, color: color, alpha: alpha, on: &canvas)
            return
        }
        canvas.paint(cells, color: color, alpha: alpha, reversed: colors == .none && !isWholeScreen)
    }

    /// Whether a fill stands out from the scene's background enough to stay solid with few
    /// colours: mostly opaque and at least 0.15 apart in Oklab lightness.
    private func isStrong(_ color: Color, alpha: Double, on background: Color) -> Bool {
        guard alpha >= 0.5 else { return false }
        let shown = background.mixed(with: color, by: alpha)
        return abs(Palette.lightness(of: shown) - Palette.lightness(of: background)) > 0.15
    }

    /// A frame on the border cells of `cells`: corners and lines from `set`, `[` `]` for a single
    /// row, `_` for a single cell.
    private func frame(_ cells: CellRect, with set: [String], color: Color, alpha: Double, on canvas: inout Canvas) {
        guard !cells.isEmpty else { return }
        let (left, right, small) = Glyphs.bracket
        let top = cells.row
        let bottom = cells.endRow - 1
        let first = cells.column
        let last = cells.endColumn - 1
        if cells.height == 1 {
            if cells.width == 1 { canvas.put(small, column: first, row: top, color: color, alpha: alpha); return }
            canvas.put(left, column: first, row: top, color: color, alpha: alpha)
            canvas.put(right, column: last, row: top, color: color, alpha: alpha)
            return
        }
        if cells.width == 1 {
            for row in top...bottom { canvas.put(set[5], column: first, row: row, color: color, alpha: alpha) }
            return
        }
        for column in first + 1..<last {
            canvas.put(set[4], column: column, row: top, color: color, alpha: alpha)
            canvas.put(set[4], column: column, row: bottom, color: color, alpha: alpha)
        }
        for row in top + 1..<bottom {
            canvas.put(set[5], column: first, row: row, color: color, alpha: alpha)
            canvas.put(set[5], column: last, row: row, color: color, alpha: alpha)
        }
        canvas.put(set[0], column: first, row: top, color: color, alpha: alpha)
        canvas.put(set[1], column: last, row: top, color: color, alpha: alpha)
        canvas.put(set[2], column: first, row: bottom, color: color, alpha: alpha)
        canvas.put(set[3], column: last, row: bottom, color: color, alpha: alpha)
    }

    private func text(
        _ string: String, columns: Range<Int>, row: Int, size: Double, alignment: TextAlignment, color: Color, alpha: Double,
        on canvas: inout Canvas
    ) {
        guard !columns.isEmpty else { return }
        let characters = ScreenPainter.fitted(string, width: columns.count, glyphs: glyphs)
        let width = TextWidth.of(String(characters))
        var column: Int
        switch alignment {
        case .leading: column = columns.lowerBound
        case .center: column = columns.lowerBound + (columns.count - width) / 2
        case .trailing: column = columns.upperBound - width
        }
        guard !(column..<column + width).contains(where: { canvas.textSize(column: $0, row: row) > size }) else { return }
        let isFaint = (colors == .palette16 || colors == .none) && alpha < ScreenPainter.faintOpacity
        for character in characters {
            canvas.put(
                String(character), column: column, row: row, color: color, alpha: alpha, textSize: size, isBold: size >= boldSize && !isFaint,
                isFaint: isFaint)
            column += TextWidth.of(character)
        }
    }

    /// The opacity below which text is drawn faint with 16 colours or none: a disabled key's
    /// label (`Theme.disabledOpacity`, at most 0.55 in the built-in themes).
    static let faintOpacity = 0.7

    // MARK: Helpers

    /// `text` as it can be shown: ASCII substitutes when `glyphs` is ASCII (`<-` for `⌫`, `?` for
    /// other non-ASCII characters), cut to `width` columns with an ellipsis.
    static func fitted(_ text: String, width: Int, glyphs: Glyphs) -> [Character] {
        var characters = Array(text)
        if glyphs.spellsOutDelete && text == Key.delete.label { characters = Array(Key.delete.asciiLabel) }
        if glyphs.isASCII {
            characters = text == Key.delete.label
                ? Array(Key.delete.asciiLabel) : characters.map { $0.isASCII ? $0 : "?" }
        }
        guard TextWidth.of(String(characters)) > width else { return characters }
        let ellipsis = Array(glyphs.ellipsis)
        while !characters.isEmpty, TextWidth.of(String(characters)) + ellipsis.count > width { characters.removeLast() }
        return width >= ellipsis.count ? characters + ellipsis : []
    }

    /// The colour of the scene's background fill, else black.
    private static func background(of scene: Scene) -> Color {
        scene.primitives.first { $0.role == .background }?.color ?? Color(rgb: 0)
    }
}
