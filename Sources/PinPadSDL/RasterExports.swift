// What a program that draws the pad in a window also uses is PinPadRaster's (`OffscreenCanvas`,
// `FontLocator`, `SDLError`, `RendererChoice`, `Image`): `import PinPadSDL` brings it along.
@_exported public import PinPadRaster
