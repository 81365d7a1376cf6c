"""Composition and control: functional API, policies, subgraphs, low-level API, bad input.

Each behaviour runs on every driver: sync (``invoke``/``stream``) and async
(``ainvoke``/``astream``) on asyncio and trio.
"""

from __future__ import annotations

import asyncio
import operator
from dataclasses import dataclass
from typing import Annotated, Any

import anyio
import pytest
from composition_helpers import call
from typing_extensions import TypedDict

from lingxigraph.cache.memory import InMemoryCache
from lingxigraph.channels import EphemeralValue, LastValue, Topic
from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.errors import NodeError, NodeTimeoutError, ParentCommand
from lingxigraph.func import entrypoint, task
from lingxigraph.graph import START, StateGraph
from lingxigraph.pregel import NodeBuilder, Pregel
from lingxigraph.runtime import Runtime, get_runtime
from lingxigraph.store.base import BaseStore
from lingxigraph.store.memory import InMemoryStore
from lingxigraph.config import RunnableConfig
from lingxigraph.types import CachePolicy, Command, RetryPolicy, StreamWriter, interrupt

DRIVERS = ["sync", "asyncio", "trio"]


class S(TypedDict, total=False):
    x: int
    log: Annotated[list, operator.add]




# ---- functional API ---------------------------------------------------------------------


@pytest.mark.parametrize("driver", DRIVERS)
def test_entrypoint_tasks_previous_and_final(driver: str) -> None:
    @task
    def double(x: int) -> int:
        return x * 2

    @entrypoint(checkpointer=InMemorySaver())
    def wf(n: int, *, previous: Any = None) -> Any:
        futures = [double(i) for i in range(n)]
        total = sum(f.result() for f in futures) + (previous or 0)
        return entrypoint.final(value=f"total {total}", save=total)

    cfg = {"configurable": {"thread_id": "f"}}
    assert call(driver, wf, "invoke", 3, cfg) == "total 6"
    assert call(driver, wf, "invoke", 2, cfg) == "total 8"
    assert wf.get_state(cfg).values == "total 8"
    updates = call(driver, wf, "stream", 2, {"configurable": {"thread_id": "g"}}, stream_mode="updates")
    assert sorted(map(str, updates[:-1])) == ["{'double': 0}", "{'double': 2}"]
    assert updates[-1] == {"wf": "total 2"}


@pytest.mark.parametrize("driver", DRIVERS)
def test_task_functions_get_config_store_and_writer_injected(driver: str) -> None:
    # LangGraph runs a task like a node: parameters named config / store / writer are filled in
    @task
    def named(x: int, config: RunnableConfig) -> str:
        return f"{x} {config['metadata']['langgraph_node']}"

    @task
    def stored(x: int, *, store: BaseStore, writer: StreamWriter) -> bool:
        writer(f"w{x}")
        return store is stores[0]

    @task
    def given(x: int, config: Any = None) -> Any:
        return config

    stores = [InMemoryStore()]

    @entrypoint(store=stores[0])
    def wf(n: int) -> Any:
        return [named(n).result(), stored(n).result(), given(n, "mine").result(), given(n, config="kw").result()]

    chunks = call(driver, wf, "stream", 1, stream_mode=["custom", "values"])
    assert chunks == [("custom", "w1"), ("values", ["1 named", True, "mine", "kw"])]


@pytest.mark.parametrize("driver", DRIVERS)
def test_entrypoint_runtime_previous_is_the_saved_value(driver: str) -> None:
    # LangGraph hands every task of the run the checkpoint's saved value as runtime.previous
    @task
    def seen() -> Any:
        return get_runtime().previous

    @entrypoint(checkpointer=InMemorySaver())
    def wf(n: int, *, runtime: Runtime) -> Any:
        return entrypoint.final(value={"previous": runtime.previous, "in_task": seen().result()}, save=n * 10)

    cfg = {"configurable": {"thread_id": "p"}}
    assert call(driver, wf, "invoke", 1, cfg) == {"previous": None, "in_task": None}
    assert call(driver, wf, "invoke", 2, cfg) == {"previous": 10, "in_task": 10}
    assert call(driver, wf, "invoke", 3, {"configurable": {"thread_id": "other"}}) == {"previous": None, "in_task": None}


