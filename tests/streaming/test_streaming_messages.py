"""``messages`` stream mode: model tokens and returned messages (behaviour.md §7).

Without LangChain, ``lingxigraph.testing.FakeChatModel`` streams its reply token
by token when a node calls it. With ``langchain_core`` importable, a LangChain
``GenericFakeChatModel`` must stream exactly as under LangGraph (those tests are
skipped otherwise; run them with LangChain on ``PYTHONPATH``).
"""

from __future__ import annotations

from typing import Annotated, Any

import pytest
from streaming_helpers import Driver, Masker, is_tuple_of, new_graph, node, render, thread
from streaming_recorded import RECORDED

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.func import entrypoint, task
from lingxigraph.graph import START, MessagesState
from lingxigraph.graph.message import add_messages
from lingxigraph.messages import AIMessage, AIMessageChunk, HumanMessage
from lingxigraph.testing import FakeChatModel
from typing_extensions import TypedDict

TOKENS = ["hello", " ", "big", " ", "world"]
METADATA_ORDER = [
    "thread_id",
    "ls_integration",
    "langgraph_step",
    "langgraph_node",
    "langgraph_triggers",
    "langgraph_path",
    "langgraph_checkpoint_ns",
]
"""The leading metadata keys, in LangGraph's order (e04)."""


def _model_node(model: FakeChatModel, async_nodes: bool) -> Any:
    """A node that calls ``model`` with the state's messages (``ainvoke`` for async drivers)."""

    def chat(state: MessagesState) -> dict[str, Any]:
        return {"messages": [model.invoke(state["messages"])]}

    async def achat(state: MessagesState) -> dict[str, Any]:
        return {"messages": [await model.ainvoke(state["messages"])]}

    return achat if async_nodes else chat


def _chat_then_plain(async_nodes: bool) -> Any:
    """e04 without LangChain: ``START -> chat (FakeChatModel) -> plain (returns AIMessage 'ai-2')``."""

    def plain(state: MessagesState) -> dict[str, Any]:
        return {"messages": [AIMessage(content="plain msg", id="ai-2")]}

    builder = new_graph(MessagesState)
    builder.add_node("chat", _model_node(FakeChatModel(["hello big world"]), async_nodes))
    builder.add_node("plain", node(plain, async_nodes))
    builder.add_edge(START, "chat")
    builder.add_edge("chat", "plain")
    return builder.compile(checkpointer=InMemorySaver())


def _hi() -> dict[str, Any]:
    return {"messages": [HumanMessage("hi", id="h-1")]}


def _messages_and_task_ids(run: Driver, graph: Any, **kwargs: Any) -> tuple[list[Any], dict[str, str]]:
    chunks = run(graph, "stream", _hi(), thread("m"), stream_mode=["messages", "tasks"], **kwargs)
    task_ids = {c["name"]: c["id"] for mode, c in chunks if mode == "tasks" and "input" in c}
    return [c for mode, c in chunks if mode == "messages"], task_ids


def test_model_tokens_stream_as_chunks_with_task_metadata(run: Driver) -> None:
    messages, task_ids = _messages_and_task_ids(run, _chat_then_plain(run.is_async))
    tokens = messages[: len(TOKENS)]
    assert all(is_tuple_of(c, 2) for c in messages)
    assert [type(m) for m, _ in tokens] == [AIMessageChunk] * len(TOKENS)
    assert [m.content for m, _ in tokens] == TOKENS
    assert len({m.id for m, _ in tokens}) == 1
    assert [getattr(m, "chunk_position", None) for m, _ in tokens] == [None] * 4 + ["last"]
    for _, meta in tokens:
        assert list(meta)[: len(METADATA_ORDER)] == METADATA_ORDER
        assert meta["thread_id"] == "m"
        assert isinstance(meta["ls_integration"], str)
        assert meta["langgraph_step"] == 1
        assert meta["langgraph_node"] == "chat"
        assert meta["langgraph_triggers"] == ("branch:to:chat",)
        assert meta["langgraph_path"] == ("__pregel_pull", "chat")
        assert meta["langgraph_checkpoint_ns"] == f"chat:{task_ids['chat']}"


