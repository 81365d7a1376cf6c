"""LangChain callbacks and ``astream_events``: the graph run and each node attempt
as chain runs, exactly as LangGraph 1.2.11 reports them (``callbacks_recorded.py``).

Skipped without ``langchain_core`` (run with LangChain on ``PYTHONPATH``), except
the tests that check lingxigraph works, and stays free of LangChain, without it.
"""

from __future__ import annotations

import operator
import re
import subprocess
import sys
from typing import Annotated, Any

import anyio
import pytest
from callbacks_recorded import (
    ASTREAM_EVENTS_ONLY_B,
    ASTREAM_EVENTS_V1_CHAIN,
    ASTREAM_EVENTS_V2,
    CALLBACK_RUNS,
    PARALLEL_BRANCH,
    PARALLEL_SEND,
)
from streaming_helpers import Driver
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.config import RunnableConfig
from lingxigraph.func import entrypoint, task
from lingxigraph.graph import END, START, StateGraph
from lingxigraph.types import RetryPolicy, Send, interrupt

_IDS = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{32}")
_MODEL_KEYS = ("lc_versions", "ls_provider", "ls_model_type")
"""Chat-model metadata that depends on the installed langchain-core, not on the graph."""


def _mask(value: Any) -> Any:
    if isinstance(value, str):
        return _IDS.sub("<id>", value)
    if isinstance(value, tuple):
        return tuple(_mask(v) for v in value)
    if isinstance(value, list):
        return [_mask(v) for v in value]
    if isinstance(value, dict):
        return {k: _mask(v) for k, v in value.items()}
    return value


def _lc() -> Any:
    return pytest.importorskip("langchain_core")


def _recorder() -> Any:
    """A callback handler that renders each chain/model event as one line (see
    ``callbacks_recorded``); run ids are numbered in order of first appearance."""
    from langchain_core.callbacks import BaseCallbackHandler

    class Recorder(BaseCallbackHandler):
        def __init__(self) -> None:
            self.lines: list[str] = []
            self.ids: dict[Any, int] = {}

        def _id(self, run_id: Any) -> int | None:
            return None if run_id is None else self.ids.setdefault(run_id, len(self.ids))

        def _meta(self, metadata: Any) -> dict[str, Any]:
            return {k: _mask(v) for k, v in (metadata or {}).items() if k not in _MODEL_KEYS}

        def on_chain_start(self, serialized: Any, inputs: Any, *, run_id: Any, parent_run_id: Any = None,
                           tags: Any = None, metadata: Any = None, **kwargs: Any) -> None:
            head = f"start {kwargs.get('name')} #{self._id(run_id)}<-{self._id(parent_run_id)}"
            self.lines.append(f"{head} {tags} {self._meta(metadata)} in={inputs!r}")

        def on_chain_end(self, outputs: Any, *, run_id: Any, **kwargs: Any) -> None:
            self.lines.append(f"end #{self._id(run_id)} {outputs!r}")

        def on_chain_error(self, error: BaseException, *, run_id: Any, **kwargs: Any) -> None:
            self.lines.append(f"error #{self._id(run_id)} {_mask(repr(error))}")

        def on_chat_model_start(self, serialized: Any, messages: Any, *, run_id: Any, parent_run_id: Any = None,
                                tags: Any = None, metadata: Any = None, **kwargs: Any) -> None:
            head = f"model #{self._id(run_id)}<-{self._id(parent_run_id)}"
            self.lines.append(f"{head} {tags} {self._meta(metadata)}")

        def on_llm_end(self, response: Any, *, run_id: Any, **kwargs: Any) -> None:
            self.lines.append(f"model_end #{self._id(run_id)}")

    return Recorder()


class State(TypedDict):
    x: Annotated[list[Any], operator.add]


class Flaky(Exception):
    """Retried by the ``retry`` graph's policy."""


def _chain() -> Any:
    builder = StateGraph(State)
    builder.add_node("a", lambda s: {"x": ["a"]})
    builder.add_node("b", lambda s: {"x": ["b"]})
    builder.add_edge(START, "a")
    builder.add_edge("a", "b")
    builder.add_edge("b", END)
    return builder.compile()


