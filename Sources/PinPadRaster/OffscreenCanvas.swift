import PinPadCore

/// Draws scenes without a display: SDL's software renderer on an in-memory surface
/// (`SDL_CreateSoftwareRenderer`), pixel-exact across machines for the same font. Used by
/// `pinpad --screenshot`, snapshot tests and benchmarks.
public final class OffscreenCanvas {
    private let video: VideoSystem
    private let surface: Surface
    private var drawer: SceneDrawer?

    /// The canvas size in pixels.
    public let width: Int
    /// The canvas size in pixels.
    public let height: Int

    /// Creates a canvas of `width` × `height` pixels that draws text with the font at `fontPath`.
    /// - Throws: `SDLError` (`.noFont` when the font cannot be opened, `.noRenderer` when the
    ///   software renderer cannot be created).
    public init(width: Int, height: Int, fontPath: String) throws {
        video = try VideoSystem(video: false)
        surface = try Surface(opaqueWidth: width, height: height)
        let renderer = try Renderer(surface: surface)
        drawer = SceneDrawer(renderer: renderer, text: try TextCache(fontPath: fontPath, video: video), keepsPicture: true)
        self.width = width
        self.height = height
    }

    deinit { drawer = nil }

    /// Text measurement with the canvas's font, to pass to `Prompt.scene(measure:)`.
    public var measure: Prompt.TextMeasure {
        let text = drawer!.text
        return { text.measure($0, size: $1) }
    }

    /// The scalars of `text` at `size` pixels that no face of the canvas draws (spaces, controls
    /// and marks aside): each would show as an empty box.
    package func missing(in text: String, size: Double) -> [Unicode.Scalar] {
        drawer!.text.missing(in: text, size: size)
    }

    /// Draws `scene`. The canvas keeps its pixels, so after the first scene only the areas where
    /// `scene` differs from the previous one are drawn again, as in the software-rendered window.
    public func draw(_ scene: Scene) {
        drawer?.draw(scene)
    }

    /// Forgets the previous scene, so the next `draw` paints the whole canvas.
    public func invalidate() {
        drawer?.invalidate()
    }

    /// The canvas as an image.
    public func image() -> Image {
        Image(width: width, height: height, pixels: surface.pixels())
    }

    /// Writes the canvas as a PNG file.
    /// - Throws: `SDLError.image` when the file cannot be written.
    public func savePNG(_ path: String) throws {
        try surface.savePNG(path)
    }
}
