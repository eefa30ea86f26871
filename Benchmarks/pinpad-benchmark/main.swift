import Glibc
import PinPadCore
import PinPadSDL

// pinpad-benchmark: the in-process half of `make bench` (see BENCHMARKS.md), and the
// monotonic-clock helpers its script needs. Prints `result NAME VALUE` lines.
//
//   pinpad-benchmark frames [--size WxH]... [--cycles N]   offscreen software frame time
//   pinpad-benchmark latency [--renderer R] [--count N] [--interval MS]   needs DISPLAY
//   pinpad-benchmark startup [--renderer R]                one sample of in-process start-up
//   pinpad-benchmark phases [--renderer R]                 one sample of start-up, SDL call by call
//   pinpad-benchmark launch PROGRAM [ARGS...]               stamp, then exec PROGRAM
//   pinpad-benchmark stamp                                  prefix stdin lines with the time
//   pinpad-benchmark now                                    the monotonic time in ms

let processStart = Monotonic.nanoseconds()
var arguments = Array(CommandLine.arguments.dropFirst())
let command = arguments.isEmpty ? "" : arguments.removeFirst()

/// The values given for `option`, in order (`--size 480x800 --size 1080x1920`).
@MainActor func values(of option: String) -> [String] {
    var found: [String] = []
    var index = 0
    while index < arguments.count {
        if arguments[index] == option, index + 1 < arguments.count {
            found.append(arguments[index + 1])
            index += 1
        }
        index += 1
    }
    return found
}

@MainActor func integer(_ option: String, default value: Int) -> Int {
    guard let text = values(of: option).last else { return value }
    guard let number = Int(text), number > 0 else { Report.fail("\(option) needs a positive whole number") }
    return number
}

@MainActor func rendererChoice() -> RendererChoice {
    let name = values(of: "--renderer").last ?? "software"
    guard let choice = RendererChoice(rawValue: name) else { Report.fail("unknown renderer \(name)") }
    return choice
}

@MainActor func fontPath() -> String {
    guard let path = values(of: "--font").last ?? FontLocator.path() else {
        Report.fail("no font found (install fonts-dejavu-core or pass --font PATH)")
    }
    return path
}

// pinpad's keypad route sets XCOMPOSEFILE=/dev/null (unless set) before SDL starts, sparing
// Xlib the Compose table; the in-process window benchmarks start SDL the same way.
if ["latency", "startup", "phases"].contains(command) { setenv("XCOMPOSEFILE", "/dev/null", 0) }

do {
    switch command {
    case "frames":
        let sizes = values(of: "--size")
        for size in sizes.isEmpty ? ["480x800", "1080x1920"] : sizes {
            let parts = size.split(separator: "x").compactMap { Int($0) }
            guard parts.count == 2, parts[0] > 0, parts[1] > 0 else { Report.fail("--size needs WxH, got \(size)") }
            try FrameBenchmark(width: parts[0], height: parts[1], cycles: integer("--cycles", default: 9), fontPath: fontPath()).run()
        }
    case "latency":
        let benchmark = LatencyBenchmark(
            renderer: rendererChoice(), count: integer("--count", default: 100),
            interval: UInt32(integer("--interval", default: 100)), fontPath: fontPath())
        try benchmark.run()
    case "startup":
        try StartupBenchmark(renderer: rendererChoice(), processStart: processStart).run()
    case "phases":
        StartupPhases(renderer: rendererChoice(), processStart: processStart).run()
    case "launch":
        ProcessTools.launch(arguments)
    case "stamp":
        ProcessTools.stamp()
    case "now":
        ProcessTools.now()
    default:
        Report.fail("usage: pinpad-benchmark frames|latency|startup|phases|launch|stamp|now (see Benchmarks/pinpad-benchmark/main.swift)")
    }
} catch {
    Report.fail("\(error)")
}
