"""Which characters a font has glyphs for, read straight from its ``cmap`` table.

fontTools reads the whole table into a dict of glyph names, which for the CJK collection
(45,000 characters, 65,000 glyphs) peaked at ~37 MB and left ~3.7 MB behind, plus ~2.5 MB of
fontTools' own modules, for a question answered by a few hundred runs of code points (issue
#19). Only the full-Unicode subtable (format 12, whose groups are runs already) is read, the
one fontTools' ``getBestCmap`` picks for every shipped font, so the answers are the same
(a test compares them).
"""

from __future__ import annotations

import struct
from array import array
from bisect import bisect_right
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

#: (platform, encoding) of the full-Unicode subtables (format 12), best first, as fontTools'
#: getBestCmap orders them; every shipped font has (3, 10)
_PREFERRED = ((3, 10), (0, 6), (0, 4))


@dataclass(frozen=True, slots=True)
class CharacterMap:
    """The code points a face has glyphs for, as runs of consecutive ones: ``starts[i]`` to
    ``ends[i]`` inclusive (the CJK face's ~45,000 code points are ~2,000 runs, ~16 KB)."""

    starts: array[int]
    ends: array[int]

    @classmethod
    def of(cls, codes: Iterable[int]) -> CharacterMap:
        starts, ends = array("I"), array("I")
        for code in sorted(codes):
            if ends and code == ends[-1] + 1:
                ends[-1] = code
            else:
                starts.append(code)
                ends.append(code)
        return cls(starts, ends)

    def __contains__(self, code: int) -> bool:
        run = bisect_right(self.starts, code) - 1
        return run >= 0 and code <= self.ends[run]


def character_map(path: Path, index: int = 0) -> CharacterMap:
    """The characters of face ``index`` of the font (or collection) at ``path``."""
    with path.open("rb") as file:
        start = 0
        if _read(file, 0, 4) == b"ttcf":
            (start,) = struct.unpack(">I", _read(file, 12 + 4 * index, 4))
        (count,) = struct.unpack(">H", _read(file, start + 4, 2))
        records = _read(file, start + 12, 16 * count)
        tables = {records[i : i + 4]: i for i in range(0, len(records), 16)}
        (cmap,) = struct.unpack(">I", records[tables[b"cmap"] + 8 : tables[b"cmap"] + 12])
        (subtables,) = struct.unpack(">H", _read(file, cmap + 2, 2))
        entries = _read(file, cmap + 4, 8 * subtables)
        offsets = {
            (platform, encoding): offset
            for platform, encoding, offset in struct.iter_unpack(">HHI", entries)
        }
        for key in _PREFERRED:
            if key in offsets:
                return CharacterMap.of(_codes(file, cmap + offsets[key]))
    raise ValueError(f"{path.name} has no full-Unicode character map")


def _read(file: BinaryIO, offset: int, size: int) -> bytes:
    file.seek(offset)
    return file.read(size)


def _codes(file: BinaryIO, offset: int) -> list[int]:
    """A format 12 subtable's code points (its groups are runs already)."""
    kind, _, _, _, groups = struct.unpack(">HHIII", _read(file, offset, 16))
    if kind != 12:
        raise ValueError(f"cmap subtable format {kind} is not read")
    data = _read(file, offset + 16, 12 * groups)
    return [
        code
        for first, last, _ in struct.iter_unpack(">III", data)
        for code in range(first, last + 1)
    ]
