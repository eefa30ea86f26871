import PinPadCore
import PinPadRaster
import PinPadSDL
import Testing

extension SDLTests {
    /// Shapes and text are drawn from coverage masks in their colour (`ShapeMasks`,
    /// `TintedTextures`); these check the masks and what the canvas makes of them.
    @Suite(.serialized)
    struct CoverageMaskTests {
        @Test(arguments: [
            (1.0, 1.0, 0.0, nil), (2.0, 3.0, 1.0, nil), (7.0, 5.0, 2.5, nil), (80.0, 80.0, 40.0, nil),
            (81.0, 47.0, 12.25, nil), (64.0, 64.0, 32.0, 2.0), (33.0, 20.0, 6.0, 1.5),
        ] as [(Double, Double, Double, Double?)])
        func aShapesMaskIsItsCoverageAtEveryPixel(width: Double, height: Double, radius: Double, lineWidth: Double?) {
            let mask = ShapeMasks().mask(width: width, height: height, radius: radius, lineWidth: lineWidth)
            #expect(mask.width == Int(width) && mask.height == Int(height))
            var wrong: [(Int, Int)] = []
            for row in 0..<mask.height {
                for column in 0..<mask.width {
                    let value = ShapeCoverage.value(
                        x: Double(column) + 0.5, y: Double(row) + 0.5, width: width, height: height, radius: radius, lineWidth: lineWidth)
                    if mask.coverage[row * mask.width + column] != UInt8((value * 255).rounded()) { wrong.append((column, row)) }
                }
            }
            #expect(wrong.isEmpty, "pixels whose coverage differs: \(wrong.prefix(8))")
        }

        @Test func aTranslucentShapeAndTextBlendAsTheirColourSays() throws {
            let canvas = try OffscreenCanvas(width: 64, height: 64, fontPath: Snapshot.fontPath)
            let color = Color(red: 200, green: 100, blue: 50, alpha: 128)
            canvas.draw(Scene(size: Size(width: 64, height: 64), primitives: [
                Primitive(.fill(Rect(x: 0, y: 0, width: 64, height: 64), radius: 0), color: Color(rgb: 0x000000)),
                Primitive(.fill(Rect(x: 4, y: 4, width: 40, height: 40), radius: 8), color: color),
                Primitive(.fill(Rect(x: 48, y: 48, width: 12, height: 12), radius: 3), color: color, opacity: 0.5),
            ]))
            let image = canvas.image()
            // Over black, a channel shows as channel × alpha / 255: 200 × 128 / 255 ≈ 100.
            let inside = image[24, 24]
            for (shown, expected) in [(inside >> 16 & 0xFF, 100), (inside >> 8 & 0xFF, 50), (inside & 0xFF, 25)] {
                #expect(abs(Int(shown) - expected) <= 2, "a channel shows \(shown), not about \(expected)")
            }
            // Faded by half again: about 50.
            #expect(abs(Int(image[54, 54] >> 16 & 0xFF) - 50) <= 2)
        }

        @Test func theCanvasIsOpaqueUnderTranslucentShapesAndText() throws {
            let canvas = try OffscreenCanvas(width: 96, height: 64, fontPath: Snapshot.fontPath)
            canvas.draw(Scene(size: Size(width: 96, height: 64), primitives: [
                Primitive(.fill(Rect(x: 0, y: 0, width: 96, height: 64), radius: 0), color: Color(rgb: 0x202020)),
                Primitive(.circle(center: Point(x: 20, y: 20), radius: 15.5), color: Color(red: 255, green: 255, blue: 255, alpha: 90)),
                Primitive(.text("Wg", frame: Rect(x: 40, y: 10, width: 50, height: 40), size: 30, alignment: .center),
                          color: Color(rgb: 0xFFFFFF)),
            ]))
            let translucent = canvas.image().pixels.filter { $0 >> 24 != 0xFF }.count
            #expect(translucent == 0, "\(translucent) pixels of the picture are not opaque")
        }

