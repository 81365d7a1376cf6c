"""Interrupts with InMemorySaver: interrupt()/Command(resume), ids, output shapes, parallel
and repeated interrupts, static interrupts, subgraph interrupts (behaviour.md §6, e07-e09, e20, e21, e33)."""

from __future__ import annotations

import operator
import re
from typing import Annotated, Any

import pytest
from core_helpers import Driver, S, appender, mask, raises_exactly, thread
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import END, START, StateGraph
from lingxigraph.types import Command, Interrupt, interrupt

QUESTION = {"question": "name?"}


class QA(TypedDict, total=False):
    q: str
    a: str


class Out(TypedDict, total=False):
    out: Annotated[list[Any], operator.add]


def _ask_graph(calls: list[str] | None = None, **compile_kwargs: Any) -> Any:
    """``START -> ask -> END``; ``ask`` returns ``{"a": interrupt(QUESTION)}``."""

    def ask(state: QA) -> dict[str, Any]:
        if calls is not None:
            calls.append("ask")
        return {"a": interrupt(QUESTION)}

    builder = StateGraph(QA)
    builder.add_node("ask", ask)
    builder.add_edge(START, "ask")
    builder.add_edge("ask", END)
    return builder.compile(checkpointer=InMemorySaver(), **compile_kwargs)


# ---------------------------------------------------------------------------
# Shapes of the interrupt in each output (§6, §3)
# ---------------------------------------------------------------------------


def test_invoke_returns_a_list_of_interrupts(run: Driver) -> None:
    out = run(_ask_graph(), "invoke", {"q": "hi"}, thread())
    assert mask(out) == {
        "q": "hi",
        "__interrupt__": [Interrupt(value=QUESTION, id="<hex1>")],
    }
    assert type(out["__interrupt__"]) is list
    (intr,) = out["__interrupt__"]
    assert re.fullmatch(r"[0-9a-f]{32}", intr.id)


def test_stream_chunks_hold_a_tuple(run: Driver) -> None:
    graph = _ask_graph()
    expected = (Interrupt(value=QUESTION, id="<hex1>"),)
    assert mask(
        run(graph, "stream", {"q": "hi"}, thread("u"), stream_mode="updates")
    ) == [{"__interrupt__": expected}]
    assert mask(
        run(graph, "stream", {"q": "hi"}, thread("v"), stream_mode="values")
    ) == [
        {"q": "hi"},
        {"q": "hi", "__interrupt__": expected},
    ]
    assert mask(
        run(
            graph,
            "stream",
            {"q": "hi"},
            thread("uv"),
            stream_mode=["values", "updates"],
        )
    ) == [
        ("values", {"q": "hi"}),
        ("updates", {"__interrupt__": expected}),
        ("values", {"q": "hi", "__interrupt__": expected}),
    ]
    assert mask(
        run(graph, "invoke", {"q": "hi"}, thread("iu"), stream_mode="updates")
    ) == [{"__interrupt__": expected}]


def test_v2_keeps_values_clean_and_uses_the_interrupts_field(run: Driver) -> None:
    graph = _ask_graph()
    expected = (Interrupt(value=QUESTION, id="<hex1>"),)
    chunks = run(
        graph,
        "stream",
        {"q": "hi"},
        thread("s"),
        stream_mode=["values", "updates"],
        version="v2",
    )
    assert mask(chunks) == [
        {"type": "values", "ns": (), "data": {"q": "hi"}, "interrupts": ()},
        {"type": "updates", "ns": (), "data": {"__interrupt__": expected}},
        {"type": "values", "ns": (), "data": {"q": "hi"}, "interrupts": expected},
    ]
    out = run(graph, "invoke", {"q": "hi"}, thread("i"), version="v2")
    assert (out.value, mask(out.interrupts)) == ({"q": "hi"}, expected)


