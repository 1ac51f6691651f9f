"""The name of the person an AI replaced in a seat (their result is still theirs)."""

from __future__ import annotations

import sqlalchemy as sa

from storage.migrations.steps import Columns, reversible

revision = "0010"
down_revision = "0009"

# Nullable: a seat handed over before this was kept names its AI, as it did then.
upgrade, downgrade = reversible(
    Columns("seats", sa.Column("replaced_name", sa.String(length=64), nullable=True))
)
