extension Prompt {
    /// The description and, under it, the error or a lock's text, in the message's frame
    /// (`Layout.message`: the description's lines and the lines reserved for an error).
    ///
    /// Every word is shown: the lines wrap at word boundaries (`TextWrapping`); when they do not
    /// fit the frame, they are set smaller down to `minimumMessageSize`, then they scroll
    /// (`textScroll`) with a cue, ▲ or ▼, at the frame's right edge on the side with more. An
    /// empty line costs `TextWrapping.blankLineShare` of a line (a whole one on a grid,
    /// `setsTextOnGrid`). Lines start at the frame's top,
    /// so an error appearing under the description moves nothing above it; the description's
    /// size and lines are chosen in the frame less the reserved lines (`reservedErrorLines`),
    /// whether an error shows or not, so an error changes neither. A word wider than a line is
    /// set smaller, down to `minimumMessageSize`, before it is broken between characters.
    ///
    /// The lines are set again only when something they depend on changed (`TextAreaMemo`).
    /// - Returns: the text runs, the largest scroll (lines) the text allows, the first line
    ///   shown, and whether the description takes lines kept for an error (it is taller than its
    ///   room and was set in the frame's whole height).
    /// - Parameter errorIsInTitle: whether the error is set in the title's place
    ///   (`errorInTitlesPlace`), when the caller knows it already; nil works it out.
    func textAreaPrimitives(
        at time: Int, measure: TextMeasure?, errorIsInTitle: Bool? = nil
    ) -> (primitives: [Primitive], scrollLimit: Int, first: Int, crowdsReservedLines: Bool) {
        let inTitle = errorIsInTitle ?? (errorInTitlesPlace(at: time, measure: measure) != nil)
        let error = inTitle ? nil : lockText(at: time) ?? errorMessage
        let errorColor = keypadLock?.isWaiting == true ? theme.messageColor : theme.errorColor
        let key = TextAreaMemo.Key(
            message: message, error: error, messageColor: theme.messageColor, errorColor: errorColor, frame: layout.message,
            scale: layout.scale, messageSize: theme.messageSize, messageLines: layout.messageLines,
            reservedLines: max(reservedErrorLines, lockLines(at: time)), scroll: textScroll, direction: Words.direction,
            measuredWidth: measure.map { $0(message, theme.messageSize * layout.scale).width }, setsTextOnGrid: setsTextOnGrid,
            showsErrorsLastParagraph: showsErrorsLastParagraph)
        if let memo = textAreaMemo, memo.key == key { return (memo.primitives, memo.scrollLimit, memo.first, memo.crowdsReservedLines) }
        let result = setTextArea(error: error, errorColor: errorColor, at: time, measure: measure)
        textAreaMemo = TextAreaMemo(
            key: key, primitives: result.primitives, scrollLimit: result.scrollLimit, first: result.first, crowdsReservedLines: result.crowdsReservedLines)
        return result
    }

