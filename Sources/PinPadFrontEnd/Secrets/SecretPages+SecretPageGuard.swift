import PinPadCore
import PinPadPlatform

/// The secrets' pages locked and left out of core dumps by the system module (`SecretPages`),
/// for PinPadCore's `SecretMemory`.
extension SecretPages: SecretPageGuard {}
