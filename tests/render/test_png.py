"""PNG files written without row filters, band by band, decode to exactly the pixels drawn."""

from __future__ import annotations

import gc
import io
import zlib

from PIL import Image, ImageDraw

from bot.render.png import _ZLIB_HEADER, BAND_ROWS, LEVEL, encode_rgb


def picture(width: int = 131, mark: int = 12) -> Image.Image:
    image = Image.new("RGB", (width, BAND_ROWS * 3 + 11), (24, 74, 52))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle([3, 5, 100, 40], 6, fill=(250, 248, 238), outline=(40, 40, 40), width=2)
    draw.text((10, 12), "12 | 7", fill=(200, 40, 40))
    draw.text((mark, BAND_ROWS * 2 + 5), "+3", fill=(245, 245, 235))
    return image


def decoded(data: bytes) -> Image.Image:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    start = data.index(b"IDAT")
    length = int.from_bytes(data[start - 4 : start], "big")
    zlib.decompress(data[start + 4 : start + 4 + length])  # checks the stream's Adler-32 sum
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


def test_an_unfiltered_png_decodes_to_the_same_pixels() -> None:
    image = picture()
    png = decoded(encode_rgb(image).data)
    assert png.mode == "RGB" and png.size == image.size
    assert png.tobytes() == image.tobytes()


def test_a_picture_encoded_from_the_previous_one_reuses_its_unchanged_bands() -> None:
    first = encode_rgb(picture())
    changed = picture(mark=40)
    second = encode_rgb(changed, first)
    assert decoded(second.data).tobytes() == changed.tobytes()
    assert second.data != first.data
    assert [second.block(b) for b in second.bands[:2]] == [first.block(b) for b in first.bands[:2]]
    assert second.block(second.bands[2]) != first.block(first.bands[2])


def test_a_picture_of_another_width_is_encoded_afresh() -> None:
    first = encode_rgb(picture())
    wider = picture(width=140)
    assert decoded(encode_rgb(wider, first).data).tobytes() == wider.tobytes()


def test_the_stream_header_names_the_level_the_bands_are_compressed_at() -> None:
    """The header is written by hand; it must say what zlib itself would say."""
    packer = zlib.compressobj(LEVEL)
    assert (packer.compress(b"") + packer.flush())[:2] == _ZLIB_HEADER


def test_a_kept_picture_s_bands_are_values_the_collector_stops_tracking() -> None:
    """Issue #19: a live Mexican Train table keeps its last picture; its bands as objects
    were ~8 a table for every full collection to walk."""
    kept = encode_rgb(picture())
    gc.collect()
    assert not any(gc.is_tracked(values) for values in kept.band_values)
    gc.collect()  # the tuple of them once they are untracked
    assert not gc.is_tracked(kept.band_values)
    assert [band.key for band in kept.bands] == [values[0] for values in kept.band_values]
    assert kept.band_keys() == {band.key for band in kept.bands}
