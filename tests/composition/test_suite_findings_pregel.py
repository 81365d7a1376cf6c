"""More behaviours found by running LangGraph's own Pregel tests against lingxigraph:
subgraphs, interrupts, durability, streaming, checkpoints and run control.

Each test states the rule (checked against LangGraph 1.2.11 with a small script) and
runs it on every driver where the code path differs.
"""

from __future__ import annotations

import operator
import threading
from typing import Annotated, Any

import anyio
import anyio.lowlevel
import pytest
from composition_helpers import call
from typing_extensions import TypedDict

from lingxigraph.channels import BinaryOperatorAggregate, LastValue, UntrackedValue
from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.config import RunnableConfig
from lingxigraph.errors import GraphDrained
from lingxigraph.graph import START, StateGraph
from lingxigraph.pregel import NodeBuilder, Pregel
from lingxigraph.runtime import RunControl
from lingxigraph.types import Command, Send, interrupt

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
