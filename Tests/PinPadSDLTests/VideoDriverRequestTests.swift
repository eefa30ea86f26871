import PinPadRaster
import Testing

/// `SDL_VIDEODRIVER` read as SDL 2.26's `SDL_VideoInit` reads it: comma-separated names, in any
/// case, tried in order.
struct VideoDriverRequestTests {
    @Test func namesAreTakenInAnyCaseAndInOrder() {
        #expect(VideoDriverRequest("Wayland").names == ["wayland"])
        #expect(VideoDriverRequest("WAYLAND,x11").names == ["wayland", "x11"])
        #expect(VideoDriverRequest("x11,,Wayland,").names == ["x11", "wayland"])
        #expect(VideoDriverRequest("").names == [])
        #expect(VideoDriverRequest("x11,KMSDRM").tries("kmsdrm"))
        #expect(!VideoDriverRequest(" wayland").tries("wayland"), "SDL matches no name with a space in it")
    }

    @Test func aDriverLeftOutLeavesTheOthersInOrder() {
        #expect(VideoDriverRequest("wayland,x11,kmsdrm").without("wayland")?.text == "x11,kmsdrm")
        #expect(VideoDriverRequest("Wayland").without("wayland") == nil)
    }
}