def test_returned_message_is_emitted_once_whole(run: Driver) -> None:
    messages, task_ids = _messages_and_task_ids(run, _chat_then_plain(run.is_async))
    assert len(messages) == len(TOKENS) + 1  # chat's final AIMessage was already streamed by id
    message, meta = messages[-1]
    assert type(message) is AIMessage
    assert (message.content, message.id) == ("plain msg", "ai-2")
    assert list(meta.items()) == [
        ("thread_id", "m"),
        ("ls_integration", "langgraph"),
        ("langgraph_step", 2),
        ("langgraph_node", "plain"),
        ("langgraph_triggers", ("branch:to:plain",)),
        ("langgraph_path", ("__pregel_pull", "plain")),
        ("langgraph_checkpoint_ns", f"plain:{task_ids['plain']}"),
    ]


def _messages_and_updates(chunks: list[Any]) -> str:
    """Chunks of ``stream_mode=['messages', 'updates']`` printed as e04 printed them."""
    lines: list[str] = []
    for mode, data in chunks:
        if mode == "messages":
            lines.append(f"{mode} {type(data[0]).__name__} {data[0].content!r}")
        else:
            shown = {k: [(type(m).__name__, m.content) for m in v["messages"]] for k, v in data.items()}
            lines.append(f"{mode} {shown}")
    return "\n".join(lines)


def test_tokens_arrive_before_the_node_update_like_langgraph(run: Driver) -> None:
    chunks = run(_chat_then_plain(run.is_async), "stream", _hi(), thread("m"), stream_mode=["messages", "updates"])
    assert _messages_and_updates(chunks) == RECORDED["e04/langchain-with-updates"].body


def test_v2_messages_parts_hold_a_tuple(run: Driver) -> None:
    parts = run(_chat_then_plain(run.is_async), "stream", _hi(), thread("m"), stream_mode="messages", version="v2")
    assert [list(p) for p in parts] == [["type", "ns", "data"]] * (len(TOKENS) + 1)
    assert all(p["type"] == "messages" and p["ns"] == () for p in parts)
    assert all(type(p["data"]) is tuple and len(p["data"]) == 2 for p in parts)
    assert [p["data"][0].content for p in parts] == [*TOKENS, "plain msg"]


def _echo_child_noid(async_nodes: bool) -> Any:
    """``START -> echo -> child -> noid``: ``echo`` returns its input messages, subgraph
    ``child`` returns ``AIMessage(id='sub-1')``, ``noid`` returns a message without id."""

    def echo(state: MessagesState) -> dict[str, Any]:
        return {"messages": state["messages"]}

    def sub_node(state: MessagesState) -> dict[str, Any]:
        return {"messages": [AIMessage(content="from sub", id="sub-1")]}

    def noid(state: MessagesState) -> dict[str, Any]:
        return {"messages": [AIMessage(content="no id")]}

    sub = new_graph(MessagesState)
    sub.add_node("sub_node", node(sub_node, async_nodes))
    sub.add_edge(START, "sub_node")
    parent = new_graph(MessagesState)
    parent.add_node("echo", node(echo, async_nodes))
    parent.add_node("child", sub.compile())
    parent.add_node("noid", node(noid, async_nodes))
    parent.add_edge(START, "echo")
    parent.add_edge("echo", "child")
    parent.add_edge("child", "noid")
    return parent.compile()


def test_input_messages_are_never_emitted(run: Driver) -> None:
    chunks = run(_echo_child_noid(run.is_async), "stream", _hi(), stream_mode="messages")
    assert "hi" not in [m.content for m, _ in chunks]
    assert [meta["langgraph_node"] for _, meta in chunks] == ["child", "noid"]


def test_message_without_id_gets_one_before_it_is_emitted(run: Driver) -> None:
    chunks = run(_echo_child_noid(run.is_async), "stream", _hi(), stream_mode="messages")
    message, _ = chunks[-1]
    assert message.content == "no id"
    assert isinstance(message.id, str) and len(message.id) == 36


class _Notes(TypedDict, total=False):
    messages: Annotated[list[Any], add_messages]
    draft: list[Any]
    last: Any


