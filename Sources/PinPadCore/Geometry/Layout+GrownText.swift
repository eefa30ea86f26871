extension Layout {
    /// This layout with its text area (`message`) `lines` lines taller, each as tall as one of
    /// its lines, grown upward: the title moves up by as much, the fields and keys stay where
    /// they are. Nil where the title would then come nearer the screen's top than the edge kept
    /// at this scale (24 px portrait, 32 px landscape, at scale 1), or `lines` is not positive.
    /// - Parameter lines: the lines added to the text area.
    /// - Returns: the grown layout, with `messageLines` `lines` more.
    public func withTextGrownUpward(by lines: Int) -> Layout? {
        guard lines > 0, messageLines > 0 else { return nil }
        let growth = message.height / Double(messageLines) * Double(lines)
        let edge = (orientation == .landscape ? Metrics.landscapeEdge : Metrics.portraitEdge) * scale
        guard title.y - growth >= edge - 0.01 else { return nil }
        var grown = self
        grown.title = Rect(x: title.x, y: title.y - growth, width: title.width, height: title.height)
        grown.message = Rect(x: message.x, y: message.y - growth, width: message.width, height: message.height + growth)
        grown.messageLines = messageLines + lines
        return grown
    }
}
