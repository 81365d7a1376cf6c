"""Fixtures for the checkpoint tests.

Every saver runs the same conformance suite. To add one (a SQLite or Postgres
saver, say), add a factory to ``SAVER_FACTORIES``: a context manager that
yields a fresh, empty saver and cleans up afterwards.

Each conformance test is written once and runs in three driver modes:
``sync`` (the sync methods, called from a worker thread), ``asyncio`` and
``trio`` (the ``a``-prefixed methods on that event loop).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from checkpoint_helpers import DriverMode, ReversingCipher, SaverClient

from lingxigraph.checkpoint.base import BaseCheckpointSaver
from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.checkpoint.serde.encrypted import EncryptedSerializer

SaverFactory = Callable[[], contextlib.AbstractContextManager[BaseCheckpointSaver[Any]]]


@contextlib.contextmanager
def _memory() -> Iterator[BaseCheckpointSaver[Any]]:
    with InMemorySaver() as saver:
        yield saver


@contextlib.contextmanager
def _memory_encrypted() -> Iterator[BaseCheckpointSaver[Any]]:
    with InMemorySaver(serde=EncryptedSerializer(ReversingCipher())) as saver:
        yield saver


SAVER_FACTORIES: dict[str, SaverFactory] = {
    "memory": _memory,
    "memory-encrypted": _memory_encrypted,
}


@pytest.fixture(params=sorted(SAVER_FACTORIES))
def saver(request: pytest.FixtureRequest) -> Iterator[BaseCheckpointSaver[Any]]:
    """A fresh saver from each registered factory."""
    with SAVER_FACTORIES[request.param]() as instance:
        yield instance


@pytest.fixture(params=["sync", "asyncio", "trio"])
def driver_mode(request: pytest.FixtureRequest) -> DriverMode:
    mode: DriverMode = request.param
    return mode


@pytest.fixture
def anyio_backend(driver_mode: DriverMode) -> str:
    """The anyio plugin's backend: trio for the trio mode, asyncio otherwise."""
    return "trio" if driver_mode == "trio" else "asyncio"


@pytest.fixture
def client(saver: BaseCheckpointSaver[Any], driver_mode: DriverMode) -> SaverClient:
    return SaverClient(saver, driver_mode)
