import PinPadCore

extension CellLayout {
    /// The fewest columns a description's lines beside the keypad are given: narrower, a few
    /// words a line, it is set above the keypad instead whenever that shows it as whole.
    static let readableColumns = 30

    /// Places `prompt` on a grid of `columns` × `rows` cells, choosing the rows of its
    /// description (`Prompt.textLines`, set on whole rows: `Prompt.setsTextOnGrid`) with the
    /// plan: for the header above the keypad and beside it, the fewest rows that show the
    /// description and the error whole, the keys as large as the rows left allow (`Plan` gives
    /// up tall keys, then the blank rows between them, before a line), or, when no number of
    /// rows shows them whole, the most the grid holds (the text scrolls, Page Up and Page Down).
    /// Of the two, the one that shows the text whole, a description in lines at least
    /// `readableColumns` wide (or above the keypad), with the larger keys (`Plan.score`), in that
    /// order.
    /// - Returns: nil when the grid is too small for the smallest plan; `prompt.textLines` is
    ///   left at the rows of the plan returned.
    static func placingText(of prompt: Prompt, columns: Int, rows: Int, hints: [String]) -> CellLayout? {
        prompt.setsTextOnGrid = true
        typealias Candidate = (lines: Int, layout: CellLayout, hidden: Int)
        func rank(_ candidate: Candidate) -> (Int, Int, Int, Int) {
            let readable = prompt.message.isEmpty || !candidate.layout.isSideBySide || candidate.layout.headerColumns >= readableColumns
            return (candidate.hidden == 0 ? 1 : 0, readable ? 1 : 0, -candidate.hidden, candidate.layout.score)
        }
        var best: Candidate?
        for sideBySide in [false, true] {
            guard let candidate = placingText(of: prompt, columns: columns, rows: rows, hints: hints, sideBySide: sideBySide) else { continue }
            if best.map({ rank(candidate) > rank($0) }) ?? true { best = candidate }
        }
        prompt.textLines = best?.lines ?? 1
        return best?.layout
    }

    /// `placingText(of:columns:rows:hints:)` for one arrangement: the rows given to the text,
    /// the layout, and the lines of text that do not show (0: it shows whole).
    private static func placingText(
        of prompt: Prompt, columns: Int, rows: Int, hints: [String], sideBySide: Bool
    ) -> (lines: Int, layout: CellLayout, hidden: Int)? {
        var placed: (lines: Int, layout: CellLayout, hidden: Int)?
        // The first layout where the text shows whole only by setting the description in the
        // rows kept for an error: taken when none keeps them free.
        var crowded: (lines: Int, layout: CellLayout, hidden: Int)?
        var tried: Int?
        for lines in 1...max(rows, 1) {
            prompt.textLines = lines
            // The prompt keeps the reserved lines and one for a description: the same layout
            // for the first few.
            let given = prompt.layout.messageLines
            guard given != tried else { continue }
            tried = given
            guard let layout = CellLayout(columns: columns, rows: rows, layout: prompt.layout, hints: hints, sideBySide: sideBySide) else { break }
            _ = prompt.scene(at: prompt.clock.now, measure: layout.measureText)
            placed = (lines, layout, prompt.textScrollLimit)
            // Whole, with the error's rows free: a retry's error (ssh-add's "Bad passphrase")
            // then takes them, and the description wraps as it did and no key moves.
            if prompt.textScrollLimit == 0 && !prompt.textCrowdsReservedLines { return placed }
            if prompt.textScrollLimit == 0, crowded == nil { crowded = placed }
        }
        return crowded ?? placed
    }
}
