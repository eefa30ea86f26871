import PinPadCore
import Testing

@testable import PinPadFramebuffer

/// Only what changed is copied to the framebuffer, and a turned pad's pixels land where
/// `Rotation` puts them.
@Suite struct ChangedAreaTests {
    @Test func theFirstFrameIsAllOfIt() {
        #expect(ChangedArea.between(nil, [UInt32](repeating: 1, count: 12), width: 4, height: 3) == ChangedArea(x: 0, y: 0, width: 4, height: 3))
    }

    @Test func theSmallestRectangleAroundTheChangedPixels() {
        let old = [UInt32](repeating: 0, count: 5 * 4)
        var new = old
        new[1 * 5 + 3] = 7
        new[2 * 5 + 1] = 7
        #expect(ChangedArea.between(old, new, width: 5, height: 4) == ChangedArea(x: 1, y: 1, width: 3, height: 2))
        #expect(ChangedArea.between(old, old, width: 5, height: 4) == nil)
    }

    /// Every content pixel of a turned area lands inside the turned area, at the point
    /// `Rotation.screenPoint` gives its centre, and comes back to itself.
    @Test(arguments: Rotation.allCases) func turnedAreasHoldTheirPixels(rotation: Rotation) {
        let content = (width: 6, height: 4)
        let screen = rotation.swapsSides ? Size(width: 4, height: 6) : Size(width: 6, height: 4)
        let area = ChangedArea(x: 1, y: 2, width: 3, height: 2)
        let turned = area.turned(rotation, contentWidth: content.width, contentHeight: content.height)
        for y in area.y..<(area.y + area.height) {
            for x in area.x..<(area.x + area.width) {
                let centre = rotation.screenPoint(Point(x: Double(x) + 0.5, y: Double(y) + 0.5), onScreen: screen)
                let (sx, sy) = (Int(centre.x), Int(centre.y))
                #expect(sx >= turned.x && sx < turned.x + turned.width && sy >= turned.y && sy < turned.y + turned.height)
                let back = ChangedArea.contentPixel(screenX: sx, screenY: sy, rotation, contentWidth: content.width, contentHeight: content.height)
                #expect(back == (x, y))
            }
        }
        #expect(turned.width * turned.height == area.width * area.height)
    }
}
