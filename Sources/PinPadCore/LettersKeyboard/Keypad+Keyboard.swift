extension Keypad {
    /// Presses the keyboard's Shift: off → once → locked (Caps) → off; the character keys change
    /// to their capitals and back. Does nothing on the numeric keypad.
    public mutating func pressShift() {
        guard keyboard != nil else { return }
        shift = shift.next
        arrangeKeyboard()
    }

    /// Shows `page` of the keyboard (Shift goes off); does nothing on the numeric keypad or for a
    /// page the layout does not have.
    public mutating func show(_ page: KeyboardPage) {
        guard let keyboard, keyboard.pages[page] != nil else { return }
        self.page = page
        shift = .off
        arrangeKeyboard()
    }

    /// Tells the keyboard a character was typed: a Shift for one character goes off.
    public mutating func characterTyped() {
        guard keyboard != nil, shift == .once else { return }
        shift = .off
        arrangeKeyboard()
    }

    /// How wide `key` is on the keyboard at least, in widths of a character key: Space 3, page
    /// keys, Cancel and OK 1.5, a character, Shift and Delete 1. Space, Shift and Delete take
    /// what their row leaves (`Layout`).
    public func width(of key: Key) -> Double {
        switch key {
        case .character(" "): return 3
        case .character, .digit, .shift, .delete: return 1
        default: return 1.5
        }
    }

    /// The label drawn on `key`: a page key's from the keyboard's layout
    /// (`KeyboardLayout.label(of:)`), any other `key.label`.
    public func label(of key: Key) -> String {
        guard case .page(let page) = key, let keyboard else { return key.label }
        return keyboard.label(of: page)
    }

    /// Whether `key` grows to fill its row on the keyboard: Space, Shift, Delete.
    public func stretches(_ key: Key) -> Bool {
        key == .character(" ") || key == .shift || key == .delete
    }

    /// Whether Shift changes any key of the page shown.
    var pageShifts: Bool {
        guard let rows = keyboard?.pages[page], page != .symbols else { return false }
        return rows.joined().contains { keyboard?.capital(of: $0) != $0 }
    }

    mutating func arrangeKeyboard() {
        guard let keyboard, let characters = keyboard.pages[page] else { return }
        let capitals = shift != .off
        var rows: [[Key]] = characters.map { row in row.map { .character(capitals ? keyboard.capital(of: $0) : $0) } }
        let last = rows.count - 1
        if pageShifts { rows[last].insert(.shift, at: 0) }
        rows[last].append(.delete)
        var bottom: [Key] = keyboard.pageOrder.filter { $0 != page }.map { .page($0) }
        bottom += [.character(" "), .cancel, .submit]
        rows.append(bottom)
        self.rows = rows
    }
}
