import PinPadCore
import PinPadSDL
import Testing

extension SDLTests {
    /// Checks the drawing itself on the offscreen canvas, pixel by pixel.
    @Suite(.serialized)
    struct ShapeRenderingTests {
        func canvas() throws -> OffscreenCanvas {
            try OffscreenCanvas(width: 64, height: 64, fontPath: Snapshot.fontPath)
        }

        func channels(_ pixel: UInt32) -> (red: Int, green: Int, blue: Int) {
            (Int((pixel >> 16) & 0xFF), Int((pixel >> 8) & 0xFF), Int(pixel & 0xFF))
        }

        @Test func circleEdgesAreAntiAliased() throws {
            let canvas = try canvas()
            let white = Color(rgb: 0xFFFFFF)
            canvas.draw(Scene(size: Size(width: 64, height: 64), primitives: [
                Primitive(.fill(Rect(x: 0, y: 0, width: 64, height: 64), radius: 0), color: Color(rgb: 0x000000)),
                Primitive(.circle(center: Point(x: 32, y: 32), radius: 19.5), color: white),
            ]))
            let image = canvas.image()
            #expect(channels(image[32, 32]).red == 255)
            #expect(channels(image[2, 2]).red == 0)
            // An aliased circle has only black and white pixels; an anti-aliased one has a grey rim.
            let greys = image.pixels.filter { channels($0).red > 10 && channels($0).red < 245 }.count
            #expect(greys > 40, "only \(greys) partially covered pixels around the circle")
        }

        @Test func squareFillCoversTheLastRowAndColumn() throws {
            let canvas = try canvas()
            canvas.draw(Scene(size: Size(width: 64, height: 64), primitives: [
                Primitive(.fill(Rect(x: 0, y: 0, width: 64, height: 64), radius: 0), color: Color(rgb: 0xF4F5F8))
            ]))
            let image = canvas.image()
            #expect(channels(image[63, 63]).red == 0xF4)
            #expect(channels(image[0, 0]).red == 0xF4)
        }

        @Test func strokeLeavesTheInsideUntouched() throws {
            let canvas = try canvas()
            canvas.draw(Scene(size: Size(width: 64, height: 64), primitives: [
                Primitive(.fill(Rect(x: 0, y: 0, width: 64, height: 64), radius: 0), color: Color(rgb: 0x000000)),
                Primitive(.stroke(Rect(x: 8, y: 8, width: 48, height: 48), radius: 8, lineWidth: 3), color: Color(rgb: 0xFF0000)),
            ]))
            let image = canvas.image()
            #expect(channels(image[32, 32]).red == 0)
            #expect(channels(image[32, 9]).red > 200)
        }

        @Test func textIsDrawnInItsColour() throws {
            let canvas = try canvas()
            canvas.draw(Scene(size: Size(width: 64, height: 64), primitives: [
                Primitive(.fill(Rect(x: 0, y: 0, width: 64, height: 64), radius: 0), color: Color(rgb: 0x000000)),
                Primitive(.text("8", frame: Rect(x: 0, y: 0, width: 64, height: 64), size: 40, alignment: .center), color: Color(rgb: 0x00FF00)),
            ]))
            let image = canvas.image()
            let green = image.pixels.filter { channels($0).green > 200 && channels($0).red < 40 }.count
            #expect(green > 50)
            #expect(image.pixels.allSatisfy { channels($0).red < 40 })
        }

        @Test func transformScalesAboutTheCentre() throws {
            let canvas = try canvas()
            canvas.draw(Scene(size: Size(width: 64, height: 64), primitives: [
                Primitive(.fill(Rect(x: 0, y: 0, width: 64, height: 64), radius: 0), color: Color(rgb: 0x000000)),
                Primitive(.fill(Rect(x: 16, y: 16, width: 32, height: 32), radius: 4), color: Color(rgb: 0xFFFFFF), transform: Transform(scale: 0.5)),
            ]))
            let image = canvas.image()
            #expect(channels(image[32, 32]).red == 255)
            #expect(channels(image[20, 20]).red == 0)
        }
    }
}

