"""The ``events`` stream mode: an ordered lifecycle log of a run, for tracing and audit.

``graph.stream(..., stream_mode="events")`` yields one dict per lifecycle step::

    {"seq": 7, "run_id": "...", "event": "task_end", "ns": (), "step": 1,
     "task_id": "...", "node": "a", "ts": 1796003589.87, "metadata": {...}}

``event`` is one of ``run_start``, ``run_end``, ``superstep_start``,
``superstep_end``, ``task_start``, ``task_end``, ``task_error``,
``interrupt`` and ``checkpoint_saved``. ``seq`` counts from 1 within a run
(subgraph events included), ``ts`` is seconds since the epoch.

Events of recent runs are kept in memory, so a caller that lost its
connection can fetch what it missed with ``get_events(run_id, after=seq)``.
This mode is lingxigraph's own; LangGraph has no equivalent.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Mapping
from typing import Any

__all__ = ("EVENT_KINDS", "EventLog", "get_events", "LOG")

EVENT_KINDS = (
    "run_start",
    "run_end",
    "superstep_start",
    "superstep_end",
    "task_start",
    "task_end",
    "task_error",
    "interrupt",
    "checkpoint_saved",
)


class EventLog:
    """Recent runs' events, bounded by run count (oldest runs dropped first).

    Args:
        max_runs: how many runs to keep.
        max_events: how many events to keep per run (oldest dropped first).
    """

    def __init__(self, max_runs: int = 256, max_events: int = 10_000) -> None:
        self.max_runs = max_runs
        self.max_events = max_events
        self._runs: OrderedDict[str, list[dict[str, Any]]] = OrderedDict()
        self._lock = threading.Lock()

    def append(self, event: dict[str, Any]) -> None:
        """Record ``event`` under its ``run_id``."""
        run_id = event["run_id"]
        with self._lock:
            events = self._runs.get(run_id)
            if events is None:
                events = self._runs[run_id] = []
                while len(self._runs) > self.max_runs:
                    self._runs.popitem(last=False)
            events.append(event)
            if len(events) > self.max_events:
                del events[: len(events) - self.max_events]

    def get(self, run_id: str, after: int = 0) -> list[dict[str, Any]]:
        """Events of ``run_id`` whose ``seq`` is greater than ``after`` (``[]`` if unknown)."""
        with self._lock:
            return [e for e in self._runs.get(run_id, ()) if e["seq"] > after]


LOG = EventLog()
"""The process-wide log ``events`` mode writes to."""


def get_events(run_id: str, after: int = 0) -> list[dict[str, Any]]:
    """Events of a recent run with ``seq > after``, oldest first."""
    return LOG.get(run_id, after)


class EventCounter:
    """Numbers one run's events (shared by the run's subgraphs)."""

    __slots__ = ("run_id", "_next", "_lock")

    def __init__(self, run_id: str) -> None:
        self.run_id = run_id
        self._next = 0
        self._lock = threading.Lock()

    def make(
        self,
        kind: str,
        ns: tuple[str, ...],
        step: int | None,
        *,
        task_id: str | None = None,
        node: str | None = None,
        metadata: Mapping[str, Any] | None = None,
    ) -> dict[str, Any]:
        """A new event with the next ``seq``; it is also recorded in ``LOG``."""
        with self._lock:
            self._next += 1
            seq = self._next
        event = {
            "seq": seq,
            "run_id": self.run_id,
            "event": kind,
            "ns": ns,
            "step": step,
            "task_id": task_id,
            "node": node,
            "ts": time.time(),
            "metadata": dict(metadata or {}),
        }
        LOG.append(event)
        return event
