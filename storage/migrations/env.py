"""Alembic's entry point: runs migrations on the connection storage.db.migrate hands it."""

from __future__ import annotations

from alembic import context

from storage.models import Base

connection = context.config.attributes.get("connection")
if connection is None:
    raise RuntimeError("run migrations through storage.db.migrate(engine)")

context.configure(
    connection=connection,
    target_metadata=Base.metadata,
    render_as_batch=connection.dialect.name == "sqlite",
    compare_type=True,
)
with context.begin_transaction():
    context.run_migrations()
