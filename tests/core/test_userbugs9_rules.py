"""Rules found replaying users' bug reports (round 6) against LangGraph 1.2.11.

Each test states the behaviour observed with LangGraph 1.2.11 (a small script run
under both libraries) that lingxigraph did not match before.
"""

from __future__ import annotations

import operator
import uuid
from typing import Annotated, Any

import anyio
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import END, START, StateGraph
from lingxigraph.types import interrupt


class Items(TypedDict):
    items: Annotated[list[str], operator.add]


def _paused_graph(saver: InMemorySaver) -> Any:
    def ask(state: Items) -> dict[str, Any]:
        return {"items": [f"ans:{interrupt('q')}"]}

    return (
        StateGraph(Items)
        .add_node("a", lambda s: {"items": ["a"]})
        .add_node("ask", ask)
        .add_edge(START, "a")
        .add_edge("a", "ask")
        .add_edge("ask", END)
        .compile(checkpointer=saver)
    )


def _update_writes(saver: InMemorySaver, checkpoint_id: str) -> list[tuple[str, str, Any]]:
    tup = saver.get_tuple({"configurable": {"thread_id": "t", "checkpoint_id": checkpoint_id}})
    assert tup is not None
    return sorted((w for w in tup.pending_writes if w[1] != "__interrupt__"), key=lambda w: w[1])


def test_update_as_a_node_not_due_saves_its_writes_on_the_updated_checkpoint() -> None:
    # update_state as a node the checkpoint would not run: the writes are still
    # saved as pending writes of the checkpoint updated, under the task id
    # uuid5(checkpoint id, "__interrupt__") (lingxigraph saved nothing)
    saver = InMemorySaver()
    app = _paused_graph(saver)
    cfg = {"configurable": {"thread_id": "t"}}
    app.invoke({"items": []}, cfg)
    paused = app.get_state(cfg).config["configurable"]["checkpoint_id"]
    app.update_state(cfg, {"items": ["u"]}, as_node="a")
    expected = str(uuid.uuid5(uuid.UUID(paused), "__interrupt__"))
    assert _update_writes(saver, paused) == [(expected, "branch:to:ask", None), (expected, "items", ["u"])]
    # the snapshot is unchanged by them: the paused task is still due
    assert app.get_state(cfg).next == ("ask",)


def test_async_update_as_a_node_not_due_saves_its_writes_too() -> None:
    saver = InMemorySaver()
    app = _paused_graph(saver)
    cfg = {"configurable": {"thread_id": "t"}}

    async def main() -> str:
        await app.ainvoke({"items": []}, cfg)
        paused = (await app.aget_state(cfg)).config["configurable"]["checkpoint_id"]
        await app.aupdate_state(cfg, {"items": ["u"]}, as_node="a")
        return paused

    paused = anyio.run(main)
    assert [w[1:] for w in _update_writes(saver, paused)] == [("branch:to:ask", None), ("items", ["u"])]


def _goto_graph() -> Any:
    return (
        StateGraph(Items)
        .add_node("a", lambda s: {"items": ["a"]})
        .add_node("b", lambda s: {"items": ["b"]})
        .add_node("w", lambda x: {"items": [f"w:{x}"]})
        .add_edge(START, "a")
        .add_edge("a", END)
    )


def test_command_input_on_a_fresh_thread_is_also_the_start_tasks_input() -> None:
    # LangGraph applies the update to the input checkpoint and hands the Command
    # to the START task too: the update is applied twice, and the goto targets run
    # in the step after START, beside START's own edges
    from lingxigraph.types import Command, Send

    saver = InMemorySaver()
    app = _goto_graph().compile(checkpointer=saver)
    cfg = {"configurable": {"thread_id": "t"}}
    out = app.invoke(Command(update={"items": ["u"]}, goto=["b", Send("w", 2)]), cfg)
    assert out == {"items": ["u", "u", "a", "b", "w:2"]}
    history = [(h.metadata["step"], h.next, h.values) for h in app.get_state_history(cfg)]
    assert history[-2:] == [(0, ("w", "a", "b"), {"items": ["u", "u"]}), (-1, ("__start__",), {"items": ["u"]})]
    # the same without a checkpointer
    assert _goto_graph().compile().invoke(Command(update={"items": ["n"]})) == {"items": ["n", "n", "a"]}


def test_command_input_on_a_fresh_thread_reaches_an_entrypoint() -> None:
    from lingxigraph.func import entrypoint
    from lingxigraph.types import Command

    @entrypoint(checkpointer=InMemorySaver())
    def wf(x: Any) -> str:
        return repr(x)

    assert wf.invoke(Command(goto="wf"), {"configurable": {"thread_id": "1"}}) == "Command(goto='wf')"


def test_update_as_input_on_a_paused_thread_keeps_the_paused_task_due() -> None:
    # update_state(as_node="__input__") is no step: the paused node stays due
    # beside START, and the input writes are saved on the new checkpoint under
    # uuid5(updated checkpoint id, "__input__") (lingxigraph cleared the paused
    # node's trigger, so START's edge re-ran the graph from its first node)
    saver = InMemorySaver()
    app = _paused_graph(saver)
    cfg = {"configurable": {"thread_id": "t"}}
    app.invoke({"items": []}, cfg)
    paused = app.get_state(cfg).config["configurable"]["checkpoint_id"]
    app.update_state(cfg, {"items": ["in"]}, as_node="__input__")
    st = app.get_state(cfg)
    assert (st.next, st.values) == (("__start__", "ask"), {"items": ["a"]})
    tup = saver.get_tuple(cfg)
    assert tup is not None
    expected = str(uuid.uuid5(uuid.UUID(paused), "__input__"))
    assert tup.pending_writes == [(expected, "__start__", {"items": ["in"]})]
    out = app.invoke(None, cfg)
    assert out["items"] == ["a", "in"]
    assert [i.value for i in out["__interrupt__"]] == ["q"]
