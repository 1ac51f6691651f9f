"""The abandonment clock apart from automatic moves, and seats the host kicked."""

from __future__ import annotations

import sqlalchemy as sa

from storage.migrations.steps import Columns, reversible

revision = "0003"
down_revision = "0002"

upgrade, downgrade = reversible(
    # Nullable, so tables stored before load unchanged (the service reads None as the last
    # action's time).
    Columns("game_tables", sa.Column("active_at", sa.DateTime(timezone=True), nullable=True)),
    Columns("seats", sa.Column("kicked", sa.Boolean(), nullable=False, server_default=sa.false())),
)
