internal import CSDL2

// SDL 2.26's Wayland keyboard crashes the pad when the seat's first keyboard arrives after the
// window opened (a keyboard plugged in later, an on-screen or virtual keyboard started later):
// it looks a key up in layout `XKB_LAYOUT_INVALID` (its group before the first modifiers event,
// `keyboard_handle_enter`, `Wayland_get_scancode_from_key`), and may update a state before the
// keymap came and walks a keymap it failed to make (`keyboard_handle_modifiers`); libxkbcommon
// reads past its arrays or follows NULL. The program defines the three functions itself, so that
// SDL's calls come here (a definition the executable exports comes before a library's: see the
// linker settings in Package.swift; `@usableFromInline` keeps the symbols global in an optimised
// build), and hands every valid call on to libxkbcommon's.

/// libxkbcommon's `xkb_keymap_key_get_syms_by_level`, in `key`'s first layout when `layout` is
/// not one of its layouts (`xkb_keymap_num_layouts_for_key`): a key typed on a keyboard that
/// just arrived is delivered, not dropped. 0 symbols when `keymap` is NULL.
@usableFromInline @_cdecl("xkb_keymap_key_get_syms_by_level")
func keymapSymbolsByLevel(
    _ keymap: UnsafeMutableRawPointer?, _ key: UInt32, _ layout: UInt32, _ level: UInt32,
    _ symbols: UnsafeMutablePointer<UnsafePointer<UInt32>?>?
) -> Int32 {
    pinpad_xkb_symbols_by_level(keymap, key, layout, level, symbols)
}

/// libxkbcommon's `xkb_keymap_key_for_each`, or no call of `body` when `keymap` is NULL.
@usableFromInline @_cdecl("xkb_keymap_key_for_each")
func keymapForEachKey(
    _ keymap: UnsafeMutableRawPointer?, _ body: (@convention(c) (UnsafeMutableRawPointer?, UInt32, UnsafeMutableRawPointer?) -> Void)?,
    _ data: UnsafeMutableRawPointer?
) {
    pinpad_xkb_for_each_key(keymap, body, data)
}

/// libxkbcommon's `xkb_state_update_mask`, or 0 (no component changed) when `state` is NULL.
@usableFromInline @_cdecl("xkb_state_update_mask")
func keymapStateUpdate(
    _ state: UnsafeMutableRawPointer?, _ depressed: UInt32, _ latched: UInt32, _ locked: UInt32,
    _ depressedLayout: UInt32, _ latchedLayout: UInt32, _ lockedLayout: UInt32
) -> Int32 {
    pinpad_xkb_update_mask(state, depressed, latched, locked, depressedLayout, latchedLayout, lockedLayout)
}
