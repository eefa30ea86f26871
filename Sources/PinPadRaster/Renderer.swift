internal import CSDL2
import PinPadPlatform
import PinPadCore

/// An SDL renderer (`SDL_CreateRenderer` for a window, `SDL_CreateSoftwareRenderer` for a
/// surface), destroyed with its owner after every texture made from it.
package final class Renderer {
    package let pointer: OpaquePointer
    /// The window or surface drawn into, kept alive until the renderer is destroyed.
    private let target: AnyObject

    /// A renderer for `window`.
    /// - Throws: `SDLError.noRenderer` when no renderer of the chosen kind can be created.
    package init(window: Window, choice: RendererChoice) throws {
        target = window
        let software = SDL_RENDERER_SOFTWARE.rawValue
        let accelerated = SDL_RENDERER_ACCELERATED.rawValue
        // Without this hint a software renderer on a window surface makes SDL create a hidden
        // OpenGL context: a slower first frame and about 90 MB more memory. Only drivers with a
        // framebuffer of their own (X11's) can do without; on the others (KMS/DRM, Wayland) SDL
        // keeps the window's pixels in a surface and copies them to the screen through a texture,
        // pixel for pixel. SDL looks at the hint once, at the first window surface.
        func softwareRenderer() -> OpaquePointer? {
            if Renderer.hasOwnFramebuffer { SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0") }
            return SDL_CreateRenderer(window.pointer, -1, software)
        }
        var renderer: OpaquePointer?
        switch choice {
        case .software: renderer = softwareRenderer()
        case .accelerated: renderer = SDL_CreateRenderer(window.pointer, -1, accelerated)
        case .auto:
            // No render node means no GPU: an OpenGL renderer would run on a software rasteriser
            // (llvmpipe) at five times the memory and CPU of SDL's own software renderer. On
            // KMS/DRM the software renderer's pixels reach the screen through a texture anyway,
            // and are then exactly the offscreen canvas's (OpenGL blends edges differently).
            let onGPU = Renderer.hasRenderNode && Renderer.videoDriver.lowercased() != "kmsdrm"
            renderer = onGPU ? SDL_CreateRenderer(window.pointer, -1, accelerated) ?? softwareRenderer() : softwareRenderer()
        }
        guard let renderer else { throw SDLError.current(.noRenderer, "cannot create a \(choice.rawValue) renderer") }
        pointer = renderer
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    /// A software renderer drawing into `surface`; needs no display.
    /// - Throws: `SDLError.noRenderer` when SDL cannot create it.
    package init(surface: Surface) throws {
        target = surface
        guard let renderer = SDL_CreateSoftwareRenderer(surface.pointer) else {
            throw SDLError.current(.noRenderer, "cannot create a software renderer")
        }
        pointer = renderer
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    deinit {
        if let turnedTarget { SDL_DestroyTexture(turnedTarget.texture) }
        SDL_DestroyRenderer(pointer)
    }

    /// Whether the video driver draws a window surface without a renderer of its own (SDL's
    /// `CreateWindowFramebuffer`): X11 and the offscreen and dummy drivers do, KMS/DRM and
    /// Wayland do not.
    package static var hasOwnFramebuffer: Bool { ["x11", "offscreen", "dummy"].contains(videoDriver) }

    /// The SDL video driver in use (`SDL_GetCurrentVideoDriver`), e.g. `x11`, `kmsdrm`.
    package static var videoDriver: String { SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "" }

    /// Whether a DRM render node (`/dev/dri/renderD128` …) exists: the mark of a GPU that an
    /// accelerated renderer can use.
    package static var hasRenderNode: Bool {
        (128..<136).contains { Platform.exists("/dev/dri/renderD\($0)") }
    }

    /// The drawable size in pixels (`SDL_GetRendererOutputSize`): larger than the window's size in
    /// points on HiDPI displays.
    package var outputSize: (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetRendererOutputSize(pointer, &width, &height)
        return (Int(width), Int(height))
    }

    /// The name of the SDL driver in use (`SDL_GetRendererInfo`), e.g. `software`, `opengl`.
    package var name: String {
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(pointer, &info)
        return info.name.map { String(cString: $0) } ?? "unknown"
    }

    package func clear(_ color: Color) {
        SDL_SetRenderDrawColor(pointer, color.red, color.green, color.blue, color.alpha)
        SDL_RenderClear(pointer)
    }

    package func present() { SDL_RenderPresent(pointer) }

    /// The texture a turned pad is drawn into (kept between frames, so a frame may redraw only
    /// what changed), and its size.
    private var turnedTarget: (texture: OpaquePointer, width: Int32, height: Int32)?

    /// Sends the drawing that follows into a texture of `width` × `height` pixels
    /// (`SDL_TEXTUREACCESS_TARGET`, `SDL_SetRenderTarget`), for `presentTurned`.
    /// - Returns: false when the renderer has no render targets (the pad is then drawn upright).
    package func beginTurned(width: Int, height: Int) -> Bool {
        if let target = turnedTarget, target.width != Int32(width) || target.height != Int32(height) {
            SDL_DestroyTexture(target.texture)
            turnedTarget = nil
        }
        if turnedTarget == nil {
            guard let texture = SDL_CreateTexture(
                pointer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), Int32(width), Int32(height))
            else { return false }
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
            turnedTarget = (texture, Int32(width), Int32(height))
        }
        return SDL_SetRenderTarget(pointer, turnedTarget!.texture) == 0
    }

    /// Draws the texture of `beginTurned` onto the window, turned clockwise by `rotation`
    /// about the window's centre (`SDL_RenderCopyEx`), and presents it.
    package func presentTurned(_ rotation: Rotation) {
        guard let target = turnedTarget else { return present() }
        SDL_SetRenderTarget(pointer, nil)
        let output = outputSize
        var destination = SDL_Rect(
            x: (Int32(output.width) - target.width) / 2, y: (Int32(output.height) - target.height) / 2, w: target.width, h: target.height)
        SDL_RenderCopyEx(pointer, target.texture, nil, &destination, Double(rotation.rawValue), nil, SDL_FLIP_NONE)
        SDL_RenderPresent(pointer)
    }

    /// Restricts drawing to `rect` (whole pixels), or lifts the restriction when nil
    /// (`SDL_RenderSetClipRect`).
    package func clip(to rect: Rect?) {
        guard let rect else {
            SDL_RenderSetClipRect(pointer, nil)
            return
        }
        var area = SDL_Rect(x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height))
        SDL_RenderSetClipRect(pointer, &area)
    }

    /// Whether the target keeps its pixels after a present, so a frame may redraw only what
    /// changed: true for the software renderer (its window surface or memory surface).
    package var keepsPicture: Bool { isSoftware }

    /// Whether this is SDL's software renderer (`SDL_RENDERER_SOFTWARE` in `SDL_GetRendererInfo`),
    /// asked once: every texture made asks it.
    package private(set) lazy var isSoftware: Bool = {
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(pointer, &info)
        return info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
    }()

    /// Fills `rect` (pixels) with `color` times `opacity`, square corners (`SDL_RenderFillRectF`).
    /// An opaque fill is drawn without blending: the same pixels, but the software renderer
    /// fills rows (`SDL_FillRect`) instead of blending every pixel (`SDL_BlendFillRect`), which
    /// was half the frame time at 1080×1920 for the full-screen background.
    package func fill(_ rect: Rect, color: Color, opacity: Double) {
        let alpha = UInt8(max(0, min(255, (Double(color.alpha) * opacity).rounded())))
        SDL_SetRenderDrawColor(pointer, color.red, color.green, color.blue, alpha)
        var area = SDL_FRect(x: Float(rect.x), y: Float(rect.y), w: Float(rect.width), h: Float(rect.height))
        if alpha == 255 { SDL_SetRenderDrawBlendMode(pointer, SDL_BLENDMODE_NONE) }
        SDL_RenderFillRectF(pointer, &area)
        if alpha == 255 { SDL_SetRenderDrawBlendMode(pointer, SDL_BLENDMODE_BLEND) }
    }

    /// Copies `texture` into `rect` (pixels), tinted by `color` and faded by `opacity`
    /// (`SDL_SetTextureColorMod`, `SDL_SetTextureAlphaMod`, `SDL_RenderCopyF`).
    /// Draws nothing when the alpha comes to 0 (the transparent Cancel key's fill): blending it
    /// would leave every pixel as it was.
    package func draw(_ texture: Texture, in rect: Rect, color: Color, opacity: Double) {
        let alpha = UInt8(max(0, min(255, (Double(color.alpha) * opacity).rounded())))
        guard alpha > 0 else { return }
        SDL_SetTextureColorMod(texture.pointer, color.red, color.green, color.blue)
        SDL_SetTextureAlphaMod(texture.pointer, alpha)
        var destination = SDL_FRect(x: Float(rect.x), y: Float(rect.y), w: Float(rect.width), h: Float(rect.height))
        SDL_RenderCopyF(pointer, texture.pointer, nil, &destination)
    }
}
