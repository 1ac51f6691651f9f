"""The table bench's disk probe: the syncs made by a process of its own while the bench plays,
each as long as it took, counted from the window's start only."""

from __future__ import annotations

import time
from pathlib import Path

from bench.machine_figures import DiskProbe


def test_the_disk_probe_times_synced_commits_from_the_window_on(tmp_path: Path) -> None:
    probe = DiskProbe(tmp_path, every=0.01)
    time.sleep(0.3)
    window = time.perf_counter()
    time.sleep(0.3)
    counted = probe.stop(since=window)
    assert counted and all(0 < seconds < 5 for seconds in counted)
    assert len(counted) <= 31  # none of the 0.3 s before the window: one every 10 ms at most
    assert (tmp_path / "probe.db").exists()
