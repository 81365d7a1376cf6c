"""Drivers and savers shared by the persistence tests (sync, asyncio, trio × memory, SQLite)."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from typing import Any

import anyio

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.checkpoint.sqlite import SqliteSaver

DRIVERS = ["sync", "asyncio", "trio"]


def call(driver: str, graph: Any, method: str, *args: Any, **kwargs: Any) -> Any:
    """``graph.<method>(...)`` on the sync API, or ``graph.a<method>(...)`` on an event loop."""
    if driver == "sync":
        return getattr(graph, method)(*args, **kwargs)

    async def run() -> Any:
        with anyio.fail_after(10):
            return await getattr(graph, "a" + method)(*args, **kwargs)

    return anyio.run(run, backend=driver)


def memory_saver(driver: str) -> Any:
    return InMemorySaver()


def sqlite_saver(driver: str) -> Any:
    """SqliteSaver for the sync driver, AsyncSqliteSaver for the async ones (as in LangGraph)."""
    from lingxigraph.checkpoint.sqlite.aio import AsyncSqliteSaver

    conn = sqlite3.connect(":memory:", check_same_thread=False)
    return SqliteSaver(conn) if driver == "sync" else AsyncSqliteSaver(conn)


SAVERS: list[Callable[[str], Any]] = [memory_saver, sqlite_saver]


def oracle_python() -> str | None:
    """The LangGraph oracle interpreter (``$LANGGRAPH_PYTHON``, else ``/tmp/lg/bin/python``),
    as ``tests/conformance`` finds it (LangGraph 1.2.11 only), or None."""
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parent.parent / "conformance" / "conformance_harness.py"
    spec = importlib.util.spec_from_file_location("_conformance_harness_for_persistence", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.oracle_python()


def run_oracle(*args: str) -> str:
    """The output of the LangGraph oracle interpreter run with ``args`` (outside this
    venv's ``PYTHONPATH``); fails the test, with the oracle's error, if it fails."""
    import os
    import subprocess

    import pytest

    oracle = oracle_python()
    assert oracle is not None, "no LangGraph oracle (the test should be skipped)"
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    done = subprocess.run(
        [str(oracle), *args], capture_output=True, text=True, env=env, timeout=120, check=False
    )
    if done.returncode != 0:
        pytest.fail(f"the LangGraph oracle failed: {done.stderr[-800:]}")
    return done.stdout