def test_message_without_id_in_a_plain_key_is_named_by_the_stream(run: Driver) -> None:
    # No reducer names these messages: as in LangGraph, the messages stream gives each
    # a uuid4 id in place (the state keeps it) and streams one object once.
    shared = AIMessage(content="twice")

    def write(state: _Notes) -> dict[str, Any]:
        return {"draft": [HumanMessage("draft"), shared], "last": shared}

    builder = new_graph(_Notes)
    builder.add_node("write", node(write, run.is_async))
    builder.add_edge(START, "write")
    chunks = run(builder.compile(), "stream", {"messages": []}, stream_mode=["messages", "values"])
    streamed = [data[0] for mode, data in chunks if mode == "messages"]
    assert [(m.content, len(m.id)) for m in streamed] == [("draft", 36), ("twice", 36)]
    final = [state for mode, state in chunks if mode == "values"][-1]
    assert [m.id for m in final["draft"]] == [m.id for m in streamed]
    assert final["last"].id == streamed[1].id


def test_a_message_not_streamed_keeps_no_id(run: Driver) -> None:
    def write(state: _Notes) -> dict[str, Any]:
        return {"last": AIMessage(content="quiet")}

    builder = new_graph(_Notes)
    builder.add_node("write", node(write, run.is_async))
    builder.add_edge(START, "write")
    assert run(builder.compile(), "invoke", {"messages": []})["last"].id is None


def test_subgraph_message_is_emitted_once(run: Driver) -> None:
    plain = run(_echo_child_noid(run.is_async), "stream", _hi(), stream_mode="messages")
    assert [(m.content, meta["langgraph_node"]) for m, meta in plain][:1] == [("from sub", "child")]
    nested = run(_echo_child_noid(run.is_async), "stream", _hi(), stream_mode="messages", subgraphs=True)
    shown = [(ns[0].split(":")[0] if ns else None, m.content, meta["langgraph_node"]) for ns, (m, meta) in nested]
    assert shown == [("child", "from sub", "sub_node"), (None, "no id", "noid")]


def test_subgraph_model_tokens_carry_the_subgraph_namespace(run: Driver) -> None:
    sub = new_graph(MessagesState)
    sub.add_node("chat", _model_node(FakeChatModel(["a b"]), run.is_async))
    sub.add_edge(START, "chat")
    parent = new_graph(MessagesState)
    parent.add_node("child", sub.compile())
    parent.add_edge(START, "child")
    chunks = run(parent.compile(), "stream", _hi(), stream_mode="messages", subgraphs=True)
    shown = [(ns, type(m).__name__, m.content, meta["langgraph_checkpoint_ns"]) for ns, (m, meta) in chunks]
    assert render(*shown) == render(
        (("child:00000000-0000-0000-0000-000000000001",), "AIMessageChunk", "a",
         "child:00000000-0000-0000-0000-000000000001|chat:00000000-0000-0000-0000-000000000002"),
        (("child:00000000-0000-0000-0000-000000000001",), "AIMessageChunk", " ",
         "child:00000000-0000-0000-0000-000000000001|chat:00000000-0000-0000-0000-000000000002"),
        (("child:00000000-0000-0000-0000-000000000001",), "AIMessageChunk", "b",
         "child:00000000-0000-0000-0000-000000000001|chat:00000000-0000-0000-0000-000000000002"),
    )


def test_without_messages_mode_the_model_still_answers(run: Driver) -> None:
    model = FakeChatModel(["hello big world"])
    builder = new_graph(MessagesState)
    builder.add_node("chat", _model_node(model, run.is_async))
    builder.add_edge(START, "chat")
    result = run(builder.compile(), "invoke", _hi())
    assert [m.content for m in result["messages"]] == ["hi", "hello big world"]
    assert len(model.calls) == 1


# ---- LangChain chat models ------------------------------------------------------------


def _langchain_graph(async_nodes: bool) -> Any:
    """e04 with LangChain: ``chat`` calls ``GenericFakeChatModel.invoke``; ``plain`` returns a message."""
    fake = pytest.importorskip("langchain_core.language_models.fake_chat_models")
    lc_messages = pytest.importorskip("langchain_core.messages")
    model = fake.GenericFakeChatModel(messages=iter([lc_messages.AIMessage(content="hello big world", id="ai-1")]))

    def chat(state: MessagesState) -> dict[str, Any]:
        # .invoke() even in async nodes: LangChain's async path needs asyncio (not trio)
        return {"messages": [model.invoke(state["messages"])]}

    def plain(state: MessagesState) -> dict[str, Any]:
        return {"messages": [lc_messages.AIMessage(content="plain msg", id="ai-2")]}

    builder = new_graph(MessagesState)
    builder.add_node("chat", node(chat, async_nodes))
    builder.add_node("plain", node(plain, async_nodes))
    builder.add_edge(START, "chat")
    builder.add_edge("chat", "plain")
    return builder.compile(checkpointer=InMemorySaver())


