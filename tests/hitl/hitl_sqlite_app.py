"""One step of a human-in-the-loop program on an SQLite checkpoint file, run as its own process.

Usage::

    python hitl_sqlite_app.py <driver> <db-file> <program> '<json list of steps>'

``driver`` is ``sync`` (``SqliteSaver``, ``invoke``) or ``asyncio`` / ``trio``
(``AsyncSqliteSaver``, ``ainvoke`` inside ``anyio.run``). ``program`` is one of
``two`` (two questions in one node), ``parallel`` (two nodes ask at once),
``subgraph`` (a subgraph asks) on thread ``'t'``. Each step is ``["start"]``
(first input), ``["resume", value]`` (``Command(resume=value)``), ``["rerun"]``
(``invoke(None)``) or ``["state"]`` (``get_state(subgraphs=True)``). Prints the
JSON list of the steps' results. Exit code 77: no SQLite saver.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Coroutine
from typing import Any, cast

from hitl_helpers import e21_parent, parallel_questions, two_questions

from lingxigraph.types import Command, Interrupt

CONFIG: dict[str, Any] = {"configurable": {"thread_id": "t"}}
INPUTS: dict[str, Any] = {"two": {"out": []}, "parallel": {"out": []}, "subgraph": {"log": []}}


def _build(program: str, async_nodes: bool, saver: Any) -> Any:
    if program == "two":
        return two_questions(async_nodes, [], checkpointer=saver)
    if program == "parallel":
        return parallel_questions(async_nodes, checkpointer=saver)
    if program == "subgraph":
        return e21_parent(async_nodes, checkpointer=saver)
    raise SystemExit(f"unknown program {program!r}")


def _plain(value: Any) -> Any:
    """``value`` with Interrupts and tuples turned into JSON-friendly objects."""
    if isinstance(value, Interrupt):
        return {"value": _plain(value.value), "id": value.id}
    if isinstance(value, dict):
        items = cast("dict[Any, Any]", value).items()
        return {str(k): _plain(v) for k, v in items}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in cast("list[Any] | tuple[Any, ...]", value)]
    return value


def _snapshot(state: Any) -> dict[str, Any]:
    """A ``StateSnapshot`` (and its children's) as plain data."""
    tasks: list[dict[str, Any]] = []
    for task in state.tasks:
        child = task.state
        tasks.append({
            "name": task.name,
            "interrupts": task.interrupts,
            "child": None if child is None or isinstance(child, dict) else _snapshot(child),
        })
    return {"values": state.values, "next": state.next, "interrupts": state.interrupts, "tasks": tasks}


async def _steps(driver: str, saver: Any, program: str, steps: list[list[Any]]) -> list[Any]:
    graph = _build(program, driver != "sync", saver)

    async def call(method: str, *args: Any, **kwargs: Any) -> Any:
        if driver == "sync":
            return getattr(graph, method)(*args, **kwargs)
        return await getattr(graph, "a" + method)(*args, **kwargs)

    results: list[Any] = []
    for action, *arg in steps:
        if action == "start":
            results.append(await call("invoke", INPUTS[program], CONFIG))
        elif action == "resume":
            results.append(await call("invoke", Command(resume=arg[0]), CONFIG))
        elif action == "rerun":
            results.append(await call("invoke", None, CONFIG))
        elif action == "state":
            results.append(_snapshot(await call("get_state", CONFIG, subgraphs=True)))
        else:
            raise SystemExit(f"unknown step {action!r}")
    return results


def _run_without_loop(coro: Coroutine[Any, Any, Any]) -> Any:
    """Run a coroutine that never suspends (the sync driver's calls are plain calls)."""
    try:
        coro.send(None)
    except StopIteration as stop:
        return stop.value
    coro.close()
    raise RuntimeError("the sync driver suspended")


def _run_sync(db: str, program: str, steps: list[list[Any]]) -> Any:
    from lingxigraph.checkpoint.sqlite import SqliteSaver

    with SqliteSaver.from_conn_string(db) as saver:
        return _run_without_loop(_steps("sync", saver, program, steps))


def _run_async(driver: str, db: str, program: str, steps: list[list[Any]]) -> Any:
    import anyio

    from lingxigraph.checkpoint.sqlite.aio import AsyncSqliteSaver

    async def go() -> Any:
        async with AsyncSqliteSaver.from_conn_string(db) as saver:
            return await _steps(driver, saver, program, steps)

    return anyio.run(go, backend=driver)


def main() -> None:
    driver, db, program, steps = sys.argv[1], sys.argv[2], sys.argv[3], json.loads(sys.argv[4])
    try:
        result = _run_sync(db, program, steps) if driver == "sync" else _run_async(driver, db, program, steps)
    except ImportError as exc:
        if "lingxigraph.checkpoint.sqlite" not in str(exc):
            raise
        print(f"no SQLite saver: {exc}", file=sys.stderr)
        raise SystemExit(77) from exc
    print(json.dumps(_plain(result)))


if __name__ == "__main__":
    main()
