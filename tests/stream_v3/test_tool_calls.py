"""``tools`` stream mode and ``ToolCallTransformer`` (``run.tool_calls``)."""

# no `from __future__ import annotations`: @tool reads the tools' annotations at run time

import importlib.util
import operator
import warnings
from typing import Annotated, Any

import anyio
import pytest
from typing_extensions import TypedDict

from lingxigraph.graph import START, StateGraph
from lingxigraph.graph.message import add_messages

# langchain-core (and lingxigraph.prebuilt, built on it) are imported inside the
# tests: the suite expects them unloaded otherwise
pytestmark = pytest.mark.skipif(importlib.util.find_spec("langchain_core") is None, reason="needs langchain-core")


class St(TypedDict):
    messages: Annotated[list[Any], add_messages]
    log: Annotated[list[str], operator.add]


def _graph(*calls: tuple[str, dict[str, Any], str], **compile_kw: Any) -> Any:
    """START → caller (an AI message with ``calls``) → tools (``echo``, ``boom``)."""
    from langchain_core.messages import AIMessage
    from langchain_core.tools import tool

    from lingxigraph.prebuilt import ToolNode, ToolRuntime

    # langchain-core, just imported, put its beta-warning filter first: ours again
    warnings.filterwarnings("ignore", message="The v3 streaming protocol on Pregel is experimental")

    @tool
    def echo(text: str, runtime: ToolRuntime) -> str:
        """Echo ``text``, streaming two partial outputs."""
        for part in ("a", "b"):
            runtime.emit_output_delta(part)
        return "got " + text

    @tool
    def boom() -> str:
        """Fail."""
        raise ValueError("nope")

    def caller(state: St) -> dict[str, Any]:
        tool_calls = [{"name": name, "args": args, "id": call_id} for name, args, call_id in calls]
        return {"messages": [AIMessage("", id="ai1", tool_calls=tool_calls)]}

    g = StateGraph(St)
    g.add_node("caller", caller)
    g.add_node("tools", ToolNode([echo, boom], handle_tool_errors=False))
    g.add_edge(START, "caller")
    g.add_edge("caller", "tools")
    return g.compile(**compile_kw)


def _transformer() -> Any:
    from lingxigraph.prebuilt import ToolCallTransformer

    return ToolCallTransformer


def test_tools_stream_mode_events() -> None:
    graph = _graph(("echo", {"text": "hi"}, "tc1"))
    chunks = [c for ns, mode, c in graph.stream({"messages": []}, stream_mode=["tools"], subgraphs=True) if mode == "tools"]
    assert [c["event"] for c in chunks] == ["tool-started", "tool-output-delta", "tool-output-delta", "tool-finished"]
    assert chunks[0] == {"event": "tool-started", "tool_call_id": "tc1", "tool_name": "echo", "input": {"text": "hi"}}
    assert [c["delta"] for c in chunks[1:3]] == ["a", "b"]
    assert chunks[3]["output"].content == "got hi"


def test_no_tools_events_unless_asked() -> None:
    graph = _graph(("echo", {"text": "hi"}, "tc1"))
    modes = {mode for mode, _ in graph.stream({"messages": []}, stream_mode=["updates", "custom"])}
    assert modes == {"updates"}


def _agent_in_a_tool() -> Any:
    """START → caller → tools (``ask``, which invokes the ``_graph`` agent, whose
    ``echo`` call streams two deltas)."""
    from langchain_core.messages import AIMessage
    from langchain_core.runnables import RunnableConfig
    from langchain_core.tools import tool

    from lingxigraph.prebuilt import ToolNode

    inner = _graph(("echo", {"text": "hi"}, "in1"))

    @tool
    def ask(config: RunnableConfig) -> str:
        """Ask the inner agent."""
        return inner.invoke({"messages": []}, config)["messages"][-1].content

    g = StateGraph(St)
    g.add_node("caller", lambda s: {"messages": [AIMessage("", id="ai0", tool_calls=[{"name": "ask", "args": {}, "id": "out1"}])]})
    g.add_node("tools", ToolNode([ask]))
    g.add_edge(START, "caller")
    g.add_edge("caller", "tools")
    return g.compile()


@pytest.mark.parametrize("subgraphs", [True, False])
def test_tool_calls_of_a_graph_invoked_in_a_tool_stream_at_that_graphs_namespace(subgraphs: bool) -> None:
    # they were streamed at the calling task's level, as if the outer agent made them
    chunks = [
        (tuple(seg.split(":")[0] for seg in ns), c["event"], c["tool_call_id"])
        for ns, mode, c in _agent_in_a_tool().stream({"messages": []}, stream_mode=["tools"], subgraphs=True)
    ] if subgraphs else [
        ((), c["event"], c["tool_call_id"]) for mode, c in _agent_in_a_tool().stream({"messages": []}, stream_mode=["tools"])
    ]
    inner = [
        (("tools",), "tool-started", "in1"),
        (("tools",), "tool-output-delta", "in1"),
        (("tools",), "tool-output-delta", "in1"),
        (("tools",), "tool-finished", "in1"),
    ]
    # without subgraphs the inner call is not streamed, and (as in LangGraph) the
    # deltas its tool emits go to the tool call still open in this context
    hidden = [((), "tool-output-delta", "out1")] * 2
    assert chunks == [((), "tool-started", "out1"), *(inner if subgraphs else hidden), ((), "tool-finished", "out1")]


