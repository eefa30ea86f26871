import FuzzSupport

/// Fuzzes the paste filter, `PasscodeField.insertText`, and the edits around it on a field whose
/// box count, rules and veto come from the input (`FieldScript`). A broken invariant traps.
@main
enum PasteFilterFuzz {
    static func main() { FuzzDriver.run(fuzz) }
}

/// libFuzzer's test function: one input of `size` bytes at `data`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    FieldScript.run(&input)
    return 0
}
