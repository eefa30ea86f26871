"""Pictures for the kiosk tests: QEMU's screendump (binary PPM) and pinpad's PNG renders (8-bit
RGB or RGBA, not interlaced), decoded to RGB rows, and compared pixel by pixel."""

import struct
import zlib


class Picture:
    def __init__(self, width, height, rgb):
        self.width = width
        self.height = height
        self.rgb = rgb  # bytes, 3 per pixel, row by row


def read(path):
    with open(path, "rb") as file:
        data = file.read()
    if data.startswith(b"P6"):
        return read_ppm(data)
    if data.startswith(b"\x89PNG"):
        return read_png(data)
    raise ValueError("%s: neither PPM nor PNG" % path)


def read_ppm(data):
    fields = []
    position = 2
    while len(fields) < 3:
        while data[position:position + 1].isspace():
            position += 1
        if data[position:position + 1] == b"#":
            position = data.index(b"\n", position)
            continue
        end = position
        while not data[end:end + 1].isspace():
            end += 1
        fields.append(int(data[position:end]))
        position = end
    width, height, _ = fields
    return Picture(width, height, data[position + 1:position + 1 + width * height * 3])


def read_png(data):
    position = 8
    compressed = b""
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or colour not in (2, 6) or interlace:
                raise ValueError("PNG kind not read here (depth %d, colour %d)" % (depth, colour))
        elif kind == b"IDAT":
            compressed += body
        position += 12 + length
    channels = 4 if colour == 6 else 3
    raw = zlib.decompress(compressed)
    stride = width * channels
    rows = []
    previous = bytearray(stride)
    for row in range(height):
        start = row * (stride + 1)
        kind = raw[start]
        line = bytearray(raw[start + 1:start + 1 + stride])
        unfilter(kind, line, previous, channels)
        rows.append(bytes(line))
        previous = line
    rgb = bytearray()
    for line in rows:
        if channels == 4:
            for column in range(width):
                rgb += line[column * 4:column * 4 + 3]
        else:
            rgb += line
    return Picture(width, height, bytes(rgb))


def unfilter(kind, line, previous, channels):
    """Undoes one row's PNG filter (PNG specification, section 9)."""
    if kind == 0:
        return
    for index in range(len(line)):
        left = line[index - channels] if index >= channels else 0
        up = previous[index]
        if kind == 1:
            line[index] = (line[index] + left) & 0xFF
        elif kind == 2:
            line[index] = (line[index] + up) & 0xFF
        elif kind == 3:
            line[index] = (line[index] + ((left + up) >> 1)) & 0xFF
        elif kind == 4:
            corner = previous[index - channels] if index >= channels else 0
            estimate = left + up - corner
            a, b, c = abs(estimate - left), abs(estimate - up), abs(estimate - corner)
            predictor = left if a <= b and a <= c else (up if b <= c else corner)
            line[index] = (line[index] + predictor) & 0xFF


def turned(picture, degrees):
    """The picture turned clockwise by `degrees` (a multiple of 90): after a quarter turn the
    pixel (x, y) shows the old pixel (y, old height - 1 - x)."""
    for _ in range(degrees // 90 % 4):
        width, height = picture.height, picture.width
        out = bytearray(width * height * 3)
        for y in range(height):
            for x in range(width):
                source = ((picture.height - 1 - x) * picture.width + y) * 3
                target = (y * width + x) * 3
                out[target:target + 3] = picture.rgb[source:source + 3]
        picture = Picture(width, height, bytes(out))
    return picture


def top_bits(picture, bits):
    """The picture with only the top `bits` (red, green, blue) of each channel kept: how a
    framebuffer of fewer bits (RGB565: 5, 6, 5) holds it."""
    masks = [(0xFF << (8 - count)) & 0xFF for count in bits]
    rgb = bytes(value & masks[index % 3] for index, value in enumerate(picture.rgb))
    return Picture(picture.width, picture.height, rgb)


def difference(first, second):
    """The number of pixels that differ, and the largest difference of one channel."""
    differ = 0
    largest = 0
    a, b = first.rgb, second.rgb
    for index in range(0, len(a), 3):
        if a[index:index + 3] != b[index:index + 3]:
            differ += 1
            largest = max(largest, abs(a[index] - b[index]), abs(a[index + 1] - b[index + 1]), abs(a[index + 2] - b[index + 2]))
    return differ, largest


def write_difference(first, second, path):
    """A PPM that is black where the pictures agree and white where they differ."""
    a, b = first.rgb, second.rgb
    out = bytearray()
    for index in range(0, len(a), 3):
        out += b"\xff\xff\xff" if a[index:index + 3] != b[index:index + 3] else b"\x00\x00\x00"
    with open(path, "wb") as file:
        file.write(b"P6\n%d %d\n255\n" % (first.width, first.height) + bytes(out))
