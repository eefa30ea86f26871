extension Keypad {
    /// Where `key` is on the keypad; nil when it has no such key.
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

    /// The key next to `key` towards `direction`: within the row for left and right (stopping at
    /// its ends, so a person counting presses knows where they are), to the row above or below
    /// for up and down, at the same place across (a row of another length is entered at the key
    /// whose share of the width holds the old key's middle). `key` itself at an edge; the centre
    /// key when `key` is nil or not on the keypad.
    public func key(from key: Key?, towards direction: FocusDirection) -> Key? {
        guard let key, let position = position(of: key) else { return centreKey }
        switch direction {
        case .left: return rows[position.row][max(position.column - 1, 0)]
        case .right: return rows[position.row][min(position.column + 1, position.rowLength - 1)]
        case .up, .down:
            let target = direction == .up ? position.row - 1 : position.row + 1
            guard let row = rows[safe: target], !row.isEmpty else { return key }
            let middle = (Double(position.column) + 0.5) / Double(position.rowLength)
            return row[min(Int(middle * Double(row.count)), row.count - 1)]
        }
    }
}
