"""The steps Parlour's migrations are written in: each change to the schema once, with its undoing.

Most migrations make one kind of change (a new table, a nullable column, an index), and their
``downgrade`` only undid their ``upgrade`` line by line, last first; a step holds both halves,
and ``reversible`` turns a migration's steps into its ``upgrade`` and ``downgrade``.

The migrations in ``versions/`` depend on this module, and a migration must do forever what it
did the day it first ran: a database upgraded then and one upgraded today must end up alike, on
SQLite and PostgreSQL. So what a step does here must never change (nor the names it gives):
a new kind of change is a new step, or a new argument whose default keeps the old behaviour.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, Protocol

import sqlalchemy as sa
from alembic import op
from sqlalchemy.schema import conv

#: every index a step makes is ``unique=False``; names are taken as written (``conv``), whatever
#: naming convention the models use by then
IndexSpec = Mapping[str, Sequence[str]]


class Step(Protocol):
    """One change to the schema and how it is undone."""

    def up(self) -> None: ...

    def down(self) -> None: ...


def reversible(*steps: Step) -> tuple[Callable[[], None], Callable[[], None]]:
    """A migration's ``upgrade`` (its steps in order) and ``downgrade`` (each undone, last
    first), named so for Alembic's log."""

    def upgrade() -> None:
        for step in steps:
            step.up()

    def downgrade() -> None:
        for step in reversed(steps):
            step.down()

    return upgrade, downgrade


class Columns:
    """New columns of an existing table, added in one batch (one rebuild on SQLite) and dropped
    in one, last first."""

    def __init__(self, table: str, *columns: sa.Column[Any]) -> None:
        self.table = table
        self.columns = columns

    def up(self) -> None:
        with op.batch_alter_table(self.table, schema=None) as batch_op:
            for column in self.columns:
                batch_op.add_column(column)

    def down(self) -> None:
        with op.batch_alter_table(self.table, schema=None) as batch_op:
            for column in reversed(self.columns):
                batch_op.drop_column(column.name)


class Indexes:
    """New indexes (name: columns) of an existing table, made in one batch and dropped in one,
    last first. No indexes: no batch at all."""

    def __init__(self, table: str, indexes: IndexSpec) -> None:
        self.table = table
        self.indexes = indexes

    def up(self) -> None:
        if not self.indexes:
            return
        with op.batch_alter_table(self.table, schema=None) as batch_op:
            for name, columns in self.indexes.items():
                batch_op.create_index(conv(name), list(columns), unique=False)

    def down(self) -> None:
        if not self.indexes:
            return
        with op.batch_alter_table(self.table, schema=None) as batch_op:
            for name in reversed(list(self.indexes)):
                batch_op.drop_index(conv(name))


class Table:
    """A new table with its constraints, named as the models name them (``pk_<table>``,
    ``fk_<table>_<column>_<parent>``, ``uq_<table>_<first column>``), then its indexes;
    undone by dropping the indexes, then the table.

    ``parents`` maps a column to the table whose ``id`` it refers to: its rows are deleted with
    their parent's (``ON DELETE CASCADE``)."""

    def __init__(
        self,
        name: str,
        *columns: sa.Column[Any],
        primary_key: Sequence[str],
        parents: Mapping[str, str] | None = None,
        unique: Sequence[str] = (),
        indexes: IndexSpec | None = None,
    ) -> None:
        self.name = name
        self.columns = columns
        self.primary_key = primary_key
        self.parents = parents or {}
        self.unique = unique
        self.indexes = Indexes(name, indexes or {})

    def up(self) -> None:
        op.create_table(self.name, *self.columns, *self._constraints())
        self.indexes.up()

    def down(self) -> None:
        self.indexes.down()
        op.drop_table(self.name)

    def _constraints(self) -> Iterable[sa.Constraint]:
        """Made afresh at each upgrade (a constraint belongs to one table object), in the order
        the tables were first created with, which is the order of their DDL."""
        for column, parent in self.parents.items():
            yield sa.ForeignKeyConstraint(
                [column],
                [f"{parent}.id"],
                name=conv(f"fk_{self.name}_{column}_{parent}"),
                ondelete="CASCADE",
            )
        yield sa.PrimaryKeyConstraint(*self.primary_key, name=conv(f"pk_{self.name}"))
        if self.unique:
            yield sa.UniqueConstraint(*self.unique, name=conv(f"uq_{self.name}_{self.unique[0]}"))