def test_tasks_mode_for_an_interrupted_task(run: Driver) -> None:
    chunks = mask(
        run(_ask_graph(), "stream", {"q": "hi"}, thread(), stream_mode="tasks")
    )
    assert chunks == [
        {
            "id": "<uuid1>",
            "name": "ask",
            "input": {"q": "hi"},
            "triggers": ("branch:to:ask",),
        },
        {
            "id": "<uuid1>",
            "name": "ask",
            "error": None,
            "result": {},
            "interrupts": [{"value": QUESTION, "id": "<hex1>"}],
        },
    ]


def test_resume_with_a_value(run: Driver) -> None:
    graph = _ask_graph()
    run(graph, "invoke", {"q": "hi"}, thread("i"))
    assert run(graph, "invoke", Command(resume="Bob"), thread("i")) == {
        "q": "hi",
        "a": "Bob",
    }
    run(graph, "invoke", {"q": "hi"}, thread("s"))
    assert run(
        graph, "stream", Command(resume="Ann"), thread("s"), stream_mode="updates"
    ) == [{"ask": {"a": "Ann"}}]
    snap = run(graph, "get_state", thread("s"))
    assert (snap.values, snap.next, snap.interrupts) == (
        {"q": "hi", "a": "Ann"},
        (),
        (),
    )


def test_interrupt_without_a_checkpointer_still_reports(run: Driver) -> None:
    builder = StateGraph(Out)
    builder.add_node("ask", lambda s: {"out": [interrupt("q1")]})
    builder.add_edge(START, "ask")
    out = run(builder.compile(), "invoke", {"out": []})
    assert mask(out) == {
        "out": [],
        "__interrupt__": [Interrupt(value="q1", id="<hex1>")],
    }


# ---------------------------------------------------------------------------
# Ids and re-runs (§6)
# ---------------------------------------------------------------------------


def test_rerun_without_resume_gives_the_same_id_and_reruns_the_node(
    run: Driver,
) -> None:
    calls: list[str] = []
    graph = _ask_graph(calls)
    first = run(graph, "invoke", {"q": "hi"}, thread())["__interrupt__"][0]
    again = run(graph, "invoke", None, thread())["__interrupt__"][0]
    assert again == first
    assert calls == ["ask", "ask"]


def test_a_new_thread_gives_a_new_id(run: Driver) -> None:
    graph = _ask_graph()
    one = run(graph, "invoke", {"q": "hi"}, thread("1"))["__interrupt__"][0]
    two = run(graph, "invoke", {"q": "hi"}, thread("2"))["__interrupt__"][0]
    assert one.value == two.value
    assert one.id != two.id


def test_interrupt_value_and_id_in_state_snapshot(run: Driver) -> None:
    graph = _ask_graph()
    intr = run(graph, "invoke", {"q": "hi"}, thread())["__interrupt__"][0]
    snap = run(graph, "get_state", thread())
    assert snap.interrupts == (intr,)
    assert [t.interrupts for t in snap.tasks] == [(intr,)]


# ---------------------------------------------------------------------------
# Several interrupts in one node (e08). lingxigraph gives every interrupt() call of a
# task its own id (LangGraph shares one id per task); ids are stable across re-runs.
# ---------------------------------------------------------------------------


def _two_interrupts(body: list[str]) -> Any:
    def two(state: Out) -> dict[str, Any]:
        body.append("two")
        first = interrupt("first?")
        body.append("two-after-first")
        second = interrupt("second?")
        return {"out": [["two", first, second]]}

    builder = StateGraph(Out)
    builder.add_node("two", two)
    builder.add_edge(START, "two")
    return builder.compile(checkpointer=InMemorySaver())


def test_two_interrupts_in_one_node_resume_in_order(run: Driver) -> None:
    body: list[str] = []
    graph = _two_interrupts(body)
    first = run(graph, "invoke", {"out": []}, thread())
    assert mask(first) == {
        "out": [],
        "__interrupt__": [Interrupt(value="first?", id="<hex1>")],
    }
    second = run(graph, "invoke", Command(resume="A"), thread())
    assert second["out"] == []
    assert [i.value for i in second["__interrupt__"]] == ["second?"]
    assert run(graph, "get_state", thread()).interrupts == tuple(
        second["__interrupt__"]
    )
    assert run(graph, "invoke", Command(resume="B"), thread()) == {
        "out": [["two", "A", "B"]]
    }
    assert body == ["two", "two", "two-after-first", "two", "two-after-first"]


