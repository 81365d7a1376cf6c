"""Fixtures for the streaming tests.

``run`` is a ``Driver`` (``sync``, ``asyncio`` or ``trio``): tests call
``run(graph, "stream", inp, cfg, stream_mode=...)`` and get a list of chunks.
``async_backend`` is for the few tests that need their own event-loop code.
"""

from __future__ import annotations

import gc
import warnings
from collections.abc import Iterator

import pytest
from streaming_helpers import ASYNC_BACKENDS, DRIVER_NAMES, Driver, DriverName


@pytest.fixture(params=DRIVER_NAMES)
def run(request: pytest.FixtureRequest) -> Driver:
    """A driver: ``sync``, ``asyncio`` or ``trio``."""
    return Driver(request.param)


@pytest.fixture(params=ASYNC_BACKENDS)
def async_backend(request: pytest.FixtureRequest) -> DriverName:
    """``asyncio`` or ``trio``, for tests that run their own coroutine with ``anyio.run``."""
    return request.param


@pytest.fixture
def collect_abandoned_runs() -> Iterator[None]:
    """After the test, garbage-collect runs it abandoned, ignoring their ``ResourceWarning``s.

    The tests that expect lingxigraph's cancellation and threading bugs leave half-closed
    async generators and memory streams behind; collected later at a random point (with
    warnings as errors) they would disturb unrelated tests.
    """
    yield
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ResourceWarning)
        gc.collect()
