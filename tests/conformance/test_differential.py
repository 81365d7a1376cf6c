"""Random graph programs run against LangGraph (oracle) and lingxigraph, compared.

Programs come from `conformance_gen.random_spec`; hypothesis draws batch seeds,
each seed expands (through a seeded `random.Random`) into a batch of programs
that is sent to `program.py` as one JSON list per interpreter, so interpreter
start-up is paid once per batch.

Environment:

* ``CONFORMANCE_EXAMPLES``  programs per run (default 500)
* ``CONFORMANCE_BATCH``     programs per subprocess call (default 125)
* ``CONFORMANCE_SEED``      batch seed to start from (reproduce a failure: program ids are
                            ``s<batch seed>-<index>``)
* ``CONFORMANCE_RANDOM=1``  fresh hypothesis seeds every run (default: derandomized, so CI
                            explores the same programs each run and stays reproducible)
* ``CONFORMANCE_AVOID``     comma list of known-bug names whose triggers the generator
                            avoids (default: every open bug in `conformance_gen.KNOWN_BUGS`;
                            ``none`` explores everything)
* ``LANGGRAPH_PYTHON``      oracle interpreter (default ``/tmp/lg/bin/python``)

A failure prints every differing program (spec, first difference); shrink one with
``python tests/conformance/conformance_harness.py --shrink spec.json``.
"""

from __future__ import annotations

import json
import math
import os
import random

import pytest

import conformance_gen as gen
import conformance_harness as harness

ORACLE = harness.oracle_python()
pytestmark = pytest.mark.skipif(
    ORACLE is None,
    reason="no LangGraph oracle interpreter: set LANGGRAPH_PYTHON or create /tmp/lg (venv with langgraph==1.2.11)",
)

EXAMPLES = int(os.environ.get("CONFORMANCE_EXAMPLES", "500"))
BATCH = max(1, int(os.environ.get("CONFORMANCE_BATCH", "125")))
TOTALS = {"programs": 0, "strict": 0, "loose": 0, "chunks": 0, "steps": 0, "snapshots": 0}


def _avoid() -> frozenset[str]:
    raw = os.environ.get("CONFORMANCE_AVOID")
    if raw is None:
        return frozenset(gen.KNOWN_BUGS)
    if raw.strip().lower() in ("", "none"):
        return frozenset()
    return frozenset(x.strip() for x in raw.split(",") if x.strip())


def check_batch(specs: list[dict], *, recheck: bool = True) -> list[str]:
    expected, actual = harness.run_both(specs, ORACLE)
    failures = []
    for spec, e, a in zip(specs, expected, actual):
        for side, res in (("langgraph", e), ("lingxigraph", a)):
            if "crash" in res:
                failures.append(f"{spec['id']}: runner crashed under {side}: {res['crash']}\n{res.get('traceback', '')}")
        kind, desc = harness.compare(e, a)
        TOTALS["programs"] += 1
        TOTALS["chunks"] += harness.count_chunks(e)
        TOTALS["steps"] += sum(len(sc.get("steps", [])) for sc in e.get("scenarios", []))
        TOTALS["snapshots"] += harness.count_snapshots(e)
        if kind in TOTALS:
            TOTALS[kind] += 1
        if kind == "diff":
            # programs with sleeps race in LangGraph too: a difference must repeat
            if recheck and not check_batch([spec], recheck=False):
                TOTALS["programs"] -= 1
                continue
            failures.append(f"{spec['id']}: {desc}\n  spec: {json.dumps(spec)}")
    return failures


def _seeds(n: int) -> list[int]:
    rng = random.Random(int(os.environ["CONFORMANCE_SEED"]))
    return [int(os.environ["CONFORMANCE_SEED"])] + [rng.getrandbits(32) for _ in range(n - 1)]


def test_random_programs_match_langgraph() -> None:
    """EXAMPLES random programs in batches; hypothesis draws the batch seeds."""
    from hypothesis import HealthCheck, Phase, given, settings
    from hypothesis import strategies as st

    avoid = _avoid()
    n_batches = math.ceil(EXAMPLES / BATCH)
    failures: list[str] = []
    done: list[int] = []

    def one_batch(seed: int) -> None:
        size = min(BATCH, EXAMPLES - len(done) * BATCH)
        if size <= 0:
            return
        done.append(seed)
        failures.extend(check_batch(gen.batch_from_seed(seed, size, avoid=avoid)))

    if os.environ.get("CONFORMANCE_SEED") is not None:
        for seed in _seeds(n_batches):
            one_batch(seed)
    else:

        @settings(
            max_examples=n_batches,
            deadline=None,
            database=None,
            phases=[Phase.generate],
            suppress_health_check=list(HealthCheck),
            derandomize=os.environ.get("CONFORMANCE_RANDOM", "") in ("", "0"),
        )
        @given(seed=st.integers(0, 2**32 - 1))
        def run(seed: int) -> None:
            one_batch(seed)

        run()
        extra = random.Random(len(done))  # deterministic top-up, so CI runs are repeatable
        while len(done) < n_batches:  # hypothesis may stop early (e.g. duplicate draws)
            one_batch(extra.getrandbits(32))
    print(
        f"\nconformance: {TOTALS['programs']} programs ({TOTALS['strict']} identical, {TOTALS['loose']} equal up to "
        f"parallel ordering), {TOTALS['steps']} run steps, {TOTALS['chunks']} stream chunks/outputs, "
        f"{TOTALS['snapshots']} state snapshots compared; batch seeds {done} (CONFORMANCE_SEED=<first> reruns); "
        f"avoided known bugs: {sorted(avoid) or 'none'}"
    )
    assert TOTALS["programs"] >= EXAMPLES
    assert not failures, f"{len(failures)} program(s) differ from LangGraph:\n\n" + "\n\n".join(failures[:20])