def test_each_interrupt_call_has_its_own_stable_id(run: Driver) -> None:
    graph = _two_interrupts([])
    id_first = run(graph, "invoke", {"out": []}, thread())["__interrupt__"][0].id
    assert run(graph, "invoke", None, thread())["__interrupt__"][0].id == id_first
    id_second = run(graph, "invoke", Command(resume="A"), thread())["__interrupt__"][
        0
    ].id
    assert id_second != id_first
    assert re.fullmatch(r"[0-9a-f]{32}", id_second)
    # a re-run replays the stored answer to the first call and stops at the second with the same id
    assert run(graph, "invoke", None, thread())["__interrupt__"][0].id == id_second


def test_two_interrupts_in_one_node_resumed_by_id(run: Driver) -> None:
    graph = _two_interrupts([])
    id_first = run(graph, "invoke", {"out": []}, thread())["__interrupt__"][0].id
    id_second = run(graph, "invoke", Command(resume={id_first: "A"}), thread())[
        "__interrupt__"
    ][0].id
    assert run(graph, "invoke", Command(resume={id_second: "B"}), thread()) == {
        "out": [["two", "A", "B"]]
    }


# ---------------------------------------------------------------------------
# Parallel interrupts (e08, e09)
# ---------------------------------------------------------------------------

MULTIPLE = (
    "When there are multiple pending interrupts, you must specify the interrupt id when resuming. "
    "Docs: https://docs.langchain.com/oss/python/langgraph/add-human-in-the-loop"
    "#resume-multiple-interrupts-with-one-invocation."
)


def _parallel() -> Any:
    builder = StateGraph(Out)
    builder.add_node("n1", lambda s: {"out": [["n1", interrupt("q1")]]})
    builder.add_node("n2", lambda s: {"out": [["n2", interrupt("q2")]]})
    builder.add_node("n3", lambda s: {"out": ["n3-ran"]})
    for name in ["n1", "n2", "n3"]:
        builder.add_edge(START, name)
    return builder.compile(checkpointer=InMemorySaver())


def _ids(graph: Any, run: Driver) -> dict[str, str]:
    """Interrupt value → id for the pending interrupts of thread ``t``."""
    return {i.value: i.id for i in run(graph, "get_state", thread()).interrupts}


def test_parallel_interrupts_are_all_reported(run: Driver) -> None:
    graph = _parallel()
    out = run(graph, "invoke", {"out": []}, thread())
    assert out["out"] == ["n3-ran"]
    # the order of the list follows task completion
    assert sorted(i.value for i in out["__interrupt__"]) == ["q1", "q2"]
    snap = run(graph, "get_state", thread())
    assert snap.next == ("n1", "n2")
    assert [i.value for i in snap.interrupts] == ["q1", "q2"]
    assert [
        (t.name, tuple(i.value for i in t.interrupts), t.result) for t in snap.tasks
    ] == [
        ("n1", ("q1",), None),
        ("n2", ("q2",), None),
        ("n3", (), {"out": ["n3-ran"]}),
    ]
    assert snap.values == {"out": ["n3-ran"]}
    assert sorted(out["__interrupt__"], key=lambda i: i.value) == list(snap.interrupts)


def test_plain_resume_with_several_pending_interrupts_is_rejected(run: Driver) -> None:
    graph = _parallel()
    run(graph, "invoke", {"out": []}, thread())
    with raises_exactly(RuntimeError, MULTIPLE):
        run(graph, "invoke", Command(resume="X"), thread())
    assert run(graph, "get_state", thread()).next == ("n1", "n2")


