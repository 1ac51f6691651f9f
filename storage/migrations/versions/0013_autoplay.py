"""Whether a person's lone legal play is made for them (``/settings autoplay:on``)."""

from __future__ import annotations

import sqlalchemy as sa

from storage.migrations.steps import Columns, reversible

revision = "0013"
down_revision = "0012"

# Off for everyone already stored (the server default fills their rows): nobody finds their
# cards played for them without asking.
upgrade, downgrade = reversible(
    Columns(
        "user_settings",
        sa.Column("autoplay", sa.Boolean(), nullable=False, server_default=sa.false()),
    )
)
