internal import CSDL2
import PinPadCore

/// Draws `Scene`s with one renderer: shapes from anti-aliased shape masks, text from the text
/// cache's masks, both as textures in their colour (`TintedTextures`), images through SDL2_image
/// (`IMG_Load`), cached by path.
///
/// When the renderer keeps its picture between frames (SDL's software renderer), only what
/// changed is drawn again: the primitives that differ from the previous scene mark rectangles,
/// and each is redrawn under a clip rectangle (`SDL_RenderSetClipRect`), from black and the
/// background up, as a whole frame is.
package final class SceneDrawer {
    package let renderer: Renderer
    package let text: TextCache
    private var images: [String: Texture] = [:]
    private let shapes = ShapeMasks()
    private let tinted = TintedTextures()
    /// Whether masks' still colours are baked into textures (the software renderer, whose colour
    /// modulation is slow) rather than every colour tinted at draw time.
    private let bakesColors: Bool
    private let keepsPicture: Bool
    private var previous: Scene?

    /// - Parameter keepsPicture: whether the renderer's target keeps its pixels after a present
    ///   (true for the software renderer; accelerated back buffers are undefined after a present).
    package init(renderer: Renderer, text: TextCache, keepsPicture: Bool) {
        self.renderer = renderer
        self.text = text
        self.keepsPicture = keepsPicture
        bakesColors = renderer.isSoftware
    }

    /// Forgets the picture: the next scene is drawn whole (after an expose or a resize).
    package func invalidate() { previous = nil }

    deinit {
        images.removeAll()
        tinted.removeAll()
    }

    /// Draws `scene`: whole, or only where it differs from the previous scene; does not present.
    package func draw(_ scene: Scene) {
        defer { previous = keepsPicture ? scene : nil }
        tinted.beginFrame()
        guard let previous, previous.size == scene.size else {
            renderer.clear(Color(red: 0, green: 0, blue: 0))
            for primitive in scene.primitives where primitive.opacity > 0 { draw(primitive) }
            return
        }
        let areas = changedAreas(from: previous.primitives, to: scene.primitives)
        guard !areas.isEmpty else { return }
        let visible = scene.primitives.filter { $0.opacity > 0 }
        let extents = visible.map(extent(of:))
        for area in areas {
            renderer.clip(to: area)
            // From the black a whole frame starts from (`SDL_RenderClear` ignores the clip): a
            // translucent background drawn over the area's last pixels would blend with them.
            renderer.fill(area, color: Color(red: 0, green: 0, blue: 0), opacity: 1)
            for (primitive, extent) in zip(visible, extents) where extent.intersects(area) { draw(primitive) }
        }
        renderer.clip(to: nil)
    }

    /// Whole-pixel rectangles covering every primitive that is in one scene and not the other,
    /// or in both but drawn in another order against the rest, merged until none overlap.
    private func changedAreas(from oldScene: [Primitive], to newScene: [Primitive]) -> [Rect] {
        // Consecutive scenes list most primitives in the same order: the equal ones at the start
        // and at the end are set aside (a dot added to the field shifts every primitive after it
        // by one), and only the rest is matched.
        var start = 0
        while start < min(oldScene.count, newScene.count) && oldScene[start] == newScene[start] { start += 1 }
        var end = 0
        while end < min(oldScene.count, newScene.count) - start && oldScene[oldScene.count - 1 - end] == newScene[newScene.count - 1 - end] {
            end += 1
        }
        let old = Array(oldScene[start..<(oldScene.count - end)])
        let new = Array(newScene[start..<(newScene.count - end)])
        var changed: [Rect] = []
        // Equal primitives at the same index are matched first; then each new primitive left
        // takes the first equal old one left (hashed).
        var oldOf = [Int?](repeating: nil, count: new.count)
        var taken = [Bool](repeating: false, count: old.count)
        for index in 0..<min(old.count, new.count) where old[index] == new[index] {
            oldOf[index] = index
            taken[index] = true
        }
        var unmatched: [Primitive: [Int]] = [:]
        unmatched.reserveCapacity(old.count)
        for index in old.indices.reversed() where !taken[index] { unmatched[old[index], default: []].append(index) }
        for index in new.indices where oldOf[index] == nil {
            if let found = unmatched[new[index]]?.popLast() {
                oldOf[index] = found
            } else {
                changed.append(extent(of: new[index]))
            }
        }
        for (_, indices) in unmatched { for index in indices { changed.append(extent(of: old[index])) } }
        // A matched primitive keeps its pixels only if it keeps its place in the drawing order
        // among the others kept: the longest run of matches in the same order in both scenes
        // stays; every other match moved over or under something and is drawn again.
        let matches = new.indices.compactMap { index in oldOf[index].map { (new: index, old: $0) } }
        let kept = SceneDrawer.longestIncreasingRun(matches.map(\.old))
        for (position, match) in matches.enumerated() where !kept[position] { changed.append(extent(of: new[match.new])) }
        var areas: [Rect] = []
        for rect in changed.map(SceneDrawer.wholePixels) {
            var merged = rect
            while let index = areas.firstIndex(where: { $0.intersects(merged) }) {
                merged = SceneDrawer.union(merged, areas.remove(at: index))
            }
            areas.append(merged)
        }
        return areas
    }

    /// Whether each position of `values` is in one longest strictly increasing subsequence
    /// (patience sorting with predecessor links, O(n log n)).
    static func longestIncreasingRun(_ values: [Int]) -> [Bool] {
        var tails: [Int] = []  // positions in `values`: the smallest tail of each run length
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var run = [Bool](repeating: false, count: values.count)
        var position = tails.last ?? -1
        while position >= 0 {
            run[position] = true
            position = previous[position]
        }
        return run
    }

    /// Where a primitive can put pixels: its transformed bounds, and for text the rendered run.
    private func extent(of primitive: Primitive) -> Rect {
        var area = primitive.transform.apply(to: primitive.bounds)
        if case .text(let string, let frame, let size, let alignment) = primitive.shape,
            let placed = placement(string, frame: frame, size: size, alignment: alignment)
        {
            area = SceneDrawer.union(area, primitive.transform.apply(to: placed.rect))
        }
        return area
    }

    private static func wholePixels(_ rect: Rect) -> Rect {
        let x = (rect.x - 1).rounded(.down)
        let y = (rect.y - 1).rounded(.down)
        return Rect(x: x, y: y, width: (rect.maxX + 1).rounded(.up) - x, height: (rect.maxY + 1).rounded(.up) - y)
    }

    private static func union(_ a: Rect, _ b: Rect) -> Rect {
        let x = min(a.x, b.x)
        let y = min(a.y, b.y)
        return Rect(x: x, y: y, width: max(a.maxX, b.maxX) - x, height: max(a.maxY, b.maxY) - y)
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

    /// A shape mask made at the untransformed size, so a pop-in or shrink reuses it, drawn
    /// into the transformed rectangle.
    private func drawShape(_ rect: Rect, radius: Double, lineWidth: Double?, primitive: Primitive) {
        let destination = primitive.transform.apply(to: rect)
        guard destination.width >= 0.5, destination.height >= 0.5 else { return }
        draw(shapes.mask(width: rect.width, height: rect.height, radius: radius, lineWidth: lineWidth), in: destination, primitive: primitive)
    }

    private func drawText(_ string: String, frame: Rect, size: Double, alignment: TextAlignment, primitive: Primitive) {
        guard let placed = placement(string, frame: frame, size: size, alignment: alignment) else { return }
        draw(placed.mask, in: primitive.transform.apply(to: placed.rect), primitive: primitive)
    }

    /// Draws `mask` into `destination` in the primitive's colour and opacity: from a texture in
    /// that colour, faded by the opacity alone, or from a white one tinted by the colour
    /// (`TintedTextures` chooses).
    private func draw(_ mask: CoverageMask, in destination: Rect, primitive: Primitive) {
        guard primitive.color.alpha > 0,
            let (texture, tint) = tinted.texture(mask, color: primitive.color, renderer: renderer, bakes: bakesColors)
        else { return }
        renderer.draw(texture, in: destination, color: tint, opacity: primitive.opacity)
    }

    /// The mask of a text run and where it goes: aligned in `frame`, centred vertically, on
    /// whole pixels.
    private func placement(_ string: String, frame: Rect, size: Double, alignment: TextAlignment) -> (mask: CoverageMask, rect: Rect)? {
        guard let mask = text.mask(string, size: size) else { return nil }
        let width = Double(mask.width)
        let height = Double(mask.height)
        let x: Double
        switch alignment {
        case .leading: x = frame.x
        case .center: x = frame.x + (frame.width - width) / 2
        case .trailing: x = frame.maxX - width
        }
        return (mask, Rect(x: x.rounded(), y: (frame.y + (frame.height - height) / 2).rounded(), width: width, height: height))
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
