internal import CSDL2

/// The Wayland state that CSDL2's inline functions share (shim.h): the filters of SDL's registries
/// and the text field's content as the input method is told it. Defined here, once for the whole
/// program, and reached through `pinpad_wayland_filters` and `pinpad_wayland_content`: a static
/// variable inside a header's inline function is one per object file that inlines it.
enum WaylandSharedState {
    /// The registries' filters (`struct pinpad_wayland_registry_filters`), empty at first.
    nonisolated(unsafe) static let filters: UnsafeMutablePointer<pinpad_wayland_registry_filters> = {
        let filters = UnsafeMutablePointer<pinpad_wayland_registry_filters>.allocate(capacity: 1)
        filters.initialize(to: pinpad_wayland_registry_filters())
        return filters
    }()

    /// The text field's content (`struct pinpad_wayland_text_content`): no hint, purpose normal,
    /// no text input yet.
    nonisolated(unsafe) static let content: UnsafeMutablePointer<pinpad_wayland_text_content> = {
        let content = UnsafeMutablePointer<pinpad_wayland_text_content>.allocate(capacity: 1)
        content.initialize(to: pinpad_wayland_text_content())
        return content
    }()
}

/// `pinpad_wayland_filters()` of shim.h: the program's one list of registry filters.
@_cdecl("pinpad_wayland_filters")
func waylandRegistryFilters() -> UnsafeMutablePointer<pinpad_wayland_registry_filters> {
    WaylandSharedState.filters
}

/// `pinpad_wayland_content()` of shim.h: the program's one text content.
@_cdecl("pinpad_wayland_content")
func waylandTextContent() -> UnsafeMutablePointer<pinpad_wayland_text_content> {
    WaylandSharedState.content
}