def _lc_input() -> dict[str, Any]:
    lc_messages = pytest.importorskip("langchain_core.messages")
    return {"messages": [lc_messages.HumanMessage("hi", id="h-1")]}


def _pin_lc_version(meta: dict[str, Any]) -> dict[str, Any]:
    """The recording shows langchain-core 1.8.3; accept the installed version instead."""
    core = pytest.importorskip("langchain_core")
    if "lc_versions" not in meta:
        return meta
    assert meta["lc_versions"] == {"langchain-core": core.__version__}
    return {**meta, "lc_versions": {"langchain-core": "1.8.3"}}


def test_langchain_model_tokens_stream_like_langgraph(run: Driver) -> None:
    graph = _langchain_graph(run.is_async)
    chunks = run(graph, "stream", _lc_input(), thread("m"), stream_mode="messages")
    masker = Masker()
    lines: list[str] = []
    for chunk in chunks:
        message, meta = chunk
        lines.append(
            f"{type(chunk).__name__} {len(chunk)} | {type(message).__name__} {message.content!r} id= {message.id}"
        )
        lines.append(masker.render(_pin_lc_version(meta)))
    assert "\n".join(lines) == RECORDED["e04/langchain-tokens"].body


def test_langchain_tokens_arrive_before_the_node_update(run: Driver) -> None:
    graph = _langchain_graph(run.is_async)
    chunks = run(graph, "stream", _lc_input(), thread("m"), stream_mode=["messages", "updates"])
    assert _messages_and_updates(chunks) == RECORDED["e04/langchain-with-updates"].body


def test_langchain_subgraph_tokens_and_nostream_model_like_langgraph(run: Driver) -> None:
    fake = pytest.importorskip("langchain_core.language_models.fake_chat_models")
    lc_messages = pytest.importorskip("langchain_core.messages")
    from lingxigraph.constants import TAG_NOSTREAM

    model = fake.GenericFakeChatModel(
        messages=iter([
            lc_messages.AIMessage(content="a b", id="ai-1"),
            lc_messages.AIMessage(content="hidden tokens", id="ai-2"),
        ])
    )

    def chat(state: MessagesState) -> dict[str, Any]:
        return {"messages": [model.invoke(state["messages"])]}

    def quiet(state: MessagesState) -> dict[str, Any]:
        return {"messages": [model.with_config(tags=[TAG_NOSTREAM]).invoke(state["messages"])]}

    sub = new_graph(MessagesState)
    sub.add_node("chat", node(chat, run.is_async), metadata={"custom_meta": 1})
    sub.add_edge(START, "chat")
    parent = new_graph(MessagesState)
    parent.add_node("child", sub.compile())
    parent.add_node("quiet", node(quiet, run.is_async))
    parent.add_edge(START, "child")
    parent.add_edge("child", "quiet")
    chunks = run(
        parent.compile(), "stream", {"messages": [lc_messages.HumanMessage("hi", id="h")]},
        stream_mode="messages", subgraphs=True,
    )
    keys = ("langgraph_node", "langgraph_checkpoint_ns", "custom_meta", "tags")
    shown = [
        (ns, type(m).__name__, m.content, {k: meta[k] for k in keys if k in meta},
         "chunk_position=" + repr(getattr(m, "chunk_position", None)))
        for ns, (m, meta) in chunks
    ]
    assert render(*shown) == RECORDED["e30/langchain-subgraph"].body


