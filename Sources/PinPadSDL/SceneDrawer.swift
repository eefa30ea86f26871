internal import CSDL2
import PinPadCore

/// Draws `Scene`s with one renderer: shapes from anti-aliased shape textures, text from the text cache,
/// images through SDL2_image (`IMG_LoadTexture`), cached by path.
final class SceneDrawer {
    let renderer: Renderer
    let text: TextCache
    private var images: [String: Texture] = [:]
    private let shapes = ShapeTextures()

    init(renderer: Renderer, text: TextCache) {
        self.renderer = renderer
        self.text = text
    }

    deinit {
        images.removeAll()
        shapes.removeAll()
        text.removeTextures()
    }

    /// Draws every primitive of `scene` in order; does not present.
    func draw(_ scene: Scene) {
        renderer.clear(Color(red: 0, green: 0, blue: 0))
        for primitive in scene.primitives where primitive.opacity > 0 {
            draw(primitive)
        }
    }

    private func draw(_ primitive: Primitive) {
        let transform = primitive.transform
        switch primitive.shape {
        case .fill(let rect, let radius):
            if radius <= 0 && transform == .identity {
                renderer.fill(rect, color: primitive.color, opacity: primitive.opacity)
            } else {
                drawShape(rect, radius: radius, lineWidth: nil, primitive: primitive)
            }
        case .stroke(let rect, let radius, let lineWidth):
            drawShape(rect, radius: radius, lineWidth: lineWidth, primitive: primitive)
        case .circle:
            drawShape(primitive.bounds, radius: primitive.bounds.width / 2, lineWidth: nil, primitive: primitive)
        case .text(let string, let frame, let size, let alignment):
            drawText(string, frame: frame, size: size, alignment: alignment, primitive: primitive)
        case .image(let path, let frame):
            guard let texture = image(path) else { return }
            renderer.draw(texture, in: transform.apply(to: frame), color: Color(red: 255, green: 255, blue: 255, alpha: primitive.color.alpha), opacity: primitive.opacity)
        }
    }

    /// A shape texture made at the untransformed size, so a pop-in or shrink reuses it, drawn
    /// into the transformed rectangle.
    private func drawShape(_ rect: Rect, radius: Double, lineWidth: Double?, primitive: Primitive) {
        let destination = primitive.transform.apply(to: rect)
        guard destination.width >= 0.5, destination.height >= 0.5,
            let texture = shapes.texture(width: rect.width, height: rect.height, radius: radius, lineWidth: lineWidth, renderer: renderer)
        else { return }
        renderer.draw(texture, in: destination, color: primitive.color, opacity: primitive.opacity)
    }

    private func drawText(_ string: String, frame: Rect, size: Double, alignment: TextAlignment, primitive: Primitive) {
        guard let texture = text.texture(string, size: size, renderer: renderer) else { return }
        let width = Double(texture.width)
        let height = Double(texture.height)
        let x: Double
        switch alignment {
        case .leading: x = frame.x
        case .center: x = frame.x + (frame.width - width) / 2
        case .trailing: x = frame.maxX - width
        }
        let placed = Rect(x: x.rounded(), y: (frame.y + (frame.height - height) / 2).rounded(), width: width, height: height)
        renderer.draw(texture, in: primitive.transform.apply(to: placed), color: primitive.color, opacity: primitive.opacity)
    }

    private func image(_ path: String) -> Texture? {
        if let texture = images[path] { return texture }
        guard let surface = try? Surface(png: path), let texture = try? Texture(renderer: renderer.pointer, surface: surface.pointer) else {
            return nil
        }
        images[path] = texture
        return texture
    }
}