extension SDLTests {
    /// Redrawing only what changed must give the same pixels as drawing every frame whole.
    @Suite(.serialized)
    struct PartialRedrawTests {
        @Test func everyFrameOfATypingSessionMatchesAFullRedraw() throws {
            let clock = ManualClock(start: 10_000)
            let prompt = Prompt(
                field: PasscodeField(boxCount: 6, mask: .delayedDots(milliseconds: 300)), keypad: Keypad(showsLetters: true),
                message: "Unlock", viewport: Size(width: 480, height: 800), clock: clock)
            let incremental = try OffscreenCanvas(width: 480, height: 800, fontPath: Snapshot.fontPath)
            let whole = try OffscreenCanvas(width: 480, height: 800, fontPath: Snapshot.fontPath)
            let steps: [(Int, PromptInput?)] = [
                (0, nil), (40, .key(.digit(1))), (30, nil), (60, .key(.digit(2))), (16, nil), (16, nil), (200, .key(.delete)),
                (50, .key(.digit(3))), (400, nil), (20, .tap(prompt.layout.frame(of: .digit(8))!.center, .down, pointer: 1)),
                (50, nil), (10, .tap(prompt.layout.frame(of: .digit(8))!.center, .up, pointer: 1)), (30, nil), (600, nil),
            ]
            var frames = 0
            for (advance, input) in steps {
                clock.advance(by: advance)
                if let input { prompt.handle(input) }
                let scene = prompt.scene(at: clock.now)
                incremental.draw(scene)
                whole.invalidate()
                whole.draw(scene)
                let differing = incremental.image().differingPixels(from: whole.image(), tolerance: 0)
                #expect(differing == 0, "frame \(frames) at \(clock.now) ms: \(differing) pixels differ")
                frames += 1
            }
            prompt.reject(message: "Wrong PIN")
            for _ in 0..<30 {
                clock.advance(by: 16)
                let scene = prompt.scene(at: clock.now)
                incremental.draw(scene)
                whole.invalidate()
                whole.draw(scene)
                #expect(incremental.image().differingPixels(from: whole.image(), tolerance: 0) == 0, "shake frame at \(clock.now) ms")
            }
        }

        /// Scenes edited at random (primitives added, removed, recoloured, moved, swapped, at the
        /// start, the middle and the end): the areas redrawn still cover every change.
        @Test func randomEditsOfAScenePaintAsAFullRedraw() throws {
            var generator = SystemRandomNumberGenerator()
            var seed = UInt64.random(in: 1...UInt64.max, using: &generator)
            let firstSeed = seed
            func next(_ bound: Int) -> Int {
                seed ^= seed << 13
                seed ^= seed >> 7
                seed ^= seed << 17
                return Int(seed % UInt64(bound))
            }
            let size = Size(width: 96, height: 96)
            func primitive() -> Primitive {
                let rect = Rect(x: Double(next(80)), y: Double(next(80)), width: Double(4 + next(30)), height: Double(4 + next(30)))
                let color = Color(red: UInt8(next(256)), green: UInt8(next(256)), blue: UInt8(next(256)), alpha: UInt8([255, 128, 40][next(3)]))
                switch next(3) {
                case 0: return Primitive(.fill(rect, radius: Double(next(8))), color: color)
                case 1: return Primitive(.stroke(rect, radius: Double(next(8)), lineWidth: 1.5), color: color)
                default: return Primitive(.text(["7", "Wg", "OK"][next(3)], frame: rect, size: 12, alignment: .center), color: color)
                }
            }
            // A theme's background may be translucent (drawn over the black the picture starts
            // from): a redrawn area must start from that black too, not from its last pixels.
            let background = Primitive(.fill(Rect(x: 0, y: 0, width: 96, height: 96), radius: 0), color: Color(red: 16, green: 24, blue: 32, alpha: 160))
            var primitives = (0..<12).map { _ in primitive() }
            let incremental = try OffscreenCanvas(width: 96, height: 96, fontPath: Snapshot.fontPath)
            let whole = try OffscreenCanvas(width: 96, height: 96, fontPath: Snapshot.fontPath)
            for step in 0..<400 {
                switch next(5) {
                case 0: primitives.insert(primitive(), at: next(primitives.count + 1))
                case 1: if !primitives.isEmpty { primitives.remove(at: next(primitives.count)) }
                case 2: if !primitives.isEmpty { primitives[next(primitives.count)].color = Color(rgb: UInt32(next(0xFFFFFF))) }
                case 3: if primitives.count > 1 { primitives.swapAt(next(primitives.count), next(primitives.count)) }
                default: if !primitives.isEmpty { primitives[next(primitives.count)].opacity = Double(next(4)) / 3 }
                }
                let scene = Scene(size: size, primitives: [background] + primitives)
                incremental.draw(scene)
                whole.invalidate()
                whole.draw(scene)
                let differing = incremental.image().differingPixels(from: whole.image(), tolerance: 0)
                #expect(differing == 0, "step \(step) of seed \(firstSeed): \(differing) pixels differ")
                if differing > 0 { break }
            }
        }
    }
}
