"""Compatibility names for code written against ``langgraph._internal._timeout``."""

from __future__ import annotations

from datetime import timedelta
from typing import Literal

from lingxigraph._internal._call import sync_timeout_error
from lingxigraph.types import TimeoutPolicy

__all__ = ("coerce_timeout_policy", "sync_timeout_unsupported")


def coerce_timeout_policy(value: float | timedelta | TimeoutPolicy | None) -> TimeoutPolicy | None:
    """``TimeoutPolicy.coerce``: seconds, a ``timedelta`` or a policy as a policy
    (``None`` for none). Raises ``ValueError`` for a limit of zero or less."""
    return TimeoutPolicy.coerce(value)


def sync_timeout_unsupported(name: str, *, kind: Literal["Node", "Task"] = "Node") -> ValueError:
    """The ``ValueError`` for a ``timeout`` on a sync node or task (LangGraph's text)."""
    return sync_timeout_error(name, kind=kind)
