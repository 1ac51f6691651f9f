"""PNG files written straight from an RGB image's bytes, with no row filter.

Pillow tries the five PNG row filters on every row of an RGB picture and keeps the one that
looks best: for the Mexican Train board (540 x 400 px, flat colours and a little
anti-aliased text) that choice cost more than the compression itself, and made files no
smaller (the deflate matches carry the long runs of one colour). Writing the rows unfiltered
halves the time a picture takes to encode; the pixels are the same, only the file differs.
"""

from __future__ import annotations

import struct
import zlib

from PIL import Image

_SIGNATURE = b"\x89PNG\r\n\x1a\n"
#: 8 bits per channel, colour type 2 (RGB), deflate, no filter method beyond the standard,
#: no interlace
_RGB8 = struct.Struct(">IIBBBBB")
_NO_FILTER = b"\x00"
_END = b""


def encode_rgb(image: Image.Image, level: int = 1) -> bytes:
    """``image`` (mode RGB) as a PNG file, compressed at zlib ``level``."""
    width, height = image.size
    raw = image.tobytes()
    stride = width * 3
    rows = _NO_FILTER + _NO_FILTER.join(
        raw[start : start + stride] for start in range(0, len(raw), stride)
    )
    return b"".join(
        (
            _SIGNATURE,
            _chunk(b"IHDR", _RGB8.pack(width, height, 8, 2, 0, 0, 0)),
            _chunk(b"IDAT", zlib.compress(rows, level)),
            _chunk(b"IEND", _END),
        )
    )


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
