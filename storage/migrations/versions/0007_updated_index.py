"""An index on when each table was last written."""

from __future__ import annotations

from storage.migrations.steps import Indexes, reversible

revision = "0007"
down_revision = "0006"

# A process holding some of the shards looks every second for its tables that another process
# wrote recently (``TableRepository.changed_since``); without the index that is a scan of every
# table ever played.
upgrade, downgrade = reversible(
    Indexes("game_tables", {"ix_game_tables_updated_at": ["updated_at"]})
)
