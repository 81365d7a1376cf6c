"""``messages`` mode metadata carries the model run's tags (LangGraph's way to filter tokens by model)."""

from __future__ import annotations

from typing import Any

import pytest

pytest.importorskip("langchain_core")

from lingxigraph.graph import START, MessagesState, StateGraph  # noqa: E402


def _graph() -> Any:
    # imported here: tests/prebuilt/conftest.py swaps langchain modules out of sys.modules
    from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
    from langchain_core.messages import AIMessage

    joke = GenericFakeChatModel(messages=iter([AIMessage("ha ha", id="j")])).with_config(tags=["joke"])
    poem = GenericFakeChatModel(messages=iter([AIMessage("roses", id="p")]))

    def call(state: MessagesState) -> dict:
        return {"messages": [joke.invoke("a joke"), poem.invoke("a poem"), AIMessage("plain", id="x")]}

    g = StateGraph(MessagesState)
    g.add_node("call", call)
    g.add_edge(START, "call")
    return g.compile()


def test_token_metadata_has_the_run_and_model_tags_and_node_outputs_have_none() -> None:
    seen = [(m.content, meta.get("tags", "none")) for m, meta in _graph().stream(
        {"messages": []}, {"tags": ["top"]}, stream_mode="messages"
    )]
    # (LangGraph 1.2.11 gives these)
    assert seen == [("ha", ["top", "joke"]), (" ", ["top", "joke"]), ("ha", ["top", "joke"]),
                    ("roses", ["top"]), ("plain", "none")]


def test_without_tags_the_key_is_left_out() -> None:
    metas = [meta for _, meta in _graph().stream({"messages": []}, stream_mode="messages")]
    assert [m.get("tags", "none") for m in metas] == [["joke"]] * 3 + ["none", "none"]


def test_model_called_with_its_own_metadata_keeps_the_node_metadata_and_tags_come_last() -> None:
    # langchain-ai/langgraph#5932-style node: the model call passes ``config={"metadata": ...}``,
    # which replaces the node config's metadata; LangGraph's node metadata still reaches the
    # model run through the callback manager (LangGraph 1.2.11 key order: tags added last)
    from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
    from langchain_core.messages import AIMessage

    model = GenericFakeChatModel(messages=iter([AIMessage("hi", id="m")]))

    def call(state: MessagesState) -> dict:
        return {"messages": [model.invoke(state["messages"], config={"tags": ["t"], "metadata": {"who": "me"}})]}

    g = StateGraph(MessagesState)
    g.add_node("call", call)
    g.add_edge(START, "call")
    [(_, meta)] = list(g.compile().stream({"messages": []}, stream_mode="messages"))
    assert meta["langgraph_node"] == "call" and meta["langgraph_step"] == 1 and meta["who"] == "me"
    assert meta["checkpoint_ns"] == meta["langgraph_checkpoint_ns"]
    keys = list(meta)
    assert keys[0] == "ls_integration" and keys[-1] == "tags" and meta["tags"] == ["t"]
