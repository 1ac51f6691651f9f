"""The rematch table a finished table opened, so every press finds the same one."""

from __future__ import annotations

import sqlalchemy as sa

from storage.migrations.steps import Columns, reversible

revision = "0004"
down_revision = "0003"

# Nullable: tables stored before (and every table nobody asked to play again) have none.
upgrade, downgrade = reversible(
    Columns("game_tables", sa.Column("rematch_id", sa.Integer(), nullable=True))
)