def test_parallel_interrupts_resumed_one_at_a_time_by_id(run: Driver) -> None:
    graph = _parallel()
    run(graph, "invoke", {"out": []}, thread())
    ids = _ids(graph, run)
    out = run(graph, "invoke", Command(resume={ids["q1"]: "v1"}), thread())
    assert out == {
        "out": [["n1", "v1"], "n3-ran"],
        "__interrupt__": [Interrupt(value="q2", id=ids["q2"])],
    }
    assert run(graph, "get_state", thread()).next == ("n2",)
    out = run(graph, "invoke", Command(resume={ids["q2"]: "v2"}), thread())
    assert out == {"out": [["n1", "v1"], ["n2", "v2"], "n3-ran"]}


def test_parallel_interrupts_resumed_at_once(run: Driver) -> None:
    graph = _parallel()
    run(graph, "invoke", {"out": []}, thread())
    ids = _ids(graph, run)
    out = run(
        graph, "invoke", Command(resume={ids["q1"]: "v1", ids["q2"]: "v2"}), thread()
    )
    assert out == {"out": [["n1", "v1"], ["n2", "v2"], "n3-ran"]}


def test_resume_map_with_unknown_keys_is_a_plain_value(run: Driver) -> None:
    graph = _ask_graph()
    run(graph, "invoke", {"q": "hi"}, thread())
    assert run(graph, "invoke", Command(resume={"not-an-id": 5}), thread()) == {
        "q": "hi",
        "a": {"not-an-id": 5},
    }


def test_empty_resume_map_resumes_nothing(run: Driver) -> None:
    graph = _ask_graph()
    first = run(graph, "invoke", {"q": "hi"}, thread())["__interrupt__"]
    assert run(graph, "invoke", Command(resume={}), thread()) == {
        "q": "hi",
        "__interrupt__": first,
    }


@pytest.mark.parametrize("falsy", [0, False, "", []])
def test_falsy_resume_values_are_real_answers(run: Driver, falsy: Any) -> None:
    graph = _ask_graph()
    run(graph, "invoke", {"q": "hi"}, thread())
    assert run(graph, "invoke", Command(resume=falsy), thread()) == {
        "q": "hi",
        "a": falsy,
    }


def test_resume_map_with_unknown_keys_and_several_pending_interrupts(
    run: Driver,
) -> None:
    graph = _parallel()
    run(graph, "invoke", {"out": []}, thread())
    with raises_exactly(RuntimeError, MULTIPLE):
        run(graph, "invoke", Command(resume={"not-an-id": 5}), thread())


# ---------------------------------------------------------------------------
# Resuming: what the stream shows (e33)
# ---------------------------------------------------------------------------


class X(TypedDict, total=False):
    x: int


def _resume_values_graph() -> Any:
    builder = StateGraph(X)
    builder.add_node("a", lambda s: {"x": 1})
    builder.add_node("ask", lambda s: {"x": interrupt("q")})
    builder.add_node("b", lambda s: {"x": s["x"] + 100})
    builder.add_edge(START, "a")
    builder.add_edge("a", "ask")
    builder.add_edge("ask", "b")
    return builder.compile(checkpointer=InMemorySaver(), interrupt_before=["b"])


def test_resumed_runs_start_with_the_saved_state(run: Driver) -> None:
    graph = _resume_values_graph()
    assert mask(run(graph, "stream", {"x": 0}, thread(), stream_mode="values")) == [
        {"x": 0},
        {"x": 1},
        {"x": 1, "__interrupt__": (Interrupt(value="q", id="<hex1>"),)},
    ]
    assert run(graph, "stream", Command(resume=5), thread(), stream_mode="values") == [
        {"x": 1},
        {"x": 5},
    ]
    assert run(graph, "stream", None, thread(), stream_mode="values") == [
        {"x": 5},
        {"x": 105},
    ]
    assert run(graph, "stream", None, thread(), stream_mode="values") == [{"x": 105}]
    assert run(graph, "stream", None, thread(), stream_mode="updates") == []
    assert run(graph, "invoke", None, thread()) == {"x": 105}