        @Test func aFadingColourIsNotKeptAndAStillOneIs() throws {
            let surface = try Surface(opaqueWidth: 8, height: 8)
            let renderer = try Renderer(surface: surface)
            let textures = TintedTextures()
            let key = CoverageMask(width: 100, height: 80, coverage: [UInt8](repeating: 200, count: 8000))
            let still = Color(rgb: 0x2A2F3A)
            let white = Color(red: 255, green: 255, blue: 255)
            textures.beginFrame()
            let first = try #require(textures.texture(key, color: still, renderer: renderer, bakes: true))
            #expect(first.tint == white, "drawn from a texture in its colour")
            #expect(textures.count == 1, "the first colour a mask is drawn in is kept")
            // A key fading back from its pressed colour: a colour a frame, its still one between.
            for step in 0..<60 {
                textures.beginFrame()
                let fading = Color(red: UInt8(60 + step), green: 70, blue: 90)
                let drawn = try #require(textures.texture(key, color: fading, renderer: renderer, bakes: true))
                #expect(drawn.tint == white, "every colour is drawn from a texture in it")
                // The same colour twice in one frame (under two redrawn areas) is not kept either.
                #expect(textures.texture(key, color: fading, renderer: renderer, bakes: true)?.tint == white)
                #expect(textures.texture(key, color: still, renderer: renderer, bakes: true)?.texture === first.texture)
            }
            #expect(textures.count == 1, "no fading colour is kept: \(textures.count) textures")
            // A key held down: its colour drawn again in a later frame is kept.
            let held = Color(rgb: 0x3A4150)
            textures.beginFrame()
            _ = textures.texture(key, color: held, renderer: renderer, bakes: true)
            textures.beginFrame()
            _ = textures.texture(key, color: held, renderer: renderer, bakes: true)
            #expect(textures.count == 2, "the held colour is kept beside the still one")
            // An accelerated renderer: one white texture, tinted when drawn.
            let accelerated = TintedTextures()
            #expect(accelerated.texture(key, color: still, renderer: renderer, bakes: false)?.tint == still)
            #expect(accelerated.count == 1)
            textures.removeAll()
            accelerated.removeAll()
        }

        @Test func aLargeMaskKeepsOneColour() throws {
            let surface = try Surface(opaqueWidth: 8, height: 8)
            let renderer = try Renderer(surface: surface)
            let textures = TintedTextures()
            // A key of a 3840 × 2160 pad at scale 4: 614 KB a colour.
            let key = CoverageMask(width: 480, height: 320, coverage: [UInt8](repeating: 255, count: 480 * 320))
            #expect(TintedTextures.colorsKept(by: key) == 1)
            for color in [Color(rgb: 0x2A2F3A), Color(rgb: 0x3A4150)] {
                for _ in 0..<3 {
                    textures.beginFrame()
                    _ = textures.texture(key, color: color, renderer: renderer, bakes: true)
                }
            }
            #expect(textures.count == 1, "a 4K key keeps one colour, as it kept one white texture")
            textures.removeAll()
        }

        @Test func tintedTexturesAreEmptiedAtTheirByteLimit() throws {
            let surface = try Surface(opaqueWidth: 8, height: 8)
            let renderer = try Renderer(surface: surface)
            let textures = TintedTextures()
            // 512 × 512 pixels: 1 MiB a picture; the limit holds four.
            let masks = (0..<5).map { _ in CoverageMask(width: 512, height: 512, coverage: [UInt8](repeating: 255, count: 512 * 512)) }
            for mask in masks.prefix(4) { _ = textures.texture(mask, color: Color(rgb: 0x336699), renderer: renderer, bakes: true) }
            #expect(textures.count == 4)
            _ = textures.texture(masks[0], color: Color(rgb: 0x336699), renderer: renderer, bakes: true)
            #expect(textures.count == 4, "a texture held is used again, not made anew")
            _ = textures.texture(masks[4], color: Color(rgb: 0x336699), renderer: renderer, bakes: true)
            #expect(textures.count == 1, "the fifth picture passes 4 MiB: the cache starts again")
            textures.removeAll()
        }
    }
}
