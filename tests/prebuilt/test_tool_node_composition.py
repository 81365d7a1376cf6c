"""``ToolNode`` composed as a LangChain Runnable (``with_fallbacks``, ``with_retry``, ``|``),
as LangGraph's tutorials do (user report u967: ``create_tool_node_with_fallback``)."""

# no `from __future__ import annotations`: @tool reads the tools' annotations at run time

from typing import Annotated, Any

import anyio
from langchain_core.messages import AIMessage, ToolMessage
from langchain_core.runnables import RunnableLambda
from langchain_core.tools import tool

from lingxigraph.graph import START, MessagesState, StateGraph
from lingxigraph.prebuilt import InjectedState, InjectedStore, ToolNode
from lingxigraph.store.base import BaseStore
from lingxigraph.store.memory import InMemoryStore


def _report_error(state: dict[str, Any]) -> dict[str, Any]:
    calls = state["messages"][-1].tool_calls
    return {"messages": [ToolMessage(f"caught {state['error']!r}", tool_call_id=c["id"]) for c in calls]}


def _graph(node: Any) -> Any:
    g = StateGraph(MessagesState)
    g.add_node("tools", node)
    g.add_edge(START, "tools")
    return g.compile(store=InMemoryStore())


def _calls(*args: str) -> dict[str, Any]:
    calls = [{"name": "lookup", "args": {"q": q}, "id": f"c{i}"} for i, q in enumerate(args)]
    return {"messages": [AIMessage("", id="ai", tool_calls=calls)]}


attempts: list[str] = []


@tool
def lookup(q: str, state: Annotated[dict, InjectedState], store: Annotated[BaseStore, InjectedStore()]) -> str:
    """Fail on "bad", and once on "flaky"."""
    attempts.append(q)
    store.put(("seen",), q, {"n": len(state["messages"])})
    if q == "bad" or (q == "flaky" and attempts.count(q) == 1):
        raise ConnectionError(f"down: {q}")
    return f"found {q}"


def test_with_fallbacks_answers_a_failing_tool_node() -> None:
    node = ToolNode([lookup]).with_fallbacks([RunnableLambda(_report_error)], exception_key="error")
    out = _graph(node).invoke(_calls("bad"))
    assert [m.content for m in out["messages"][1:]] == ["caught ConnectionError('down: bad')"]
    out = _graph(node).invoke(_calls("good"))  # no failure: the node's own result
    assert [m.content for m in out["messages"][1:]] == ["found good"]


def test_composed_node_keeps_injection_and_store() -> None:
    attempts.clear()
    store = InMemoryStore()
    node = ToolNode([lookup]).with_retry(stop_after_attempt=2, retry_if_exception_type=(ConnectionError,))
    g = StateGraph(MessagesState)
    g.add_node("tools", node)
    g.add_edge(START, "tools")
    out = g.compile(store=store).invoke(_calls("flaky"))
    assert ([m.content for m in out["messages"][1:]], attempts) == (["found flaky"], ["flaky", "flaky"])
    assert store.get(("seen",), "flaky").value == {"n": 1}


def test_pipe_and_async_fallbacks() -> None:
    upper = RunnableLambda(lambda out: {"messages": [ToolMessage(m.content.upper(), tool_call_id=m.tool_call_id) for m in out["messages"]]})
    out = _graph(ToolNode([lookup]) | upper).invoke(_calls("x"))
    assert [m.content for m in out["messages"][1:]] == ["FOUND X"]
    node = ToolNode([lookup]).with_fallbacks([RunnableLambda(_report_error)], exception_key="error")

    async def main() -> list[str]:
        res = await _graph(node).ainvoke(_calls("bad"))
        return [m.content for m in res["messages"][1:]]

    assert anyio.run(main) == ["caught ConnectionError('down: bad')"]


def test_validation_node_composes_too() -> None:
    import warnings

    from pydantic import BaseModel

    from lingxigraph.prebuilt import ValidationNode

    class Pick(BaseModel):
        n: int

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # ValidationNode is deprecated, as in LangGraph
        node = ValidationNode([Pick])
    seen: list[str] = []
    composed = node.with_config(tags=["checked"]) | RunnableLambda(lambda out: seen.append("after") or out)
    out = _graph(composed).invoke({"messages": [AIMessage("", id="ai", tool_calls=[{"name": "Pick", "args": {"n": 3}, "id": "p"}])]})
    assert ([m.content for m in out["messages"][1:]], seen) == (['{"n":3}'], ["after"])