def _model_graph(async_node: bool) -> Any:
    from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
    from langchain_core.messages import AIMessage

    model = GenericFakeChatModel(messages=iter([AIMessage(content="hi there", id="m1")]))

    def call(state: State) -> dict[str, Any]:
        return {"x": [model.invoke("q").content]}

    async def acall(state: State) -> dict[str, Any]:
        return {"x": [(await model.ainvoke("q")).content]}

    builder = StateGraph(State)
    builder.add_node("call", acall if async_node else call)
    builder.add_edge(START, "call")
    return builder.compile()


def _subgraphs() -> Any:
    inner = StateGraph(State)
    inner.add_node("inner", lambda s: {"x": ["i"]})
    inner.add_edge(START, "inner")
    sub = inner.compile()
    builder = StateGraph(State)
    builder.add_node("outer", sub)
    builder.add_node("caller", lambda s: sub.invoke(s))
    builder.add_edge(START, "outer")
    builder.add_edge("outer", "caller")
    return builder.compile()


def _interrupting() -> Any:
    def ask(state: State) -> dict[str, Any]:
        return {"x": [interrupt("q?")]}

    builder = StateGraph(State)
    builder.add_node("ask", ask)
    builder.add_edge(START, "ask")
    return builder.compile(checkpointer=InMemorySaver())


def _retrying() -> Any:
    calls = {"n": 0}

    def flaky(state: State) -> dict[str, Any]:
        calls["n"] += 1
        if calls["n"] < 2:
            raise Flaky("first")
        return {"x": ["ok"]}

    def route(state: State) -> str:
        return "bad"

    def bad(state: State) -> dict[str, Any]:
        raise ValueError("boom")

    builder = StateGraph(State)
    policy = RetryPolicy(max_attempts=3, initial_interval=0.0, jitter=False, retry_on=Flaky)
    builder.add_node("flaky", flaky, retry_policy=policy)
    builder.add_node("bad", bad)
    builder.add_edge(START, "flaky")
    builder.add_conditional_edges("flaky", route, ["bad"])
    return builder.compile()


def _functional() -> Any:
    @task
    def double(x: int) -> int:
        return x * 2

    @entrypoint()
    def main(x: int) -> int:
        return double(x).result() + 1

    return main


def _scenario(name: str, run: Driver) -> tuple[Any, Any, dict[str, Any]]:
    if name == "chain":
        return _chain(), {"x": []}, {"tags": ["T"], "metadata": {"m": 1}, "run_name": "RN"}
    if name == "model":
        # LangChain's async model API needs asyncio: under trio the node calls invoke()
        return _model_graph(run.name == "asyncio"), {"x": []}, {}
    if name == "subgraphs":
        return _subgraphs(), {"x": []}, {}
    if name == "interrupt":
        return _interrupting(), {"x": []}, {"configurable": {"thread_id": "t"}}
    if name == "retry":
        return _retrying(), {"x": []}, {}
    return _functional(), 3, {}


@pytest.mark.parametrize("scenario", list(CALLBACK_RUNS))
def test_callback_runs_match_langgraph(scenario: str, run: Driver) -> None:
    _lc()
    graph, inp, config = _scenario(scenario, run)
    recorder = _recorder()
    try:
        result = repr(_mask(run(graph, "invoke", inp, {**config, "callbacks": [recorder]})))
    except ValueError as exc:
        result = repr(exc)
    lines = recorder.lines
    if scenario == "functional":
        # known difference: a @task call's langgraph_path ends with its task id here
        # (LangGraph: True); everything else about the call's run matches
        lines = [line.replace("0, '<id>'), 'langgraph_checkpoint_ns'", "0, True), 'langgraph_checkpoint_ns'")
                 for line in lines]
    expected_result, expected_lines = CALLBACK_RUNS[scenario]
    assert (_IDS.sub("<id>", result), lines) == (expected_result, expected_lines)


def _by_name(lines: list[str]) -> list[str]:
    """Recorded lines with run numbers replaced by run names, sorted (the order of
    parallel tasks' runs is a matter of timing)."""
    names: dict[str, str] = {}
    out = []
    for line in lines:
        kind, rest = line.split(" ", 1)
        if kind == "start":
            name, ids, tags_meta = rest.split(" ", 2)
            run_id, parent = ids[1:].split("<-")
            names[run_id] = name
            tags = tags_meta[: tags_meta.index("]") + 1]
            step = re.search(r"'langgraph_step': (\d+)", tags_meta)
            out.append(f"start {name}<-{names.get(parent)} {tags} step={step and step.group(1)} "
                       f"in={tags_meta.split(' in=', 1)[1]}")
        else:
            run_id, value = rest.split(" ", 1)
            out.append(f"{kind} {names[run_id[1:]]} {value}")
    return sorted(out)