    /// The text area's lines set anew (`textAreaPrimitives`).
    private func setTextArea(
        error: String?, errorColor: Color, at time: Int, measure: TextMeasure?
    ) -> (primitives: [Primitive], scrollLimit: Int, first: Int, crowdsReservedLines: Bool) {
        let frame = layout.message
        let paragraphs = [(message, theme.messageColor, true), (error ?? "", errorColor, false)]
            .map { (TextWrapping.withoutTrailingLineFeeds($0.0), $0.1, $0.2) }.filter { !$0.0.isEmpty }
        guard !paragraphs.isEmpty, frame.height > 0 else { return ([], 0, 0, false) }
        let s = layout.scale
        // On a screen so small that the pad is drawn at a small scale (a 320×240 panel: 0.47),
        // the text is still set at `legibleMessageSize` at least, in taller lines: fewer show,
        // and the rest scrolls, rather than a key ID at 6 px.
        let largest = theme.messageSize * s * legibleTextRatio
        let smallest = setsTextOnGrid ? largest : min(largest, max(Prompt.minimumMessageSize * s, Prompt.legibleMessageSize))
        let blankShare = setsTextOnGrid ? 1 : TextWrapping.blankLineShare
        let slot = textLineHeight
        func width(_ text: String, _ size: Double) -> Double {
            measure.map { $0(text, size).width } ?? TextWrapping.estimatedWidth(text, size: size)
        }
        // A description that reads as a list (numbered options, several short lines) is one
        // block of lines against the same edge, the block centred.
        let isList = TextWrapping.readsAsList(message) { width($0, largest) <= frame.width }
        typealias Line = (text: String, color: Color, inBlock: Bool, size: Double, isDescription: Bool)
        // Each line, its colour, whether it is part of the description's block, and its size:
        // the description at `size`, the error at `errorSize`.
        func wrap(_ size: Double, _ errorSize: Double, in lineWidth: Double) -> [Line] {
            paragraphs.flatMap { text, color, isDescription in
                let lineSize = isDescription ? size : errorSize
                // Each paragraph's lines keep its direction (a right-to-left one's line that
                // starts with a key ID is still right to left).
                return DirectionalRuns.wrapped(text) { paragraph in
                    TextWrapping.lines(paragraph, hangingIndent: isDescription && isList) { width($0, lineSize) <= lineWidth }
                }
                .map { ($0, color, isDescription && isList, lineSize, isDescription) }
            }
        }
        func rowHeight(_ line: Line) -> Double { slot * line.size / largest * (line.text.isEmpty ? blankShare : 1) }
        func height(_ lines: [Line]) -> Double { lines.reduce(0) { $0 + rowHeight($1) } }
        // The description's size and lines are chosen as if the reserved lines under it were
        // taken, whether an error shows or not: an error appearing changes neither.
        let reserved = Double(min(max(reservedErrorLines, lockLines(at: time)), layout.messageLines))
        let descriptionRoom = frame.height - reserved * slot
        let description = paragraphs.first { $0.2 }?.0 ?? ""
        func descriptionHeight(_ size: Double) -> Double {
            description.isEmpty
                ? 0
                : TextWrapping.height(of: TextWrapping.lines(description, hangingIndent: isList) { width($0, size) <= frame.width }, blankLineShare: blankShare)
                    * slot * size / largest
        }
        // The description's words (and numbers in groups) wider than a line at `size`, which
        // are broken: a smaller size that keeps more of them whole is taken first.
        let words = description.split(separator: "\n").flatMap { TextWrapping.unbreakableRuns(String($0)) }
        func brokenWords(_ size: Double, in lineWidth: Double) -> Int {
            words.filter { width($0, size) > lineWidth }.count
        }
        var size = largest
        while size > smallest
            && (descriptionHeight(size) > descriptionRoom + 0.01
                || brokenWords(size, in: frame.width) > brokenWords(smallest, in: frame.width))
        {
            size = max(size * 0.92, smallest)
        }
        // The error set smaller, down to the same least size, when it does not fit the room
        // left; the description stays as it is.
        var errorSize = size
        var lines = wrap(size, errorSize, in: frame.width)
        while height(lines) > frame.height + 0.01 && errorSize > smallest {
            errorSize = max(errorSize * 0.92, smallest)
            lines = wrap(size, errorSize, in: frame.width)
        }
        var primitives: [Primitive] = []
        var first = 0
        var limit = 0
        var textFrame = frame
        // Where the lines kept at the frame's foot start (`lines.count`: none), and the room the
        // lines above them scroll in.
        var pinned = lines.count
        var room = frame.height
        let crowds = descriptionHeight(size) > descriptionRoom + 0.01
        if height(lines) > frame.height + 0.01 || crowds {
            // Scrolling: the lines narrower by the cue's column (and a little) on each side, so
            // they stay centred and clear of it.
            let cue = size * 1.2
            textFrame = Rect(x: frame.x + cue, y: frame.y, width: frame.width - 2 * cue, height: frame.height)
            lines = wrap(size, errorSize, in: textFrame.width)
            pinned = lines.count
            // The error's lines (its last paragraph's: a greeter's "Wrong PIN" under the stack's
            // texts) from their start.
            let errorStart: Int? = paragraphs.first(where: { !$0.2 }).map { error in
                // A lock's text is read from its start, which says why the keys do nothing.
                let shown = showsErrorsLastParagraph && keypadLock == nil ? String(error.0.split(separator: "\n", omittingEmptySubsequences: false).last ?? "") : error.0
                return max(lines.count - TextWrapping.lines(shown) { width($0, errorSize) <= textFrame.width }.count, 0)
            }
            // An error (not a lock's text) that leaves room for a line above it stays at the
            // frame's foot until the next submit while the lines above scroll: the description
            // keeps its place beside it.
            if let errorStart, keypadLock == nil, errorStart > 0 {
                let above = frame.height - height(Array(lines[errorStart...]))
                if above >= rowHeight(lines[errorStart - 1]) - 0.01 { (pinned, room) = (errorStart, above) }
            }
            // The largest first line that still fills the room to its end.
            var tail = 0.0
            limit = pinned
            for index in lines.indices.prefix(pinned).reversed() {
                tail += rowHeight(lines[index])
                if tail > room + 0.01 { break }
                limit = index
            }
            // Where the text opens: the description's first line, or the first that names what is
            // asked for when the room would not reach it from the start.
            let opening: Int = {
                guard let naming = lines.prefix(pinned).firstIndex(where: { $0.isDescription && Prompt.namesWhatIsAsked($0.text) }), naming > 0
                else { return 0 }
                // A path broken over lines names its file on its last: that line in view, and
                // as much of the path before it as the room holds.
                var last = naming
                while last + 1 < pinned, lines[last + 1].isDescription, lines[last + 1].text.drop(while: DirectionalRuns.isMark).hasPrefix("/") { last += 1 }
                guard height(Array(lines[...last])) > room + 0.01 else { return 0 }
                var open = naming
                while open < last && height(Array(lines[open...last])) > room + 0.01 { open += 1 }
                return min(open, limit)
            }()
            if textScroll == Prompt.scrolledToOpening {
                first = opening
            } else if textScroll == Prompt.scrolledToError {
                if pinned < lines.count {
                    // Above the error, the description where it opened, as before the error
                    // came: it says what is asked for (a key's user ID, a disk), where its last
                    // lines are its tail (a date, a path's end); the stack's texts said as errors
                    // above a greeter's "Wrong PIN" from their end, the newest.
                    first = lines[pinned - 1].isDescription ? opening : limit
                } else if let errorStart {
                    // Scrolled down to the error, no further than its first line: an error
                    // taller than the frame is read from its start.
                    first = min(errorStart, limit)
                } else {
                    // A retry whose error is set in the title's place (`errorInTitlesPlace`)
                    // shows the description where the first try opened it.
                    first = opening
                }
            } else {
                first = min(max(textScroll, 0), limit)
            }
        }
        // The block as wide as its widest line (and half a character, so that no backend's
        // rounding wraps or cuts it), centred; its lines start at its left edge (its right one
        // for a right-to-left paragraph's line).
        let blockWidth = min((lines.filter(\.inBlock).map { width($0.text, size) }.max() ?? 0) + size / 2, textFrame.width)
        let block = Rect(x: textFrame.x + (textFrame.width - blockWidth) / 2, y: textFrame.y, width: blockWidth, height: textFrame.height)
        var y = frame.y
        func draw(_ line: Line, height: Double) {
            guard !line.text.isEmpty else { return }
            let column = line.inBlock ? block : textFrame
            let row = Rect(x: column.x, y: y, width: column.width, height: height)
            // A list's line starts at the block's edge on its own paragraph's side (gpg's
            // English under an Arabic pad from the left, `DirectionalRuns`).
            let blockAlignment: TextAlignment = DirectionalRuns.isRightToLeftLine(line.text) ? .trailing : .leading
            primitives.append(
                Primitive(.text(line.text, frame: row, size: line.size, alignment: line.inBlock ? blockAlignment : .center), role: .text, color: line.color))
        }
        // The lines that scroll, from the first shown, in their room; then the error kept under
        // them.
        var last = first - 1
        for index in lines.indices.prefix(pinned).dropFirst(first) {
            let height = rowHeight(lines[index])
            guard y + height <= frame.y + room + 0.01 else { break }
            draw(lines[index], height: height)
            y += height
            last = index
        }
        let scrolledBottom = pinned < lines.count ? y : frame.maxY
        for index in lines.indices.dropFirst(pinned) {
            let height = rowHeight(lines[index])
            guard y + height <= frame.maxY + 0.01 else { break }
            draw(lines[index], height: height)
            y += height
        }
        // ▲ at the first line when lines are above it, ▼ at the last scrolled one when lines are
        // under it; side by side where the two would meet (a frame of one line).
        let cueHeight = size * 1.4
        let up = first > 0
        let down = last < pinned - 1
        if up { primitives.append(scrollCue("▲", in: frame, top: true, size: size)) }
        if down {
            let meets = up && scrolledBottom - frame.y < 2 * cueHeight - 0.01
            let column = Rect(x: frame.x, y: frame.y, width: frame.width - (meets ? size : 0), height: scrolledBottom - frame.y)
            primitives.append(scrollCue("▼", in: column, top: false, size: size))
        }
        return (primitives, limit, first, crowds)
    }

