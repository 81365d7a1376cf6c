"""``run.messages`` with LangChain chat models (protocol message events), the
experimental-API warning, and v3 without langchain-core."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import warnings
from typing import Any

import anyio
import pytest

# langchain-core is imported inside the tests: the suite expects it unloaded otherwise
pytestmark = pytest.mark.skipif(importlib.util.find_spec("langchain_core") is None, reason="needs langchain-core")


def _graph(model: Any, *, constructed: bool = False, use_async: bool = False) -> Any:
    """START → call → acall [→ made]: ``call`` and ``acall`` call ``model``
    (with ``ainvoke`` when ``use_async``), ``made`` returns a hand-made message."""
    from langchain_core.messages import AIMessage

    from lingxigraph.graph import START, MessagesState, StateGraph

    # langchain-core, just imported, put its beta-warning filter first: ours again
    warnings.filterwarnings("ignore", message="The v3 streaming protocol on Pregel is experimental")

    def call(state: MessagesState) -> dict[str, Any]:
        return {"messages": model.invoke(state["messages"])}

    async def acall(state: MessagesState) -> dict[str, Any]:
        return {"messages": await model.ainvoke(state["messages"])}

    g = StateGraph(MessagesState)
    g.add_node("call", acall if use_async else call)
    g.add_node("acall", acall if use_async else call)
    g.add_edge(START, "call")
    g.add_edge("call", "acall")
    if constructed:
        g.add_node("made", lambda s: {"messages": [AIMessage(content="made by hand", id="m-1")]})
        g.add_edge("acall", "made")
    return g.compile()


def _model(*texts: str) -> Any:
    from langchain_core.language_models import GenericFakeChatModel

    return GenericFakeChatModel(messages=iter(texts))


def test_each_model_call_is_one_chat_model_stream() -> None:
    from langchain_core.language_models.chat_model_stream import ChatModelStream

    run = _graph(_model("hello world", "second answer"), constructed=True).stream_events({"messages": "hi"}, version="v3")
    streams = list(run.messages)
    assert all(isinstance(s, ChatModelStream) for s in streams)
    assert [(s.node, s.output.text) for s in streams] == [
        ("call", "hello world"),
        ("acall", "second answer"),
        ("made", "made by hand"),
    ]
    assert streams[2].message_id == "m-1"
    assert [m.text for m in run.output["messages"]] == ["hi", "hello world", "second answer", "made by hand"]


def test_model_stream_events_carry_run_ids_and_text_deltas() -> None:
    run = _graph(_model("a b c", "d")).stream_events({"messages": "hi"}, version="v3")
    events = [e for e in run if e["method"] == "messages"]
    kinds = [payload["event"] for payload, _ in (e["params"]["data"] for e in events)]
    assert kinds[0] == "message-start" and kinds.count("message-finish") == 2
    assert "content-block-delta" in kinds
    run_ids = {meta["run_id"] for _, meta in (e["params"]["data"] for e in events)}
    assert len(run_ids) == 2
    assert {meta["langgraph_node"] for _, meta in (e["params"]["data"] for e in events)} == {"call", "acall"}


def test_plain_stream_messages_mode_keeps_token_chunks() -> None:
    from langchain_core.messages import AIMessageChunk

    graph = _graph(_model("x y", "z"))
    chunks = [m for m, _ in graph.stream({"messages": "hi"}, stream_mode="messages")]
    assert chunks and all(isinstance(m, AIMessageChunk) for m in chunks)


def test_async_messages_projection() -> None:
    async def main() -> list[str]:
        run = await _graph(_model("one", "two"), use_async=True).astream_events({"messages": "hi"}, version="v3")
        texts = []
        async for stream in run.messages:
            texts.append((await stream).text)
        return texts

    assert anyio.run(main) == ["one", "two"]


@pytest.mark.beta_warning
def test_v3_warns_that_it_is_experimental() -> None:
    from langchain_core._api import LangChainBetaWarning

    from lingxigraph.graph import START, StateGraph

    g = StateGraph(dict)  # type: ignore[type-var]
    g.add_node("n", lambda s: {"v": 1})
    g.add_edge(START, "n")
    with pytest.warns(LangChainBetaWarning, match="^The v3 streaming protocol on Pregel is experimental\\.$"):
        run = g.compile().stream_events({"v": 0}, version="v3")
    assert run.output == {"v": 1}


def test_a_run_without_chat_models_has_an_empty_messages_projection() -> None:
    # LangGraph registers run.messages for every v3 run (user report u956)
    from lingxigraph.graph import START, StateGraph

    g = StateGraph(dict)  # type: ignore[type-var]
    g.add_node("n", lambda s: {"v": 1})
    g.add_edge(START, "n")
    run = g.compile().stream_events({"v": 0}, version="v3")
    assert sorted(run.extensions) == ["lifecycle", "messages", "subgraphs", "values"]
    assert list(run.messages) == []
    run = g.compile().stream_events({"v": 0}, version="v3")
    assert [e["method"] for e in run] == ["values", "values"]


_NOT_IMPORTED = """
import sys, warnings
warnings.simplefilter("error")
from lingxigraph.graph import START, StateGraph
g = StateGraph(dict)
g.add_node("n", lambda s: {"v": 1})
g.add_edge(START, "n")
run = g.compile().stream_events({"v": 0}, version="v3")
print(run.output, "langchain_core" in sys.modules)
run = g.compile().stream_events({"v": 0}, version="v3")
print(sorted(run.extensions), list(run.messages), "langchain_core" in sys.modules)
"""


def test_v3_does_not_import_langchain_core() -> None:
    done = subprocess.run([sys.executable, "-c", _NOT_IMPORTED], capture_output=True, text=True, check=True, timeout=120)
    # run.messages exists (empty) even so, as in LangGraph
    assert done.stdout.strip().split("\n") == ["{'v': 1} False", "['lifecycle', 'messages', 'subgraphs', 'values'] [] False"]


_WITHOUT_LANGCHAIN = """
import sys, warnings
sys.modules["langchain_core"] = None  # as if not installed
warnings.simplefilter("error")
from lingxigraph.graph import START, StateGraph
from lingxigraph.stream import UpdatesTransformer
g = StateGraph(dict)
g.add_node("n", lambda s: {"v": 1})
g.add_edge(START, "n")
run = g.compile().stream_events({"v": 0}, version="v3", transformers=[UpdatesTransformer])
print([e["method"] for e in run], run.output)
import lingxigraph.stream
print(any(name.startswith("langchain") for name in sys.modules if sys.modules[name] is not None))
from lingxigraph.graph import MessagesState
m = StateGraph(MessagesState)
m.add_node("n", lambda s: {"messages": [{"role": "assistant", "content": "a"}, {"role": "user", "content": "b"}]})
m.add_edge(START, "n")
run = m.compile().stream_events({"messages": []}, version="v3")
print(sorted(run.extensions), list(run.messages))
print([e["method"] for e in m.compile().stream_events({"messages": []}, version="v3")])
"""


def test_v3_without_langchain_core_and_without_warning() -> None:
    done = subprocess.run(
        [sys.executable, "-c", _WITHOUT_LANGCHAIN], capture_output=True, text=True, check=True, timeout=120
    )
    assert done.stdout.split("\n")[:4] == [
        "['values', 'updates', 'values'] {'v': 1}",
        "False",
        "['lifecycle', 'messages', 'subgraphs', 'values'] []",
        "['values', 'values']",  # messages mode shows no AI message it cannot convert
    ]


def test_model_calls_report_protocol_events_with_their_run_id() -> None:
    # as in LangGraph, a model called in a v3 run streams LangChain's content-block
    # events (so the node gets the message assembled from them: v1 content blocks)
    run = _graph(_model("hello world", "two")).stream_events({"messages": "hi"}, version="v3")
    events = [e["params"]["data"] for e in run if e["method"] == "messages"]
    start, first_meta = events[0]
    assert start == {"event": "message-start", "role": "ai", "id": "lc_run--" + first_meta["run_id"]}
    assert [p["event"] for p, m in events if m["run_id"] == first_meta["run_id"]] == [
        "message-start", "content-block-start", "content-block-delta", "content-block-delta",
        "content-block-delta", "content-block-finish", "message-finish",
    ]
    answer = run.output["messages"][1]
    assert (answer.id, answer.text, answer.content) == (start["id"], "hello world", [{"type": "text", "text": "hello world", "index": 0}])


def test_a_models_own_v3_stream_in_a_node_is_one_message() -> None:
    from lingxigraph.graph import START, MessagesState, StateGraph

    warnings.filterwarnings("ignore", message="The v3 streaming protocol on Pregel is experimental")
    model = _model("hello world")

    def call(state: MessagesState) -> dict[str, Any]:
        return {"messages": model.stream_events(state["messages"], version="v3").output}

    g = StateGraph(MessagesState)
    g.add_node("call", call)
    g.add_edge(START, "call")
    run = g.compile().stream_events({"messages": "hi"}, version="v3")
    (stream,) = list(run.messages)
    assert "".join(stream.text) == "hello world"


def test_a_node_streaming_messages_itself_gets_token_chunks() -> None:
    from langchain_core.messages import AIMessageChunk
    from langchain_core.runnables import RunnableConfig

    from lingxigraph.graph import START, StateGraph

    inner = _graph(_model("x y", "z"))

    def node(state: dict[str, Any], config: RunnableConfig) -> dict[str, Any]:
        parts = list(inner.stream({"messages": "hi"}, config, stream_mode="messages"))
        return {"kinds": sorted({type(m).__name__ for m, _ in parts})}

    g = StateGraph(dict)  # type: ignore[type-var]
    g.add_node("node", node)
    g.add_edge(START, "node")
    run = g.compile().stream_events({"kinds": []}, version="v3")
    assert run.output == {"kinds": [AIMessageChunk.__name__]}


def test_subgraph_handle_messages() -> None:
    from lingxigraph.graph import START, MessagesState, StateGraph

    outer = StateGraph(MessagesState)
    outer.add_node("wrap", _graph(_model("deep", "er")))
    outer.add_edge(START, "wrap")
    run = outer.compile().stream_events({"messages": "hi"}, version="v3")
    seen = []
    for handle in run.subgraphs:
        seen += [(s.node, s.namespace, s.output.text) for s in handle.messages]
    assert seen == [("call", [], "deep"), ("acall", [], "er")]  # namespaces relative to the handle


def test_lingxigraph_fake_chat_model_messages_are_message_streams() -> None:
    import langchain_core.messages  # noqa: F401 - the messages projection needs it loaded

    from lingxigraph.graph import START, MessagesState, StateGraph
    from lingxigraph.testing import FakeChatModel

    warnings.filterwarnings("ignore", message="The v3 streaming protocol on Pregel is experimental")
    model = FakeChatModel(["hello there"])
    g = StateGraph(MessagesState)
    g.add_node("n", lambda s: {"messages": [model.invoke(s["messages"])]})
    g.add_edge(START, "n")
    run = g.compile().stream_events({"messages": "hi"}, version="v3")
    assert [(s.node, list(s.text), s.output.text) for s in run.messages] == [("n", ["hello", " ", "there"], "hello there")]


def test_a_call_whose_message_start_has_role_tool_stays_out_of_the_messages_projection() -> None:
    # A transformer registered before the built-ins may mark a model call's
    # message-start as role "tool" to hide it (langchain's InternalCallTransformer
    # hides middleware-internal calls so); the call still showed on run.messages.
    from lingxigraph.stream import ProtocolEvent, StreamTransformer

    class HideFirstCall(StreamTransformer):
        before_builtins = True
        required_stream_modes = ("messages",)

        def __init__(self, scope: tuple[str, ...] = ()) -> None:
            super().__init__(scope)
            self.hidden: str | None = None

        def init(self) -> dict[str, Any]:
            return {}

        def process(self, event: ProtocolEvent) -> bool:
            payload, meta = event["params"]["data"] if event["method"] == "messages" else (None, None)
            if isinstance(payload, dict) and payload.get("event") == "message-start" and self.hidden is None:
                self.hidden = meta["run_id"]
                payload["role"] = "tool"
            return not (isinstance(meta, dict) and meta.get("run_id") == self.hidden)

    run = _graph(_model("secret", "shown")).stream_events({"messages": "hi"}, version="v3", transformers=[HideFirstCall])
    assert [(s.node, s.output.text) for s in run.messages] == [("acall", "shown")]
    assert [m.text for m in run.output["messages"]] == ["hi", "secret", "shown"]


def test_a_node_returning_a_human_message_gets_a_stream_but_not_a_tool_result() -> None:
    # LangGraph shows every message a node returns on run.messages except tool
    # results (lingxigraph showed only AI messages)
    from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

    from lingxigraph.graph import START, MessagesState, StateGraph

    def reply(state: MessagesState) -> dict[str, Any]:
        return {
            "messages": [
                HumanMessage("follow-up", id="h-1"),
                ToolMessage("42", tool_call_id="c-1", id="t-1"),
                AIMessage("done", id="a-1"),
            ]
        }

    g = StateGraph(MessagesState)
    g.add_node("reply", reply)
    g.add_edge(START, "reply")
    run = g.compile().stream_events({"messages": [HumanMessage("hi", id="in-1")]}, version="v3")
    assert [(s.message_id, s.node, s.output.text) for s in run.messages] == [
        ("h-1", "reply", "follow-up"),
        ("a-1", "reply", "done"),
    ]


def test_messages_transformer_ignores_a_call_it_did_not_see_start() -> None:
    # a content-block event of an unknown model call makes no stream (LangGraph
    # drops it; lingxigraph made a stream with no start)
    from lingxigraph.stream._mux import StreamMux
    from lingxigraph.stream.transformers import MessagesTransformer

    mux = StreamMux(factories=[MessagesTransformer], is_async=False)
    streams = iter(mux.extensions["messages"])
    delta = {"event": "content-block-delta", "index": 0, "delta": {"type": "text-delta", "text": "x"}}
    mux.push({"type": "event", "method": "messages", "params": {"namespace": [], "timestamp": 0, "data": (delta, {"run_id": "r"})}})
    mux.close()
    assert list(streams) == []
