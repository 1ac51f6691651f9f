"""initial schema

Revision ID: 0001
Revises:
Create Date: 2026-11-22
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "game_tables",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("guild_id", sa.BigInteger(), nullable=False),
        sa.Column("channel_id", sa.BigInteger(), nullable=False),
        sa.Column("thread_id", sa.BigInteger(), nullable=True),
        sa.Column("message_id", sa.BigInteger(), nullable=True),
        sa.Column("host_id", sa.BigInteger(), nullable=False),
        sa.Column("game", sa.String(length=32), nullable=False),
        sa.Column("options", sa.JSON(), nullable=False),
        sa.Column(
            "status",
            sa.Enum(
                "open",
                "playing",
                "finished",
                "aborted",
                "abandoned",
                name="tablestatus",
                native_enum=False,
                length=16,
            ),
            nullable=False,
        ),
        sa.Column("seed", sa.BigInteger(), nullable=False),
        sa.Column("state", sa.JSON(), nullable=True),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("last_action_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("turn_timer", sa.Integer(), nullable=True),
        sa.Column("timer_due_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("reminded_version", sa.Integer(), nullable=True),
        sa.Column("abandon_after", sa.Integer(), nullable=False),
        sa.Column("away_after", sa.Integer(), nullable=False),
        sa.Column("allow_reclaim", sa.Boolean(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_game_tables")),
    )
    with op.batch_alter_table("game_tables", schema=None) as batch_op:
        batch_op.create_index(
            "ix_game_tables_channel_status", ["channel_id", "status"], unique=False
        )
        batch_op.create_index("ix_game_tables_guild_status", ["guild_id", "status"], unique=False)
        batch_op.create_index(
            batch_op.f("ix_game_tables_timer_due_at"), ["timer_due_at"], unique=False
        )

    op.create_table(
        "guild_settings",
        sa.Column("guild_id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("settings", sa.JSON(), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("guild_id", name=op.f("pk_guild_settings")),
    )
    op.create_table(
        "user_settings",
        sa.Column("user_id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("dm_hands", sa.Boolean(), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("user_id", name=op.f("pk_user_settings")),
    )
    op.create_table(
        "action_log",
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("sequence", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("action", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["table_id"],
            ["game_tables.id"],
            name=op.f("fk_action_log_table_id_game_tables"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("table_id", "sequence", name=op.f("pk_action_log")),
    )
    op.create_table(
        "game_results",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("guild_id", sa.BigInteger(), nullable=False),
        sa.Column("game", sa.String(length=32), nullable=False),
        sa.Column("finished_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("summary", sa.Text(), nullable=False),
        sa.Column("detail", sa.JSON(), nullable=False),
        sa.ForeignKeyConstraint(
            ["table_id"],
            ["game_tables.id"],
            name=op.f("fk_game_results_table_id_game_tables"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_game_results")),
        sa.UniqueConstraint("table_id", name=op.f("uq_game_results_table_id")),
    )
    with op.batch_alter_table("game_results", schema=None) as batch_op:
        batch_op.create_index(
            "ix_game_results_guild_game_finished", ["guild_id", "game", "finished_at"], unique=False
        )

    op.create_table(
        "replace_votes",
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("voter_id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["table_id"],
            ["game_tables.id"],
            name=op.f("fk_replace_votes_table_id_game_tables"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("table_id", "seat", "voter_id", name=op.f("pk_replace_votes")),
    )
    op.create_table(
        "seats",
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=True),
        sa.Column("display_name", sa.String(length=64), nullable=False),
        sa.Column("joined_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("away", sa.Boolean(), nullable=False),
        sa.Column("expiries", sa.Integer(), nullable=False),
        sa.Column("replaced_user_id", sa.BigInteger(), nullable=True),
        sa.ForeignKeyConstraint(
            ["table_id"],
            ["game_tables.id"],
            name=op.f("fk_seats_table_id_game_tables"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("table_id", "position", name=op.f("pk_seats")),
    )
    with op.batch_alter_table("seats", schema=None) as batch_op:
        batch_op.create_index("ix_seats_user", ["user_id"], unique=False)

    op.create_table(
        "result_players",
        sa.Column("result_id", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=True),
        sa.Column("display_name", sa.String(length=64), nullable=False),
        sa.Column("team", sa.Integer(), nullable=False),
        sa.Column("placing", sa.Integer(), nullable=False),
        sa.Column("score", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["result_id"],
            ["game_results.id"],
            name=op.f("fk_result_players_result_id_game_results"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("result_id", "seat", name=op.f("pk_result_players")),
    )
    with op.batch_alter_table("result_players", schema=None) as batch_op:
        batch_op.create_index("ix_result_players_user", ["user_id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("result_players", schema=None) as batch_op:
        batch_op.drop_index("ix_result_players_user")

    op.drop_table("result_players")
    with op.batch_alter_table("seats", schema=None) as batch_op:
        batch_op.drop_index("ix_seats_user")

    op.drop_table("seats")
    op.drop_table("replace_votes")
    with op.batch_alter_table("game_results", schema=None) as batch_op:
        batch_op.drop_index("ix_game_results_guild_game_finished")

    op.drop_table("game_results")
    op.drop_table("action_log")
    op.drop_table("user_settings")
    op.drop_table("guild_settings")
    with op.batch_alter_table("game_tables", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_game_tables_timer_due_at"))
        batch_op.drop_index("ix_game_tables_guild_status")
        batch_op.drop_index("ix_game_tables_channel_status")

    op.drop_table("game_tables")
