/// Lines of text that fit a width: greedy word wrapping, as a paragraph is set in a label of
/// fixed width (UIKit's `lineBreakMode = .byWordWrapping`), as the prompt's message and a
/// field's hint are: words move to the next line whole; Chinese and Japanese break between
/// characters (`ideographicPieces`); a word wider than the line is broken at a separator it has
/// (a path's `/`, a UUID's `-`), else between characters; a line feed always breaks.
public enum TextWrapping {
    /// The average advance of a character in ems, for a line count before a font is at hand
    /// (`Layout`, `pinpad layout`): DejaVu Sans, the default face, sets English prose at about
    /// 0.51 em a character (measured on the window); this errs a little on the wide side, so a
    /// line more is allotted rather than the text set smaller.
    public static let estimatedAdvance = 0.53

    /// The height of an empty line (a blank line between paragraphs) as a share of a line's:
    /// kept, so paragraphs stay apart, but at half the cost.
    public static let blankLineShare = 0.5

    /// The height of `lines` in lines, an empty one counting `blankLineShare` of a line.
    public static func height(of lines: [String], blankLineShare: Double = TextWrapping.blankLineShare) -> Double {
        lines.reduce(0) { $0 + ($1.isEmpty ? blankLineShare : 1) }
    }

    /// The line slots `text` takes at `size` pixels in `width` pixels, by `estimatedAdvance`, an
    /// empty line counting `blankLineShare` (rounded up to whole slots); 0 for no text.
    public static func estimatedSlots(_ text: String, width: Double, size: Double) -> Int {
        let text = withoutTrailingLineFeeds(text)
        guard !text.isEmpty else { return 0 }
        let wrapped = lines(text) { estimatedWidth($0, size: size) <= width }
        return Int(height(of: wrapped).rounded(.up))
    }

