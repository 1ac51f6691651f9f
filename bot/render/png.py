"""PNG files written straight from an RGB image's bytes, unfiltered, reusing what is unchanged.

Pillow tries the five PNG row filters on every row of an RGB picture and keeps the one that
looks best: for the Mexican Train board (540 x 400 px, flat colours and a little
anti-aliased text) that choice cost more than the compression itself, and made files no
smaller (the deflate matches carry the long runs of one colour). So rows are written
unfiltered, and compressed in bands of :data:`BAND_ROWS` rows, each band on its own (a full
flush after each, so no band refers to another): a band whose pixels are those of a band of
the previous picture of the same width (a table's picture changes by a train or two per move)
is not compressed again, its bytes are copied. The pixels are exactly those drawn; only the
file differs from Pillow's.

Bands are compressed at zlib's level 3, not its fastest (1): on the boards of a game the file
is a tenth smaller (27.2 against 30.1 KB on average) for ~4 % more CPU per picture, drawing
included (0.85 against 0.82 ms). A live Mexican Train table keeps its last picture to encode
the next one from, so that tenth is memory too (issue #19); levels 4-6 saved more (a fifth at
6) for 40-80 % more CPU per picture.
"""

from __future__ import annotations

import hashlib
import struct
import zlib
from collections.abc import Hashable, Sequence
from dataclasses import dataclass

from PIL import Image

#: the board's header and each line of a train are 36 px tall (see board_layout): a move
#: changes a band or three
BAND_ROWS = 36
_SIGNATURE = b"\x89PNG\r\n\x1a\n"
#: 8 bits per channel, colour type 2 (RGB), deflate, standard filters, no interlace
_RGB8 = struct.Struct(">IIBBBBB")
_NO_FILTER = b"\x00"
#: zlib's compression level for the bands
LEVEL = 3
#: a zlib stream's header for levels 2-5 ("fast"), and the empty final block that ends it
_ZLIB_HEADER = b"\x78\x5e"
_LAST_BLOCK = b"\x03\x00"
_ADLER_BASE = 65521


@dataclass(frozen=True, slots=True)
class Band:
    """A band of rows: what it shows (its pixels' digest, or a key the drawing gave it), the
    Adler-32 sum and length of its unfiltered rows, and where its compressed bytes lie in the
    file."""

    key: Hashable
    adler: int
    length: int
    start: int
    end: int


#: a band as a Png keeps it: its fields as a plain tuple
BandValues = tuple[Hashable, int, int, int, int]


@dataclass(frozen=True, slots=True)
class Png:
    """A PNG file and the bands it was made of (to reuse in the next picture).

    A live Mexican Train table keeps its last picture, so the bands are kept as plain tuples
    of bytes and numbers, which the garbage collector stops tracking, and made into
    :class:`Band` s when read: as objects they were ~8 a table for every full collection to
    walk (issue #19)."""

    data: bytes
    width: int
    band_values: tuple[BandValues, ...]

    @property
    def bands(self) -> tuple[Band, ...]:
        return tuple(Band(*values) for values in self.band_values)

    def band_keys(self) -> set[Hashable]:
        """What each band shows (without making the bands)."""
        return {values[0] for values in self.band_values}

    def block(self, band: Band) -> bytes:
        return self.data[band.start : band.end]


def encode_rgb(
    image: Image.Image, previous: Png | None = None, keys: Sequence[Hashable] | None = None
) -> Png:
    """``image`` (mode RGB) as a PNG file, compressed at :data:`LEVEL` (the header says so),
    reusing the bands of ``previous`` whose pixels are the same.

    ``keys`` (one per band) say what each band shows, when the drawing knows: a band whose key
    is one of ``previous``'s is copied without being looked at, so it need not even be drawn;
    without keys, bands are compared by their pixels' digest."""
    width, height = image.size
    raw = memoryview(image.tobytes())
    stride = width * 3
    known: dict[Hashable, tuple[Band, bytes]] = {}
    if previous is not None and previous.width == width:
        known = {band.key: (band, previous.block(band)) for band in previous.bands}
    head = _SIGNATURE + _chunk(b"IHDR", _RGB8.pack(width, height, 8, 2, 0, 0, 0))
    # the IDAT chunk's length and type, then the zlib header, come before the first band
    offset = len(head) + 8 + len(_ZLIB_HEADER)
    packer = zlib.compressobj(LEVEL, zlib.DEFLATED, -zlib.MAX_WBITS)
    bands: list[BandValues] = []
    blocks: list[bytes] = []
    adler = 1
    size = stride * BAND_ROWS
    for number, start in enumerate(range(0, len(raw), size)):
        pixels = raw[start : start + size]
        key = (
            keys[number]
            if keys is not None
            else hashlib.sha1(pixels, usedforsecurity=False).digest()
        )
        if key in known:
            band, block = known[key]
        else:
            rows = _NO_FILTER + _NO_FILTER.join(
                pixels[row : row + stride] for row in range(0, len(pixels), stride)
            )
            block = packer.compress(rows) + packer.flush(zlib.Z_FULL_FLUSH)
            band = Band(key, zlib.adler32(rows), len(rows), 0, 0)
        bands.append((band.key, band.adler, band.length, offset, offset + len(block)))
        blocks.append(block)
        offset += len(block)
        adler = _adler_joined(adler, band.adler, band.length)
    stream = b"".join((_ZLIB_HEADER, *blocks, _LAST_BLOCK, struct.pack(">I", adler)))
    data = b"".join((head, _chunk(b"IDAT", stream), _chunk(b"IEND", b"")))
    return Png(data, width, tuple(bands))


def _adler_joined(first: int, second: int, length: int) -> int:
    """The Adler-32 sum of two byte strings one after the other, from each one's sum and the
    second's length (zlib's ``adler32_combine``, which Python does not offer)."""
    a = (first & 0xFFFF) + (second & 0xFFFF) - 1
    b = (first >> 16) + (second >> 16) + length * ((first & 0xFFFF) - 1)
    return ((b % _ADLER_BASE) << 16) | (a % _ADLER_BASE)


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