@pytest.mark.parametrize("driver", DRIVERS)
@pytest.mark.parametrize("kind", ["sync", "async"])
def test_task_calls_with_a_cache_policy_are_served_from_the_graph_cache(driver: str, kind: str) -> None:
    if kind == "async" and driver == "sync":
        pytest.skip("an async entrypoint needs an async driver")
    calls: list[int] = []

    def square(x: int) -> int:
        calls.append(x)
        return x * x

    async def asquare(x: int) -> int:
        return square(x)

    squared = task(square if kind == "sync" else asquare, cache_policy=CachePolicy())

    def body(x: int) -> Any:
        return squared(x)

    if kind == "sync":

        def wf_fn(x: int) -> int:
            return body(x).result()

    else:

        async def wf_fn(x: int) -> int:  # type: ignore[misc]
            return await body(x)

    wf = entrypoint(cache=InMemoryCache())(wf_fn)
    runs = [call(driver, wf, "stream", x, stream_mode="updates") for x in (2, 2, 3)]
    assert runs == [
        [{"square" if kind == "sync" else "asquare": 4}, {"wf_fn": 4}],
        [{"square" if kind == "sync" else "asquare": 4, "__metadata__": {"cached": True}}, {"wf_fn": 4}],
        [{"square" if kind == "sync" else "asquare": 9}, {"wf_fn": 9}],
    ]
    assert calls == [2, 3]
    # a cached call reports its start but no result (as LangGraph)
    events = call(driver, wf, "stream", 2, stream_mode="tasks")
    assert [("result" in e, e["name"]) for e in events] == [(False, "wf_fn"), (False, squared.name), (True, "wf_fn")]
    squared.clear_cache(wf.cache)
    assert call(driver, wf, "invoke", 2) == 4
    assert calls == [2, 3, 2]


@pytest.mark.parametrize("driver", DRIVERS)
def test_finished_task_is_not_rerun_when_the_entrypoint_resumes(driver: str) -> None:
    runs: list[int] = []

    @task
    def double(x: int) -> int:
        runs.append(x)
        return x * 2

    @entrypoint(checkpointer=InMemorySaver())
    def hitl(x: int) -> dict[str, Any]:
        y = double(x).result()
        return {"y": y, "ans": interrupt({"y": y})}

    cfg = {"configurable": {"thread_id": "h"}}
    first = call(driver, hitl, "invoke", 5, cfg)
    assert first["__interrupt__"][0].value == {"y": 10}
    assert call(driver, hitl, "invoke", Command(resume="ok"), cfg) == {"y": 10, "ans": "ok"}
    assert runs == [5]


@pytest.mark.parametrize("driver", DRIVERS)
def test_resumed_entrypoint_reports_the_start_of_a_task_answered_from_saved_writes(driver: str) -> None:
    runs: list[int] = []

    @task
    def double(x: int) -> int:
        runs.append(x)
        return x * 2

    @entrypoint(checkpointer=InMemorySaver())
    def hitl(x: int) -> int:
        return double(x).result() + len(interrupt("go?"))

    cfg = {"configurable": {"thread_id": "h"}}
    call(driver, hitl, "invoke", 5, cfg)
    chunks = call(driver, hitl, "stream", Command(resume="ok"), cfg, stream_mode=["tasks", "updates"])
    # the saved call starts (as in LangGraph) but neither runs nor reports an update or result
    starts = [c["name"] for mode, c in chunks if mode == "tasks" and "input" in c]
    results = [c["name"] for mode, c in chunks if mode == "tasks" and "result" in c]
    assert starts == ["hitl", "double"]
    assert results == ["hitl"]
    assert [c for mode, c in chunks if mode == "updates"] == [{"hitl": 12}]
    assert runs == [5]