def test_new_input_on_a_finished_thread_continues_the_history(run: Driver) -> None:
    graph = _resume_values_graph()
    run(graph, "invoke", {"x": 0}, thread())
    run(graph, "invoke", Command(resume=5), thread())
    run(graph, "invoke", None, thread())
    chunks = run(graph, "stream", {"x": 7}, thread(), stream_mode="values")
    assert [c["x"] for c in chunks] == [7, 1, 1]
    history = run(graph, "get_state_history", thread())
    assert [(h.metadata["step"], h.metadata["source"]) for h in history][:4] == [
        (6, "loop"),
        (5, "loop"),
        (4, "input"),
        (3, "loop"),
    ]


# ---------------------------------------------------------------------------
# Static interrupts: interrupt_before / interrupt_after (e20)
# ---------------------------------------------------------------------------


def _ab(**compile_kwargs: Any) -> Any:
    builder = StateGraph(S)
    builder.add_node("a", lambda s: {"x": 1, "log": ["a"]})
    builder.add_node("b", appender("b"))
    builder.add_edge(START, "a")
    builder.add_edge("a", "b")
    return builder.compile(checkpointer=InMemorySaver(), **compile_kwargs)


STATIC = [
    pytest.param({"interrupt_before": ["b"]}, {}, id="before-compile"),
    pytest.param({"interrupt_after": ["a"]}, {}, id="after-compile"),
    pytest.param({}, {"interrupt_before": ["b"]}, id="before-call"),
    pytest.param({}, {"interrupt_after": ["a"]}, id="after-call"),
]


@pytest.mark.parametrize(("at_compile", "at_call"), STATIC)
def test_static_interrupt_stream(
    run: Driver, at_compile: dict[str, Any], at_call: dict[str, Any]
) -> None:
    graph = _ab(**at_compile)
    assert run(
        graph,
        "stream",
        {"log": []},
        thread(),
        stream_mode=["updates", "values"],
        **at_call,
    ) == [
        ("values", {"log": []}),
        ("updates", {"a": {"x": 1, "log": ["a"]}}),
        ("values", {"x": 1, "log": ["a"]}),
        ("updates", {"__interrupt__": ()}),
    ]


@pytest.mark.parametrize(("at_compile", "at_call"), STATIC)
def test_static_interrupt_invoke_state_and_continue(
    run: Driver, at_compile: dict[str, Any], at_call: dict[str, Any]
) -> None:
    graph = _ab(**at_compile)
    assert run(graph, "invoke", {"log": []}, thread("1"), **at_call) == {
        "x": 1,
        "log": ["a"],
    }
    out = run(graph, "invoke", {"log": []}, thread("2"), version="v2", **at_call)
    assert (out.value, out.interrupts) == ({"x": 1, "log": ["a"]}, ())
    snap = run(graph, "get_state", thread("1"))
    assert (snap.next, snap.interrupts, [t.interrupts for t in snap.tasks]) == (
        ("b",),
        (),
        [()],
    )
    assert run(graph, "invoke", None, thread("1")) == {"x": 1, "log": ["a", "b"]}


def test_interrupt_before_all_stops_before_the_first_node(run: Driver) -> None:
    graph = _ab(interrupt_before="*")
    assert run(
        graph, "stream", {"log": []}, thread(), stream_mode=["updates", "values"]
    ) == [
        ("values", {"log": []}),
        ("updates", {"__interrupt__": ()}),
    ]
    assert run(graph, "get_state", thread()).next == ("a",)


def test_command_update_as_input_on_a_paused_thread(run: Driver) -> None:
    graph = _ab(interrupt_before=["b"])
    run(graph, "invoke", {"log": []}, thread())
    assert run(
        graph,
        "stream",
        Command(update={"log": ["cmd"]}),
        thread(),
        stream_mode="updates",
    ) == [{"b": {"log": ["b"]}}]
    assert run(graph, "get_state", thread()).values == {
        "x": 1,
        "log": ["a", "cmd", "b"],
    }


