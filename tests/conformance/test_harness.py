"""The conformance harness itself (no oracle needed): normalising, comparing, generating."""

from __future__ import annotations

import json
import random

import pytest

import conformance_gen as gen
import conformance_harness as harness
import program


def test_ids_become_numbered_placeholders_in_order_of_appearance() -> None:
    u1, u2 = "1f1ec76e-762c-65a2-8000-d50056f76954", "21bd0ee4-cbd4-c7ea-9dea-8bcfbae5a5db"
    h1 = "9ed1fff6e2155057f4b1591cbb865abe"
    data = {"a": [u2, f"child:{u1}|x:{u2}"], "b": {u1: h1}, "ts": "2026-01-01T10:00:00.123456+00:00"}
    masked = program.IdMasker().mask(data)
    assert masked == {"a": ["<uuid:1>", "child:<uuid:2>|x:<uuid:1>"], "b": {"<uuid:2>": "<hex:1>"}, "ts": "<ts>"}


def test_interrupt_ids_are_compared_structurally_and_sorted() -> None:
    lib = program.Lib("lingxigraph")
    enc = program.Encoder(lib)
    i1, i2 = lib.Interrupt(value="b", id="1" * 32), lib.Interrupt(value="a", id="2" * 32)
    assert enc.enc((i1, i2)) == {
        "$tuple": [{"$Interrupt": {"value": "a", "id": "<iid>"}}, {"$Interrupt": {"value": "b", "id": "<iid>"}}]
    }
    assert enc.enc({"value": 1, "id": "3" * 32}) == {"value": 1, "id": "<iid>"}


def test_parallel_order_is_tolerated_but_not_content() -> None:
    call = {"method": "stream", "stream_mode": ["updates", "values"]}

    def result(chunks: list) -> dict:
        return {"scenarios": [{"call": call, "steps": [{"chunks": chunks}]}]}

    v0 = {"$tuple": ["values", {"log": []}]}
    ua, ub = {"$tuple": ["updates", {"a": {"log": ["a"]}}]}, {"$tuple": ["updates", {"b": {"log": ["b"]}}]}
    v1 = {"$tuple": ["values", {"log": ["a", "b"]}]}
    assert harness.compare(result([v0, ua, ub, v1]), result([v0, ua, ub, v1]))[0] == "strict"
    assert harness.compare(result([v0, ua, ub, v1]), result([v0, ub, ua, v1]))[0] == "loose"
    # moving an update across a superstep boundary is a real difference
    assert harness.compare(result([v0, ua, ub, v1]), result([v0, ua, v1, ub]))[0] == "diff"
    assert harness.compare(result([v0, ua, v1]), result([v0, ub, v1]))[0] == "diff"


def test_key_order_matters_outside_parallel_work() -> None:
    a = {"scenarios": [{"call": {}, "steps": [{"out": {"x": 1, "y": 2}}]}]}
    b = {"scenarios": [{"call": {}, "steps": [{"out": {"y": 2, "x": 1}}]}]}
    kind, desc = harness.compare(a, b)
    assert kind == "diff" and "key order" in desc


def test_error_results_of_failed_tasks_are_dropped_deliberate_difference_c() -> None:
    start = {"$tuple": ["tasks", {"id": "t", "name": "n", "input": {}, "triggers": {"$tuple": []}}]}
    failed = {"$tuple": ["tasks", {"id": "t", "name": "n", "error": {"$exc": "ValueError"}, "result": {}, "interrupts": []}]}
    assert program.drop_error_results([start, failed]) == [start]
    ok = {"$tuple": ["tasks", {"id": "t", "name": "n", "error": None, "result": {}, "interrupts": []}]}
    assert program.drop_error_results([start, failed, ok]) == [start, failed, ok]  # a retried attempt must not show


def test_generator_is_deterministic_and_json() -> None:
    a = gen.batch_from_seed(42, 30, avoid=frozenset(gen.KNOWN_BUGS))
    b = gen.batch_from_seed(42, 30, avoid=frozenset(gen.KNOWN_BUGS))
    assert a == b
    assert json.loads(json.dumps(a)) == a
    kinds = {s["kind"] for s in gen.batch_from_seed(7, 200)}
    assert kinds == {"graph", "entrypoint"}


def test_generated_programs_run_under_lingxigraph() -> None:
    lib = program.Lib("lingxigraph")
    rng = random.Random(1)
    for i in range(15):
        spec = gen.apply_avoid(gen.random_spec(random.Random(rng.getrandbits(64)), f"p{i}"), frozenset(gen.KNOWN_BUGS))
        spec["scenarios"] = [
            sc for sc in spec["scenarios"] if sc["call"].get("method") in ("invoke", "stream")
        ]  # keep the in-process smoke test free of event loops
        res = program.run_spec(lib, spec)
        assert "crash" not in res, res.get("traceback")
        assert "timeout" not in res


@pytest.mark.parametrize("name", ["update_state_drops_pending_sends", "parallel_interrupt_values_chunks"])
def test_shrink_candidates_run(name: str) -> None:
    from regression_cases import CASES

    lib = program.Lib("lingxigraph")
    for cand in harness._candidates(CASES[name]["spec"]):
        json.dumps(cand)
        res = program.run_spec(lib, cand)  # may be an invalid graph (build_error), never a crash
        assert "crash" not in res, res.get("traceback")