def _parallel_send() -> Any:
    def fan(state: State) -> dict[str, Any]:
        return {"x": ["f"]}

    def spread(state: State) -> list[Send]:
        return [Send("w", 1), Send("w", 2)]

    def w(n: int) -> dict[str, Any]:
        return {"x": [n * 10]}

    builder = StateGraph(State)
    builder.add_node("fan", fan)
    builder.add_node("w", w)
    builder.add_edge(START, "fan")
    builder.add_conditional_edges("fan", spread, ["w"])
    return builder.compile()


def _parallel_branch() -> Any:
    def p(state: State) -> dict[str, Any]:
        return {"x": ["p"]}

    def q(state: State) -> dict[str, Any]:
        return {"x": ["q"]}

    def r(state: State) -> dict[str, Any]:
        return {"x": ["r"]}

    def pick(state: State) -> str:
        return "r"

    builder = StateGraph(State)
    for name, fn in (("p", p), ("q", q), ("r", r)):
        builder.add_node(name, fn)
    builder.add_edge(START, "p")
    builder.add_edge(START, "q")
    builder.add_conditional_edges("p", pick, ["r"])
    return builder.compile()


@pytest.mark.parametrize("name", ["send", "branch"])
def test_parallel_tasks_report_under_the_graph_run(name: str, run: Driver) -> None:
    # async runs put sync nodes that share a step on worker threads: they report
    # through the event loop (branch runs too)
    _lc()
    graph, expected = (_parallel_send(), PARALLEL_SEND) if name == "send" else (_parallel_branch(), PARALLEL_BRANCH)
    recorder = _recorder()
    run(graph, "invoke", {"x": []}, {"callbacks": [recorder]})
    assert _by_name(recorder.lines) == expected


def test_stream_reports_the_same_runs_as_invoke(run: Driver) -> None:
    _lc()
    recorder = _recorder()
    chunks = run(_chain(), "stream", {"x": []}, {"tags": ["T"], "metadata": {"m": 1}, "run_name": "RN",
                                                 "callbacks": [recorder]})
    assert chunks == [{"a": {"x": ["a"]}}, {"b": {"x": ["b"]}}]
    assert recorder.lines == CALLBACK_RUNS["chain"][1]


def test_graph_called_by_a_langchain_runnable_hangs_under_its_run(run: Driver) -> None:
    _lc()
    from langchain_core.runnables import RunnableLambda

    graph = _chain()
    recorder = _recorder()
    outer = RunnableLambda(lambda value: graph.invoke(value), name="outer")
    assert outer.invoke({"x": []}, {"callbacks": [recorder]}) == {"x": ["a", "b"]}
    starts = [line.split(" [")[0] for line in recorder.lines if line.startswith("start")]
    assert starts == ["start outer #0<-None", "start LangGraph #1<-0", "start a #2<-1", "start b #3<-1"]


def test_subgraph_runs_are_named_by_their_own_config_not_the_callers(run: Driver) -> None:
    # LangGraph 1.2.11: a subgraph's run takes the run_name bound with with_config or
    # given to its call; the caller's run_name stays with the caller's run
    _lc()
    base = StateGraph(State).add_node("inner", lambda s: {"x": ["i"]}).add_edge(START, "inner").compile()
    bound = base.with_config(run_name="Bound")
    builder = StateGraph(State).add_node("as_node", bound)
    builder.add_node("calls_given", lambda s, config: base.invoke(s, {"run_name": "Given", "callbacks": config["callbacks"]}))
    builder.add_node("calls_plain", lambda s: base.invoke(s))
    builder.add_edge(START, "as_node").add_edge("as_node", "calls_given").add_edge("calls_given", "calls_plain")
    recorder = _recorder()
    run(builder.compile(), "invoke", {"x": []}, {"run_name": "Top", "callbacks": [recorder]})
    starts = [line.split(" #")[0] for line in recorder.lines if line.startswith("start") and "inner" not in line]
    assert starts == [
        "start Top", "start as_node", "start Bound", "start calls_given", "start Given",
        "start calls_plain", "start LangGraph",
    ]


