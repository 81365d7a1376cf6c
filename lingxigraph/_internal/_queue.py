"""Compatibility name for LangGraph's async stream queue (``langgraph._internal._queue``)."""

from __future__ import annotations

from lingxigraph.pregel._run_async import _Inbox

AsyncQueue = _Inbox
"""Compatibility name: an async run's queue of stream events and finished tasks."""

__all__ = ("AsyncQueue",)
