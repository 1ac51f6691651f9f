"""The character maps read without fontTools answer exactly as fontTools' best cmap does."""

from __future__ import annotations

import pytest
from fontTools.ttLib import TTCollection, TTFont

from bot.render.cmap import CharacterMap
from bot.render.fonts import Face, faces


def reference(face: Face) -> set[int]:
    if face.path.suffix.lower() == ".ttc":
        loaded = TTCollection(str(face.path), lazy=True).fonts[face.index]
    else:
        loaded = TTFont(str(face.path), lazy=True)
    try:
        return set(loaded.getBestCmap() or {})
    finally:
        loaded.close()


@pytest.mark.parametrize("number", range(len(faces())))
def test_every_code_point_is_mapped_as_fonttools_maps_it(number: int) -> None:
    face = faces()[number]
    expected = reference(face)
    assert {code for code in range(0x110000) if code in face.chars} == expected


def test_runs_join_consecutive_code_points_and_keep_gaps() -> None:
    chars = CharacterMap.of([5, 3, 4, 10, 0x10FFFF])
    assert list(chars.starts) == [3, 10, 0x10FFFF]
    assert list(chars.ends) == [5, 10, 0x10FFFF]
    assert [code for code in range(12) if code in chars] == [3, 4, 5, 10]
    assert 0x10FFFF in chars and 0x10FFFE not in chars
    assert 0 not in CharacterMap.of(())