# ---------------------------------------------------------------------------
# Interrupts inside subgraphs (e21)
# ---------------------------------------------------------------------------


def _sub_interrupt() -> Any:
    def c_ask(state: S) -> dict[str, Any]:
        return {"x": interrupt("sub?"), "log": ["c_ask"]}

    sub = StateGraph(S)
    sub.add_node("c_ask", c_ask)
    sub.add_edge(START, "c_ask")
    parent = StateGraph(S)
    parent.add_node("p1", appender("p1"))
    parent.add_node("child", sub.compile())
    parent.add_edge(START, "p1")
    parent.add_edge("p1", "child")
    return parent.compile(checkpointer=InMemorySaver())


def test_subgraph_interrupt_is_reported_in_both_namespaces(run: Driver) -> None:
    graph = _sub_interrupt()
    chunks = run(
        graph, "stream", {"log": []}, thread(), stream_mode="updates", subgraphs=True
    )
    assert mask(chunks) == [
        ((), {"p1": {"log": ["p1"]}}),
        (
            ("child:<uuid1>",),
            {"__interrupt__": (Interrupt(value="sub?", id="<hex1>"),)},
        ),
        ((), {"__interrupt__": (Interrupt(value="sub?", id="<hex1>"),)}),
    ]
    resumed = run(
        graph,
        "stream",
        Command(resume=42),
        thread(),
        stream_mode="updates",
        subgraphs=True,
    )
    assert mask(resumed) == [
        (("child:<uuid1>",), {"c_ask": {"x": 42, "log": ["c_ask"]}}),
        ((), {"child": {"x": 42, "log": ["p1", "c_ask"]}}),
    ]
    assert run(graph, "get_state", thread()).values == {
        "x": 42,
        "log": ["p1", "p1", "c_ask"],
    }


def test_subgraph_interrupt_in_parent_invoke_and_snapshot(run: Driver) -> None:
    graph = _sub_interrupt()
    out = run(graph, "invoke", {"log": []}, thread())
    assert mask(out) == {
        "log": ["p1"],
        "__interrupt__": [Interrupt(value="sub?", id="<hex1>")],
    }
    snap = run(graph, "get_state", thread())
    (task,) = snap.tasks
    assert (task.name, task.path, task.error, task.result) == (
        "child",
        ("__pregel_pull", "child"),
        None,
        None,
    )
    assert task.interrupts == tuple(out["__interrupt__"]) == snap.interrupts
    assert task.state == {
        "configurable": {"thread_id": "t", "checkpoint_ns": f"child:{task.id}"}
    }
    child = run(graph, "get_state", task.state)
    assert (child.values, child.next, child.metadata["step"]) == (
        {"log": ["p1"]},
        ("c_ask",),
        0,
    )
    assert child.metadata["parents"] == {
        "": snap.config["configurable"]["checkpoint_id"]
    }
    nested = run(graph, "get_state", thread(), subgraphs=True)
    assert nested.tasks[0].state.values == {"log": ["p1"]}
    assert nested.tasks[0].state.next == ("c_ask",)


# ---------------------------------------------------------------------------
# More inputs on paused / finished threads
# ---------------------------------------------------------------------------


def _a_then_ask(**compile_kwargs: Any) -> Any:
    builder = StateGraph(Out)
    builder.add_node("a", lambda s: {"out": ["a"]})
    builder.add_node("ask", lambda s: {"out": [interrupt("q")]})
    builder.add_edge(START, "a")
    builder.add_edge("a", "ask")
    return builder.compile(checkpointer=InMemorySaver(), **compile_kwargs)


