extension Keypad {
    /// Where `key` is in the keypad's rows (its column as a left-to-right layout shows it; see
    /// `position(of:in:)` for where it is seen right to left); nil when it has no such key.
    public func position(of key: Key) -> KeypadPosition? {
        for (rowIndex, row) in rows.enumerated() {
            if let column = row.firstIndex(of: key) { return KeypadPosition(row: rowIndex, column: column, rowLength: row.count) }
        }
        return nil
    }

    /// The key the keypad focus starts on: the middle key of the digit grid (5 on a phone or
    /// calculator keypad, the one with the raised dot on a tactile keypad), or the first button of
    /// a row of buttons, or the middle key of the letters keyboard's second row (`g` on a
    /// QWERTY page).
    public var centreKey: Key? {
        if isButtonRow { return rows.first?.first }
        if isKeyboard, let row = rows[safe: 1] { return row[safe: row.count / 2] }
        return rows[safe: 1]?[safe: 1]
    }

    /// Whether row `row` is drawn mirrored when the words are written in `writing`: right to
    /// left mirrors every row that is not digits alone (Cancel, 0, OK is drawn OK, 0, Cancel),
    /// and of a letters keyboard the bottom row alone (page keys, Space, Cancel, OK is drawn OK,
    /// Cancel, Space, page keys, as a phone mirrors its dialog's buttons; the letters keep the
    /// layout's order) (`Layout`).
    public func isMirrored(row: Int, in writing: WritingDirection) -> Bool {
        guard writing == .rightToLeft, let keys = rows[safe: row] else { return false }
        return Keypad.mirrors(keys, isKeyboard: isKeyboard)
    }

    /// Whether a row of `keys` is mirrored right to left: on a letters keyboard the row with OK,
    /// on a keypad a row that is not digits alone.
    static func mirrors(_ keys: [Key], isKeyboard: Bool) -> Bool {
        if isKeyboard { return keys.contains(.submit) }
        return !keys.allSatisfy { if case .digit = $0 { true } else { false } }
    }

    /// Where `key` is seen on the keypad when the words are written in `writing`: its column
    /// counted from the left of the screen (in a mirrored row, from the other end of the row).
    public func position(of key: Key, in writing: WritingDirection) -> KeypadPosition? {
        guard var place = position(of: key) else { return nil }
        if isMirrored(row: place.row, in: writing) { place.column = place.rowLength - 1 - place.column }
        return place
    }

    /// The key seen at `column` (from the left of the screen) of row `row`.
    private func key(row: Int, seenColumn column: Int, in writing: WritingDirection) -> Key {
        let keys = rows[row]
        return keys[isMirrored(row: row, in: writing) ? keys.count - 1 - column : column]
    }

    /// The key next to `key` towards `direction` as the keypad is seen when the words are
    /// written in `writing` (left is the screen's left in a mirrored row too): within the row
    /// for left and right (stopping at its ends, so a person counting presses knows where they
    /// are), to the row above or below for up and down, at the same place across (a row of
    /// another length is entered at the key whose share of the width holds the old key's
    /// middle). `key` itself at an edge; the centre key when `key` is nil or not on the keypad.
    public func key(from key: Key?, towards direction: FocusDirection, in writing: WritingDirection = .leftToRight) -> Key? {
        guard let key, let position = position(of: key, in: writing) else { return centreKey }
        switch direction {
        case .left: return self.key(row: position.row, seenColumn: max(position.column - 1, 0), in: writing)
        case .right: return self.key(row: position.row, seenColumn: min(position.column + 1, position.rowLength - 1), in: writing)
        case .up, .down:
            let target = direction == .up ? position.row - 1 : position.row + 1
            guard let row = rows[safe: target], !row.isEmpty else { return key }
            let middle = (Double(position.column) + 0.5) / Double(position.rowLength)
            return self.key(row: target, seenColumn: min(Int(middle * Double(row.count)), row.count - 1), in: writing)
        }
    }
}
