"""``python -m benchmarks``: lingxigraph vs LangGraph, one worker process per group, library and round.

For each benchmark group the runner starts a worker (`benchmarks.worker`)
with this interpreter for lingxigraph and with the LangGraph interpreter for
LangGraph, alternating A B A B for ``--rounds`` rounds. Each row's time is
the median over rounds of each process's median run time. The runner checks
that both libraries ended in the same final state (a hash of a canonical
JSON form, see `benchmarks.canon`), prints a table and the geometric mean of
the ratios, and writes ``results.json``, ``results.md`` and (with matplotlib)
``ratios.png`` to ``--out``.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from benchmarks import registry

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_LANGGRAPH_PYTHON = "/tmp/lg/bin/python"
LIBS = ("lingxigraph", "langgraph")

PROFILES = {
    # rounds, min seconds of timed runs per variant and process, min reps, max reps
    "full": {"rounds": 5, "min_time": 0.15, "min_reps": 2, "max_reps": 200},
    "quick": {"rounds": 1, "min_time": 0.03, "min_reps": 1, "max_reps": 30, "memory": False},
}


def _default_langgraph_python() -> str | None:
    env = os.environ.get("LANGGRAPH_PYTHON")
    if env:
        return env
    return DEFAULT_LANGGRAPH_PYTHON if os.path.exists(DEFAULT_LANGGRAPH_PYTHON) else None


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m benchmarks",
        description="Benchmark lingxigraph against LangGraph (run from the repository root).",
    )
    parser.add_argument("--quick", action="store_true", help="1 round and short timing loops (about a minute)")
    parser.add_argument(
        "--only",
        action="append",
        metavar="NAME",
        help="run only these groups or group/variant rows (glob patterns, comma-separated, repeatable)",
    )
    parser.add_argument("--list", action="store_true", help="list the benchmark rows and exit")
    parser.add_argument(
        "--langgraph-python",
        default=None,
        metavar="PATH",
        help=f"interpreter with langgraph installed (default: $LANGGRAPH_PYTHON or {DEFAULT_LANGGRAPH_PYTHON})",
    )
    parser.add_argument("--no-langgraph", action="store_true", help="run lingxigraph only (no comparison)")
    parser.add_argument("--rounds", type=int, default=None, help="processes per library and group (default 5, quick 1)")
    parser.add_argument("--min-time", type=float, default=None, help="seconds of timed runs per variant and process")
    parser.add_argument(
        "--metric",
        choices=("wall", "cpu"),
        default="wall",
        help="time the table compares: wall clock (default) or this process's CPU time, steadier on a busy machine",
    )
    parser.add_argument("--no-memory", action="store_true", help="skip the tracemalloc peak-memory runs")
    parser.add_argument("--no-chart", action="store_true", help="do not draw ratios.png")
    parser.add_argument("--out", default="benchmarks/results", help="output directory (default benchmarks/results)")
    parser.add_argument("--timeout", type=float, default=600.0, help="seconds before a worker process is killed")
    args = parser.parse_args(argv)
    if args.only:
        args.only = [p.strip() for item in args.only for p in item.split(",") if p.strip()]
    return args


# ----------------------------------------------------------------------------- running workers


def run_worker(
    python: str, lib: str, group: registry.Group, variants: tuple[str, ...], settings: dict, args: Any, memory: bool
) -> dict:
    """Start one worker process and return its JSON (or an error record for every variant)."""
    with tempfile.TemporaryDirectory(prefix="bench-") as tmp:
        out = os.path.join(tmp, "result.json")
        cmd = [
            python,
            "-m",
            "benchmarks.worker",
            "--lib",
            lib,
            "--group",
            group.name,
            "--variants",
            ",".join(variants),
            "--min-time",
            str(settings["min_time"]),
            "--min-reps",
            str(settings["min_reps"]),
            "--max-reps",
            str(settings["max_reps"]),
            "--out",
            out,
        ]
        if not memory:
            cmd.append("--no-memory")
        env = dict(os.environ, BENCH_LIB=lib, PYTHONHASHSEED="0")
        env.pop("PYTHONPATH", None)
        t0 = time.perf_counter()
        try:
            proc = subprocess.run(
                cmd,
                cwd=REPO_ROOT,
                env=env,
                capture_output=True,
                text=True,
                timeout=args.timeout,
                stdin=subprocess.DEVNULL,
                check=False,
            )
            stderr, code = proc.stderr, proc.returncode
        except subprocess.TimeoutExpired as exc:
            stderr, code = f"timed out after {args.timeout}s\n{exc.stderr or ''}", -1
        wall = time.perf_counter() - t0
        if code == 0 and os.path.exists(out):
            with open(out) as fh:
                data = json.load(fh)
        else:
            reason = f"worker exited with {code}: {stderr.strip()[-2000:]}"
            data = {"lib": lib, "variants": {v: {"status": "error", "reason": reason} for v in variants}}
        data["process_wall_s"] = wall
        if stderr.strip():
            data["stderr_lines"] = stderr.count("\n")
            data["stderr_head"] = stderr[:3000]
        return data


# ----------------------------------------------------------------------------- aggregating


def _median(values: list[float]) -> float | None:
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def aggregate(group: registry.Group, variant: str, per_lib: dict[str, list[dict]], metric: str = "wall") -> dict:
    """One report row from every round's worker output for `group/variant` (`metric`: ``wall`` or ``cpu``)."""
    time_key, overhead_key = ("median_s", "overhead_s") if metric == "wall" else ("cpu_median_s", "cpu_overhead_s")
    row: dict[str, Any] = {"name": f"{group.name}/{variant}", "group": group.name, "variant": variant, "kind": group.kind}
    row["description"] = group.description
    for lib, runs in per_lib.items():
        results = [run["variants"].get(variant, {"status": "error", "reason": "missing"}) for run in runs]
        ok = [r for r in results if r.get("status") == "ok"]
        entry: dict[str, Any] = {"rounds": len(ok)}
        if not ok:
            first = results[0] if results else {"status": "error", "reason": "not run"}
            entry.update(status=first.get("status", "error"), reason=first.get("reason", ""))
            row[lib] = entry
            continue
        entry["status"] = "ok"
        entry["median_s"] = _median([r[time_key] for r in ok])
        entry["round_medians_s"] = [r[time_key] for r in ok]
        entry["wall_median_s"] = _median([r["median_s"] for r in ok])
        entry["cpu_median_s"] = _median([r.get("cpu_median_s") for r in ok])
        entry["min_s"] = min(r["min_s"] for r in ok)
        entry["node_s"] = _median([r["node_s"] for r in ok])
        steps = ok[0].get("supersteps")
        entry["supersteps"] = steps
        if group.kind in ("stream", "first_event") and steps:
            entry["overhead_us_per_step"] = _median([r[overhead_key] / steps * 1e6 for r in ok])
        ops = ok[0].get("ops")
        if ops:
            entry["ops_per_run"] = ops
            entry["ops_per_s"] = ops / entry["median_s"]
            entry["us_per_op"] = entry["median_s"] / ops * 1e6
        entry["peak_kib"] = _median([r.get("peak_kib") for r in ok])
        entry["rss_delta_kib"] = _median([run["rss_end_kib"] - run["rss_imported_kib"] for run in runs if "rss_end_kib" in run])
        hashes = sorted({r["hash"] for r in ok})
        entry["hash"] = hashes[0] if len(hashes) == 1 else hashes
        entry["saved_hash"] = ok[0].get("saved_hash")
        entry["keys"] = ok[0].get("keys")
        entry["preview"] = ok[0].get("preview")
        if any("unstable" in r for r in ok):
            entry["unstable"] = next(r["unstable"] for r in ok if "unstable" in r)
        row[lib] = entry
    lx, lg = row.get("lingxigraph", {}), row.get("langgraph", {})
    if lx.get("status") == "ok" and lg.get("status") == "ok":
        row["ratio"] = lg["median_s"] / lx["median_s"]
        row["ratio_wall"] = lg["wall_median_s"] / lx["wall_median_s"]
        if lx.get("cpu_median_s") and lg.get("cpu_median_s"):
            row["ratio_cpu"] = lg["cpu_median_s"] / lx["cpu_median_s"]
            row["ratio_wall"] = lg["wall_median_s"] / lx["wall_median_s"]
        same = lx["hash"] == lg["hash"] and isinstance(lx["hash"], str)
        if lx.get("saved_hash") is not None or lg.get("saved_hash") is not None:
            same = same and lx.get("saved_hash") == lg.get("saved_hash")
        row["same_result"] = same
        if not same:
            lk, gk = lx.get("keys") or {}, lg.get("keys") or {}
            row["differing_keys"] = sorted(k for k in set(lk) | set(gk) if lk.get(k) != gk.get(k))
    return row


