/// One character cell: the character shown and its style. A wide character fills its cell and
/// the next, which holds an empty `text`.
struct Cell: Hashable {
    /// The character (one grapheme cluster), a space when blank, empty for the right half of a
    /// wide character.
    var text: String = " "
    /// Colours and attributes.
    var style = CellStyle()
}
