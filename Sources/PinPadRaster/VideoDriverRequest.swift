/// The video drivers SDL is asked to try, as `SDL_VIDEODRIVER` (or its hint) names them: names
/// separated by commas, in any case, tried in order until one starts (`SDL_VideoInit` compares
/// each with `SDL_strncasecmp`; an empty name matches none). `Wayland` and `x11,wayland` ask for
/// SDL's Wayland driver as `wayland` does.
package struct VideoDriverRequest: Equatable, Sendable {
    /// The names, in ASCII lower case, in order; empty ones left out.
    package let names: [String]

    /// The request that `text` (`SDL_VIDEODRIVER`'s value) makes.
    package init(_ text: String) {
        names = text.split(separator: ",").map { name in
            String(String.UnicodeScalarView(name.unicodeScalars.map { ("A"..."Z").contains($0) ? Unicode.Scalar($0.value + 32)! : $0 }))
        }
    }

    private init(names: [String]) { self.names = names }

    /// Whether SDL tries `name` (lower case) at all.
    package func tries(_ name: String) -> Bool { names.contains(name) }

    /// The same request without `name` (lower case), nil when nothing would be left to try.
    package func without(_ name: String) -> VideoDriverRequest? {
        let left = names.filter { $0 != name }
        return left.isEmpty ? nil : VideoDriverRequest(names: left)
    }

    /// The names joined by commas, as `SDL_HINT_VIDEODRIVER` takes them.
    package var text: String { names.joined(separator: ",") }
}
