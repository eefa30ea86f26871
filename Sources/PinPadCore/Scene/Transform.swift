/// A translation and a uniform scale about the primitive's own centre, applied by the backend.
public struct Transform: Hashable, Sendable {
    /// Horizontal offset in pixels.
    public var translateX: Double
    /// Vertical offset in pixels.
    public var translateY: Double
    /// Scale about the centre; 1 leaves the size unchanged.
    public var scale: Double

    /// Creates a transform.
    public init(translateX: Double = 0, translateY: Double = 0, scale: Double = 1) {
        self.translateX = translateX
        self.translateY = translateY
        self.scale = scale
    }

    /// No change.
    public static let identity = Transform()

    /// `rect` moved by the translation and scaled about its centre.
    public func apply(to rect: Rect) -> Rect {
        let width = rect.width * scale
        let height = rect.height * scale
        let center = rect.center
        return Rect(
            x: center.x - width / 2 + translateX, y: center.y - height / 2 + translateY, width: width, height: height)
    }
}