def test_new_input_on_an_interrupted_thread_starts_over(run: Driver) -> None:
    graph = _a_then_ask()
    run(graph, "invoke", {"out": []}, thread())
    chunks = run(
        graph, "stream", {"out": ["new"]}, thread(), stream_mode=["updates", "values"]
    )
    assert [c for c in chunks if "__interrupt__" not in c[1]] == [
        ("values", {"out": ["a", "new"]}),
        ("updates", {"a": {"out": ["a"]}}),
        ("values", {"out": ["a", "new", "a"]}),
    ]
    assert [i.value for i in chunks[-1][1]["__interrupt__"]] == ["q"]
    history = run(graph, "get_state_history", thread())
    assert [
        (h.metadata["step"], h.metadata["source"], h.next) for h in history[:3]
    ] == [
        (4, "loop", ("ask",)),
        (3, "loop", ("a",)),
        (2, "input", ("__start__",)),
    ]


def test_new_input_on_a_statically_paused_thread_starts_over(run: Driver) -> None:
    graph = _a_then_ask(interrupt_before=["ask"])
    assert run(graph, "invoke", {"out": []}, thread()) == {"out": ["a"]}
    assert run(graph, "invoke", {"out": ["new"]}, thread()) == {
        "out": ["a", "new", "a"]
    }
    assert run(graph, "get_state", thread()).next == ("ask",)


def test_command_update_on_a_finished_thread_is_saved(run: Driver) -> None:
    builder = StateGraph(Out)
    builder.add_node("a", lambda s: {"out": ["a"]})
    builder.add_edge(START, "a")
    graph = builder.compile(checkpointer=InMemorySaver())
    run(graph, "invoke", {"out": []}, thread())
    assert run(graph, "invoke", Command(update={"out": ["u"]}), thread()) == {
        "out": ["a", "u"]
    }
    assert run(graph, "get_state", thread()).values == {"out": ["a", "u"]}
    assert run(graph, "invoke", Command(goto="a"), thread()) == {"out": ["a", "u", "a"]}


# ---------------------------------------------------------------------------
# output_keys with an interrupt
# ---------------------------------------------------------------------------


def _x_ask() -> Any:
    builder = StateGraph(S)
    builder.add_node("a", lambda s: {"x": 1, "log": [interrupt("q")]})
    builder.add_edge(START, "a")
    return builder.compile(checkpointer=InMemorySaver())


def test_output_keys_list_keeps_the_interrupt(run: Driver) -> None:
    out = run(_x_ask(), "invoke", {"x": 0, "log": []}, thread(), output_keys=["x"])
    assert mask(out) == {"x": 0, "__interrupt__": [Interrupt(value="q", id="<hex1>")]}


def test_output_keys_str_reports_the_interrupt(run: Driver) -> None:
    graph = _x_ask()
    out = run(graph, "invoke", {"x": 0, "log": []}, thread("1"), output_keys="x")
    assert mask(out) == {"__interrupt__": [Interrupt(value="q", id="<hex1>")]}
    chunks = run(
        graph,
        "stream",
        {"x": 0, "log": []},
        thread("2"),
        output_keys="x",
        stream_mode="values",
    )
    assert mask(chunks) == [0, {"__interrupt__": (Interrupt(value="q", id="<hex1>"),)}]


# ---------------------------------------------------------------------------
# Static interrupts compiled into a subgraph
# ---------------------------------------------------------------------------


def test_subgraph_static_interrupt_pauses_the_parent(run: Driver) -> None:
    sub = StateGraph(S)
    sub.add_node("c1", appender("c1"))
    sub.add_node("c2", appender("c2"))
    sub.add_edge(START, "c1")
    sub.add_edge("c1", "c2")
    parent = StateGraph(S)
    parent.add_node("child", sub.compile(interrupt_before=["c2"]))
    parent.add_edge(START, "child")
    graph = parent.compile(checkpointer=InMemorySaver())
    assert run(graph, "invoke", {"log": []}, thread()) == {"log": []}
    snap = run(graph, "get_state", thread())
    assert (snap.next, snap.interrupts) == (("child",), ())
    assert run(graph, "invoke", None, thread()) == {"log": ["c1", "c2"]}
