"""Fixtures for the human-in-the-loop tests.

``run`` is a ``Driver`` (``sync``, ``asyncio`` or ``trio``): tests call
``run(graph, "invoke", inp, cfg)``, ``run(graph, "get_state", cfg)``, ...
"""

from __future__ import annotations

import pytest
from hitl_helpers import DRIVER_NAMES, Driver


@pytest.fixture(params=DRIVER_NAMES)
def run(request: pytest.FixtureRequest) -> Driver:
    """A driver: ``sync``, ``asyncio`` or ``trio``."""
    return Driver(request.param)