    /// The error, when it is set in the title's place instead of under the description: on a
    /// screen so small that the text area holds no line of the description beside the error at
    /// `legibleMessageSize` (a 320×240 or 240×240 panel), or not even the error alone, the error
    /// takes the title's lines at that size, as a phone's lock screen says "Wrong PIN" where it
    /// said "Enter PIN", and the description keeps the text area. Nil where the text area holds
    /// both, on a terminal's grid, for a lock's text, and for an error that does not fit the
    /// title's lines at that size (it is then set under the description, which scrolls).
    func errorInTitlesPlace(at time: Int, measure: TextMeasure?) -> String? {
        guard !setsTextOnGrid, lockText(at: time) == nil, let error = errorMessage.map(TextWrapping.withoutTrailingLineFeeds), !error.isEmpty
        else { return nil }
        let scaled = theme.messageSize * layout.scale
        let legible = Prompt.legibleMessageSize
        guard scaled > 0, scaled < legible else { return nil }
        func width(_ text: String) -> Double {
            measure.map { $0(text, legible).width } ?? TextWrapping.estimatedWidth(text, size: legible)
        }
        // The text area's lines at the legible size, each as much taller than a line at the
        // layout's scale (`textLineHeight`, or where that is capped at the frame's lines, as tall
        // as the legible size takes), and the error's lines in it beside the scroll cues.
        let legibleLine = max(textLineHeight, layout.message.height / Double(max(layout.messageLines, 1)) * legible / scaled)
        let held = Int((layout.message.height / legibleLine + 0.01).rounded(.down))
        let lineWidth = layout.message.width - 2 * legible * 1.2
        let errorLines = DirectionalRuns.wrapped(error) { paragraph in TextWrapping.lines(paragraph) { width($0) <= lineWidth } }.count
        let descriptionLines = TextWrapping.withoutTrailingLineFeeds(message).isEmpty ? 0 : 1
        guard held < descriptionLines + errorLines else { return nil }
        // The title's lines hold it at the legible size, across the screen's width where the
        // title's row holds nothing else.
        let place = errorTitleFrame
        let titleLines = DirectionalRuns.wrapped(error) { paragraph in TextWrapping.lines(paragraph) { width($0) <= place.width } }
        guard titleLines.count <= layout.titleLines, place.height / Double(max(layout.titleLines, 1)) >= legible * 1.2 else { return nil }
        return error
    }