@pytest.mark.parametrize("driver", DRIVERS)
def test_interrupted_entrypoint_step_waits_for_its_running_task_calls(driver: str) -> None:
    import threading

    asked = threading.Event()
    runs: list[int] = []

    @task
    def slow(x: int) -> int:
        asked.wait(5)  # still running when the entrypoint interrupts
        runs.append(x)
        return x + 1

    @entrypoint(checkpointer=InMemorySaver())
    def wf(x: int) -> int:
        pending = slow(x)
        asked.set()
        answer = interrupt("go?")
        return pending.result() + len(answer)

    cfg = {"configurable": {"thread_id": "w"}}
    chunks = call(driver, wf, "stream", 1, cfg, stream_mode="updates")
    # as LangGraph: the step ends once the call finished, its result streamed and saved
    assert {"slow": 2} in chunks
    assert call(driver, wf, "invoke", Command(resume="ok"), cfg) == 4
    assert runs == [1]


@pytest.mark.parametrize("driver", DRIVERS)
def test_replayed_entrypoint_runs_its_task_calls_again(driver: str) -> None:
    runs: list[int] = []

    @task
    def double(x: int) -> int:
        runs.append(x)
        return x * 2

    @entrypoint(checkpointer=InMemorySaver())
    def wf(x: int) -> int:
        return double(x).result()

    cfg = {"configurable": {"thread_id": "r"}}
    assert call(driver, wf, "invoke", 5, cfg) == 10
    first = list(wf.get_state_history(cfg))[-1]  # the input checkpoint
    assert call(driver, wf, "invoke", None, first.config) == 10
    assert runs == [5, 5]


@pytest.mark.parametrize("driver", DRIVERS)
def test_interrupted_entrypoint_v2_values_are_an_empty_dict(driver: str) -> None:
    # LangGraph pops the interrupts out of the paused step's {"__interrupt__": ...} chunk
    @entrypoint(checkpointer=InMemorySaver())
    def wf(x: int) -> list[int]:
        return [x, interrupt("q")]

    out = call(driver, wf, "invoke", 1, {"configurable": {"thread_id": "a"}}, version="v2")
    assert out.value == {} and [i.value for i in out.interrupts] == ["q"]
    parts = call(driver, wf, "stream", 1, {"configurable": {"thread_id": "b"}}, stream_mode="values", version="v2")
    assert [(p["data"], [i.value for i in p["interrupts"]]) for p in parts] == [({}, ["q"])]
    assert [i.value for i in call(driver, wf, "invoke", 1, {"configurable": {"thread_id": "c"}})["__interrupt__"]] == ["q"]


@pytest.mark.parametrize("driver", DRIVERS)
def test_entrypoint_snapshot_task_result_is_the_return_value(driver: str) -> None:
    @entrypoint(checkpointer=InMemorySaver())
    def wf(x: int) -> dict[str, int]:
        return {"y": x + 1}

    cfg = {"configurable": {"thread_id": "r"}}
    call(driver, wf, "invoke", 1, cfg)
    first = list(wf.get_state_history(cfg))[-1]
    assert [(t.name, t.result) for t in first.tasks] == [("wf", {"y": 2})]


@pytest.mark.parametrize("driver", DRIVERS)
def test_task_call_events(driver: str) -> None:
    from lingxigraph.config import get_stream_writer

    @task
    def t(x: int) -> int:
        get_stream_writer()({"in": "t"})
        return x + 1

    @entrypoint(checkpointer=InMemorySaver())
    def wf(x: int) -> int:
        get_stream_writer()({"in": "wf"})
        return t(x).result()

    parts = call(driver, wf, "stream", 1, {"configurable": {"thread_id": "n"}}, stream_mode=["custom", "updates", "tasks"], version="v2")
    wf_id = next(p["data"]["id"] for p in parts if p["type"] == "tasks" and p["data"]["name"] == "wf")
    # a call's custom chunks carry the calling task's namespace (shown without subgraphs=True)
    assert [(p["ns"], p["data"]) for p in parts if p["type"] == "custom"] == [((), {"in": "wf"}), ((f"wf:{wf_id}",), {"in": "t"})]
    # the call's update comes before its task result
    kinds = [
        ("start" if "input" in p["data"] else "result", p["data"]["name"]) if p["type"] == "tasks" else (p["type"], *p["data"])
        for p in parts
        if p["type"] != "custom"
    ]
    assert kinds == [("start", "wf"), ("start", "t"), ("updates", "t"), ("result", "t"), ("updates", "wf"), ("result", "wf")]


