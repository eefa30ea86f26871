import PinPadCore