    /// Where an error in the title's place is set (`errorInTitlesPlace`): the title's row as wide
    /// as the screen less its edges (16 px at scale 1) where no key, box or label stands in it
    /// (a pad stacked under its header: a 320×240 panel's title row is empty beside the
    /// keypad-wide title), else the title's own frame.
    var errorTitleFrame: Rect {
        let edge = 16 * layout.scale
        let row = Rect(x: edge, y: layout.title.y, width: max(layout.viewport.width - 2 * edge, layout.title.width), height: layout.title.height)
        let taken = layout.keys.map(\.frame) + layout.fields.flatMap { $0.boxes + [$0.label].compactMap { $0 } }
        return taken.contains { $0.intersects(row) } ? layout.title : row
    }

    /// The lines of a lock's text at `time` (0 without a lock).
    func lockLines(at time: Int) -> Int {
        lockText(at: time).map { $0.split(separator: "\n", omittingEmptySubsequences: false).count } ?? 0
    }

    /// A scroll cue at the right end of `frame`'s first or last line.
    private func scrollCue(_ mark: String, in frame: Rect, top: Bool, size: Double) -> Primitive {
        let side = size
        let cell = Rect(x: frame.maxX - side, y: top ? frame.y : frame.maxY - side * 1.4, width: side, height: side * 1.4)
        return Primitive(.text(mark, frame: cell, size: size * 0.7, alignment: .center), role: .text, color: theme.messageColor)
    }

