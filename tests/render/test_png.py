"""PNG files written without row filters decode to exactly the pixels drawn."""

from __future__ import annotations

import io

from PIL import Image, ImageDraw

from bot.render.png import encode_rgb


def test_an_unfiltered_png_decodes_to_the_same_pixels() -> None:
    image = Image.new("RGB", (131, 47), (24, 74, 52))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle([3, 5, 100, 40], 6, fill=(250, 248, 238), outline=(40, 40, 40), width=2)
    draw.text((10, 12), "12 | 7 ♥", fill=(200, 40, 40))
    data = encode_rgb(image)
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    decoded = Image.open(io.BytesIO(data))
    decoded.load()
    assert decoded.mode == "RGB" and decoded.size == image.size
    assert decoded.tobytes() == image.tobytes()
