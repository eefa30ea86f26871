import PinPadCore

/// Turns colours into SGR parameters for a terminal's `TerminalColors`, choosing the nearest
/// palette entry by distance in Oklab (Björn Ottosson's perceptual colour space).
struct Palette {
    /// What the terminal shows.
    let colors: TerminalColors

    /// A palette for `colors`.
    init(colors: TerminalColors) {
        self.colors = colors
    }

    /// SGR parameters for a foreground and a background (nil: the terminal's default). The
    /// foreground is kept distinguishable from the background when the true colours differ but
    /// the palette would merge them, and with 16 colours kept legible on it.
    func parameters(foreground: Color?, background: Color?) -> [String] {
        switch colors {
        case .none:
            return []
        case .trueColor:
            return (foreground.map { ["38;2;\($0.red);\($0.green);\($0.blue)"] } ?? [])
                + (background.map { ["48;2;\($0.red);\($0.green);\($0.blue)"] } ?? [])
        case .palette256:
            let back = background.map { nearest(to: $0, in: Palette.xterm256) }
            let fore = foreground.map {
                nearest(to: $0, in: Palette.xterm256, avoiding: $0 == background ? nil : back.map { Palette.xterm256[$0] })
            }
            return (fore.map { ["38;5;\(16 + $0)"] } ?? []) + (back.map { ["48;5;\(16 + $0)"] } ?? [])
        case .palette16:
            let backgrounds = Array(Palette.ansi16[0..<8])
            let back = background.map { nearest(to: $0, in: backgrounds, chromaWeight: 2) }
            let fore = foreground.map { color -> Int in
                let avoided = color == background ? nil : back.map { backgrounds[$0] }
                let index = nearest(to: color, in: Palette.ansi16, avoiding: avoided, chromaWeight: 2)
                guard let background, let back else { return index }
                return legible(index, for: color, on: back, trueBackground: background)
            }
            return (fore.map { [$0 < 8 ? "\(30 + $0)" : "\(90 + $0 - 8)"] } ?? []) + (back.map { ["\(40 + $0)"] } ?? [])
        }
    }

    /// `index`, or black or white (whichever stands out more) when the 16-colour entries are
    /// less than 0.3 apart in lightness although the true colours are not.
    private func legible(_ index: Int, for color: Color, on back: Int, trueBackground: Color) -> Int {
        let shownGap = abs(Palette.lightness(of: Palette.ansi16[index]) - Palette.lightness(of: Palette.ansi16[back]))
        let trueGap = abs(Palette.lightness(of: color) - Palette.lightness(of: trueBackground))
        guard shownGap < 0.3, trueGap >= 0.3 else { return index }
        return Palette.lightness(of: Palette.ansi16[back]) > 0.5 ? 0 : 15
    }

    /// The index in `table` of the entry nearest to `color`, skipping entries equal to `avoided`.
    private func nearest(to color: Color, in table: [Color], avoiding avoided: Color? = nil, chromaWeight: Double = 1) -> Int {
        let target = Oklab(color)
        let coordinates = table.count == Palette.xterm256.count ? Palette.xterm256Oklab : table.map(Oklab.init)
        var best = 0
        var bestDistance = Double.infinity
        for (position, entry) in table.enumerated() where entry != avoided {
            let distance = target.distance(to: coordinates[position], chromaWeight: chromaWeight)
            if distance < bestDistance {
                best = position
                bestDistance = distance
            }
        }
        return best
    }

    /// The Linux console's 16 colours (VGA), as `TERM=linux` shows them.
    static let ansi16: [Color] = [
        0x000000, 0xAA0000, 0x00AA00, 0xAA5500, 0x0000AA, 0xAA00AA, 0x00AAAA, 0xAAAAAA,
        0x555555, 0xFF5555, 0x55FF55, 0xFFFF55, 0x5555FF, 0xFF55FF, 0x55FFFF, 0xFFFFFF,
    ].map { Color(rgb: $0) }

    /// xterm's colours 16…255: the 6×6×6 cube (levels 0, 95, 135, 175, 215, 255) and 24 greys.
    static let xterm256: [Color] = {
        let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
        var table: [Color] = []
        for red in levels { for green in levels { for blue in levels { table.append(Color(red: red, green: green, blue: blue)) } } }
        for step in 0..<24 { let grey = UInt8(8 + 10 * step); table.append(Color(red: grey, green: grey, blue: grey)) }
        return table
    }()

    /// `xterm256` in Oklab, computed once.
    private static let xterm256Oklab = xterm256.map(Oklab.init)

    /// The lightness of `color` in Oklab, 0 (black) … 1 (white).
    static func lightness(of color: Color) -> Double {
        Oklab(color).lightness
    }
}