def geomean(values: list[float]) -> float | None:
    values = [v for v in values if v and v > 0]
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else None


# ----------------------------------------------------------------------------- formatting


def fmt_time(seconds: float | None) -> str:
    if seconds is None:
        return "-"
    if seconds >= 1:
        return f"{seconds:.2f} s"
    if seconds >= 1e-3:
        return f"{seconds * 1e3:.2f} ms"
    return f"{seconds * 1e6:.1f} µs"


def _fmt_num(value: float | None, digits: int = 1) -> str:
    return "-" if value is None else f"{value:,.{digits}f}"


def _cell(entry: dict, key: str, digits: int = 1) -> str:
    if entry.get("status") != "ok":
        return entry.get("status", "-") if key == "median_s" else "-"
    if key == "median_s":
        return fmt_time(entry["median_s"])
    return _fmt_num(entry.get(key), digits)


HEADERS = (
    "benchmark",
    "lingxigraph",
    "langgraph",
    "ratio lg/lx",
    "CPU ratio",
    "overhead µs/step lx",
    "overhead µs/step lg",
    "peak KiB lx",
    "peak KiB lg",
    "same result",
)


def table_rows(rows: list[dict]) -> list[list[str]]:
    out = []
    for row in rows:
        lx, lg = row.get("lingxigraph", {}), row.get("langgraph", {})
        ratio = row.get("ratio")
        if "same_result" in row:
            same = "yes" if row["same_result"] else "**NO**"
        else:
            same = "-"
        name = row["name"]
        if row["kind"] == "checkpoint":
            extras = [f"{e['ops_per_s']:,.0f}/s" for e in (lx, lg) if e.get("status") == "ok"]
            if extras:
                name += f" ({' vs '.join(extras)} puts)"
        out.append(
            [
                name,
                _cell(lx, "median_s"),
                _cell(lg, "median_s"),
                "-" if ratio is None else f"{ratio:.2f}×",
                "-" if row.get("ratio_cpu") is None else f"{row['ratio_cpu']:.2f}×",
                _cell(lx, "overhead_us_per_step"),
                _cell(lg, "overhead_us_per_step"),
                _cell(lx, "peak_kib", 0),
                _cell(lg, "peak_kib", 0),
                same,
            ]
        )
    return out


