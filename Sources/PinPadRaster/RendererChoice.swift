/// Which SDL renderer draws the window.
public enum RendererChoice: String, Sendable, CaseIterable {
    /// An accelerated renderer when the machine has a GPU (a DRM render node), else software.
    case auto
    /// SDL's software renderer (`SDL_RENDERER_SOFTWARE`), with `SDL_FRAMEBUFFER_ACCELERATION=0`.
    case software
    /// An accelerated renderer (`SDL_RENDERER_ACCELERATED`); fails when there is none.
    case accelerated
}
