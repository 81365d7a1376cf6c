"""Worker for ``test_crash_recovery.py``: a fork server that runs a graph until it is killed.

Started once per test module as ``python crash_worker.py``. It imports
lingxigraph, then reads one JSON request per line on stdin; for each it forks
a child that runs the graph on a file-backed saver, waits for it, and answers
one JSON line on stdout: ``{"killed": bool, "code": int | None}``. Forking a
warm, single-threaded server costs a few milliseconds, where starting Python
and importing lingxigraph costs far more, so a test can afford hundreds of
kills.

Request fields:
    db: database file.  side: the side file events are appended to.
    thread: the graph's thread id.  run: the run's number (written in the side file).
    driver: ``"sync"`` (``SqliteSaver`` + ``invoke``) or ``"async"``
        (``AsyncSqliteSaver`` + ``ainvoke``).
    kill_at: the child kills itself with SIGKILL at its k-th event (or never).
    kill_after: the server kills the child after this many seconds (or never).

Events, counted per child in the order they happen: every SQL statement the
saver's connection starts (the connection's trace callback, which runs just
before the statement executes, so "COMMIT" kills before the commit), and each
node's start and end. Node starts and ends are appended to the side file as
``"<run> <event number> start|end <node>"``; a child that finishes appends
``"<run> <event number> done"``.
"""

from __future__ import annotations

import asyncio
import json
import operator
import os
import signal
import sqlite3
import sys
import threading
import time
import traceback
from typing import Annotated, Any

from typing_extensions import TypedDict

from lingxigraph.checkpoint.base import BaseCheckpointSaver
from lingxigraph.checkpoint.sqlite import SqliteSaver
from lingxigraph.checkpoint.sqlite.aio import AsyncSqliteSaver
from lingxigraph.config import RunnableConfig
from lingxigraph.graph import END, START, StateGraph

NODES = ("prep", "fan_a", "fan_b", "fan_c", "join", "finish")
FANS = ("fan_a", "fan_b", "fan_c")
INPUT: dict[str, Any] = {"log": [], "total": 0}


class State(TypedDict):
    log: Annotated[list[str], operator.add]
    total: Annotated[int, operator.add]


class Probe:
    """Counts events, logs node events to the side file, and kills the process at ``kill_at``."""

    def __init__(self, side: str, run: int, kill_at: int | None) -> None:
        self.fd = os.open(side, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        self.run = run
        self.kill_at = kill_at
        self.count = 0
        self.lock = threading.Lock()

    def event(self, text: str | None) -> None:
        with self.lock:
            self.count += 1
            if text is not None:
                os.write(self.fd, f"{self.run} {self.count} {text}\n".encode())
            if self.count == self.kill_at:
                os.kill(os.getpid(), signal.SIGKILL)


_probe: Probe | None = None


def _event(text: str | None) -> None:
    if _probe is not None:
        _probe.event(text)


def work(name: str) -> int:
    """A little deterministic CPU work."""
    value = len(name)
    for i in range(5000):
        value = (value * 31 + i) % 1_000_003
    return value


def make_node(name: str) -> Any:
    def node(state: State) -> dict[str, Any]:
        _event(f"start {name}")
        amount = work(name)
        _event(f"end {name}")
        return {"log": [name], "total": amount}

    return node


def build_graph(checkpointer: BaseCheckpointSaver[Any]) -> Any:
    """prep → (fan_a, fan_b, fan_c) → join → finish."""
    graph: StateGraph[State, Any, Any, Any] = StateGraph(State)
    for name in NODES:
        graph.add_node(name, make_node(name))
    graph.add_edge(START, "prep")
    for fan in FANS:
        graph.add_edge("prep", fan)
    graph.add_edge(list(FANS), "join")
    graph.add_edge("join", "finish")
    graph.add_edge("finish", END)
    return graph.compile(checkpointer=checkpointer)


def _run_graph(request: dict[str, Any]) -> None:
    conn = sqlite3.connect(request["db"], check_same_thread=False)
    conn.set_trace_callback(lambda statement: _event(None))
    config: RunnableConfig = {"configurable": {"thread_id": request["thread"]}}
    if request["driver"] == "sync":
        saver = SqliteSaver(conn)
        app = build_graph(saver)
        app.invoke(INPUT if saver.get_tuple(config) is None else None, config)
    else:

        async def main() -> None:
            saver = AsyncSqliteSaver(conn)
            app = build_graph(saver)
            await app.ainvoke(INPUT if await saver.aget_tuple(config) is None else None, config)

        asyncio.run(main())
    _event("done")
    conn.close()


def _child(request: dict[str, Any]) -> None:
    global _probe
    code = 0
    try:
        _probe = Probe(request["side"], request["run"], request.get("kill_at"))
        _run_graph(request)
    except BaseException:
        code = 1
        with open(request["side"] + ".err", "a") as err:
            err.write(traceback.format_exc())
    finally:
        os._exit(code)


def serve() -> None:
    for line in sys.stdin:
        request = json.loads(line)
        if threading.active_count() != 1:
            raise RuntimeError("the fork server must stay single-threaded")
        sys.stdout.flush()
        pid = os.fork()
        if pid == 0:
            _child(request)
        kill_after = request.get("kill_after")
        if kill_after is not None:
            time.sleep(kill_after)
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        _, status = os.waitpid(pid, 0)
        killed = os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL
        code = os.WEXITSTATUS(status) if os.WIFEXITED(status) else None
        sys.stdout.write(json.dumps({"killed": killed, "code": code}) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    serve()
