"""Hot-path shortcuts give the same results as the plain code paths.

Covers the empty channels shared between runs (copied on first write), the
process-wide worker threads of the sync driver, the ``add_messages`` fast
path for an already-normalised history, and that planning work per step does
not grow with the graph's size. Nothing here is timed.
"""

from __future__ import annotations

import contextvars
import functools
import operator
import threading
from itertools import pairwise
from typing import Annotated, Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typing_extensions import TypedDict

from lingxigraph.channels.last_value import LastValue
from lingxigraph.graph import END, START, StateGraph
from lingxigraph.graph.message import add_messages
from lingxigraph.pregel._graph_memo import recall
from lingxigraph.messages import AIMessage, AIMessageChunk, HumanMessage, RemoveMessage
from lingxigraph.types import Send


class Pair(TypedDict, total=False):
    a: int
    b: int


def _pair_graph() -> Any:
    builder = StateGraph(Pair)
    builder.add_node("bump", lambda s: {"b": s.get("b", 0) + 1})
    builder.add_edge(START, "bump")
    builder.add_edge("bump", END)
    return builder.compile()


def test_a_run_does_not_see_values_written_by_an_earlier_run() -> None:
    graph = _pair_graph()
    assert graph.invoke({"a": 5}) == {"a": 5, "b": 1}
    # "a" was written by the first run; the second starts from empty channels
    assert graph.invoke({"b": 10}) == {"b": 11}
    assert graph.invoke({"a": 1, "b": 1}) == {"a": 1, "b": 2}


def test_shared_empty_channels_stay_empty() -> None:
    graph = _pair_graph()
    graph.invoke({"a": 1, "b": 2})
    graph.invoke({"a": 3})
    for key, channel in graph.channels.items():
        if isinstance(channel, LastValue):
            assert not channel.is_available(), key
    shared = recall(graph, "_empty_channels")[2]
    assert shared and all(not ch.is_available() for ch in shared.values())


