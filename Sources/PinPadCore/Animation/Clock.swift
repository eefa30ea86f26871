/// The only source of time for prompts and timelines: monotonic milliseconds from an arbitrary
/// origin. Backends use `SystemClock`; tests use `ManualClock` and never sleep.
public protocol Clock: AnyObject {
    /// Milliseconds since the clock's origin; never decreases.
    var now: Int { get }
}