def test_subgraph_runs_take_a_run_id_bound_or_given_to_them(run: Driver) -> None:
    # LangGraph 1.2.11: a run_id in the subgraph's own config (with_config, or its
    # call's) identifies its run; the caller's run_id stays with the caller's run
    _lc()
    import uuid

    from langchain_core.callbacks import BaseCallbackHandler

    given, bound_id, root_id = uuid.uuid4(), uuid.uuid4(), uuid.uuid4()
    names = {given: "given", bound_id: "bound", root_id: "root"}

    class Ids(BaseCallbackHandler):
        def __init__(self) -> None:
            self.seen: list[tuple[str, str | None]] = []

        def on_chain_start(self, serialized: Any, inputs: Any, *, run_id: Any, **kwargs: Any) -> None:
            self.seen.append((kwargs["name"], names.get(run_id)))

    base = StateGraph(State).add_node("inner", lambda s: {"x": ["i"]}).add_edge(START, "inner").compile()
    builder = StateGraph(State).add_node("as_node", base.with_config(run_id=bound_id))
    builder.add_node("calls", lambda s: base.invoke(s, {"run_id": given}))
    builder.add_node("plain", lambda s: base.invoke(s))
    builder.add_edge(START, "as_node").add_edge("as_node", "calls").add_edge("calls", "plain")
    handler = Ids()
    run(builder.compile(), "invoke", {"x": []}, {"run_id": root_id, "callbacks": [handler]})
    assert [seen for seen in handler.seen if seen[0] != "inner"] == [
        ("LangGraph", "root"), ("as_node", None), ("LangGraph", "bound"),
        ("calls", None), ("LangGraph", "given"), ("plain", None), ("LangGraph", None),
    ]


def test_subgraph_handlers_bound_or_given_hear_its_runs_under_the_node(run: Driver) -> None:
    # LangGraph 1.2.11 merges a subgraph's own callbacks (with_config, or the call's
    # config) into the node's: they hear the subgraph run (its parent, the node run,
    # is not theirs) and the caller's handlers still hear it under the node
    _lc()
    base = StateGraph(State).add_node("inner", lambda s: {"x": ["i"]}).add_edge(START, "inner").compile()
    bound_handler, given_handler, root_handler = _recorder(), _recorder(), _recorder()
    bound = base.with_config(callbacks=[bound_handler])
    builder = StateGraph(State).add_node("as_node", bound)
    builder.add_node("given", lambda s: base.invoke(s, {"callbacks": [given_handler]}))
    builder.add_node("both", lambda s: bound.invoke(s, {"callbacks": [given_handler]}))
    builder.add_edge(START, "as_node").add_edge("as_node", "given").add_edge("given", "both")
    run(builder.compile(), "invoke", {"x": []}, {"callbacks": [root_handler]})

    def starts(recorder: Any) -> list[str]:
        return [line.split(" [")[0] for line in recorder.lines if line.startswith("start")]

    # (#1 and #4: the node runs, which these handlers never saw start)
    assert starts(bound_handler) == [
        "start LangGraph #0<-1", "start inner #2<-0", "start LangGraph #3<-4", "start inner #5<-3",
    ]
    assert starts(given_handler) == starts(bound_handler)
    assert starts(root_handler) == [
        "start LangGraph #0<-None", "start as_node #1<-0", "start LangGraph #2<-1", "start inner #3<-2",
        "start given #4<-0", "start LangGraph #5<-4", "start inner #6<-5",
        "start both #7<-0", "start LangGraph #8<-7", "start inner #9<-8",
    ]


def test_configure_hooks_see_graph_runs_only(run: Driver) -> None:
    # LangGraph hands node runs the graph run's child manager as it is: handlers
    # that CallbackManager.configure adds without inheritance (collect_runs) see
    # the graph run alone
    _lc()
    from langchain_core.tracers.context import collect_runs

    with collect_runs() as collector:
        run(_chain(), "invoke", {"x": []})
    assert [(r.name, r.outputs, r.child_runs) for r in collector.traced_runs] == [
        ("LangGraph", {"x": ["a", "b"]}, []),
    ]