def test_concurrent_runs_of_one_graph_keep_their_own_state() -> None:
    graph = _pair_graph()
    results: dict[int, Any] = {}

    def run(i: int) -> None:
        results[i] = [graph.invoke({"a": i, "b": i}) for _ in range(20)]

    threads = [threading.Thread(target=run, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for i in range(4):
        assert results[i] == [{"a": i, "b": i + 1}] * 20


class Fan(TypedDict, total=False):
    items: list[int]
    out: Annotated[list[int], operator.add]


class Sub(TypedDict, total=False):
    n: int
    out: Annotated[list[int], operator.add]


def _fanout_graph(width: int) -> Any:
    sub = StateGraph(Sub)
    sub.add_node("double", lambda s: {"n": s["n"] * 2})
    sub.add_node("emit", lambda s: {"out": [s["n"]]})
    sub.add_edge(START, "double")
    sub.add_edge("double", "emit")
    sub.add_edge("emit", END)
    builder = StateGraph(Fan)
    builder.add_node("start", lambda s: {})
    builder.add_node("sub", sub.compile())
    builder.add_edge(START, "start")
    builder.add_conditional_edges(
        "start", lambda s: [Send("sub", {"n": i}) for i in range(width)], ["sub"]
    )
    builder.add_edge("sub", END)
    return builder.compile()


def _worker_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name.startswith("lingxigraph_")]


def test_sync_fan_out_reuses_worker_threads() -> None:
    graph = _fanout_graph(6)
    expected = sorted(2 * i for i in range(6))
    for _ in range(3):
        assert sorted(graph.invoke({"items": []})["out"]) == expected
    before = {t.ident for t in _worker_threads()}
    for _ in range(10):
        assert sorted(graph.invoke({"items": []})["out"]) == expected
    after = {t.ident for t in _worker_threads()}
    # the later runs found idle threads: at most a few new ones were started
    assert len(after - before) <= 6
    assert all(t.daemon for t in _worker_threads())


_VAR: contextvars.ContextVar[str] = contextvars.ContextVar("hot_path_var", default="caller")


def _parallel_graph(names: list[str], meet: threading.Barrier, where: dict[str, Any]) -> Any:
    class Par(TypedDict, total=False):
        out: Annotated[list[str], operator.add]

    def node(name: str) -> Any:
        def run(state: Par) -> dict:
            where[name] = threading.current_thread()
            _VAR.set(name)
            meet.wait()  # every branch waits for the others: they must run at once
            return {"out": [name]}

        return run

    builder = StateGraph(Par)
    for name in names:
        builder.add_node(name, node(name))
        builder.add_edge(START, name)
        builder.add_edge(name, END)
    return builder.compile()


@pytest.mark.parametrize("mode", ["values", "updates"])
def test_sync_parallel_tasks_run_at_once_and_the_first_on_the_calling_thread(mode: str) -> None:
    names = ["a", "b", "c"]
    meet = threading.Barrier(len(names), timeout=10)
    where: dict[str, Any] = {}
    chunks = list(_parallel_graph(names, meet, where).stream({"out": []}, stream_mode=mode))
    assert not meet.broken
    if mode == "values":
        assert sorted(chunks[-1]["out"]) == names
        # nothing goes out until the step ends: the caller's thread runs the first
        # task in plan order itself, the others run on worker threads
        assert where["a"] is threading.current_thread()
    else:
        assert sorted(next(iter(c)) for c in chunks) == names
    assert all(where[n] is not threading.current_thread() for n in names[1:])
    # each task ran in a copy of the caller's context: nothing it set leaks out
    assert _VAR.get() == "caller"


def test_quiet_steps_run_tasks_no_worker_claimed_on_the_calling_thread(monkeypatch: pytest.MonkeyPatch) -> None:
    from lingxigraph.pregel import _workers

    # no worker ever comes: every task of the fan-out must run on this thread, in
    # plan order, each in its own copy of the caller's context
    monkeypatch.setattr(_workers.shared_pool(), "_hand_on", lambda chain: None)
    where: dict[str, Any] = {}
    order: list[str] = []

    class Par(TypedDict, total=False):
        out: Annotated[list[str], operator.add]

    def node(name: str) -> Any:
        def run(state: Par) -> dict:
            where[name] = threading.current_thread()
            order.append(name)
            _VAR.set(name)
            return {"out": [name]}

        return run

    names = ["a", "b", "c", "d"]
    builder = StateGraph(Par)
    for name in names:
        builder.add_node(name, node(name))
        builder.add_edge(START, name)
        builder.add_edge(name, END)
    graph = builder.compile()
    result: list[Any] = []
    # (on a thread of its own, so that a run left waiting for workers fails the test)
    caller = threading.Thread(target=lambda: result.append((graph.invoke({"out": []}), _VAR.get())), daemon=True)
    caller.start()
    caller.join(timeout=30)
    assert not caller.is_alive(), "the run waited for a worker"
    assert result == [({"out": names}, "caller")]
    assert order == names
    assert all(where[n] is caller for n in names)


def test_submit_many_gives_idle_threads_to_the_first_jobs() -> None:
    from lingxigraph.pregel._workers import WorkerPool

    pool = WorkerPool("order-test")
    warm = pool.submit(lambda: threading.current_thread().name)
    idle_name = warm.result()  # its thread is idle again before the result is set
    futures = pool.submit_many([(lambda: threading.current_thread().name, ()) for _ in range(3)])
    names = [f.result() for f in futures]
    assert names[0] == idle_name
    assert all(n.startswith("order-test_") for n in names)


def test_jobs_that_wait_for_each_other_each_get_a_thread() -> None:
    from lingxigraph.pregel._workers import WorkerPool

    pool = WorkerPool("meet-test")
    meet = threading.Barrier(4, timeout=10)

    def job() -> str:
        meet.wait()  # every job waits for the others: they must all run at once
        return threading.current_thread().name

    futures = pool.submit_many([(job, ()) for _ in range(4)])
    names = [f.result(timeout=20) for f in futures]
    assert not meet.broken
    assert len(set(names)) == 4


def test_jobs_no_worker_claimed_run_on_the_submitting_thread_in_order() -> None:
    from lingxigraph.pregel._workers import WorkerPool

    pool = WorkerPool("steal-test")
    pool._hand_on = lambda chain: None  # type: ignore[method-assign]  # no worker comes
    ran: list[tuple[int, str]] = []
    ended: list[tuple[int, str | None]] = []

    def job(i: int) -> Any:
        def run() -> None:
            ran.append((i, threading.current_thread().name))
            if i == 1:
                raise ValueError("job 1 failed")

        return run

    batch = pool.start_many([job(i) for i in range(4)], lambda i, e: ended.append((i, e and str(e))))
    assert not batch.done()
    batch.run_unstarted()
    assert batch.done()
    here = threading.current_thread().name
    assert ran == [(i, here) for i in range(4)]
    assert ended == [(0, None), (1, "job 1 failed"), (2, None), (3, None)]
    batch.run_unstarted()  # nothing left: nothing runs twice
    assert len(ran) == 4


def test_workers_and_the_submitting_thread_run_each_job_once() -> None:
    from lingxigraph.pregel._workers import WorkerPool

    pool = WorkerPool("race-test")
    for size in (1, 2, 5, 20):
        for _ in range(20):
            counts = [0] * size
            ended: list[int] = []

            def job(i: int) -> Any:
                def run() -> None:
                    counts[i] += 1

                return run

            batch = pool.start_many([job(i) for i in range(size)], lambda i, e: ended.append(i))
            batch.run_unstarted()
            batch.wait()
            assert counts == [1] * size
            assert sorted(ended) == list(range(size))


def _stall_first_claims(monkeypatch: pytest.MonkeyPatch, prefix: str) -> tuple[threading.Event, threading.Event]:
    """Workers named ``prefix...`` wait at their claims until ``go`` is set: a woken
    thread that the scheduler has not run yet. ``stalled`` is set once one waits."""
    from lingxigraph.pregel._workers import _Chain

    go, stalled = threading.Event(), threading.Event()
    claim = _Chain.claim

    def stalling_claim(self: Any) -> Any:
        if threading.current_thread().name.startswith(prefix) and not go.is_set():
            stalled.set()
            go.wait(20)
        return claim(self)

    monkeypatch.setattr(_Chain, "claim", stalling_claim)
    return go, stalled


def test_runs_whose_jobs_the_submitter_ran_do_not_pile_up_threads(monkeypatch: pytest.MonkeyPatch) -> None:
    # a quiet step's submitter runs every job itself while the worker it woke is still
    # waiting to run; before, each later run woke (or started) one more thread, and a
    # 6-task fan-out invoked in a loop ended with ~90 threads
    from lingxigraph.pregel._workers import WorkerPool

    pool = WorkerPool("pile-test")
    go, stalled = _stall_first_claims(monkeypatch, "pile-test_")
    ran: list[int] = []
    for run in range(10):
        batch = pool.start_many([functools.partial(ran.append, run)] * 3, lambda i, e: None)
        batch.run_unstarted()
        assert batch.done()
        assert stalled.wait(20)
    assert ran == [run for run in range(10) for _ in range(3)]
    assert pool._count == 1  # the woken thread took every later run along
    go.set()
    meet = threading.Barrier(3, timeout=20)  # and jobs meeting still get a thread each
    futures = pool.submit_many([(meet.wait, ())] * 3)
    assert sorted(f.result(timeout=20) for f in futures) == [0, 1, 2]


def test_a_woken_thread_starting_a_job_hands_the_other_runs_on(monkeypatch: pytest.MonkeyPatch) -> None:
    # the woken thread was handed a second run before it started a job of the first:
    # the job it starts blocks until the second run's job has run, on another thread
    from lingxigraph.pregel._workers import WorkerPool

    pool = WorkerPool("handed-test")
    go, stalled = _stall_first_claims(monkeypatch, "handed-test_")
    second_ran = threading.Event()
    first = pool.submit(lambda: second_ran.wait(20))
    assert stalled.wait(20)
    second = pool.submit(second_ran.set)
    go.set()
    assert first.result(timeout=20) is True
    assert second.result(timeout=20) is None


def test_nested_fan_outs_do_not_starve_the_shared_threads() -> None:
    inner = _fanout_graph(4)

    class Outer(TypedDict, total=False):
        items: Annotated[list[int], operator.add]
        out: Annotated[list[int], operator.add]

    builder = StateGraph(Outer)
    builder.add_node("start", lambda s: {})
    builder.add_node("inner", inner)
    builder.add_edge(START, "start")
    builder.add_conditional_edges(
        "start", lambda s: [Send("inner", {"items": []}) for _ in range(8)], ["inner"]
    )
    builder.add_edge("inner", END)
    result = builder.compile().invoke({"items": []})
    assert sorted(result["out"]) == sorted([0, 2, 4, 6] * 8)


def test_closing_a_stream_early_waits_for_running_tasks() -> None:
    finished: list[int] = []
    release = threading.Event()

    class S(TypedDict, total=False):
        out: Annotated[list[int], operator.add]

    def slow(i: int) -> Any:
        def node(state: S) -> dict:
            release.wait(5)
            finished.append(i)
            return {"out": [i]}

        return node

    builder = StateGraph(S)
    for i in range(3):
        builder.add_node(f"n{i}", slow(i))
        builder.add_edge(START, f"n{i}")
    builder.add_node("tail", lambda s: {})
    builder.add_edge(["n0", "n1", "n2"], "tail")
    graph = builder.compile()
    stream = graph.stream({"out": []}, stream_mode="custom", subgraphs=True)
    threading.Timer(0.05, release.set).start()
    for _ in stream:
        pass
    stream.close()
    assert sorted(finished) == [0, 1, 2]


# ---- add_messages fast path -------------------------------------------------------


def _shape(message: Any) -> tuple[Any, ...]:
    """A message's class, id and content; generated (uuid4) ids compare equal."""
    generated = len(message.id) == 36 and message.id.count("-") == 4
    return type(message), "<uuid>" if generated else message.id, message.content


def _history(n: int) -> list[Any]:
    out: list[Any] = [HumanMessage(content="hi", id="h0")]
    for i in range(n):
        out.append(AIMessage(content=f"a{i}", id=f"ai-{i}"))
    return out


@pytest.mark.parametrize(
    "right",
    [
        [AIMessage(content="new", id="ai-new")],
        [AIMessage(content="replaced", id="ai-1")],
        [RemoveMessage(id="ai-2")],
        [RemoveMessage(id="ai-2"), AIMessage(content="back", id="ai-2")],
        AIMessage(content="single", id="ai-single"),
        [("user", "converted")],
    ],
)
def test_add_messages_fast_path_matches_the_general_path(
    right: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from lingxigraph.graph import message

    left = _history(5)
    fast = add_messages(list(left), right)
    monkeypatch.setattr(message, "_kept_index", lambda value, token: None)
    monkeypatch.setattr(message, "_index_of_whole", lambda value: None)
    general = add_messages(list(left), right)
    assert [_shape(m) for m in fast] == [_shape(m) for m in general]


_UPDATES = st.lists(
    st.one_of(
        st.integers(0, 6).map(lambda i: [AIMessage(content=f"new{i}", id=f"n{i}")]),
        st.integers(0, 6).map(lambda i: AIMessage(content=f"bare{i}", id=f"n{i}")),
        st.integers(0, 4).map(lambda i: [AIMessage(content=f"re{i}", id=f"ai-{i}"), HumanMessage("h", id=f"h{i}")]),
        st.integers(0, 4).map(lambda i: [RemoveMessage(id=f"ai-{i}")]),
        st.just([AIMessage(content="no id")]),
        st.just([AIMessageChunk(content="chunk", id="c")]),
        st.just([("user", "converted")]),
        st.just([]),
    ),
    max_size=8,
)


@settings(max_examples=60, deadline=None)
@given(updates=_UPDATES)
def test_add_messages_chained_updates_match_the_general_path(updates: list[Any]) -> None:
    # each result is the next call's history, as in a run: the kept index and the
    # update fast path are used; the general path is the same calls without them
    from lingxigraph.graph import message

    def fold(fast: bool) -> Any:
        history: list[Any] = _history(5)
        shapes = []
        for update in updates:
            try:
                if fast:
                    history = add_messages(history, update)
                else:
                    history = message.add_messages(list(history), update)
            except ValueError as exc:  # removing an id already removed
                shapes.append(("error", str(exc)))
                continue
            shapes.append([_shape(m) for m in history])
        return shapes

    fast = fold(True)
    kept, whole = message._kept_index, message._index_of_whole
    message._kept_index = lambda value, token: None  # type: ignore[assignment]
    message._index_of_whole = lambda value: None  # type: ignore[assignment]
    try:
        general = fold(False)
    finally:
        message._kept_index, message._index_of_whole = kept, whole
    assert fast == general


def test_add_messages_fills_missing_ids_in_the_history() -> None:
    left = _history(2)
    left.append(AIMessage(content="no id"))
    merged = add_messages(left, [AIMessage(content="x", id="x")])
    assert all(m.id for m in merged)
    assert left[-1].id == merged[-2].id


def test_add_messages_turns_chunks_in_the_history_into_messages() -> None:
    left = [*_history(1), AIMessageChunk(content="part", id="c1")]
    merged = add_messages(left, [AIMessage(content="x", id="x")])
    assert type(merged[-2]) is AIMessage
    assert [m.id for m in merged] == ["h0", "ai-0", "c1", "x"]


def test_add_messages_removing_an_unknown_id_still_fails() -> None:
    with pytest.raises(ValueError, match="doesn't exist"):
        add_messages(_history(2), [RemoveMessage(id="nope")])


# ---- work per step ------------------------------------------------------------------


class Count(TypedDict):
    count: int


def _chain(n: int) -> Any:
    builder = StateGraph(Count)
    names = [f"n{i:04d}" for i in range(n)]
    for name in names:
        builder.add_node(name, lambda s: {"count": s["count"] + 1})
    builder.add_edge(START, names[0])
    for left, right in pairwise(names):
        builder.add_edge(left, right)
    builder.add_edge(names[-1], END)
    return builder.compile()


def _channel_calls_per_run(graph: Any, n: int) -> int:
    """Channel method calls (get/update/consume/...) made by one run."""
    calls = 0
    originals: dict[tuple[type, str], Any] = {}
    kinds = {type(ch) for ch in graph.channels.values()}
    for kind in kinds:
        for name in ("get", "update", "consume", "finish", "is_available", "checkpoint"):
            original = getattr(kind, name)
            originals[(kind, name)] = original

            def counted(self: Any, *args: Any, _original: Any = original) -> Any:
                nonlocal calls
                calls += 1
                return _original(self, *args)

            setattr(kind, name, counted)
    try:
        assert graph.invoke({"count": 0}, {"recursion_limit": n + 5}) == {"count": n}
    finally:
        for (kind, name), original in originals.items():
            setattr(kind, name, original)
    return calls


def test_channel_work_per_step_does_not_grow_with_the_graph() -> None:
    small, large = 10, 300
    per_step_small = _channel_calls_per_run(_chain(small), small) / small
    per_step_large = _channel_calls_per_run(_chain(large), large) / large
    assert per_step_large <= per_step_small * 1.2


# ---- reads shared by a step's values chunk and the next node's input ------------------


class Wide(TypedDict, total=False):
    a: list[int]
    b: list[int]
    c: list[int]


def test_values_chunks_and_node_inputs_are_independent_dicts() -> None:
    seen: list[dict[str, Any]] = []

    def first(state: Wide) -> dict:
        seen.append(dict(state))
        state["a"] = [-1]  # a node may scribble on its input dict
        return {"b": [2]}

    def second(state: Wide) -> dict:
        seen.append(dict(state))
        return {"c": [3]}

    builder = StateGraph(Wide)
    builder.add_node("first", first)
    builder.add_node("second", second)
    builder.add_edge(START, "first")
    builder.add_edge("first", "second")
    builder.add_edge("second", END)
    graph = builder.compile()
    chunks = []
    for chunk in graph.stream({"a": [1]}, stream_mode="values"):
        chunks.append(dict(chunk))
        chunk["a"] = ["caller edit"]  # edited before the next node reads the state
    assert seen == [{"a": [1]}, {"a": [1], "b": [2]}]
    assert chunks == [{"a": [1]}, {"a": [1], "b": [2]}, {"a": [1], "b": [2], "c": [3]}]
    assert graph.invoke({"a": [1]}) == {"a": [1], "b": [2], "c": [3]}


def test_node_input_is_read_once_per_step_with_the_values_chunk() -> None:
    from lingxigraph.pregel import _machine

    graph = _chain(20)
    calls = 0
    original = _machine.read_available

    def counted(*args: Any) -> Any:
        nonlocal calls
        calls += 1
        return original(*args)

    _machine.read_available = counted  # type: ignore[assignment]
    try:
        chunks = list(graph.stream({"count": 0}, {"recursion_limit": 30}, stream_mode="values"))
    finally:
        _machine.read_available = original  # type: ignore[assignment]
    assert chunks[-1] == {"count": 20}
    # one read per step (the values chunk), reused for the next node's input
    assert calls <= 21


def test_start_many_runs_every_job_and_reports_each_end() -> None:
    from lingxigraph.pregel._workers import WorkerPool

    pool = WorkerPool("chain-test")
    started: list[int] = []
    ended: list[tuple[int, str | None]] = []
    lock = threading.Lock()

    def job(i: int) -> Any:
        def run() -> None:
            with lock:
                started.append(i)
            if i == 2:
                raise ValueError("job 2 failed")

        return run

    def on_end(i: int, error: BaseException | None) -> None:
        with lock:
            ended.append((i, None if error is None else str(error)))
        if i == 3:
            raise RuntimeError("a failing report must not kill the worker")

    for _ in range(3):  # fresh threads first, then the same threads again
        started.clear()
        ended.clear()
        batch = pool.start_many([job(i) for i in range(5)], on_end)
        batch.wait()
        assert batch.done()
        assert sorted(started) == [0, 1, 2, 3, 4]
        assert sorted(ended) == [(0, None), (1, None), (2, "job 2 failed"), (3, None), (4, None)]
    names = {t.name for t in threading.enumerate() if t.name.startswith("chain-test_")}
    # the later batches found the first batch's threads idle again
    assert 1 <= len(names) <= 5
    assert pool.start_many([], on_end).done()


def test_cleared_branch_channels_go_back_to_the_shared_empty_instance() -> None:
    from lingxigraph._internal._context import current_task_or_none

    seen: dict[str, bool] = {}

    class Count(TypedDict, total=False):
        n: int

    def node(name: str) -> Any:
        def run(state: Any) -> dict:
            channels = current_task_or_none().scope.channels  # type: ignore[union-attr]
            shared = recall(graph, "_empty_channels")[2]
            # the triggers of "a" and "b" were written, then cleared at a barrier
            if name == "c":
                seen["a"] = channels["branch:to:a"] is shared["branch:to:a"]
                seen["b"] = channels["branch:to:b"] is shared["branch:to:b"]
            return {"n": state.get("n", 0) + 1}

        return run

    builder = StateGraph(Count)
    for name in "abc":
        builder.add_node(name, node(name))
    builder.add_edge(START, "a")
    builder.add_edge("a", "b")
    builder.add_edge("b", "c")
    builder.add_edge("c", END)
    graph = builder.compile()
    for _ in range(2):
        assert graph.invoke({"n": 0}) == {"n": 3}
        assert seen == {"a": True, "b": True}
    shared = recall(graph, "_empty_channels")[2]
    assert all(not ch.is_available() for ch in shared.values())
