"""LangGraph 1.2.11 rules found by replaying users' bug reports (round 2, branch userbugs6)."""

from __future__ import annotations

import asyncio
import operator
from typing import Annotated, Optional

import pytest
from pydantic import BaseModel, field_validator
from typing_extensions import TypedDict

from lingxigraph.func import entrypoint, task
from lingxigraph.graph import END, START, StateGraph


class _Model(BaseModel):
    name: str = "anon"
    count: int = 0
    note: Optional[str] = None

    @field_validator("name")
    @classmethod
    def _upper(cls, v: str) -> str:
        return v.upper()


def _model_graph() -> object:
    b = StateGraph(_Model)
    b.add_node("n", lambda s: {"count": s.count + 1})
    b.add_edge(START, "n")
    b.add_edge("n", END)
    return b.compile()


def test_pydantic_instance_input_leaves_out_fields_at_their_none_default() -> None:
    # LangGraph reads a model given as input with its rule for returned models:
    # ``note`` (None, default None, not set) is no input, so the output lacks it
    assert _model_graph().invoke(_Model(name="zed", count=2)) == {"name": "ZED", "count": 3}  # type: ignore[attr-defined]
    assert _model_graph().invoke(_Model(name="zed", note=None)) == {"name": "ZED", "count": 1, "note": None}  # type: ignore[attr-defined]


class _S(TypedDict):
    x: int


def test_sync_call_of_an_async_node_names_it_as_langgraph_does() -> None:
    async def anode(s: _S) -> dict:
        return {"x": 1}

    b = StateGraph(_S)
    b.add_node("a", anode)
    b.add_edge(START, "a")
    with pytest.raises(TypeError) as info:
        b.compile().invoke({"x": 0})
    assert str(info.value) == (
        'No synchronous function provided to "a".\nEither initialize with a synchronous function or invoke'
        " via the async API (ainvoke, astream, etc.)"
    )


def test_sync_call_of_an_async_routing_function_names_the_function() -> None:
    async def pick(s: _S) -> str:
        return "b"

    b = StateGraph(_S)
    b.add_node("a", lambda s: {"x": 1})
    b.add_node("b", lambda s: {"x": 2})
    b.add_edge(START, "a")
    b.add_conditional_edges("a", pick, ["b"])
    g = b.compile()
    with pytest.raises(TypeError, match='No synchronous function provided to "pick"'):
        g.invoke({"x": 0})
    assert asyncio.run(g.ainvoke({"x": 0})) == {"x": 2}


def test_async_task_called_in_a_sync_run_raises_at_the_call() -> None:
    @task
    async def at(x: int) -> int:
        return x + 1

    @entrypoint()
    def sync_ep(x: int) -> str:
        try:
            at(x)
        except RuntimeError as e:
            return str(e)
        return "no error"

    assert sync_ep.invoke(1) == "In an sync context async tasks cannot be called"

    @entrypoint()
    async def async_ep(x: int) -> int:
        return await at(x)

    assert asyncio.run(async_ep.ainvoke(1)) == 2


def test_task_calls_resolve_to_none_under_astream_events_as_in_langgraph() -> None:
    # langchain-ai/langgraph#4084: LangGraph 1.2.11 streams the tasks of an async run
    # under astream_events / astream_log, and a @task call that runs resolves to None
    pytest.importorskip("langchain_core")
    seen: list[object] = []

    @task
    async def async_task() -> str:
        return "a"

    @task
    def sync_task(x: int) -> str:
        return f"s{x}"

    @entrypoint()
    async def wf(_: object) -> object:
        v = await async_task()
        s = await sync_task(1)
        seen.append((v, s))
        return v

    async def main() -> None:
        assert await wf.ainvoke({}) == "a"
        ends = [ev["data"].get("output") async for ev in wf.astream_events({}, version="v2")
                if ev["event"] == "on_chain_end" and ev["name"] in ("async_task", "sync_task")]
        assert ends == ["a", "s1"]  # the task runs themselves end with their values

    asyncio.run(main())
    assert seen == [("a", "s1"), (None, None)]


def test_dispatch_custom_event_in_a_node_without_handlers_is_a_no_op() -> None:
    # LangGraph's nodes run as LangChain runs even without handlers, so LangChain's
    # custom events find a parent run instead of raising "without a parent run id"
    pytest.importorskip("langchain_core")
    from langchain_core.callbacks.manager import adispatch_custom_event, dispatch_custom_event

    async def anode(s: _S) -> dict:
        await adispatch_custom_event("progress", {"pct": 50})
        return {"x": s["x"] + 1}

    def snode(s: _S) -> dict:
        dispatch_custom_event("progress", {"pct": 100})
        return {"x": s["x"] * 2}

    b = StateGraph(_S)
    b.add_node("anode", anode)
    b.add_node("snode", snode)
    b.add_edge(START, "anode")
    b.add_edge("anode", "snode")
    g = b.compile()
    assert asyncio.run(g.ainvoke({"x": 1})) == {"x": 4}

    b2 = StateGraph(_S)
    b2.add_node("snode", snode)
    b2.add_edge(START, "snode")
    assert b2.compile().invoke({"x": 3}) == {"x": 6}


