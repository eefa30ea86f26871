internal import CSDL2
import PinPadCore

// SDL 2.26 tells the compositor that every text field holds plain text: `Wayland_StartTextInput`
// enables `zwp_text_input_v3` and sends `set_content_type(none, normal)`, so an on-screen keyboard
// (the input method) would suggest, correct and learn a passphrase typed on it, and show it in
// its suggestions. The program defines libwayland-client's `wl_proxy_marshal_array_flags` itself
// (exported: see the linker settings in Package.swift and WaylandRegistryGuard.swift), to which
// libwayland's `wl_proxy_marshal_flags` — what SDL's protocol code calls — hands every request,
// so that SDL's text input tells what the focused field holds (`SDLTextInput`,
// `TextInputContent`), from the very commit that enables it. Every other request is libwayland's.

/// libwayland-client's `wl_proxy_marshal_array_flags(proxy, opcode, interface, version, flags,
/// arguments)`: sends the request `opcode` of `proxy` and returns the proxy it makes, if any.
/// A `zwp_text_input_v3`'s `set_content_type` carries the focused field's content type, and its
/// `enable` is followed by one (`pinpad_wayland_marshal`).
@usableFromInline @_cdecl("wl_proxy_marshal_array_flags")
func waylandProxyMarshalArrayFlags(
    _ proxy: OpaquePointer?, _ opcode: UInt32, _ interface: UnsafeRawPointer?, _ version: UInt32, _ flags: UInt32,
    _ arguments: UnsafeMutableRawPointer?
) -> OpaquePointer? {
    pinpad_wayland_marshal(
        proxy, opcode, interface?.assumingMemoryBound(to: wl_interface.self), version, flags, arguments?.assumingMemoryBound(to: wl_argument.self))
}

/// Tells the Wayland text input what the focused field holds (`content`): the next `enable`
/// says it, and a text input enabled now hears it at once. Nothing on X11.
func tellTextInputContent(_ content: TextInputContent) {
    pinpad_wayland_set_content_type(content.waylandHint, content.waylandPurpose)
}