def test_node_config_and_context_carry_the_node_run(run: Driver) -> None:
    _lc()
    from langchain_core.runnables.config import var_child_runnable_config

    seen: list[Any] = []

    def node(state: State, config: RunnableConfig) -> dict[str, Any]:
        exposed = var_child_runnable_config.get()
        assert exposed is not None
        seen.append((config["callbacks"].parent_run_id, exposed["callbacks"].parent_run_id,
                     config["callbacks"].tags))
        return {"x": [1]}

    builder = StateGraph(State)
    builder.add_node("n", node)
    builder.add_edge(START, "n")

    class Ids(_recorder().__class__):  # type: ignore[misc]
        def __init__(self) -> None:
            super().__init__()
            self.node_runs: list[Any] = []

        def on_chain_start(self, serialized: Any, inputs: Any, *, run_id: Any, **kwargs: Any) -> None:
            if kwargs.get("name") == "n":
                self.node_runs.append(run_id)

    ids = Ids()
    run(builder.compile(), "invoke", {"x": []}, {"callbacks": [ids]})
    assert seen == [(ids.node_runs[0], ids.node_runs[0], ["seq:step:1"])]


def test_messages_mode_still_streams_tokens_with_callbacks(run: Driver) -> None:
    _lc()
    recorder = _recorder()
    graph = _model_graph(run.name == "asyncio")
    chunks = run(graph, "stream", {"x": []}, {"callbacks": [recorder]}, stream_mode="messages")
    assert "".join(message.content for message, _ in chunks) == "hi there"
    assert all(meta["langgraph_node"] == "call" for _, meta in chunks)
    assert recorder.lines == CALLBACK_RUNS["model"][1]


# ---- astream_events -----------------------------------------------------------------


