extension Prompt {
    /// The description and, under it, the error or a lock's text, in the message's frame
    /// (`Layout.message`: the description's lines and the lines reserved for an error).
    ///
    /// Every word is shown: the lines wrap at word boundaries (`TextWrapping`); when they do not
    /// fit the frame, they are set smaller down to `minimumMessageSize`, then they scroll
    /// (`textScroll`) with a cue, ▲ or ▼, at the frame's right edge on the side with more. An
    /// empty line costs `TextWrapping.blankLineShare` of a line. Lines start at the frame's top,
    /// so an error appearing under the description moves nothing above it.
    /// - Returns: the text runs, and the largest scroll (lines) the text allows.
    func textAreaPrimitives(at time: Int, measure: TextMeasure?) -> (primitives: [Primitive], scrollLimit: Int) {
        let frame = layout.message
        let error = lockText(at: time) ?? errorMessage
        let errorColor = keypadLock?.isWaiting == true ? theme.messageColor : theme.errorColor
        let paragraphs = [(message, theme.messageColor, true), (error ?? "", errorColor, false)]
            .map { (TextWrapping.withoutTrailingLineFeeds($0.0), $0.1, $0.2) }.filter { !$0.0.isEmpty }
        guard !paragraphs.isEmpty, frame.height > 0 else { return ([], 0) }
        let s = layout.scale
        let largest = theme.messageSize * s
        let smallest = min(largest, Prompt.minimumMessageSize * s)
        let slot = frame.height / Double(max(layout.messageLines, 1))
        func width(_ text: String, _ size: Double) -> Double {
            measure.map { $0(text, size).width } ?? TextWrapping.estimatedWidth(text, size: size)
        }
        // A description that reads as a list (numbered options, several short lines) is one
        // block of lines against the same edge, the block centred.
        let isList = TextWrapping.readsAsList(message) { width($0, largest) <= frame.width }
        // Each line, its colour, and whether it is part of the description's block.
        func wrap(_ size: Double, in lineWidth: Double) -> [(String, Color, Bool)] {
            paragraphs.flatMap { text, color, isDescription in
                TextWrapping.lines(text) { width($0, size) <= lineWidth }.map { ($0, color, isDescription && isList) }
            }
        }
        func height(_ lines: [(String, Color, Bool)], _ size: Double) -> Double {
            TextWrapping.height(of: lines.map(\.0)) * slot * size / largest
        }
        var size = largest
        var lines = wrap(size, in: frame.width)
        while height(lines, size) > frame.height + 0.01 && size > smallest {
            size = max(size * 0.92, smallest)
            lines = wrap(size, in: frame.width)
        }
        let lineHeight = slot * size / largest
        func rowHeight(_ line: (String, Color, Bool)) -> Double { line.0.isEmpty ? lineHeight * TextWrapping.blankLineShare : lineHeight }
        var primitives: [Primitive] = []
        var first = 0
        var limit = 0
        var textFrame = frame
        if height(lines, size) > frame.height + 0.01 {
            // Scrolling: the lines narrower by the cue's column on each side, so they stay centred.
            let cue = size
            textFrame = Rect(x: frame.x + cue, y: frame.y, width: frame.width - 2 * cue, height: frame.height)
            lines = wrap(size, in: textFrame.width)
            // The largest first line that still fills the frame to its end.
            var tail = 0.0
            limit = lines.count
            for index in lines.indices.reversed() {
                tail += rowHeight(lines[index])
                if tail > frame.height + 0.01 { break }
                limit = index
            }
            first = min(max(textScroll, 0), limit)
        }
        // The block as wide as its widest line (and half a character, so that no backend's
        // rounding wraps or cuts it), centred; its lines start at its left edge (its right one
        // right to left).
        let blockWidth = min((lines.filter(\.2).map { width($0.0, size) }.max() ?? 0) + size / 2, textFrame.width)
        let block = Rect(x: textFrame.x + (textFrame.width - blockWidth) / 2, y: textFrame.y, width: blockWidth, height: textFrame.height)
        let blockAlignment: TextAlignment = Words.direction == .rightToLeft ? .trailing : .leading
        var y = frame.y
        var last = first
        for index in lines.indices.dropFirst(first) {
            let line = lines[index]
            let height = rowHeight(line)
            guard y + height <= frame.maxY + 0.01 else { break }
            if !line.0.isEmpty {
                let column = line.2 ? block : textFrame
                let row = Rect(x: column.x, y: y, width: column.width, height: height)
                primitives.append(Primitive(.text(line.0, frame: row, size: size, alignment: line.2 ? blockAlignment : .center), role: .text, color: line.1))
            }
            y += height
            last = index
        }
        if first > 0 { primitives.append(scrollCue("▲", in: frame, top: true, size: size)) }
        if last < lines.count - 1 { primitives.append(scrollCue("▼", in: frame, top: false, size: size)) }
        return (primitives, limit)
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
        let step = byPage ? max(layout.messageLines - 1, 1) : 1
        switch direction {
        case .up: scrollText(to: min(textScroll, textScrollLimit) - step)
        case .down: scrollText(to: min(textScroll, textScrollLimit) + step)
        case .left, .right: return
        }
    }

    /// Sets `textScroll` to `line`, kept within 0…`textScrollLimit`.
    func scrollText(to line: Int) {
        textScroll = max(0, min(line, textScrollLimit))
    }

    /// The height of one line of the text area, in pixels.
    var textLineHeight: Double { layout.message.height / Double(max(layout.messageLines, 1)) }
}