@pytest.mark.parametrize("driver", DRIVERS)
def test_interrupt_inside_a_task_is_reported_once_by_the_caller(driver: str) -> None:
    @task
    def ask(x: int) -> int:
        return interrupt("q") + x

    @entrypoint(checkpointer=InMemorySaver())
    def wf(x: int) -> int:
        return ask(x).result()

    cfg = {"configurable": {"thread_id": "i"}}
    chunks = call(driver, wf, "stream", 1, cfg, stream_mode=["updates", "tasks"])
    assert [m for m, c in chunks if m == "updates"] == ["updates"]
    assert [c["name"] for m, c in chunks if m == "tasks" and "result" in c] == ["wf"]
    assert call(driver, wf, "invoke", Command(resume=2), cfg) == 3


def test_task_called_outside_an_entrypoint_raises() -> None:
    @task
    def double(x: int) -> int:
        return x * 2

    with pytest.raises(RuntimeError, match=r"^Called get_config outside of a runnable context$"):
        double(2)


# ---- policies -----------------------------------------------------------------------------


@pytest.mark.parametrize("driver", DRIVERS)
def test_retry_policy_retries_until_success(driver: str) -> None:
    attempts: list[int] = []

    def flaky(state: S) -> dict[str, Any]:
        attempts.append(1)
        if len(attempts) < 3:
            raise ConnectionError("down")
        return {"log": ["ok"]}

    g = StateGraph(S)
    g.add_node("flaky", flaky, retry_policy=RetryPolicy(initial_interval=0.001, jitter=False))
    g.add_edge(START, "flaky")
    assert call(driver, g.compile(), "invoke", {"log": []}) == {"log": ["ok"]}
    assert len(attempts) == 3


@pytest.mark.parametrize("driver", DRIVERS)
def test_retry_policy_gives_up_with_the_original_error(driver: str) -> None:
    attempts: list[int] = []

    def bad(state: S) -> dict[str, Any]:
        attempts.append(1)
        raise ValueError("bad")

    g = StateGraph(S)
    g.add_node("bad", bad, retry_policy=RetryPolicy(retry_on=ValueError, max_attempts=2, initial_interval=0.001))
    g.add_edge(START, "bad")
    with pytest.raises(ValueError, match=r"^bad(\n|$)"):
        call(driver, g.compile(), "invoke", {"log": []})
    assert len(attempts) == 2


@pytest.mark.parametrize("driver", DRIVERS)
def test_cache_policy_serves_the_second_identical_run(driver: str) -> None:
    calls: list[int] = []

    def slow(state: S) -> dict[str, Any]:
        calls.append(state["x"])
        return {"log": [f"computed {state['x']}"]}

    g = StateGraph(S)
    g.add_node("slow", slow, cache_policy=CachePolicy())
    g.add_edge(START, "slow")
    graph = g.compile(cache=InMemoryCache())
    first = call(driver, graph, "stream", {"x": 1, "log": []}, stream_mode="updates")
    second = call(driver, graph, "stream", {"x": 1, "log": []}, stream_mode="updates")
    assert first == [{"slow": {"log": ["computed 1"]}}]
    assert second == [{"slow": {"log": ["computed 1"]}, "__metadata__": {"cached": True}}]
    assert calls == [1]
    graph.clear_cache()
    call(driver, graph, "invoke", {"x": 1, "log": []})
    assert calls == [1, 1]


def test_cache_key_function_errors_and_key_types_as_in_langgraph() -> None:
    # LangGraph lets the key function's own error out, and refuses keys that are
    # neither str nor bytes (its hash function's TypeError)
    def graph(key_func: Any) -> Any:
        g = StateGraph(S)
        g.add_node("slow", lambda s: {"log": ["x"]}, cache_policy=CachePolicy(key_func=key_func))
        g.add_edge(START, "slow")
        return g.compile(cache=InMemoryCache())

    with pytest.raises(ZeroDivisionError):
        graph(lambda s: 1 / 0).invoke({"log": []})
    with pytest.raises(TypeError, match=r"^a bytes-like object is required, not 'int'$"):
        graph(lambda s: 5).invoke({"log": []})
    with pytest.raises(TypeError, match=r"^object supporting the buffer API required$"):
        graph(lambda s: None).invoke({"log": []})
    assert graph(lambda s: bytearray(b"k")).invoke({"log": []}) == {"log": ["x"]}