    /// The lines of `text`, each of which `fits` takes (`fits` is asked about candidate lines,
    /// without their trailing space). Spaces at a break are dropped; an empty paragraph stays an
    /// empty line. A number written in groups (a card's serial, "D276 0001 2401") moves to the
    /// next line whole while a line can hold it (`unbreakableRuns`). A word too wide for a line of
    /// its own (a path, a disk's UUID) is broken at its last separator that the line holds
    /// (`separatorBreak`: after `-`, `_`, `.`, `:`, `\`, before `/`), and between characters only
    /// where it has none. With `hangingIndent`, the lines a list item (`isListItem`) continues on
    /// start with as many spaces as its marker and the spaces after it take, so that they stand
    /// under its text.
    public static func lines(_ text: String, hangingIndent: Bool = false, fits: (String) -> Bool) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            // What each line after the paragraph's first starts with: a list item's continued
            // lines start under its text, after its marker.
            let indent = hangingIndent ? listIndent(String(paragraph)) : ""
            var start = ""
            var line = ""
            func newLine(_ text: String = "") {
                lines.append(line)
                start = indent
                line = indent + text
            }
            func place(_ word: String) {
                let candidate = line == start ? line + word : line + " " + word
                if fits(candidate) {
                    line = candidate
                    return
                }
                if line != start { newLine() }
                // A word too wide for a line of its own is broken after a separator, else
                // between characters.
                for character in word {
                    if line != start && !fits(line + String(character)) {
                        let written = String(line.dropFirst(start.count))
                        if character != "/", let cut = separatorBreak(in: written), fits(indent + String(written[cut...]) + String(character)) {
                            line = start + String(written[..<cut])
                            newLine(String(written[cut...]))
                        } else {
                            newLine()
                        }
                    }
                    line.append(character)
                }
            }
            // A word of ideographs or kana: its pieces (`ideographicPieces`) follow one another
            // with no space between them, each moving to the next line whole.
            func placePieces(_ word: String) {
                let pieces = ideographicPieces(word)
                guard pieces.count > 1 else { return place(word) }
                place(pieces[0])
                for piece in pieces.dropFirst() {
                    if fits(line + piece) {
                        line += piece
                    } else {
                        if line != start { newLine() }
                        place(piece)
                    }
                }
            }
            for run in unbreakableRuns(String(paragraph)) {
                let words = run.split(separator: " ").map(String.init)
                guard words.count > 1 else {
                    placePieces(run)
                    continue
                }
                let candidate = line == start ? line + run : line + " " + run
                if fits(candidate) {
                    line = candidate
                } else if fits(indent + run) {
                    if line != start { newLine(run) } else { line = start + run }
                } else {
                    words.forEach(place)
                }
            }
            lines.append(line)
        }
        return lines
    }

    /// `word` cut where Chinese and Japanese may break a line, which they write without spaces:
    /// before and after each ideograph, kana or full-width mark (UAX #14's ID class), but never
    /// before a closing mark, a small kana, the long-vowel mark or an iteration mark
    /// (`noBreakBefore`), nor after an opening mark (`noBreakAfter`): Japanese kinsoku shori
    /// (JIS X 4051), simplified. One piece for a word of none (Latin, Korean).
    static func ideographicPieces(_ word: String) -> [String] {
        var pieces: [String] = []
        var previous: Character?
        for character in word {
            if let previous, isIdeographic(previous) || isIdeographic(character), !noBreakBefore.contains(character),
                !noBreakAfter.contains(previous)
            {
                pieces.append(String(character))
            } else if pieces.isEmpty {
                pieces.append(String(character))
            } else {
                pieces[pieces.count - 1].append(character)
            }
            previous = character
        }
        return pieces
    }

    /// The characters a line never starts with in Chinese and Japanese: closing brackets and
    /// quotes, commas and stops, small kana, the long-vowel and iteration marks, in full and
    /// ASCII width.
    static let noBreakBefore = Set("、。，．・：；？！ー」』）］｝〕〉》】〙〗〟ゝゞヽヾぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ々〻‐゠–〜～,.:;!?)]}%")
    /// The characters a line never ends with in Chinese and Japanese: opening brackets and quotes.
    static let noBreakAfter = Set("「『（［｛〔〈《【〘〖〝([{")

    /// Whether `character` is a Chinese or Japanese ideograph, a kana, or a CJK or full-width mark
    /// (CJK Radicals to CJK Unified Ideographs, U+2E80–U+9FFF less Hangul's compatibility jamo;
    /// the compatibility ideographs; the full-width forms; the supplementary ideographic planes).
    static func isIdeographic(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value else { return false }
        return (0x2E80...0x312F).contains(value) || (0x3190...0x9FFF).contains(value) || (0xF900...0xFAFF).contains(value)
            || (0xFF00...0xFF60).contains(value) || (0x20000...0x3FFFF).contains(value)
    }


    /// Where the part of a word too wide for a line that fills `line` breaks best: before its
    /// last `/` (a path's next name starts the next line, a file's name kept whole where it can
    /// be: `/home/anna/.ssh/` then `/id_ed25519_work_laptop`), else after its last `-`, `_`,
    /// `.`, `:` or `\\`, when that leaves at least a third of the line's characters on it; nil
    /// for none.
    static func separatorBreak(in line: String) -> String.Index? {
        let characters = Array(line)
        guard characters.count > 1 else { return nil }
        let least = max(1, (characters.count + 2) / 3)
        for offset in stride(from: characters.count - 1, through: least, by: -1) where characters[offset] == "/" {
            return line.index(line.startIndex, offsetBy: offset)
        }
        for offset in stride(from: characters.count - 1, through: least, by: -1) where "-_.:\\".contains(characters[offset - 1]) {
            return line.index(line.startIndex, offsetBy: offset)
        }
        return nil
    }

    /// The words of `paragraph` (split at spaces), with the groups of a number written in groups
    /// joined by a space into one run: consecutive words of 2 to 8 digits and capital letters A
    /// to F with at least one digit ("D276 0001 2401 0304", "1234 5678").
    public static func unbreakableRuns(_ paragraph: String) -> [String] {
        func isGroup(_ word: Substring) -> Bool {
            (2...8).contains(word.count) && word.contains { $0.isASCII && $0.isNumber }
                && word.allSatisfy { ($0.isASCII && $0.isNumber) || ("A"..."F").contains($0) }
        }
        var runs: [String] = []
        var previousIsGroup = false
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
            let group = isGroup(word)
            if group && previousIsGroup, let last = runs.popLast() {
                runs.append(last + " " + word)
            } else {
                runs.append(String(word))
            }
            previousIsGroup = group
        }
        return runs
    }

    /// How many lines `text` takes at `size` pixels in `width` pixels, by `estimatedAdvance`.
    public static func estimatedLineCount(_ text: String, width: Double, size: Double) -> Int {
        lines(text) { estimatedWidth($0, size: size) <= width }.count
    }

    /// The width of `text` at `size` pixels by `estimatedAdvance`, a wide character (an
    /// ideograph, a kana, a Hangul syllable: `EastAsianWidth`) at a full em, in pixels.
    public static func estimatedWidth(_ text: String, size: Double) -> Double {
        let wide = text.count { $0.unicodeScalars.first.map(EastAsianWidth.isWide) ?? false }
        return (Double(text.count - wide) * estimatedAdvance + Double(wide)) * size
    }

    /// `text` without the line feeds at its end (gpg-agent ends its description with one):
    /// an empty last line would separate nothing.
    public static func withoutTrailingLineFeeds(_ text: String) -> String {
        var text = text
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// `text` without the spaces at its end.
    static func trimmingTrailingSpaces(_ text: String) -> String {
        var text = text
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