    /// Scrolls the description by a line or a page (the frame's lines), within what the last
    /// drawn scene measured.
    func scrollText(_ direction: FocusDirection, byPage: Bool) {
        // (`textScrollNow` is the line shown: the opening or the error's, before any scroll.)
        let step = byPage ? max(layout.messageLines - 1, 1) : 1
        switch direction {
        case .up: scrollText(to: textScrollNow - step)
        case .down: scrollText(to: textScrollNow + step)
        case .left, .right: return
        }
    }

    /// The first line of the text shown now: `textScroll` within what the last drawn scene
    /// measured, or for `scrolledToError` the line that scene came to.
    var textScrollNow: Int {
        textScroll == Prompt.scrolledToError || textScroll == Prompt.scrolledToOpening ? textScrollShown : max(0, min(textScroll, textScrollLimit))
    }

    /// Sets `textScroll` to `line`, kept within 0…`textScrollLimit`.
    func scrollText(to line: Int) {
        textScroll = max(0, min(line, textScrollLimit))
    }

    /// Whether the wrapped description line `text` names what is asked for: a quoted name
    /// (gpg's user ID, `"Alexandra Example <alex@example.org>"`), an address in angle brackets,
    /// or a path (ssh's `/home/anna/.ssh/id_ed25519`), where the lines before it are the asker's
    /// boilerplate.
    static func namesWhatIsAsked(_ text: String) -> Bool {
        text.contains { "\"“”„«»「『<".contains($0) } || text.split(separator: " ").contains { $0.count > 1 && $0.first == "/" }
    }

    /// The height of one line of the text area, in pixels (taller where the text is set at
    /// `legibleMessageSize` above its scaled size).
    var textLineHeight: Double {
        layout.message.height / Double(max(layout.messageLines, 1)) * legibleTextRatio
    }

    /// How much larger than the theme's size at the layout's scale the description is set: 1,
    /// or more where that size is under `legibleMessageSize` (never on a terminal's grid), but
    /// never so much that the frame holds no line: at most its number of lines.
    private var legibleTextRatio: Double {
        let scaled = theme.messageSize * layout.scale
        guard !setsTextOnGrid, scaled > 0 else { return 1 }
        return min(max(scaled, Prompt.legibleMessageSize) / scaled, Double(max(layout.messageLines, 1)))
    }
}