@pytest.mark.parametrize("driver", DRIVERS)
def test_deferred_node_runs_once_after_the_rest(driver: str) -> None:
    g = StateGraph(S)
    for name in ("a", "b1", "b2"):
        g.add_node(name, lambda s, name=name: {"log": [name]})
    g.add_node("final", lambda s: {"log": ["final"]}, defer=True)
    g.add_edge(START, "a")
    g.add_edge(START, "b1")
    g.add_edge("b1", "b2")
    g.add_edge("a", "final")
    g.add_edge("b2", "final")
    assert call(driver, g.compile(), "invoke", {"log": []}) == {"log": ["a", "b1", "b2", "final"]}


@pytest.mark.parametrize("driver", ["asyncio", "trio"])
def test_async_node_timeout(driver: str) -> None:
    async def slow(state: S) -> dict[str, Any]:
        await anyio.sleep(5)
        return {"log": ["slow"]}

    g = StateGraph(S)
    g.add_node("slow", slow, timeout=0.01)
    g.add_edge(START, "slow")
    with pytest.raises(NodeTimeoutError, match=r"^Node 'slow' exceeded its run timeout of 0\.010s") as info:
        call(driver, g.compile(), "invoke", {"log": []})
    assert info.value.node == "slow" and info.value.kind == "run"


def test_sync_node_timeout_is_refused_at_compile() -> None:
    g = StateGraph(S)
    g.add_node("sync_node", lambda s: {}, timeout=1.0)
    g.add_edge(START, "sync_node")
    with pytest.raises(ValueError, match=r"Node 'sync_node' is sync\.$"):
        g.compile()


@pytest.mark.parametrize("driver", DRIVERS)
def test_error_handler_replaces_the_failure(driver: str) -> None:
    def boom(state: S) -> dict[str, Any]:
        raise ValueError("bad")

    def handler(state: S, error: NodeError) -> dict[str, Any]:
        return {"log": [f"handled {error.node}: {error.error!r}"]}

    g = StateGraph(S)
    g.add_node("boom", boom, error_handler=handler)
    g.add_node("next", lambda s: {"log": ["next"]})
    g.add_edge(START, "boom")
    g.add_edge("boom", "next")
    graph = g.compile()
    assert call(driver, graph, "stream", {"log": []}, stream_mode="updates") == [
        {"__error_handler__boom": {"log": ["handled boom: ValueError('bad')"]}}
    ]


# ---- runtime and context ---------------------------------------------------------------


@dataclass
class Ctx:
    user: str


@pytest.mark.parametrize("driver", DRIVERS)
def test_context_is_validated_and_converted(driver: str) -> None:
    seen: list[Any] = []

    def node(state: S, runtime: Runtime[Ctx]) -> dict[str, Any]:
        seen.append(runtime.context)
        return {}

    g = StateGraph(S, context_schema=Ctx)
    g.add_node("node", node)
    g.add_edge(START, "node")
    graph = g.compile()
    call(driver, graph, "invoke", {"log": []}, context={"user": "ann"})
    assert seen == [Ctx(user="ann")]
    with pytest.raises(TypeError, match=r"unexpected keyword argument .nobody."):
        call(driver, graph, "invoke", {"log": []}, context={"nobody": 1})


@pytest.mark.parametrize("driver", DRIVERS)
def test_typed_dict_context_is_passed_as_the_given_dict(driver: str) -> None:
    # LangGraph hands a TypedDict context over as given (no check of the required keys)
    class TCtx(TypedDict):
        lang: str
        level: int

    seen: list[Any] = []

    def node(state: S, runtime: Runtime[TCtx]) -> dict[str, Any]:
        seen.append(runtime.context)
        return {}

    g = StateGraph(S, context_schema=TCtx)
    g.add_node("node", node)
    g.add_edge(START, "node")
    graph = g.compile()
    call(driver, graph, "invoke", {"log": []}, context={"lang": "fr", "level": 2})
    call(driver, graph, "invoke", {"log": []}, context={"lang": "de"})
    assert seen == [{"lang": "fr", "level": 2}, {"lang": "de"}]
    assert graph.get_context_jsonschema()["required"] == ["lang", "level"]