@pytest.mark.parametrize("called", [False, True], ids=["subgraph-node", "invoked-in-node"])
def test_langchain_model_in_a_subgraph_streams_without_subgraphs_true(run: Driver, called: bool) -> None:
    """langgraph 1.2.11 gives a subgraph's models its (streaming) handler even when the
    subgraph's tokens are not streamed (no ``subgraphs=True``): the model streams on
    invoke() (so a GenericFakeChatModel drops its tool calls, and the user's callbacks
    hear the tokens), and only the subgraph's returned message reaches the stream."""
    fake = pytest.importorskip("langchain_core.language_models.fake_chat_models")
    lc_messages = pytest.importorskip("langchain_core.messages")
    ways: list[str] = []

    class Model(fake.GenericFakeChatModel):
        def _stream(self, *args: Any, **kwargs: Any) -> Any:
            ways.append("stream")
            return super()._stream(*args, **kwargs)

    model = Model(messages=iter([lc_messages.AIMessage("a b", id="ai-%d" % i) for i in range(4)]))

    def chat(state: MessagesState) -> dict[str, Any]:
        return {"messages": [model.invoke(state["messages"])]}

    sub = new_graph(MessagesState)
    sub.add_node("chat", chat)
    sub.add_edge(START, "chat")
    inner = sub.compile()
    parent = new_graph(MessagesState)

    def child(state: MessagesState) -> Any:
        return inner.invoke(state)

    parent.add_node("child", child if called else inner)
    parent.add_edge(START, "child")
    graph = parent.compile()
    start = {"messages": [lc_messages.HumanMessage("hi", id="h")]}
    chunks = run(graph, "stream", start, stream_mode="messages")
    assert ways == ["stream"]
    assert [(type(m).__name__, m.content, meta["langgraph_node"]) for m, meta in chunks] == [("AIMessage", "a b", "child")]
    ways.clear()
    run(graph, "stream", start, stream_mode="updates")
    assert ways == []  # no messages mode: plain invoke


@pytest.mark.parametrize("form", ["config-param", "get_config", "chain", "lambda-config", "task-config"])
def test_langchain_tokens_stream_under_user_callbacks_with_the_nodes_config(run: Driver, form: str) -> None:
    """langgraph 1.2.11: a node's config (its ``config`` parameter, ``get_config()``, a
    runnable node's steps) carries the stream's handler next to the user's callbacks, so
    a model called with that config explicitly streams its tokens. lingxigraph passed
    the user's callbacks alone: one whole message instead of the tokens."""
    if run.name == "trio" and form in ("chain", "lambda-config"):
        pytest.skip("a LangChain runnable's async path needs asyncio")
    fake = pytest.importorskip("langchain_core.language_models.fake_chat_models")
    lc_messages = pytest.importorskip("langchain_core.messages")
    callbacks = pytest.importorskip("langchain_core.callbacks")
    runnables = pytest.importorskip("langchain_core.runnables")
    from lingxigraph.config import RunnableConfig, get_config

    model = fake.GenericFakeChatModel(messages=iter([lc_messages.AIMessage("a b c", id="ai-%d" % i) for i in range(4)]))
    heard: list[str] = []

    class Handler(callbacks.BaseCallbackHandler):
        def on_llm_new_token(self, token: str, **kwargs: Any) -> None:
            heard.append(token)

    def config_param(state: MessagesState, config: RunnableConfig) -> dict[str, Any]:
        return {"messages": [model.invoke(state["messages"], config)]}

    def via_get_config(state: MessagesState) -> dict[str, Any]:
        return {"messages": [model.invoke(state["messages"], get_config())]}

    @task
    def ask(messages: list[Any], config: RunnableConfig | None = None) -> Any:
        return model.invoke(messages, config)

    @entrypoint()
    def wf(messages: list[Any]) -> Any:
        return [ask(messages).result()]

    forms = {
        "config-param": config_param,
        "get_config": via_get_config,
        "chain": runnables.RunnableLambda(lambda s: s["messages"]) | model | (lambda m: {"messages": [m]}),
        "lambda-config": runnables.RunnableLambda(lambda s, config: {"messages": [model.invoke(s["messages"], config)]}),
    }
    start: Any = [lc_messages.HumanMessage("hi", id="h")]
    if form == "task-config":
        graph: Any = wf
    else:
        builder = new_graph(MessagesState)
        builder.add_node("n", forms[form])
        builder.add_edge(START, "n")
        graph = builder.compile()
        start = {"messages": start}
    chunks = run(graph, "stream", start, {"callbacks": [Handler()]}, stream_mode="messages", subgraphs=True)
    tokens = [(type(m).__name__, m.content) for _, (m, _meta) in chunks]
    assert tokens[:5] == [("AIMessageChunk", t) for t in ["a", " ", "b", " ", "c"]]
    assert heard == ["a", " ", "b", " ", "c"]


# ---- @task calls ----------------------------------------------------------------------


