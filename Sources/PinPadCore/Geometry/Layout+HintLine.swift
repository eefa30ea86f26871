extension Layout {
    /// The line under field `index` where `Prompt.shownHint` is drawn, in pixels: as wide as
    /// the message, 2 px under the field's boxes and 20 px tall (at scale 1); nil for no such
    /// field. A backend that places parts itself (the terminal) gives this line rows of its own.
    public func hintLine(under index: Int) -> Rect? {
        guard let frames = fields[safe: index] else { return nil }
        return Rect(x: message.x, y: frames.row.maxY + 2 * scale, width: message.width, height: 20 * scale)
    }
}