# ---- subgraphs --------------------------------------------------------------------------


@pytest.mark.parametrize("driver", DRIVERS)
def test_subgraph_with_its_own_memory_across_calls(driver: str) -> None:
    sub = StateGraph(S)
    sub.add_node("count", lambda s: {"x": s.get("x", 0) + 1})
    sub.add_edge(START, "count")
    parent = StateGraph(S)
    parent.add_node("sub", sub.compile(checkpointer=True))
    parent.add_edge(START, "sub")
    graph = parent.compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": "mem"}}
    assert [call(driver, graph, "invoke", {"log": []}, cfg)["x"] for _ in range(3)] == [1, 2, 3]


@pytest.mark.parametrize("driver", DRIVERS)
def test_subgraph_sharing_no_key_with_its_parent_runs_on_its_own_state(driver: str) -> None:
    # as in LangGraph: the subgraph starts from empty state (or, with
    # checkpointer=True, from its own saved state) and its output is dropped
    class Other(TypedDict, total=False):
        y: Annotated[list, operator.add]

    seen: list[dict[str, Any]] = []

    def n(state: Other) -> Other:
        seen.append(dict(state))
        return {"y": [1]}

    sub = StateGraph(Other)
    sub.add_node("n", n)
    sub.add_edge(START, "n")
    parent = StateGraph(S)
    parent.add_node("child", sub.compile(checkpointer=True))
    parent.add_edge(START, "child")
    graph = parent.compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": "t"}}
    assert call(driver, graph, "invoke", {"log": ["in"]}, cfg) == {"log": ["in"]}
    assert call(driver, graph, "invoke", {"log": []}, cfg) == {"log": ["in"]}
    assert seen == [{"y": []}, {"y": [1]}]


@pytest.mark.parametrize("driver", DRIVERS)
def test_command_parent_from_a_root_graph_leaves_the_run(driver: str) -> None:
    # LangGraph: nobody above takes it, so ParentCommand itself is raised, its
    # command addressed to the root namespace ("")
    g = StateGraph(S)
    g.add_node("n", lambda s: Command(graph=Command.PARENT, goto="x", update={"log": ["u"]}))
    g.add_edge(START, "n")
    with pytest.raises(ParentCommand) as caught:
        call(driver, g.compile(), "invoke", {"log": []})
    assert caught.value.args == (Command(graph="", goto="x", update={"log": ["u"]}),)
    assert str(caught.value) == "Command(update={'log': ['u']}, goto='x')"


# ---- low-level API -------------------------------------------------------------------------


@pytest.mark.parametrize("driver", DRIVERS)
def test_pregel_built_from_node_builders(driver: str) -> None:
    double = NodeBuilder().subscribe_only("a").do(lambda x: x + x).write_to("b", "c")
    again = NodeBuilder().subscribe_to("b").do(lambda x: x["b"] + x["b"]).write_to("c")
    app = Pregel(
        nodes={"double": double, "again": again},
        channels={"a": EphemeralValue(str), "b": EphemeralValue(str), "c": Topic(str, accumulate=True)},
        input_channels=["a"],
        output_channels=["c"],
    )
    assert call(driver, app, "invoke", {"a": "foo"}) == {"c": ["foofoo", "foofoofoofoo"]}
    single = Pregel(
        nodes={"n": NodeBuilder().subscribe_only("a").do(lambda x: x.upper()).write_to("b")},
        channels={"a": EphemeralValue(str), "b": LastValue(str)},
        input_channels="a",
        output_channels="b",
    )
    assert call(driver, single, "invoke", "hi") == "HI"


def test_async_node_builder_steps_are_awaited() -> None:
    async def shout(x: str) -> str:
        await asyncio.sleep(0)
        return x.upper()

    app = Pregel(
        nodes={"n": NodeBuilder().subscribe_only("a").do(shout).write_to("b")},
        channels={"a": EphemeralValue(str), "b": LastValue(str)},
        input_channels="a",
        output_channels="b",
    )
    assert asyncio.run(app.ainvoke("hey")) == "HEY"
