"""From ``stream(version="v2")`` chunks to protocol events."""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import Any

from lingxigraph.stream._types import ProtocolEvent

__all__ = ("convert_to_protocol_event",)


def convert_to_protocol_event(part: Mapping[str, Any]) -> ProtocolEvent:
    """Wrap one v2 chunk (``{"type", "ns", "data"[, "interrupts"]}``) as a
    protocol event (no ``seq`` yet: the root run numbers what it logs)."""
    params: dict[str, Any] = {
        "namespace": list(part["ns"]),
        "timestamp": int(time.time() * 1000),
        "data": part["data"],
    }
    if "interrupts" in part:
        params["interrupts"] = part["interrupts"]
    return {"type": "event", "method": part["type"], "params": params}  # type: ignore[typeddict-item]