def _short(value: Any) -> str:
    if hasattr(value, "content") and hasattr(value, "type"):
        return f"{type(value).__name__}({value.content!r})"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k!r}: {_short(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(_short(v) for v in value) + "]"
    return repr(_mask(value))


def _render_event(event: dict[str, Any], ids: dict[str, int]) -> str:
    def n(run_id: str) -> int:
        return ids.setdefault(run_id, len(ids))

    meta = {k: _mask(v) for k, v in event["metadata"].items() if k not in _MODEL_KEYS}
    run = n(event["run_id"])
    parents = [n(p) for p in event["parent_ids"]]
    line = f"{event['event']} {event['name']} #{run}<-{parents} {event['tags']} {meta}"
    return _IDS.sub("<id>", f"{line} {_short(event['data'])}")


def _event_graph(name: str) -> tuple[Any, Any, dict[str, Any]]:
    if name == "chain":
        return _chain(), {"x": []}, {}
    if name == "model":
        return _model_graph(True), {"x": []}, {}
    if name == "interrupt":
        return _interrupting(), {"x": []}, {"configurable": {"thread_id": "t"}}
    if name == "subgraph":
        inner = StateGraph(State)
        inner.add_node("inner", lambda s: {"x": ["i"]})
        inner.add_edge(START, "inner")
        outer = StateGraph(State)
        outer.add_node("outer", inner.compile())
        outer.add_edge(START, "outer")
        return outer.compile(), {"x": []}, {}

    def boom(state: State) -> dict[str, Any]:
        raise ValueError("boom")

    builder = StateGraph(State)
    builder.add_node("boom", boom)
    builder.add_edge(START, "boom")
    return builder.compile(), {"x": []}, {}


def _events(graph: Any, inp: Any, config: dict[str, Any], **kwargs: Any) -> list[str]:
    """``astream_events`` rendered (LangChain's event stream runs on asyncio only)."""

    async def collect() -> list[str]:
        ids: dict[str, int] = {}
        lines: list[str] = []
        try:
            async for event in graph.astream_events(inp, config, **kwargs):
                lines.append(_render_event(event, ids))
            lines.append("-> done")
        except ValueError as exc:
            lines.append(f"-> {exc!r}")
        return lines

    return anyio.run(collect, backend="asyncio")


@pytest.mark.parametrize("name", list(ASTREAM_EVENTS_V2))
def test_astream_events_v2_match_langgraph(name: str) -> None:
    _lc()
    graph, inp, config = _event_graph(name)
    assert _events(graph, inp, config, version="v2") == ASTREAM_EVENTS_V2[name]


def test_astream_events_v1_and_filters_match_langgraph() -> None:
    _lc()
    from langchain_core._api import LangChainDeprecationWarning

    with pytest.warns(LangChainDeprecationWarning, match=r"^astream_events version='v1' is deprecated"):
        assert _events(_chain(), {"x": []}, {}, version="v1") == ASTREAM_EVENTS_V1_CHAIN
    assert _events(_chain(), {"x": []}, {}, version="v2", include_names=["b"])[:-1] == ASTREAM_EVENTS_ONLY_B


def test_astream_events_keep_the_callers_handlers() -> None:
    _lc()
    recorder = _recorder()
    events = _events(_chain(), {"x": []}, {"callbacks": [recorder]})
    assert len(events) == 11
    assert [line.split(" ")[0:2] for line in recorder.lines if line.startswith("start")] == [
        ["start", "LangGraph"], ["start", "a"], ["start", "b"],
    ]


_BREAK_OUT = """
import asyncio, gc, operator, time
from typing import Annotated
from typing_extensions import TypedDict
from lingxigraph.graph import START, StateGraph

class S(TypedDict):
    x: Annotated[list, operator.add]

def slow(state):
    time.sleep(0.02)
    return {"x": [1]}

builder = StateGraph(S)
builder.add_node("a", slow)
builder.add_node("b", slow)
builder.add_edge(START, "a")
builder.add_edge("a", "b")
graph = builder.compile()

async def main():
    seen = 0
    async for event in graph.astream_events({"x": []}, version="v2"):
        seen += 1
        if seen == 3:
            break
    print(seen)

asyncio.run(main())
gc.collect()
"""


def test_leaving_astream_events_early_cancels_the_run_cleanly() -> None:
    # LangChain cancels the run's task: the driver must still close its streams
    _lc()
    done = subprocess.run(
        [sys.executable, "-W", "error::ResourceWarning", "-c", _BREAK_OUT],
        capture_output=True, text=True, check=True, timeout=120,
    )
    assert (done.stdout.strip(), "ResourceWarning" in done.stderr) == ("3", False)


@pytest.mark.parametrize("version", ["v1", "v2"])
def test_stream_events_v1_v2_are_not_supported(version: str) -> None:
    message = (
        f"stream_events(version='{version}') is not supported. Use astream_events() for v1/v2, "
        "or stream_events(version='v3') on a supported subclass."
    )
    with pytest.raises(NotImplementedError, match=f"^{re.escape(message)}$"):
        _chain().stream_events({"x": []}, version=version)


_WITHOUT_LANGCHAIN = """
import sys
sys.modules["langchain_core"] = None  # as if not installed
import anyio
from lingxigraph.graph import START, StateGraph
from typing_extensions import TypedDict

class S(TypedDict):
    x: int

builder = StateGraph(S)
builder.add_node("a", lambda s: {"x": s["x"] + 1})
builder.add_edge(START, "a")
graph = builder.compile()
assert graph.invoke({"x": 1}) == {"x": 2}
assert list(graph.stream({"x": 1}, {"callbacks": None})) == [{"a": {"x": 2}}]
assert anyio.run(graph.ainvoke, {"x": 1}) == {"x": 2}
try:
    graph.astream_events({"x": 1})
except ImportError as exc:
    print(exc)
"""


_LEAVES_LANGCHAIN_ALONE = """
import sys
import anyio
from lingxigraph.graph import START, StateGraph
from typing_extensions import TypedDict

class S(TypedDict):
    x: int

builder = StateGraph(S)
builder.add_node("a", lambda s: {"x": s["x"] + 1})
builder.add_edge(START, "a")
graph = builder.compile()
graph.invoke({"x": 1})
list(graph.stream({"x": 1}, stream_mode=["updates", "messages"]))
anyio.run(graph.ainvoke, {"x": 1})
print("langchain_core" in sys.modules)
"""


def test_runs_without_callbacks_do_not_import_langchain() -> None:
    out = subprocess.run(
        [sys.executable, "-c", _LEAVES_LANGCHAIN_ALONE], capture_output=True, text=True, check=True, timeout=120
    ).stdout
    assert out.strip() == "False"


def test_runs_need_no_langchain_and_astream_events_says_how_to_get_it() -> None:
    out = subprocess.run(
        [sys.executable, "-c", _WITHOUT_LANGCHAIN], capture_output=True, text=True, check=True, timeout=120
    ).stdout
    assert out.strip() == (
        "astream_events() needs langchain-core, which is not installed. "
        "Install it with `pip install langchain-core`."
    )