def test_message_graph_is_exported_and_graph_output_has_a_dict() -> None:
    # old user code imports MessageGraph from the graph package; vars() of a v2 result
    # works on LangGraph's (non-slots) GraphOutput
    import warnings

    from lingxigraph.graph import MessageGraph
    from lingxigraph.warnings import LangGraphDeprecatedSinceV10

    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        builder = MessageGraph()
    assert [type(w.message) for w in seen] == [LangGraphDeprecatedSinceV10]
    builder.add_node("a", lambda msgs: ("ai", "hi"))
    builder.add_edge(START, "a")
    out = builder.compile().invoke([("user", "yo")], version="v2")
    assert sorted(vars(out)) == ["interrupts", "value"]
    assert [m.content for m in out.value] == ["yo", "hi"]


class _H(TypedDict, total=False):
    xs: Annotated[list, operator.add]


def _handled_graph(sibling: bool) -> object:
    from lingxigraph.checkpoint.memory import InMemorySaver
    from lingxigraph.errors import NodeError

    def boom(state: _H) -> dict:
        raise RuntimeError("boom")

    def handler(state: _H, error: NodeError) -> dict:
        return {"xs": [f"handled {error.node}"]}

    b = StateGraph(_H)
    b.add_node("boom", boom, error_handler=handler)
    b.add_edge(START, "boom")
    if sibling:
        b.add_node("ok", lambda s: {"xs": ["ok"]})
        b.add_edge(START, "ok")
    return b.compile(checkpointer=InMemorySaver())


def test_error_handler_runs_in_the_failed_task_step() -> None:
    # LangGraph 1.2.11 (PR 7233): the handler is a push task of the same step; the
    # failed task is saved with its error (snapshot result {}) and reports it
    g = _handled_graph(sibling=False)
    cfg = {"configurable": {"thread_id": "1"}}
    events = [(c["name"], c.get("error"), c.get("result")) for c in g.stream(  # type: ignore[attr-defined]
        {"xs": []}, cfg, stream_mode="tasks") if "result" in c]
    assert [(n, repr(e), r) for n, e, r in events] == [
        ("boom", "RuntimeError('boom')", {}), ("__error_handler__boom", "None", {"xs": ["handled boom"]})
    ]
    history = list(g.get_state_history(cfg))  # type: ignore[attr-defined]
    assert [(h.metadata["step"], h.next) for h in history] == [(1, ()), (0, ("boom",)), (-1, ("__start__",))]
    [failed] = history[1].tasks
    assert (failed.name, failed.error, failed.result) == ("boom", "RuntimeError('boom')", {})  # (saved as text)


def test_error_handler_beside_a_sibling_still_raises_once_the_run_ends() -> None:
    # LangGraph 1.2.11 (langgraph#8277): off its lone-task path the handled failure is
    # raised anyway, after the run completed and saved
    g = _handled_graph(sibling=True)
    cfg = {"configurable": {"thread_id": "1"}}
    with pytest.raises(RuntimeError, match="^boom") as raised:
        g.invoke({"xs": []}, cfg)  # type: ignore[attr-defined]
    # (named by its task, as LangGraph: the note is added when the attempt fails)
    assert [n.split(" and id")[0] for n in raised.value.__notes__] == ["During task with name 'boom'"]
    state = g.get_state(cfg)  # type: ignore[attr-defined]
    assert (sorted(state.values["xs"]), state.next) == (["handled boom", "ok"], ())
    assert _handled_graph(sibling=False).invoke({"xs": []}, cfg) == {"xs": ["handled boom"]}  # type: ignore[attr-defined]


def test_error_handler_gets_the_node_error_only_through_an_annotated_error_parameter() -> None:
    # LangGraph injects the NodeError as ``error`` when the parameter is annotated NodeError;
    # an unannotated handler is called with the state alone
    from lingxigraph.errors import NodeError

    def boom(state: _H) -> dict:
        raise ValueError("x")

    def typed(state: _H, error: NodeError) -> dict:
        return {"xs": [error.node]}

    def untyped(state, error):  # type: ignore[no-untyped-def]
        return {"xs": ["never"]}

    def state_only(state: _H) -> dict:
        return {"xs": ["state only"]}

    def run(handler: object) -> object:
        b = StateGraph(_H)
        b.add_node("boom", boom, error_handler=handler)
        b.add_edge(START, "boom")
        return b.compile().invoke({"xs": []})

    assert run(typed) == {"xs": ["boom"]}
    assert run(state_only) == {"xs": ["state only"]}
    with pytest.raises(TypeError, match="missing 1 required positional argument: 'error'"):
        run(untyped)
