"""Interrupts in one node: answered one by one, in call order; resume shapes (behaviour.md §6).

The node re-runs from the top on every resume and earlier ``interrupt()`` calls
return their stored answers. Unlike LangGraph (which reports ``next == ()`` and
``result == {}`` once the first question is answered), the snapshot keeps naming
the node while its second question is pending.
"""

from __future__ import annotations

from typing import Any

from hitl_helpers import Driver, Masker, e07_ask, e33_graph, thread, two_questions
from hitl_recorded import RECORDED

from lingxigraph.types import Command, Interrupt


def _pending(result: dict[str, Any]) -> Interrupt:
    (pending,) = result["__interrupt__"]
    return pending


def test_questions_are_answered_in_call_order(run: Driver) -> None:
    body_log: list[str] = []
    graph = two_questions(run.is_async, body_log)
    cfg = thread("m1")
    first = run(graph, "invoke", {"out": []}, cfg)
    assert first["out"] == [] and _pending(first).value == "first?"
    second = run(graph, "invoke", Command(resume="A"), cfg)
    assert second["out"] == [] and _pending(second).value == "second?"
    assert run(graph, "invoke", Command(resume="B"), cfg) == {"out": [["two", "A", "B"]]}
    assert body_log == ["two", "two", "two-after-first", "two", "two-after-first"]


def test_answers_addressed_by_id_one_by_one(run: Driver) -> None:
    graph = two_questions(run.is_async, [])
    cfg = thread("m2")
    first = _pending(run(graph, "invoke", {"out": []}, cfg))
    second = _pending(run(graph, "invoke", Command(resume={first.id: "A"}), cfg))
    assert second.value == "second?"
    assert run(graph, "invoke", Command(resume={second.id: "B"}), cfg) == {"out": [["two", "A", "B"]]}


def test_snapshot_names_the_node_while_its_second_question_is_pending(run: Driver) -> None:
    graph = two_questions(run.is_async, [])
    cfg = thread("m3")
    run(graph, "invoke", {"out": []}, cfg)
    second = _pending(run(graph, "invoke", Command(resume="A"), cfg))
    state = run(graph, "get_state", cfg)
    assert state.next == ("two",)
    assert state.interrupts == (second,)
    (task,) = state.tasks
    assert (task.name, task.interrupts, task.result, task.error) == ("two", (second,), None, None)
    assert state.values == {"out": []}


def test_first_answer_survives_a_rerun_without_resume(run: Driver) -> None:
    body_log: list[str] = []
    graph = two_questions(run.is_async, body_log)
    cfg = thread("m4")
    run(graph, "invoke", {"out": []}, cfg)
    second = _pending(run(graph, "invoke", Command(resume="A"), cfg))
    again = _pending(run(graph, "invoke", None, cfg))
    assert again == second
    assert run(graph, "invoke", Command(resume="B"), cfg) == {"out": [["two", "A", "B"]]}


def test_stream_of_a_resume_shows_the_second_question(run: Driver) -> None:
    graph = two_questions(run.is_async, [])
    cfg = thread("m5")
    run(graph, "invoke", {"out": []}, cfg)
    chunks = run(graph, "stream", Command(resume="A"), cfg, stream_mode=["values", "updates"])
    modes = [mode for mode, _ in chunks]
    assert modes == ["values", "updates", "values"]
    (pending,) = chunks[1][1]["__interrupt__"]
    assert pending.value == "second?"
    assert chunks[2][1] == {"out": [], "__interrupt__": (pending,)}


def test_resume_results_match_langgraph(run: Driver) -> None:
    graph = e07_ask(run.is_async)
    run(graph, "invoke", {"q": "hi"}, thread("i1"))
    assert Masker().render(run(graph, "invoke", Command(resume="Bob"), thread("i1"))) == (
        RECORDED["e07/resume-invoke"].body
    )
    run(graph, "invoke", {"q": "hi"}, thread("i3"))
    chunks = run(graph, "stream", Command(resume="Ann"), thread("i3"), stream_mode="updates")
    assert Masker().render(*chunks) == RECORDED["e07/resume-stream"].body


def test_values_on_resume_start_from_the_saved_state_like_langgraph(run: Driver) -> None:
    graph = e33_graph(run.is_async)
    cfg = thread("rv")
    masker = Masker()
    first = run(graph, "stream", {"x": 0}, cfg, stream_mode="values")
    assert masker.render(*first) == RECORDED["e33/first"].body
    resumed = run(graph, "stream", Command(resume=5), cfg, stream_mode="values")
    assert masker.render(*resumed) == RECORDED["e33/resume"].body
    continued = run(graph, "stream", None, cfg, stream_mode="values")
    assert masker.render(*continued) == RECORDED["e33/continue"].body
