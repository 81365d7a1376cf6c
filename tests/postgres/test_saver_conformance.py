"""The shared saver contract (tests/checkpoint/test_checkpoint_saver_conformance.py), run
against the Postgres savers: `PostgresSaver` on a connection and on a pool (sync
methods, from a worker thread), and `AsyncPostgresSaver` on a connection and on a pool
(its async methods on asyncio, and its sync methods from a worker thread while the loop
runs). The tests are imported from that module, not copied.
"""

from __future__ import annotations

import asyncio
import inspect
import sys
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parents[1] / "checkpoint"))

import test_checkpoint_saver_conformance as contract  # noqa: E402
from checkpoint_helpers import DriverMode, SaverClient  # noqa: E402
from pg_helpers import anyio_backend, empty_dsn, module_dsn  # noqa: E402,F401 - fixtures
from psycopg import AsyncConnection, Connection  # noqa: E402
from psycopg.rows import dict_row  # noqa: E402
from psycopg_pool import AsyncConnectionPool, ConnectionPool  # noqa: E402

from lingxigraph.checkpoint.base import BaseCheckpointSaver  # noqa: E402
from lingxigraph.checkpoint.postgres import PostgresSaver  # noqa: E402
from lingxigraph.checkpoint.postgres.aio import AsyncPostgresSaver  # noqa: E402

pytestmark = pytest.mark.anyio

_NOT_THIS_LAYOUT = {
    # LangGraph's layout keeps str/int/float/bool/None values inline in every checkpoint
    # row, so such a value is the one put last, whatever new_versions says (LangGraph's
    # saver reads it so too); test_postgres_saver.py checks what this layout does instead
    "test_only_new_versions_are_stored_and_unchanged_channels_are_shared",
}
_ASYNC_TESTS = {
    name: f
    for name, f in vars(contract).items()
    if name.startswith("test_") and inspect.iscoroutinefunction(f) and name not in _NOT_THIS_LAYOUT
}
_SYNC_TESTS = {name: f for name, f in vars(contract).items() if name.startswith("test_") and name not in _ASYNC_TESTS}


@pytest.fixture(params=["connection", "pool"])
def sync_saver(request: pytest.FixtureRequest, empty_dsn: str) -> Iterator[PostgresSaver]:
    if request.param == "connection":
        with Connection.connect(empty_dsn, autocommit=True, row_factory=dict_row) as conn:
            saver = PostgresSaver(conn)
            saver.setup()
            yield saver
    else:
        with ConnectionPool(empty_dsn, min_size=1, max_size=2, kwargs={"autocommit": True}) as pool:
            saver = PostgresSaver(pool)
            saver.setup()
            yield saver


@pytest.fixture(params=["connection", "pool"])
async def async_saver(request: pytest.FixtureRequest, empty_dsn: str) -> AsyncIterator[AsyncPostgresSaver]:
    if request.param == "connection":
        async with await AsyncConnection.connect(empty_dsn, autocommit=True, row_factory=dict_row) as conn:
            saver = AsyncPostgresSaver(conn)
            await saver.setup()
            yield saver
    else:
        async with AsyncConnectionPool(empty_dsn, min_size=1, max_size=2, kwargs={"autocommit": True}) as pool:
            saver = AsyncPostgresSaver(pool)
            await saver.setup()
            yield saver


@pytest.fixture(params=["sync", "asyncio"])
def async_mode(request: pytest.FixtureRequest) -> DriverMode:
    mode: DriverMode = request.param
    return mode


def _sync_case(test: Any) -> Any:
    async def case(sync_saver: PostgresSaver) -> None:
        await test(SaverClient(sync_saver, "sync"))

    return case


def _async_case(test: Any) -> Any:
    async def case(async_saver: AsyncPostgresSaver, async_mode: DriverMode) -> None:
        await test(SaverClient(async_saver, async_mode))

    return case


def _plain_case(test: Any) -> Any:
    def case(sync_saver: PostgresSaver) -> None:
        test(sync_saver)

    return case


for _name, _test in _ASYNC_TESTS.items():
    globals()[f"{_name}__sync_saver"] = _sync_case(_test)
    globals()[f"{_name}__async_saver"] = _async_case(_test)
for _name, _test in _SYNC_TESTS.items():
    globals()[f"{_name}__sync_saver"] = _plain_case(_test)


async def test_async_saver_sync_methods_refuse_the_loop_thread(async_saver: AsyncPostgresSaver) -> None:
    with pytest.raises(asyncio.InvalidStateError, match=r"^Synchronous calls to AsyncPostgresSaver are only allowed"):
        async_saver.get_tuple({"configurable": {"thread_id": "t"}})
    with pytest.raises(asyncio.InvalidStateError, match=r"^Synchronous calls to AsyncPostgresSaver"):
        list(async_saver.list(None))


def test_saver_is_a_base_checkpoint_saver() -> None:
    assert issubclass(PostgresSaver, BaseCheckpointSaver)
    assert issubclass(AsyncPostgresSaver, BaseCheckpointSaver)
