"""More behaviours found by running LangGraph's own Pregel tests against lingxigraph.

Each test states the rule (checked against LangGraph 1.2.11 with a small script) and
runs it on every driver where the code path differs.
"""

from __future__ import annotations

import functools
import operator
import re
import threading
from typing import Annotated, Any

import anyio
import anyio.lowlevel
import pytest
from composition_helpers import call
from pydantic import BaseModel, ValidationError
from typing_extensions import TypedDict

from lingxigraph.cache.memory import InMemoryCache
from lingxigraph.channels import BinaryOperatorAggregate, LastValue, UntrackedValue
from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.config import RunnableConfig
from lingxigraph.errors import GraphDrained, InvalidUpdateError
from lingxigraph.func import entrypoint, task
from lingxigraph.graph import START, StateGraph
from lingxigraph.pregel import NodeBuilder, Pregel
from lingxigraph.runtime import RunControl, Runtime, ServerInfo
from lingxigraph.types import CachePolicy, Command, Send, interrupt

DRIVERS = ["sync", "asyncio", "trio"]


# ---- batch inside a node ----------------------------------------------------------------


class Nums(TypedDict):
    nums: list[int]
    total: int


class One(TypedDict):
    n: int


def _plus_one() -> Any:
    return (
        StateGraph(One)
        .add_node("inc", lambda s: {"n": s["n"] + 1})
        .add_edge(START, "inc")
        .compile()
    )


@pytest.mark.parametrize("driver", DRIVERS)
@pytest.mark.parametrize("saver", [None, "memory"])
def test_batch_of_a_graph_inside_a_node_runs_as_subgraph_calls(driver: str, saver: Any) -> None:
    # ``batch`` runs its items on worker threads; each still belongs to the calling task
    # (before, a worker lost the task and read the parent's checkpoint_ns as a request
    # to resume a subgraph of the inner graph, failing with "Subgraph ... not found")
    inner = _plus_one()

    # the node hands its own config on, as a LangChain ``.map()`` of the graph does
    def node(state: Nums, config: RunnableConfig) -> dict[str, Any]:
        outs = inner.batch([{"n": n} for n in state["nums"]], config)
        return {"total": sum(o["n"] for o in outs)}

    async def anode(state: Nums, config: RunnableConfig) -> dict[str, Any]:
        outs = await inner.abatch([{"n": n} for n in state["nums"]], config)
        return {"total": sum(o["n"] for o in outs)}

    graph = (
        StateGraph(Nums)
        .add_node("node", node if driver == "sync" else anode)
        .add_edge(START, "node")
        .compile(checkpointer=InMemorySaver() if saver else None)
    )
    config = {"configurable": {"thread_id": "1"}}
    assert call(driver, graph, "invoke", {"nums": [1, 2, 3]}, config) == {"nums": [1, 2, 3], "total": 9}


# ---- durability "exit": a subgraph stopped at a breakpoint --------------------------------


class Text(TypedDict):
    text: Annotated[str, operator.add]


@pytest.mark.parametrize("driver", DRIVERS)
def test_exit_durability_subgraph_breakpoint_is_saved_for_the_resume(driver: str) -> None:
    # with durability "exit" a subgraph stopping at its own interrupt_before saves its
    # checkpoint (as when it pauses on interrupt()), so the resumed run continues it;
    # before, the resume ran the subgraph afresh and stopped at the breakpoint again
    inner = (
        StateGraph(Text)
        .add_node("first", lambda s: {"text": "a"})
        .add_node("second", lambda s: {"text": "b"})
        .add_edge(START, "first")
        .add_edge("first", "second")
        .compile(interrupt_before=["second"])
    )
    graph = (
        StateGraph(Text)
        .add_node("inner", inner)
        .add_node("side", lambda s: {"text": "s"})
        .add_node("last", lambda s: {"text": "!"})
        .add_edge(START, "inner")
        .add_edge(START, "side")
        .add_edge(["inner", "side"], "last")
        .compile(checkpointer=InMemorySaver())
    )
    config = {"configurable": {"thread_id": "1"}}
    assert call(driver, graph, "invoke", {"text": ""}, config, durability="exit") == {"text": "s"}
    sub = graph.get_state(config, subgraphs=True).tasks[0].state
    assert (sub.values, sub.next) == ({"text": "a"}, ("second",))
    assert call(driver, graph, "invoke", None, config, durability="exit") == {"text": "abs!"}