def test_tool_calls_projection_sync() -> None:
    graph = _graph(("echo", {"text": "hi"}, "tc1"), ("echo", {"text": "yo"}, "tc2"), transformers=[_transformer()])
    run = graph.stream_events({"messages": []}, version="v3")
    seen = []
    from lingxigraph.prebuilt._tool_call_transformer import ToolCallStream

    for call in run.tool_calls:
        assert isinstance(call, ToolCallStream)
        seen.append((call.tool_call_id, call.input, list(call), call.output, call.error, call.completed))
    # the calls may run at once: tc2's deltas can arrive while tc1's are being
    # read, before anyone subscribed to tc2's (a channel keeps items once subscribed)
    assert [(c[0], c[1], c[3], c[4], c[5]) for c in seen] == [
        ("tc1", {"text": "hi"}, "got hi", None, True),
        ("tc2", {"text": "yo"}, "got yo", None, True),
    ]
    assert seen[0][2] == ["a", "b"]
    assert seen[1][2] in (["a", "b"], ["b"], [])


def test_tool_error_ends_its_stream_and_the_run() -> None:
    graph = _graph(("boom", {}, "tc1"), transformers=[_transformer()])
    run = graph.stream_events({"messages": []}, version="v3")
    calls = []
    with pytest.raises(ValueError, match="^nope"):
        for call in run.tool_calls:
            # a failed call's deltas end normally, the error is in `error` (as
            # LangGraph's handle; they raised RuntimeError: user report u957)
            calls.append((call, list(call.output_deltas)))
    assert [(c.tool_call_id, deltas, c.error, c.completed, c.output) for c, deltas in calls] == [("tc1", [], "nope", True, None)]
    assert repr(calls[0][0]) == "ToolCallStream(tool_call_id='tc1', tool_name='boom', status=failed)"


def _bound_transformer() -> Any:
    from lingxigraph.stream._protocol import new_event

    transformer = _transformer()(())
    transformer.init()

    def send(data: dict[str, Any]) -> None:
        transformer.process(new_event("tools", [], data))  # type: ignore[arg-type]

    return transformer, send


def test_tool_call_handles_ended_by_the_run() -> None:
    transformer, send = _bound_transformer()
    send({"event": "tool-started", "tool_call_id": "a", "tool_name": "t", "input": {}})
    send({"event": "tool-started", "tool_call_id": "b", "tool_name": "t"})
    send({"event": "tool-started", "tool_name": "no id"})  # ignored, as LangGraph does
    a, b = transformer._active["a"], transformer._active["b"]
    assert sorted(transformer._active) == ["a", "b"]
    assert repr(a) == "ToolCallStream(tool_call_id='a', tool_name='t', status=running)"
    send({"event": "tool-finished", "tool_call_id": "a", "output": {"type": "constructor", "id": ["x", "ToolMessage"], "kwargs": {"content": "c"}}})
    assert (a.output, a.completed, a.error) == ("c", True, None)
    transformer.finalize()  # the run ended with b still open: it ends without output
    assert (b.output, b.completed, b.error, repr(b).endswith("status=completed)")) == (None, True, None, True)
    transformer, send = _bound_transformer()
    send({"event": "tool-started", "tool_call_id": "c", "tool_name": "t"})
    c = transformer._active["c"]
    send({"event": "tool-finished", "tool_call_id": "c", "output": {"type": "tool", "content": "kept as is"}})
    assert c.output == {"type": "tool", "content": "kept as is"}
    transformer, send = _bound_transformer()
    send({"event": "tool-started", "tool_call_id": "d", "tool_name": "t"})
    d = transformer._active["d"]
    transformer.fail(KeyError("run failed"))  # the run failed: open calls fail with its message
    assert (d.error, d.completed, d._output_deltas._closed, d._output_deltas._error) == ("'run failed'", True, True, None)


def test_a_failed_calls_deltas_end_normally_and_the_run_raises_the_tools_error() -> None:
    # LangGraph closes a failed call's deltas; reading them raised RuntimeError("nope")
    # instead of letting the run raise the tool's own ValueError.
    graph = _graph(("boom", {}, "tc1"), transformers=[_transformer()])
    run = graph.stream_events({"messages": []}, version="v3")
    deltas = []
    with pytest.raises(ValueError, match="^nope"):
        for call in run.tool_calls:
            deltas.append(list(call.output_deltas))
    assert deltas == [[]]


def test_tool_calls_projection_async() -> None:
    graph = _graph(("echo", {"text": "hi"}, "tc1"))

    async def main() -> list[Any]:
        run = await graph.astream_events({"messages": []}, version="v3", transformers=[_transformer()])
        out = []
        async for call in run.tool_calls:
            out.append((call.tool_name, [d async for d in call], call.output))
        return out

    assert anyio.run(main) == [("echo", ["a", "b"], "got hi")]


def test_emit_output_delta_outside_a_streamed_tool_call_does_nothing() -> None:
    from lingxigraph.pregel._tools import _tool_call_writer

    assert _tool_call_writer.get() is None
    graph = _graph(("echo", {"text": "hi"}, "tc1"))
    assert graph.invoke({"messages": []})["messages"][-1].content == "got hi"


def test_tool_results_are_not_message_events() -> None:
    graph = _graph(("echo", {"text": "hi"}, "tc1"), transformers=[_transformer()])
    run = graph.stream_events({"messages": []}, version="v3")
    messages = [e["params"]["data"][0] for e in run if e["method"] == "messages"]
    # the caller's AI message only (LangGraph streams no tool messages in v3)
    assert [type(m).__name__ for m in messages] == ["AIMessage"]
