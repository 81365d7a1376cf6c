"""Graph stream parts as v3 protocol events (LangGraph's module path)."""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import Any

from lingxigraph.stream._protocol import ProtocolEvent

__all__ = ("convert_to_protocol_event",)


def convert_to_protocol_event(part: Mapping[str, Any]) -> ProtocolEvent:
    """A v2 stream part as a protocol event, stamped with the wall clock.

    Args:
        part: ``{"type": mode, "ns": namespace tuple, "data": ...}``, with
            ``"interrupts"`` on ``values`` parts.

    Returns:
        ``{"type": "event", "method": mode, "params": {"namespace": [...],
        "timestamp": milliseconds, "data": ...[, "interrupts": ...]}}``; as in
        LangGraph, ``interrupts`` only when the part has them.
    """
    params: dict[str, Any] = {"namespace": list(part["ns"]), "timestamp": int(time.time() * 1000), "data": part["data"]}
    if "interrupts" in part:
        params["interrupts"] = part["interrupts"]
    return {"type": "event", "method": part["type"], "params": params}
