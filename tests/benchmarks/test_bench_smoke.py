"""The benchmark harness runs end to end (no timings are asserted here)."""

import json
import subprocess
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]


def test_quick_chain10_without_langgraph(tmp_path: Path) -> None:
    out = tmp_path / "results"
    proc = subprocess.run(
        [sys.executable, "-m", "benchmarks", "--quick", "--only", "chain10", "--no-langgraph", "--out", str(out)],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        stdin=subprocess.DEVNULL,
        check=False,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    data = json.loads((out / "results.json").read_text())
    rows = {row["name"]: row for row in data["rows"]}
    assert set(rows) == {"chain10/sync", "chain10/sync+saver", "chain10/async", "chain10/async+saver"}
    for row in rows.values():
        entry = row["lingxigraph"]
        assert entry["status"] == "ok", entry
        assert entry["median_s"] > 0
        assert "langgraph" not in row
    # The four variants (sync/async, with/without a checkpointer) end in the same state.
    assert len({row["lingxigraph"]["hash"] for row in rows.values()}) == 1
    assert data["errors"] == []


def test_timed_runs_keep_only_the_last_result() -> None:
    # a kept final state per timed run made every run allocate in fresh memory
    import asyncio

    sys.path.insert(0, str(REPO_ROOT))
    from benchmarks import registry, worker

    opts = worker.Options(min_time=0.0, min_reps=4, max_reps=4, memory=False)
    for variant in ("sync", "async+saver"):
        job = worker.make_job(registry.BY_NAME["chain10"], variant)
        if job.is_async:
            warm, _saved, samples, _peak = asyncio.run(worker._measure_async(job, opts))
        else:
            warm, _saved, samples, _peak = worker._measure_sync(job, opts)
        assert len(samples) == 4
        assert [s.result is None for s in samples] == [True, True, True, False]
        assert samples[-1].result == warm.result
