"""Fixtures for the core-runtime behaviour tests.

Every behaviour test is written once and runs under three drivers:

* ``sync``: ``invoke`` / ``stream`` / ``get_state`` / ... called directly;
* ``asyncio`` and ``trio``: the ``a``-prefixed twins (``ainvoke``, ``astream``,
  ``aget_state``, ...) awaited inside ``anyio.run(fn, backend=...)``.

Tests receive a ``run`` fixture (a ``Driver``) and call
``run(graph, "invoke", inp, cfg)`` or ``run(graph, "stream", inp, cfg, stream_mode=...)``;
iterator methods (``stream``, ``get_state_history``) come back as lists.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from core_helpers import DRIVER_NAMES, Driver


@pytest.fixture(params=DRIVER_NAMES)
def run(request: pytest.FixtureRequest) -> Driver:
    """A driver: ``sync``, ``asyncio`` or ``trio``."""
    return Driver(request.param, request.node)


@pytest.fixture
def cfg() -> Callable[..., dict[str, Any]]:
    """Build ``{"configurable": {"thread_id": ...}}`` configs: ``cfg("t1", recursion_limit=5)``."""

    def make(thread_id: str = "t", **extra: Any) -> dict[str, Any]:
        return {"configurable": {"thread_id": thread_id}, **extra}

    return make