# ---- a subgraph with two interrupts, answered one at a time ------------------------------


class Asked(TypedDict):
    prompt: str
    got: Annotated[list[str], operator.add]


def _ask(suffix: str) -> Any:
    def node(state: Asked) -> dict[str, Any]:
        return {"got": [interrupt(state["prompt"] + suffix)]}

    return node


@pytest.mark.parametrize("driver", DRIVERS)
def test_subgraph_interrupts_answered_one_at_a_time_keep_earlier_answers(driver: str) -> None:
    # a subgraph's first step runs its finished tasks again (as LangGraph does), and
    # they get back the answers their interrupt() calls took; before, the rerun asked
    # again, so answering one interrupt lost the answer to the other (endless loop)
    child = (
        StateGraph(Asked)
        .add_node("a", _ask("-a"))
        .add_node("b", _ask("-b"))
        .add_edge(START, "a")
        .add_edge(START, "b")
        .compile()
    )
    graph = StateGraph(Asked).add_node("child", child).add_edge(START, "child").compile(checkpointer=InMemorySaver())
    config = {"configurable": {"thread_id": "1"}}
    run_input: Any = {"prompt": "x"}
    asked = []
    for answer in ("first", "second", "unused"):
        chunks = call(driver, graph, "stream", run_input, config, stream_mode="updates")
        pending = [i for c in chunks for i in c.get("__interrupt__", ())]
        if not pending:
            break
        asked.append(sorted(i.value for i in pending))
        run_input = Command(resume={pending[0].id: answer})
    assert len(asked) == 2 and asked[0] == ["x-a", "x-b"] and len(asked[1]) == 1
    assert sorted(graph.get_state(config).values["got"]) == ["first", "second"]


# ---- UntrackedValue channels are never saved ---------------------------------------------


