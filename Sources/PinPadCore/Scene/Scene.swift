/// What a prompt looks like at one instant: a viewport size and a flat list of primitives, drawn
/// in order (painter's algorithm). Backends only draw scenes; they decide nothing.
public struct Scene: Hashable, Sendable {
    /// The viewport, in pixels.
    public var size: Size
    /// Primitives, back to front.
    public var primitives: [Primitive]

    /// Creates a scene.
    public init(size: Size, primitives: [Primitive] = []) {
        self.size = size
        self.primitives = primitives
    }
}