def _asking_entrypoint(model: FakeChatModel, *, returns: str) -> Any:
    """An entrypoint ``wf`` whose ``@task`` ``ask`` calls ``model``; ``returns`` says what
    ``ask`` gives back: the model's message, or ``{"reply": message, "log": [message]}``."""

    @task
    def ask(messages: list[Any]) -> Any:
        reply = model.invoke(messages)
        return reply if returns == "message" else {"reply": reply, "note": AIMessage("noted", id="note-1")}

    @entrypoint()
    def wf(messages: list[Any]) -> Any:
        return ask(messages).result()

    return wf


def test_task_call_tokens_belong_to_the_calling_task_namespace(run: Driver) -> None:
    # LangGraph: a call's checkpoint namespace is "wf:<id>|ask:<id>", so its model
    # streams under ("wf:<id>",), like a subgraph: only with subgraphs=True
    wf = _asking_entrypoint(FakeChatModel(["a b"]), returns="message")
    plain = run(wf, "stream", [HumanMessage("hi", id="h")], stream_mode="messages")
    assert [(type(m).__name__, m.content, meta["langgraph_node"]) for m, meta in plain] == [
        ("AIMessage", "a b", "wf")  # not streamed as tokens: the entrypoint's return value, whole
    ]
    wf = _asking_entrypoint(FakeChatModel(["a b"]), returns="message")
    nested = run(wf, "stream", [HumanMessage("hi", id="h")], stream_mode="messages", subgraphs=True)
    shown = [(tuple(p.split(":")[0] for p in ns), m.content, meta["langgraph_node"]) for ns, (m, meta) in nested]
    assert shown == [(("wf",), "a", "ask"), (("wf",), " ", "ask"), (("wf",), "b", "ask")]


def test_task_call_returned_messages_come_before_its_update(run: Driver) -> None:
    wf = _asking_entrypoint(FakeChatModel(["a"]), returns="fields")
    chunks = run(wf, "stream", [HumanMessage("hi", id="h")], stream_mode=["messages", "updates"], subgraphs=True)
    shown = [
        (tuple(p.split(":")[0] for p in ns), mode, data[0].content if mode == "messages" else sorted(data))
        for ns, mode, data in chunks
    ]
    # the call's note (a field of its return value) is streamed once, before the call's
    # update, under the caller's namespace; the entrypoint's output repeats no message
    assert shown == [
        (("wf",), "messages", "a"),
        (("wf",), "messages", "noted"),
        ((), "updates", ["ask"]),
        ((), "updates", ["wf"]),
    ]


def test_entrypoint_final_streams_the_saved_messages_after_the_returned_one(run: Driver) -> None:
    @entrypoint(checkpointer=InMemorySaver())
    def chat(messages: list[Any], *, previous: Any = None) -> Any:
        reply = AIMessage("hello", id="r-1")
        return entrypoint.final(value=reply, save=[*(previous or []), *messages, reply])

    chunks = run(chat, "stream", [HumanMessage("hi", id="h-1")], thread("f"), stream_mode="messages")
    assert [(m.content, meta["langgraph_node"]) for m, meta in chunks] == [("hello", "chat"), ("hi", "chat")]


def test_messages_metadata_has_the_run_identifying_configurable_values() -> None:
    # LangGraph copies these configurable values into metadata as the run starts,
    # before a checkpoint_ns (a subgraph address) retargets the run to the root
    from lingxigraph.graph import StateGraph

    graph = (
        StateGraph(MessagesState)
        .add_node("n", lambda s: {"messages": HumanMessage(content="hello", id="h")})
        .add_edge(START, "n")
        .compile()
    )
    configurable = {
        "thread_id": "th", "checkpoint_id": "ck", "checkpoint_ns": "ns", "task_id": "tk", "run_id": "rn",
        "assistant_id": "as", "graph_id": "gr", "model": "m", "some_api_key": "secret",
    }
    ((message, metadata),) = list(graph.stream({"messages": []}, {"configurable": configurable}, stream_mode="messages"))
    assert message.content == "hello"
    shown = {k: v for k, v in metadata.items() if not k.startswith("langgraph_")}
    assert shown == {
        "thread_id": "th", "checkpoint_id": "ck", "checkpoint_ns": "ns", "task_id": "tk", "run_id": "rn",
        "assistant_id": "as", "graph_id": "gr", "ls_integration": "langgraph",
    }
