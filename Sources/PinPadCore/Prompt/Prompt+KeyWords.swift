extension Prompt {
    /// Where a key's word that does not fit its key even on two lines at
    /// `Layout.keyboardWordFloor` is told (the word as configured), so the administrator learns
    /// which one the person sees cut with "…"; called at every scene that cuts it. The program
    /// sets it once, before any prompt is drawn.
    nonisolated(unsafe) public static var keyWordCut: (@Sendable (String) -> Void)?

    /// The most lines a key's word is set on.
    static let keyWordLineLimit = 2
    /// A line's height as a multiple of the text size, for a word on two lines.
    static let keyWordLineHeight = 1.15

    /// The ways a key's word of one word (no space, no line feed) of at least four characters
    /// splits into two lines of two characters or more, nearest its middle first (the first line
    /// the shorter of two equally near), the first line ending in a hyphen unless the word's
    /// script writes no hyphen at a break (Chinese, Japanese, Korean, Arabic, Hebrew, Thai);
    /// empty for any other word. In a script with hyphens, the splits before a syllable come
    /// first (`startsSyllable`): "Mel-lanslag", "Espa-cio", "Про-біл", not "Mella-nslag",
    /// "Esp-acio", "Пр-обіл".
    /// - Parameter syllablesOnly: only the splits before a syllable (every split of a script
    ///   without hyphens).
    static func keyWordHalves(_ word: String, syllablesOnly: Bool = false) -> [[String]] {
        guard word.count >= 4, !word.contains(" "), !word.contains("\n") else { return [] }
        let hyphenless = word.unicodeScalars.contains { scalar in
            scalar.properties.isIdeographic || (0x0590...0x08FF).contains(scalar.value) || (0x0E00...0x0E7F).contains(scalar.value)
                || (0x3040...0x30FF).contains(scalar.value) || (0xAC00...0xD7AF).contains(scalar.value)
        }
        let characters = Array(word)
        func nearer(_ first: Int, _ second: Int) -> Bool {
            abs(2 * first - characters.count) < abs(2 * second - characters.count)
                || (abs(2 * first - characters.count) == abs(2 * second - characters.count) && first < second)
        }
        // Where a syllable starts, looked at once (every split, in a script without hyphens).
        let all = 2...(characters.count - 2)
        let syllables = hyphenless ? Set(all) : Set(all.filter { startsSyllable(characters, at: $0) })
        let cuts = all.filter { !syllablesOnly || syllables.contains($0) }.sorted { first, second in
            let (firstStarts, secondStarts) = (syllables.contains(first), syllables.contains(second))
            return firstStarts != secondStarts ? firstStarts : nearer(first, second)
        }
        return cuts.map { cut in
            let first = String(characters[..<cut])
            return [characters[cut - 1].isLetter && characters[cut].isLetter && !hyphenless ? first + "-" : first, String(characters[cut...])]
        }
    }

    /// Vowels of the Latin, Greek and Cyrillic words of the keys (lower case), for
    /// `startsSyllable`.
    private static let vowels = Set("aeiouyàáâãäåæèéêëìíîïòóôõöøùúûüýÿœαεηιοωυάέήίόώύаеёиоуыэюяіїє")
    /// Letters written for one consonant (lower case): never split, and a syllable may start
    /// with them.
    private static let consonantGroups: Set<String> = ["ch", "ck", "ph", "sh", "th", "qu", "sch"]

    /// Whether a split of `characters` before `index` starts a syllable, by the rule most
    /// European languages hyphenate by: one consonant (or letters written for one, `ch`, `sch`)
    /// between two vowels goes with the vowel after it (`Spa-tie`, `Abbre-chen`), so the split comes
    /// just before the last consonant ahead of a vowel; never inside such a pair. A heuristic:
    /// no dictionary is read (a word with no such place splits nearest its middle).
    static func startsSyllable(_ characters: [Character], at index: Int) -> Bool {
        guard index > 0, index < characters.count - 1, characters[index - 1].isLetter, characters[index].isLetter else { return false }
        let lower = characters.map { Character($0.lowercased()) }
        func isVowel(_ position: Int) -> Bool { position < lower.count && vowels.contains(lower[position]) }
        guard !isVowel(index) else { return false }
        func group(from start: Int, length: Int) -> Bool {
            start >= 0 && start + length <= lower.count && consonantGroups.contains(String(lower[start..<(start + length)]))
        }
        // Inside a group: "c|h", "s|ch", "sc|h".
        if group(from: index - 1, length: 2) || group(from: index - 1, length: 3) || group(from: index - 2, length: 3) { return false }
        let length = group(from: index, length: 3) ? 3 : group(from: index, length: 2) ? 2 : 1
        return isVowel(index + length)
    }

    /// `primitive` (a key's word, centred in `frame`, pixels) set to sit inside that key: as it
    /// is when it fits; else smaller, down to `Layout.keyboardWordFloor`; else on two lines (a
    /// line feed in the word always breaks; one word split near its middle with a hyphen,
    /// `keyWordHalves`), from its size down to the floor; else its first
    /// two lines at the floor, the second cut with "…" (told to `keyWordCut`). The room is the
    /// key's width less `Layout.keyboardWordPadding` each side; widths are `measure`'s, or
    /// `Layout.estimatedWordWidth` without one. On a text terminal's grid (`setsTextOnGrid`)
    /// the word is left as it is: cells do not shrink, and the grid's layout gives a word the
    /// cells it needs beside its key (a word broken there reads "Cance" over "l").
    func fittedKeyWord(_ primitive: Primitive, in frame: Rect, measure: TextMeasure?) -> [Primitive] {
        guard !setsTextOnGrid else { return [primitive] }
        guard case .text(let text, let rect, let size, let alignment) = primitive.shape else { return [primitive] }
        let padding = Layout.keyboardWordPadding * layout.scale
        let room = frame.width - 2 * padding
        guard room > 0, size > 0 else { return [primitive] }
        func width(_ line: String, _ size: Double) -> Double {
            measure.map { $0(line, size).width } ?? Layout.estimatedWordWidth(line, size: size)
        }
        func placed(_ lines: [String], _ size: Double) -> [Primitive] {
            let lineHeight = size * Prompt.keyWordLineHeight
            let top = rect.center.y - lineHeight * Double(lines.count) / 2
            return lines.enumerated().map { index, line in
                var result = primitive
                let lineFrame = lines.count == 1 ? rect : Rect(x: rect.x, y: top + lineHeight * Double(index), width: rect.width, height: lineHeight)
                result.shape = .text(line, frame: lineFrame, size: size, alignment: alignment)
                return result
            }
        }
        let breaks = text.contains("\n")
        // A keypad's word that stays inside its key's frame is left as it is (a circle theme's
        // Cancel under the keys); a letters keyboard's keeps its padding.
        if !breaks && width(text, size) <= (keypad.isKeyboard ? room : frame.width) { return [primitive] }
        let floor = min(Layout.keyboardWordFloor * layout.scale, size)
        // One line, smaller.
        if !breaks {
            var fitting = max((size * room / width(text, size)).rounded(.down), floor)
            // Hinting makes the width not quite proportional to the size: measured again.
            while fitting > floor, width(text, fitting) > room { fitting = max(fitting - 1, floor) }
            if width(text, fitting) <= room { return placed([text], fitting) }
        }
        // Two lines, from the word's size down to the floor. Only as much of the word as two
        // lines could hold at the floor is wrapped (a character is wider than a quarter em).
        let longest = Int(Double(Prompt.keyWordLineLimit) * room / (floor * 0.25)) + 1
        let considered = text.count > longest ? String(text.prefix(longest)) : text
        let isWhole = considered.count == text.count
        let linesRoom = frame.height - padding
        // One word on two lines is split nearest its middle where both lines fit, with a hyphen
        // where its script has them ("Abbre-" over "chen", not "Abbrec" over "hen").
        let halves = isWhole ? Prompt.keyWordHalves(text) : []
        // Above the floor only splits before a syllable, when the word has any: a split that
        // fits at a larger size ("Esp-" over "acio") does not win over one that fits at a smaller
        // size ("Espa-" over "cio").
        let syllableHalves = isWhole ? Prompt.keyWordHalves(text, syllablesOnly: true) : []
        let preferred = syllableHalves.isEmpty ? halves : syllableHalves
        var candidate = size
        let words = considered.split(whereSeparator: { $0 == " " || $0 == "\n" })
        while true {
            let split = (candidate > floor ? preferred : halves).first { $0.allSatisfy { width($0, candidate) <= room } }
            let lines = split ?? TextWrapping.lines(considered) { width($0, candidate) <= room }
            // A word broken wherever a line ran out ("spa" over "tie") only at the floor: a
            // smaller size that splits it with its hyphen, or keeps it whole, comes first.
            let breaksAWord = split == nil && lines.flatMap { $0.split(separator: " ") } != words
            if isWhole, lines.count <= Prompt.keyWordLineLimit, Double(lines.count) * candidate * Prompt.keyWordLineHeight <= linesRoom,
                !breaksAWord || candidate <= floor
            {
                return placed(lines, candidate)
            }
            guard candidate > floor else { break }
            candidate = max(candidate - max(1, ((size - floor) / 8).rounded(.down)), floor)
        }
        // Cut: the lines the key holds at the floor, the last ending in "…".
        let holds = max(1, min(Prompt.keyWordLineLimit, Int(linesRoom / (floor * Prompt.keyWordLineHeight))))
        var lines = Array(TextWrapping.lines(considered) { width($0, floor) <= room }.prefix(holds))
        var last = lines.popLast() ?? ""
        while !last.isEmpty && width(last + "…", floor) > room { last.removeLast() }
        lines.append(last + "…")
        Prompt.keyWordCut?(text)
        return placed(lines, floor)
    }
}
