import Testing

/// Every suite that calls SDL, one test at a time: SDL is not thread-safe, and the window tests
/// share one X display and its keyboard focus.
@Suite(.serialized)
enum SDLTests {}
