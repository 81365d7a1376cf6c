"""Fixtures for the checkpoint tests.

Every saver runs the same conformance suite. To add one (a SQLite or Postgres
saver, say), add a factory to ``SAVER_FACTORIES``: a context manager that
yields a fresh, empty saver and cleans up afterwards.

Each conformance test is written once and runs in three driver modes:
``sync`` (the sync methods, called from a worker thread), ``asyncio`` and
``trio`` (the ``a``-prefixed methods on that event loop). A saver without
async methods (``SqliteSaver``) is listed in ``SYNC_ONLY_SAVERS`` and runs in
``sync`` mode only.
"""

from __future__ import annotations

import contextlib
import sqlite3
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from checkpoint_helpers import DriverMode, ReversingCipher, SaverClient

from lingxigraph.checkpoint.base import BaseCheckpointSaver
from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.checkpoint.serde.encrypted import EncryptedSerializer
from lingxigraph.checkpoint.sqlite import SqliteSaver
from lingxigraph.checkpoint.sqlite.aio import AsyncSqliteSaver

SaverFactory = Callable[[], contextlib.AbstractContextManager[BaseCheckpointSaver[Any]]]


@contextlib.contextmanager
def _memory() -> Iterator[BaseCheckpointSaver[Any]]:
    with InMemorySaver() as saver:
        yield saver


@contextlib.contextmanager
def _memory_encrypted() -> Iterator[BaseCheckpointSaver[Any]]:
    with InMemorySaver(serde=EncryptedSerializer(ReversingCipher())) as saver:
        yield saver


@contextlib.contextmanager
def _sqlite() -> Iterator[BaseCheckpointSaver[Any]]:
    with SqliteSaver.from_conn_string(":memory:") as saver:
        yield saver


@contextlib.contextmanager
def _sqlite_file_encrypted() -> Iterator[BaseCheckpointSaver[Any]]:
    with tempfile.TemporaryDirectory() as folder:
        conn = sqlite3.connect(Path(folder) / "checkpoints.db", check_same_thread=False)
        try:
            yield SqliteSaver(conn, serde=EncryptedSerializer(ReversingCipher()))
        finally:
            conn.close()


@contextlib.contextmanager
def _sqlite_async() -> Iterator[BaseCheckpointSaver[Any]]:
    with tempfile.TemporaryDirectory() as folder:
        conn = sqlite3.connect(Path(folder) / "checkpoints.db", check_same_thread=False)
        try:
            yield AsyncSqliteSaver(conn)
        finally:
            conn.close()


SAVER_FACTORIES: dict[str, SaverFactory] = {
    "memory": _memory,
    "memory-encrypted": _memory_encrypted,
    "sqlite": _sqlite,
    "sqlite-file-encrypted": _sqlite_file_encrypted,
    "sqlite-async": _sqlite_async,
}

_HERE = Path(__file__).parent

SYNC_ONLY_SAVERS: frozenset[str] = frozenset({"sqlite", "sqlite-file-encrypted"})
"""Savers whose async twins raise ``NotImplementedError`` by design (LangGraph's
``SqliteSaver`` does too): their tests run in the ``sync`` driver mode only."""


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Deselect the async driver modes of `SYNC_ONLY_SAVERS`."""
    keep: list[pytest.Item] = []
    dropped: list[pytest.Item] = []
    for item in items:
        params: dict[str, Any] = getattr(getattr(item, "callspec", None), "params", {})
        sync_only = item.path.is_relative_to(_HERE) and params.get("saver") in SYNC_ONLY_SAVERS
        if sync_only and params.get("driver_mode", "sync") != "sync":
            dropped.append(item)
        else:
            keep.append(item)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = keep


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