class Resource:
    """A value no serializer can save (it holds a lock)."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.lock = threading.Lock()


class WithResource(TypedDict):
    log: Annotated[list[str], operator.add]
    resource: Annotated[Resource, UntrackedValue]


@pytest.mark.parametrize("driver", DRIVERS)
@pytest.mark.parametrize("durability", ["sync", "exit"])
def test_untracked_values_stay_out_of_saved_writes_and_sends(driver: str, durability: str) -> None:
    # a write to an UntrackedValue channel, and the same key in a Send of the whole
    # state, are left out of the saved writes and checkpoints (before, saving them
    # failed with "Type is not msgpack serializable")
    def setup(state: WithResource) -> dict[str, Any]:
        return {"log": ["setup"], "resource": Resource("first")}

    def use(state: WithResource) -> dict[str, Any]:
        return {"log": [f"used {state['resource'].name}"], "resource": Resource("second")}

    graph = (
        StateGraph(WithResource)
        .add_node("setup", setup)
        .add_node("use", use)
        .add_edge(START, "setup")
        .add_conditional_edges("setup", lambda s: [Send("use", s)])
        .compile(checkpointer=InMemorySaver())
    )
    config = {"configurable": {"thread_id": "1"}}
    out = call(driver, graph, "invoke", {"log": []}, config, durability=durability)
    assert out["log"] == ["setup", "used first"] and out["resource"].name == "second"
    assert graph.get_state(config).values == {"log": ["setup", "used first"]}
    for saved in graph.checkpointer.list(config):
        assert "resource" not in saved.checkpoint["channel_values"]
        assert all(channel != "resource" for _, channel, _ in saved.pending_writes)


# ---- a low-level Pregel without stream_channels ------------------------------------------


@pytest.mark.parametrize("driver", DRIVERS)
def test_low_level_pregel_streams_and_snapshots_every_channel_by_default(driver: str) -> None:
    # output_channels is only what invoke returns: values chunks, updates and state
    # snapshots show every channel unless stream_channels says otherwise (LangGraph)
    add = NodeBuilder().subscribe_to("input").read_from("total").do(lambda x: x["input"] + x["total"])
    app = Pregel(
        nodes={"one": add.write_to("output", "total")},
        channels={"total": BinaryOperatorAggregate(int, operator.add), "input": LastValue(int), "output": LastValue(int)},
        input_channels="input",
        output_channels="output",
        checkpointer=InMemorySaver(),
    )
    config = {"configurable": {"thread_id": "1"}}
    assert call(driver, app, "invoke", 2, config) == 2
    assert call(driver, app, "stream", 2, config, stream_mode=["values", "updates"]) == [
        ("updates", {"one": {"output": 4, "total": 4}}),
        ("values", {"total": 6, "input": 2, "output": 4}),
    ]
    assert app.get_state(config).values == {"total": 6, "input": 2, "output": 4}
    assert [s.values for s in app.get_state_history(config)][-1] == {"total": 0, "input": 2}


# ---- update_state on an entrypoint -------------------------------------------------------


@pytest.mark.parametrize("driver", DRIVERS)
def test_update_state_without_as_node_on_a_one_node_graph_updates_as_that_node(driver: str) -> None:
    # an entrypoint's graph has one node: update_state with no as_node writes as it
    # (also on a fresh thread); before, it was refused ("Node __start__ does not exist")
    @entrypoint(checkpointer=InMemorySaver())
    def remember(inputs: Any, *, previous: Any) -> Any:
        return {"previous": previous, "current": inputs}

    config = {"configurable": {"thread_id": "1"}}
    remember.update_state(config, {"a": "-1"})
    state = remember.get_state(config)
    assert (state.values, state.next, state.metadata["source"]) == ({"a": "-1"}, (), "update")
    assert call(driver, remember, "invoke", {"a": "1"}, config) == {"previous": {"a": "-1"}, "current": {"a": "1"}}
    remember.update_state(config, {"a": "3"})
    assert call(driver, remember, "stream", {"a": "2"}, config) == [
        {"remember": {"previous": {"a": "3"}, "current": {"a": "2"}}}
    ]


# ---- @task calls with a cache policy ------------------------------------------------------


@pytest.mark.parametrize("driver", DRIVERS)
def test_task_call_results_are_cached_by_arguments(driver: str) -> None:
    # a @task with a cache policy saves its result when the call ends: a later call
    # with the same arguments (in the same run, or after an interrupt) reuses it and
    # streams its update marked cached; before, calls never used the graph's cache
    calls: list[int] = []

    def body(x: int) -> int:
        calls.append(x)
        return 2 * x

    async def abody(x: int) -> int:
        return body(x)

    double = task(name="double", cache_policy=CachePolicy())(body if driver == "sync" else abody)

    def run(_: Any) -> list[Any]:
        return [double(1).result(), interrupt("why?"), double(1).result(), double(2).result()]

    async def arun(_: Any) -> list[Any]:
        return [await double(1), interrupt("why?"), await double(1), await double(2)]

    graph = entrypoint(checkpointer=InMemorySaver(), cache=InMemoryCache())(run if driver == "sync" else arun)
    config = {"configurable": {"thread_id": "1"}}
    call(driver, graph, "invoke", {}, config)
    chunks = call(driver, graph, "stream", Command(resume="because"), config, stream_mode="updates")
    assert chunks[-1] == {"run" if driver == "sync" else "arun": [2, "because", 2, 4]}
    assert {"double": 2, "__metadata__": {"cached": True}} in chunks
    assert calls == [1, 2]


# ---- a breakpoint two subgraph levels down --------------------------------------------------


class Key(TypedDict):
    key: str


@pytest.mark.parametrize("driver", DRIVERS)
def test_breakpoint_two_levels_down_is_reported_once_by_the_root(driver: str) -> None:
    # the graph between the root and the paused grandchild reports nothing: the
    # updates stream has one empty __interrupt__ chunk, the root's (LangGraph)
    grandchild = (
        StateGraph(Key)
        .add_node("g1", lambda s: {"key": s["key"] + " here"})
        .add_node("g2", lambda s: {"key": s["key"] + " there"})
        .add_edge(START, "g1")
        .add_edge("g1", "g2")
        .compile(interrupt_before=["g2"])
    )
    child = StateGraph(Key).add_node("c1", grandchild).add_edge(START, "c1").compile()
    graph = StateGraph(Key).add_node("child", child).add_edge(START, "child").compile(checkpointer=InMemorySaver())
    config = {"configurable": {"thread_id": "1"}}
    chunks = call(driver, graph, "stream", {"key": "hi"}, config, subgraphs=True, durability="exit")
    assert [(len(ns), update) for ns, update in chunks] == [
        (2, {"g1": {"key": "hi here"}}),
        (0, {"__interrupt__": ()}),
    ]


# ---- functional API: names and generators ---------------------------------------------


def test_unnamed_partial_task_is_named_after_its_function() -> None:
    def tag(label: str, value: str) -> str:
        return f"{value}|{label}"

    class Shout:
        def __call__(self, value: str) -> str:
            return value.upper()

    tagged, shout = task(functools.partial(tag, "t")), task(Shout())

    @entrypoint()
    def flow(value: str) -> str:
        return shout(tagged(value).result()).result()

    assert list(flow.stream("v", stream_mode="updates")) == [{"tag": "v|t"}, {"Shout": "V|T"}, {"flow": "V|T"}]


def test_entrypoint_refuses_generator_functions() -> None:
    def gen(inputs: Any) -> Any:
        yield inputs

    async def agen(inputs: Any) -> Any:
        yield inputs

    for func in (gen, agen):
        with pytest.raises(NotImplementedError, match="^Generators are not supported in the Functional API"):
            entrypoint()(func)


# ---- reducer signatures -------------------------------------------------------------------


def _one(a: Any) -> Any:
    return a


def _three(a: Any, b: Any, c: Any = None) -> Any:
    return a


class OneArgReducer(TypedDict):
    key: Annotated[str, _one]


class ThreeArgReducer(TypedDict):
    key: Annotated[str, _three]


@pytest.mark.parametrize(
    ("schema", "shown"),
    [(OneArgReducer, "(a: 'Any')"), (ThreeArgReducer, "(a: 'Any', b: 'Any', c: 'Any' = None)")],
)
def test_reducer_must_take_two_positional_arguments(schema: Any, shown: str) -> None:
    # LangGraph refuses a reducer of another arity when the schema is read
    with pytest.raises(ValueError, match=r"^Invalid reducer signature\. Expected \(a, b\) -> c\. Got " + re.escape(shown)):
        StateGraph(schema)


# ---- a graph streamed inside a node ---------------------------------------------------------


class X(TypedDict):
    x: int


class Seen(TypedDict, total=False):
    seen: list[Any]


@pytest.mark.parametrize("driver", DRIVERS)
def test_graph_streamed_inside_a_node_yields_its_chunks(driver: str) -> None:
    # the inner stream yields its own chunks (before: none, they were taken for a
    # subgraph's); with the node's config and no stream_mode it streams "values";
    # a parent streaming subgraphs gets them too
    inner = StateGraph(X).add_node("inc", lambda s: {"x": s["x"] + 1}).add_edge(START, "inc").compile()

    def node(state: Seen, config: RunnableConfig) -> Seen:
        return {
            "seen": [
                list(inner.stream({"x": 1}, stream_mode="updates")),
                list(inner.stream({"x": 1}, config)),
            ]
        }

    async def anode(state: Seen, config: RunnableConfig) -> Seen:
        return {
            "seen": [
                [c async for c in inner.astream({"x": 1}, stream_mode="updates")],
                [c async for c in inner.astream({"x": 1}, config)],
            ]
        }

    graph = StateGraph(Seen).add_node("node", node if driver == "sync" else anode).add_edge(START, "node").compile()
    seen = [[{"inc": {"x": 2}}], [{"x": 1}, {"x": 2}]]
    assert call(driver, graph, "invoke", {}) == {"seen": seen}
    chunks = call(driver, graph, "stream", {}, subgraphs=True, stream_mode="updates")
    assert [(len(ns), update) for ns, update in chunks] == [
        (1, {"inc": {"x": 2}}),
        (2, {"inc": {"x": 2}}),  # (the node's 2nd graph call: namespace "<ns>|1")
        (0, {"node": {"seen": seen}}),
    ]


# ---- a parametrised container as the state schema ------------------------------------------


@pytest.mark.parametrize("driver", DRIVERS)
def test_state_schema_may_be_a_parametrised_container(driver: str) -> None:
    # StateGraph(list[str]): the state is one root value (LangGraph); before, reading
    # the schema's type hints failed ("list[str] is not a module, class, ...")
    def add_a(items: list[str]) -> list[str]:
        return [it + "a" for it in items]

    graph = StateGraph(list[str]).add_node(add_a).add_edge(START, "add_a").compile()
    assert call(driver, graph, "invoke", ["x", "y"]) == ["xa", "ya"]
    assert graph.get_input_jsonschema() == {
        "default": None, "items": {"type": "string"}, "title": "LangGraphInput", "type": "array"
    }


# ---- a config whose checkpoint_ns names no subgraph --------------------------------------


class Log(TypedDict):
    log: Annotated[list[str], operator.add]


@pytest.mark.parametrize("driver", DRIVERS)
@pytest.mark.parametrize("saver", [None, "memory"])
def test_checkpoint_ns_naming_no_subgraph_runs_the_graph_itself(driver: str, saver: Any) -> None:
    # the namespace is then only metadata (LangGraph); before: "Subgraph 'ns-1' not found"
    checkpointer = InMemorySaver() if saver else None
    graph = StateGraph(Log).add_node("n", lambda s: {"log": ["n"]}).add_edge(START, "n").compile(checkpointer=checkpointer)
    config = {"configurable": {"thread_id": "t", "checkpoint_ns": "ns-1"}}
    assert call(driver, graph, "invoke", {"log": []}, config) == {"log": ["n"]}
    if checkpointer is not None:
        assert {c.config["configurable"]["checkpoint_ns"] for c in checkpointer.list(None)} == {""}


# ---- the checkpoint a resumed run saves ------------------------------------------------------


@pytest.mark.parametrize("driver", DRIVERS)
@pytest.mark.parametrize("durability", ["sync", "exit"])
def test_resumed_run_records_versions_seen_under_interrupt(driver: str, durability: str) -> None:
    # a run continuing a saved checkpoint (input None / Command) saves, as LangGraph
    # does, the channel versions it started from under versions_seen["__interrupt__"]
    graph = (
        StateGraph(Log)
        .add_node("a", lambda s: {"log": ["a"]})
        .add_node("b", lambda s: {"log": ["b"]})
        .add_edge(START, "a")
        .add_edge("a", "b")
        .compile(checkpointer=InMemorySaver(), interrupt_before=["b"])
    )
    config = {"configurable": {"thread_id": "1"}}
    call(driver, graph, "invoke", {"log": []}, config, durability=durability)
    paused = graph.checkpointer.get_tuple(config).checkpoint
    assert "__interrupt__" not in paused["versions_seen"]
    assert call(driver, graph, "invoke", None, config, durability=durability) == {"log": ["a", "b"]}
    last = graph.checkpointer.get_tuple(config).checkpoint
    assert last["versions_seen"]["__interrupt__"] == paused["channel_versions"]


# ---- max_concurrency in async runs ---------------------------------------------------------


@pytest.mark.parametrize("driver", ["asyncio", "trio"])
def test_async_run_honours_max_concurrency(driver: str) -> None:
    # config "max_concurrency" bounds how many of a step's tasks run at once in async
    # runs too (it was ignored: all 20 ran together)
    running = {"now": 0, "most": 0}

    async def work(item: int) -> list[int]:
        running["now"] += 1
        running["most"] = max(running["most"], running["now"])
        await anyio.lowlevel.checkpoint()  # (lets every started task get here)
        running["now"] -= 1
        return [item]

    graph = (
        StateGraph(Annotated[list, operator.add])
        .add_node("fan", lambda s: [])
        .add_node("work", work)
        .add_edge(START, "fan")
        .add_conditional_edges("fan", lambda s: [Send("work", i) for i in range(20)])
        .compile()
    )
    assert call(driver, graph, "invoke", [], {"max_concurrency": 3}) == list(range(20))
    assert running["most"] == 3


# ---- the traced output of a paused run --------------------------------------------------


class Market(TypedDict):
    my_key: Annotated[str, operator.add]
    market: str


@pytest.mark.parametrize("driver", DRIVERS)
def test_traced_output_of_a_paused_run_has_the_finished_tasks_writes(driver: str) -> None:
    # the graph run's on_chain_end output is the invoke output without the
    # interrupts: it includes the writes of the task that finished beside the paused one
    callbacks = pytest.importorskip("langchain_core.callbacks")
    ends: list[Any] = []

    class Ends(callbacks.BaseCallbackHandler):
        def on_chain_end(self, outputs: Any, *, run_id: Any, parent_run_id: Any = None, **kwargs: Any) -> None:
            if parent_run_id is None:
                ends.append(outputs)

    def ask(state: Market) -> dict[str, Any]:
        return {"my_key": interrupt("why?")}

    graph = (
        StateGraph(Market)
        .add_node("ask", ask)
        .add_node("one", lambda s: {"my_key": " one"})
        .add_edge(START, "ask")
        .add_edge(START, "one")
        .compile()
    )
    out = call(driver, graph, "invoke", {"my_key": "value", "market": "DE"}, {"callbacks": [Ends()]})
    assert out["my_key"] == "value one"
    assert ends == [{"my_key": "value one", "market": "DE"}]


# ---- aupdate_state with an async routing function -------------------------------------------


@pytest.mark.parametrize("driver", ["asyncio", "trio"])
def test_aupdate_state_runs_async_routing_functions(driver: str) -> None:
    # an update as a node whose conditional edge is async: aupdate_state awaits the
    # routing function (it refused, as update_state must), so next follows its choice
    async def route(state: Log) -> str:
        return "b" if len(state["log"]) > 1 else "c"

    graph = (
        StateGraph(Log)
        .add_node("a", lambda s: {"log": ["a"]})
        .add_node("b", lambda s: {"log": ["b"]})
        .add_node("c", lambda s: {"log": ["c"]})
        .add_edge(START, "a")
        .add_conditional_edges("a", route, ["b", "c"])
        .compile(checkpointer=InMemorySaver(), interrupt_before=["b", "c"])
    )
    config = {"configurable": {"thread_id": "1"}}

    async def run() -> tuple[Any, ...]:
        await graph.ainvoke({"log": []}, config)
        before = (await graph.aget_state(config)).next
        await graph.aupdate_state(config, {"log": ["x"]}, as_node="a")
        after = await graph.aget_state(config)
        return before, after.next, after.values

    assert anyio.run(run, backend=driver) == (("c",), ("b",), {"log": ["a", "x"]})
    with pytest.raises(InvalidUpdateError, match="^update_state cannot run async routing functions; use aupdate_state$"):
        graph.update_state(config, {"log": ["y"]}, as_node="a")


# ---- entrypoint: saved values of its own types come back as themselves ----------------------


class Draft(BaseModel):
    text: str
    note: str | None = None


@pytest.mark.parametrize("driver", DRIVERS)
def test_entrypoint_saver_rebuilds_its_input_and_output_types(driver: str) -> None:
    # the entrypoint's saver may rebuild the classes its input/output types name (as a
    # StateGraph's does for its schemas): a task result saved before an interrupt is a
    # Draft again on resume, not a dict (with an "unregistered type" warning)
    @task
    def polish(draft: Draft) -> Draft:
        return Draft(text=draft.text + "!")

    @entrypoint(checkpointer=InMemorySaver())
    def flow(draft: Draft) -> Draft:
        polished = polish(draft)
        note = interrupt("note?")
        result = polished.result()
        assert isinstance(result, Draft)
        return Draft(text=result.text, note=note)

    config = {"configurable": {"thread_id": "1"}}
    call(driver, flow, "invoke", Draft(text="hi"), config)
    assert call(driver, flow, "invoke", Command(resume="ok"), config) == Draft(text="hi!", note="ok")


# ---- context schemas ---------------------------------------------------------------------------


class TypedCtx(TypedDict):
    api_key: str


class ModelCtx(BaseModel):
    timeout: int


@pytest.mark.parametrize("driver", DRIVERS)
def test_context_typeddict_passes_through_and_pydantic_errors_surface(driver: str) -> None:
    # a TypedDict context schema takes the dict as given (an isinstance check raised
    # "TypedDict does not support instance and class checks"); a Pydantic schema's
    # ValidationError reaches the caller as itself (it was wrapped in a TypeError)
    seen: list[Any] = []

    def node(state: Log, runtime: Runtime[Any]) -> dict[str, Any]:
        seen.append(runtime.context)
        return {"log": ["n"]}

    def build(schema: Any) -> Any:
        return StateGraph(Log, context_schema=schema).add_node("n", node).add_edge(START, "n").compile()

    assert call(driver, build(TypedCtx), "invoke", {"log": []}, context={"api_key": "k"}) == {"log": ["n"]}
    assert seen == [{"api_key": "k"}]
    with pytest.raises(ValidationError):
        call(driver, build(ModelCtx), "invoke", {"log": []}, context={"timeout": "soon"})


# ---- server info ----------------------------------------------------------------------------


class _User:
    identity = "ann"


@pytest.mark.parametrize("driver", DRIVERS)
def test_runtime_server_info_comes_from_configurable(driver: str) -> None:
    # what a LangGraph-compatible server puts in configurable reaches the node as
    # runtime.server_info (it was always None); without it, server_info stays None
    seen: list[Any] = []

    def node(state: Log, runtime: Runtime[Any]) -> dict[str, Any]:
        seen.append(runtime.server_info)
        return {"log": ["n"]}

    graph = StateGraph(Log).add_node("n", node).add_edge(START, "n").compile()
    user = _User()
    configurable = {"assistant_id": "asst-1", "graph_id": "g", "langgraph_auth_user": user}
    call(driver, graph, "invoke", {"log": []}, {"configurable": configurable})
    call(driver, graph, "invoke", {"log": []})
    assert seen == [ServerInfo(assistant_id="asst-1", graph_id="g", user=user), None]


# ---- RunControl.request_drain ---------------------------------------------------------------


@pytest.mark.parametrize("driver", DRIVERS)
@pytest.mark.parametrize("durability", ["sync", "exit"])
def test_requested_drain_stops_before_the_next_step_and_the_thread_resumes(driver: str, durability: str) -> None:
    # a drain asked for while a step runs stops the run before the next step with
    # GraphDrained (it was ignored: the run went on); the saved thread resumes from there
    control = RunControl()

    def first(state: Log) -> dict[str, Any]:
        control.request_drain("deploy")
        return {"log": ["first"]}

    graph = (
        StateGraph(Log)
        .add_node("first", first)
        .add_node("second", lambda s: {"log": ["second"]})
        .add_edge(START, "first")
        .add_edge("first", "second")
        .compile(checkpointer=InMemorySaver())
    )
    config = {"configurable": {"thread_id": "1"}}
    with pytest.raises(GraphDrained, match="^Graph drained: deploy$"):
        call(driver, graph, "invoke", {"log": []}, config, control=control, durability=durability)
    state = graph.get_state(config)
    assert (state.values, state.next) == ({"log": ["first"]}, ("second",))
    assert call(driver, graph, "invoke", None, config, durability=durability) == {"log": ["first", "second"]}


# ---- PregelNode.copy ------------------------------------------------------------------------


def test_pregel_node_copy_replaces_the_given_attributes() -> None:
    graph = StateGraph(Log).add_node("n", lambda s: {"log": ["n"]}).add_edge(START, "n").compile()
    node = graph.nodes["n"]
    same, tagged = node.copy({}), node.copy({"tags": ("x",)})
    assert (same is not node, same.triggers, same.bound) == (True, node.triggers, node.bound)
    assert (tagged.tags, tagged.writers) == (("x",), node.writers)
    with pytest.raises(TypeError):
        node.copy({"no_such": 1})


# ---- a dict as a node's action ---------------------------------------------------------------


@pytest.mark.parametrize("driver", ["sync", "asyncio"])  # (LangChain's ainvoke needs asyncio)
def test_dict_node_action_runs_each_step_into_its_key(driver: str) -> None:
    # {"key": runnable_or_function} is a node action (LangChain's RunnableParallel):
    # the node's update maps each key to its step's output ("'dict' is not callable")
    pytest.importorskip("langchain_core.runnables")

    class AB(TypedDict, total=False):
        a: int
        b: int

    graph = (
        StateGraph(AB)
        .add_node("both", {"a": lambda s: s["a"] + 1, "b": lambda s: s["a"] * 10})
        .add_edge(START, "both")
        .compile()
    )
    assert call(driver, graph, "invoke", {"a": 1}) == {"a": 2, "b": 10}


# ---- a "__root__" key ---------------------------------------------------------------------


class RootOnly(TypedDict):
    __root__: Annotated[list[str], operator.add]


class RootAndMore(TypedDict, total=False):
    __root__: Annotated[list[str], operator.add]
    other: str


@pytest.mark.parametrize("driver", DRIVERS)
def test_root_key_schema_is_one_root_value_unless_other_keys_exist(driver: str) -> None:
    # a TypedDict whose only key is "__root__" makes the state that one value (its
    # reducer applies); with other keys it is an ordinary key (LangGraph)
    root = StateGraph(RootOnly).add_node("n", lambda items: [f"n{len(items)}"]).add_edge(START, "n").compile()
    assert call(driver, root, "invoke", ["a"]) == ["a", "n1"]
    mixed = (
        StateGraph(RootAndMore)
        .add_node("n", lambda s: {"__root__": ["n"], "other": "x"})
        .add_edge(START, "n")
        .compile()
    )
    assert call(driver, mixed, "invoke", {"__root__": ["a"]}) == {"__root__": ["a", "n"], "other": "x"}


# ---- entrypoint streams are eager ---------------------------------------------------------------


def test_entrypoint_task_updates_reach_the_caller_while_the_workflow_runs() -> None:
    # an entrypoint's @task updates all come within one step: the stream yields each
    # as it is made (LangGraph's stream_eager), not once the step is over
    first_seen = threading.Event()
    waited: list[bool] = []

    @task
    def step(n: int) -> int:
        if n == 2:
            waited.append(first_seen.wait(timeout=10))
        return n

    @entrypoint()
    def flow(_: Any) -> list[int]:
        return [step(1).result(), step(2).result()]

    for chunk in flow.stream({}, stream_mode="updates"):
        if chunk == {"step": 1}:
            first_seen.set()
    assert waited == [True]
