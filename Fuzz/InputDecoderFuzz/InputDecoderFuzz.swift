import FuzzSupport

/// Fuzzes the terminal input decoder (`InputDecoder`). The first byte picks a check:
/// `RawBytes` (any bytes, split into reads anywhere) or `KnownSequences` (escape and string
/// sequences with digits inside, which must never be typed). A broken invariant traps.
@main
enum InputDecoderFuzz {
    static func main() { FuzzDriver.run(fuzz) }
}

/// libFuzzer's test function: one input of `size` bytes at `data`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    if input.boolean() { KnownSequences.check(&input) } else { RawBytes.check(&input) }
    return 0
}