def text_table(rows: list[dict]) -> str:
    body = table_rows(rows)
    widths = [max(len(h), *(len(r[i]) for r in body)) if body else len(h) for i, h in enumerate(HEADERS)]
    lines = ["  ".join(h.ljust(w) for h, w in zip(HEADERS, widths))]
    lines.append("  ".join("-" * w for w in widths))
    for r in body:
        lines.append("  ".join(c.rjust(w) if i else c.ljust(w) for i, (c, w) in enumerate(zip(r, widths))))
    return "\n".join(lines)


def markdown_table(rows: list[dict]) -> str:
    body = table_rows(rows)
    lines = ["| " + " | ".join(HEADERS) + " |", "|" + "|".join(["---"] + ["---:"] * (len(HEADERS) - 1)) + "|"]
    lines += ["| " + " | ".join(r) + " |" for r in body]
    return "\n".join(lines)


def draw_chart(rows: list[dict], path: Path) -> str | None:
    """Draw a horizontal bar chart of the ratios; returns why it was skipped, or None."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return "matplotlib is not installed (pip install -e '.[bench]')"
    data = [(row["name"], row["ratio"]) for row in rows if row.get("ratio")]
    if not data:
        return "no ratios to draw"
    names = [name for name, _ in data][::-1]
    ratios = [ratio for _, ratio in data][::-1]
    fig, ax = plt.subplots(figsize=(9, max(3.0, 0.22 * len(data) + 1.2)))
    colors = ["#2a9d8f" if r >= 10 else "#e9c46a" if r >= 1 else "#e76f51" for r in ratios]
    ax.barh(range(len(ratios)), ratios, color=colors)
    ax.set_yticks(range(len(ratios)), names, fontsize=7)
    ax.set_ylim(-0.6, len(ratios) - 0.4)
    ax.set_xscale("log")
    ax.axvline(1, color="black", linewidth=0.8)
    ax.axvline(10, color="grey", linewidth=0.8, linestyle="--")
    ax.set_xlabel("speed-up of lingxigraph over LangGraph (LangGraph time / lingxigraph time, log scale)")
    gm = geomean(ratios)
    ax.set_title(f"lingxigraph vs LangGraph 1.2.11 — geometric mean {gm:.2f}×" if gm else "lingxigraph vs LangGraph")
    for i, r in enumerate(ratios):
        ax.text(r, i, f" {r:.1f}×", va="center", fontsize=6)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)
    return None


# ----------------------------------------------------------------------------- main


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    selection = registry.select(args.only)
    if args.list:
        for group, variants in selection:
            for variant in variants:
                print(f"{group.name + '/' + variant:<34}  {group.description}")
        return 0
    if not selection:
        print(f"no benchmark matches {args.only}; try --list", file=sys.stderr)
        return 2

    settings = dict(PROFILES["quick" if args.quick else "full"])
    if args.rounds is not None:
        settings["rounds"] = max(1, args.rounds)
    if args.min_time is not None:
        settings["min_time"] = args.min_time

    pythons = {"lingxigraph": sys.executable}
    if not args.no_langgraph:
        lg_python = args.langgraph_python or _default_langgraph_python()
        if lg_python and os.path.exists(lg_python):
            pythons["langgraph"] = lg_python
        else:
            print("warning: no LangGraph interpreter found (set --langgraph-python or LANGGRAPH_PYTHON); "
                  "running lingxigraph only", file=sys.stderr)  # fmt: skip
    libs = [lib for lib in LIBS if lib in pythons]

    out_dir = Path(args.out)
    if not out_dir.is_absolute():
        out_dir = Path.cwd() / out_dir
    out_dir.mkdir(parents=True, exist_ok=True)

    n_rows = sum(len(v) for _, v in selection)
    print(f"{n_rows} benchmark rows in {len(selection)} groups, {settings['rounds']} round(s), libraries: {', '.join(libs)}")
    load_start = os.getloadavg()
    started = time.perf_counter()
    rows: list[dict] = []
    worker_notes: list[str] = []
    versions: dict[str, dict] = {}
    loads: list[float] = []
    for group, variants in selection:
        per_lib: dict[str, list[dict]] = {lib: [] for lib in libs}
        noisy: dict[str, int] = {}
        group_started = time.perf_counter()
        for round_no in range(settings["rounds"]):
            # Peak memory is measured in the first round only: a traced run is slow and its result stable.
            memory = round_no == 0 and not args.no_memory and settings.get("memory", True)
            for lib in libs:  # interleaved: A B A B ...
                data = run_worker(pythons[lib], lib, group, variants, settings, args, memory)
                per_lib[lib].append(data)
                if data.get("loadavg_end") is not None:
                    loads.append(data["loadavg_end"])
                if "version" in data:
                    versions[lib] = {"version": data["version"], "python": data.get("python")}
                if data.get("stderr_lines"):
                    noisy[lib] = noisy.get(lib, 0) + 1
        group_rows = [aggregate(group, variant, per_lib, args.metric) for variant in variants]
        group_wall = time.perf_counter() - group_started
        for row in group_rows:
            row["group_wall_s"] = group_wall
            row["process_wall_s"] = {lib: _median([d.get("process_wall_s") for d in per_lib[lib]]) for lib in libs}
        rows.extend(group_rows)
        print(f"{group.name}: {group_wall:.1f} s", flush=True)
        for row in group_rows:
            lx, lg = row.get("lingxigraph", {}), row.get("langgraph", {})
            ratio = f"{row['ratio']:.2f}×" if row.get("ratio") else "-"
            flag = "" if row.get("same_result", True) else "  RESULT MISMATCH"
            print(f"  {row['name']:<34} lx {_cell(lx, 'median_s'):>10}  lg {_cell(lg, 'median_s'):>10}  {ratio:>8}{flag}", flush=True)
        for lib, count in noisy.items():
            worker_notes.append(f"{group.name} [{lib}]: {count} of {settings['rounds']} worker(s) wrote to stderr")
        first_stderr = next((d for runs in per_lib.values() for d in runs if d.get("stderr_head")), None)
        if first_stderr:
            (out_dir / f"stderr-{group.name}-{first_stderr['lib']}.txt").write_text(first_stderr["stderr_head"])
    elapsed = time.perf_counter() - started

    ratios = [row["ratio"] for row in rows if row.get("ratio")]
    gm = geomean(ratios)
    gm_cpu = geomean([row["ratio_cpu"] for row in rows if row.get("ratio_cpu")])
    mismatches = [row["name"] for row in rows if row.get("same_result") is False]
    errors = [
        f"{row['name']} [{lib}]: {row[lib].get('reason', '')[:300]}"
        for row in rows
        for lib in libs
        if row.get(lib, {}).get("status") == "error"
    ]
    skipped = [
        f"{row['name']} [{lib}]: {row[lib].get('reason', '')}"
        for row in rows
        for lib in libs
        if row.get(lib, {}).get("status") == "skipped"
    ]
    slow = [row["name"] for row in rows if row.get("ratio") is not None and row["ratio"] < 10]

    print()
    print(text_table(rows))
    print()
    if mismatches:
        print(f"RESULT MISMATCH in {len(mismatches)} row(s): {', '.join(mismatches)}")
    for line in errors:
        print(f"error: {line}")
    for line in skipped:
        print(f"skipped: {line}")
    for line in worker_notes:
        print(f"note: {line} (see {out_dir}/stderr-*.txt)")
    if slow:
        by_group: dict[str, list[str]] = {}
        for row in rows:
            if row["name"] in slow:
                by_group.setdefault(row["group"], []).append(row["variant"])
        parts = [
            f"{name} ({'all' if len(vs) == len(registry.BY_NAME[name].variants) else ', '.join(vs)})"
            for name, vs in by_group.items()
        ]
        print(f"below 10× faster than LangGraph ({len(slow)} of {len(rows)} rows): {'; '.join(parts)}")
    print(f"geometric mean of ratios (langgraph/lingxigraph): {gm:.2f}× over {len(ratios)} rows" if gm else
          "geometric mean of ratios: n/a (no LangGraph comparison)")  # fmt: skip
    if gm_cpu:
        print(f"geometric mean of CPU-time ratios: {gm_cpu:.2f}×")
    print(f"total wall time {elapsed:.0f} s; 1-minute load average {load_start[0]:.1f} at start, "
          f"median {_median(loads) or 0:.1f} / max {max(loads, default=0):.1f} during the run on {os.cpu_count()} CPUs")  # fmt: skip
    if loads and (_median(loads) or 0) > (os.cpu_count() or 1) + 0.5:
        print("warning: the machine was busy with other work during the run; timings are noisy "
              "(consider --metric cpu, or rerun when it is idle)")  # fmt: skip

    meta = {
        "date": time.strftime("%Y-%m-%d %H:%M:%S %z"),
        "machine": {"platform": platform.platform(), "cpus": os.cpu_count(), "python": platform.python_version()},
        "pythons": pythons,
        "versions": versions,
        "settings": settings,
        "metric": args.metric,
        "loadavg_start": load_start,
        "loadavg_workers": {"median": _median(loads), "max": max(loads, default=None)},
        "argv": sys.argv[1:] if argv is None else argv,
        "wall_s": elapsed,
    }
    payload = {
        "meta": meta,
        "rows": rows,
        "geomean_ratio": gm,
        "geomean_ratio_cpu": gm_cpu,
        "mismatches": mismatches,
        "errors": errors,
        "skipped": skipped,
        "below_10x": slow,
        "notes": worker_notes,
    }
    (out_dir / "results.json").write_text(json.dumps(payload, indent=1, default=str))
    md = [markdown_table(rows), ""]
    if gm:
        md.append(f"Geometric mean of ratios: **{gm:.2f}×** over {len(ratios)} rows"
                  + (f" (of CPU-time ratios: {gm_cpu:.2f}×)." if gm_cpu else "."))  # fmt: skip
    (out_dir / "results.md").write_text("\n".join(md) + "\n")
    if not args.no_chart:
        why = draw_chart(rows, out_dir / "ratios.png")
        print(f"chart skipped: {why}" if why else f"chart: {out_dir / 'ratios.png'}")
    print(f"results: {out_dir / 'results.json'}")
    return 1 if errors and not any(row.get(lib, {}).get("status") == "ok" for row in rows for lib in libs) else 0
