extension Layout {
    /// The scale that fits the design size to a viewport: the pixel ratio times how many times the
    /// viewport (in points) holds the 480×700 design (what a portrait composition takes, with its
    /// margins; 800×480 in landscape), never below the pixel ratio. A 1080×1920 kiosk at ratio 1
    /// gets 2.25; a 480×800 window gets 1; a 17-inch 1280×1024 monitor 1.46, so its keys are
    /// large, not a phone's pad in the middle of an empty screen.
    /// - Parameters:
    ///   - points: the window size in points (what the window manager reports).
    ///   - pixelRatio: drawable pixels per point (2 on a HiDPI display).
    public static func suggestedScale(for points: Size, pixelRatio: Double) -> Double {
        let design = Orientation(for: points) == .portrait ? Size(width: 480, height: 700) : Size(width: 800, height: 480)
        let fit = min(points.width / design.width, points.height / design.height)
        return pixelRatio * max(1, fit)
    }
}
