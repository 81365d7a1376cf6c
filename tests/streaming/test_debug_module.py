"""The public ``lingxigraph.pregel.debug`` helpers build the stream payload shapes."""

from __future__ import annotations

from types import SimpleNamespace

from lingxigraph.constants import TAG_HIDDEN
from lingxigraph.pregel.debug import (
    get_bolded_text,
    get_colored_text,
    map_debug_task_results,
    map_debug_tasks,
    map_task_result_writes,
    rm_pregel_keys,
    tasks_w_writes,
)
from lingxigraph.types import Interrupt


def _task(config, **kw):
    base = {"id": "t1", "name": "n", "input": {"a": 1}, "triggers": ["c"], "path": ("p",)}
    base.update(kw)
    return SimpleNamespace(config=config, **base)


def test_task_payload_keeps_user_metadata_and_tags_only():
    md = {"who": "me", "langgraph_node": "n", "thread_id": "t"}
    cfg = {"metadata": md, "tags": ["seq:step:2", "mine"]}
    [payload] = map_debug_tasks([_task(cfg)])
    assert payload == {
        "id": "t1", "name": "n", "input": {"a": 1}, "triggers": ["c"],
        "metadata": {"who": "me", "tags": ["mine"]},
    }
    md["who"] = "changed"
    assert payload["metadata"]["who"] == "me"


def test_task_payload_without_metadata_and_hidden_tasks():
    payloads = list(map_debug_tasks([_task(None), _task({"tags": ["seq:step:1"]}), _task({"tags": [TAG_HIDDEN]})]))
    assert payloads == [
        {"id": "t1", "name": "n", "input": {"a": 1}, "triggers": ["c"]},
        {"id": "t1", "name": "n", "input": {"a": 1}, "triggers": ["c"]},
    ]


def test_result_payload_folds_repeated_writes():
    writes = [("a", 1), ("a", 2), ("b", 3), ("x", 9), ("__interrupt__", [Interrupt(value="q", id="i1")])]
    [payload] = map_debug_task_results((_task({}), writes), ["a", "b"])
    assert payload == {
        "id": "t1", "name": "n", "error": None,
        "result": {"a": {"$writes": [1, 2]}, "b": 3},
        "interrupts": [{"value": "q", "id": "i1"}],
    }
    assert map_task_result_writes([("k", 1)]) == {"k": 1}


def test_tasks_w_writes_and_small_helpers():
    t = _task({})
    err = ValueError("x")
    assert tasks_w_writes([t], [], None, "v")[0].result is None
    [done] = tasks_w_writes([t], [("t1", "v", 5), ("other", "v", 6)], None, "v")
    assert (done.id, done.path, done.result, done.error) == ("t1", ("p",), 5, None)
    [failed] = tasks_w_writes([t], [("t1", "__error__", err)], {"t1": {"c": 1}}, ["v"])
    assert (failed.error, failed.state, failed.result) == (err, {"c": 1}, None)
    assert rm_pregel_keys({"configurable": {"__pregel_x": 1, "thread_id": "t"}, "tags": []}) == {
        "configurable": {"thread_id": "t"}
    }
    assert rm_pregel_keys(None) is None
    assert get_bolded_text("b") == "\033[1mb\033[0m"
    assert get_colored_text("r", "red") == "\033[1;30;31mr\033[0m"
