extension Prompt {
    /// Asks for a frame even though nothing changed (the window was exposed, the backend lost its
    /// picture).
    public func setNeedsDisplay() {
        needsDisplay = true
    }
}
