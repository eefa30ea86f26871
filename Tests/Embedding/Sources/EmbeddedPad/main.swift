// The README's "Use it as a library" example: a window with a four-box prompt, a PIN checked
// and the prompt rejected until it matches; with `--screenshot FILE` the prompt is drawn
// offscreen instead (no display needed).
import Glibc
import PinPadCore
import PinPadSDL

let prompt = Prompt(field: PasscodeField(boxCount: 4), title: "Enter PIN")
guard let fontPath = FontLocator.path() else {
    print("no font")
    exit(1)
}
let arguments = CommandLine.arguments
if arguments.count == 3, arguments[1] == "--screenshot" {
    let canvas = try OffscreenCanvas(width: 480, height: 800, fontPath: fontPath)
    prompt.resize(to: Size(width: 480, height: 800), scale: 1)
    canvas.draw(prompt.scene(measure: canvas.measure))
    try canvas.savePNG(arguments[2])
    exit(0)
}
let window = try PinPadWindow(options: WindowOptions(fontPath: fontPath))
var unlocked = false
while case .submitted(let pin) = window.run(prompt) {
    if pin.matches("2580") {
        unlocked = true
        break
    }
    prompt.reject(message: "Wrong PIN")
}
exit(unlocked ? 0 : 1)
