"""What a restart shows again before the tables move on.

The run before may have stopped between a change and its paced redraw (a crash): a table
message a move or a whole game behind, a lobby after its start, a finished game without its
result and Rematch. And a table whose opening it cut short was never posted: nobody can see
or play it, yet it counts toward its host's tables.
"""

from __future__ import annotations

import logging
from datetime import timedelta
from typing import TYPE_CHECKING

from bot.errors import PlayerError

if TYPE_CHECKING:
    from bot.ui.presenter import Presenter

log = logging.getLogger(__name__)

#: how long before the previous run's last write a table's change may not have been drawn
#: (redraws are paced by seconds; minutes leave room for a slow queue)
REDRAWN_AFTER_RESTART = timedelta(minutes=5)
#: how old a table never posted must be to be closed: one younger may be another process's,
#: being posted right now (its interaction gives it 3 s; two processes on one shard overlap
#: in a rolling deploy)
UNPOSTED_AFTER = timedelta(minutes=1)


async def show_again(presenter: Presenter) -> None:
    """Redraw the tables written in the previous run's last minutes (an unchanged one costs
    one edit more) and close the ones it never posted. Called before this run writes
    anything: the newest write stored must be the previous run's."""
    service = presenter.service
    try:
        recent = await service.changed_before_restart(REDRAWN_AFTER_RESTART)
        unposted = await service.unposted(UNPOSTED_AFTER)
    except Exception:  # the start goes on: this only mends what players see
        log.exception("could not read which tables to show again after the restart")
        return
    for table_id in unposted:
        try:
            await service.close_unreachable(table_id)
        except PlayerError:
            continue  # it ended meanwhile
        except Exception:
            log.exception("table %s: could not close it (never posted)", table_id)
            continue
        log.info("table %s closed: its message was never posted", table_id)
    for table_id in recent:
        try:
            table = await service.get(table_id)
        except Exception:  # a stored game that no longer loads is passed over, as at resume
            log.exception("table %s: could not read it to show it again", table_id)
            continue
        if table.message_id is not None:
            presenter.redraw(table)
