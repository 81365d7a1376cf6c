"""Turning internal stream events into the public chunk shapes.

Internally every producer pushes ``(namespace, mode, payload)``; ``values``
payloads are ``(values, interrupts)``. The public shape depends on whether one
mode or a list was asked for, ``subgraphs=True`` and ``version``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from lingxigraph._internal._constants import INTERRUPT

SKIP: Any = object()


class Formatter:
    """Formats events for one ``stream()`` call.

    Args:
        modes: the requested modes.
        single: a single mode was given as a string (v1 chunks are bare).
        subgraphs: include namespaces and subgraph events.
        version: ``"v1"`` (tuples) or ``"v2"`` (``{"type", "ns", "data"}`` dicts).
        coerce: turns a values dict into the state schema type (v2).
    """

    __slots__ = ("modes", "single", "subgraphs", "v2", "coerce")

    def __init__(
        self,
        modes: Sequence[str],
        *,
        single: bool,
        subgraphs: bool,
        version: str,
        coerce: Any = None,
    ) -> None:
        self.modes = frozenset(modes)
        self.single = single
        self.subgraphs = subgraphs
        self.v2 = version == "v2"
        self.coerce = coerce

    def __call__(self, ns: tuple[str, ...], mode: str, payload: Any) -> Any:
        if mode not in self.modes or (ns and not self.subgraphs):
            return SKIP
        if mode == "values":
            values, interrupts = payload
            if self.v2:
                data = self.coerce(values) if self.coerce is not None else values
                return {"type": "values", "ns": ns, "data": data, "interrupts": interrupts}
            if interrupts and isinstance(values, dict):
                payload = {**values, INTERRUPT: interrupts}
            else:
                payload = values
        elif self.v2:
            return {"type": mode, "ns": ns, "data": payload}
        if self.subgraphs:
            return (ns, payload) if self.single else (ns, mode, payload)
        return payload if self.single else (mode, payload)
