"""Differential harness: run `program.py` under LangGraph and lingxigraph, compare.

Used by the pytest modules in this directory, and usable by hand::

    .venv/bin/python tests/conformance/conformance_harness.py spec.json      # show differences
    .venv/bin/python tests/conformance/conformance_harness.py --shrink spec.json

The oracle interpreter is ``$LANGGRAPH_PYTHON`` or ``/tmp/lg/bin/python`` (a
virtualenv with langgraph 1.2.11); lingxigraph runs under this interpreter.
"""

from __future__ import annotations

import copy
import functools
import json
import os
import re
import subprocess
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
RUNNER = HERE / "program.py"
REPO = HERE.parents[1]


ORACLE_VERSION = "1.2.11"
"""The LangGraph release the oracle must have (tests/conformance/oracle-requirements.txt)."""


@functools.lru_cache(maxsize=None)
def oracle_python() -> str | None:
    """Path of an interpreter with LangGraph ``ORACLE_VERSION`` installed
    (``$LANGGRAPH_PYTHON``, else ``/tmp/lg/bin/python``), or None."""
    cand = os.environ.get("LANGGRAPH_PYTHON") or "/tmp/lg/bin/python"
    if not Path(cand).exists():
        return None
    probe = subprocess.run(
        [cand, "-c", "from importlib.metadata import version; print(version('langgraph'))"],
        capture_output=True, text=True, timeout=60, check=False,
    )
    if probe.stdout.strip() != ORACLE_VERSION:
        return None  # not the reference release: the differential tests skip
    return cand


def lingxi_python() -> str:
    return sys.executable


def _popen(python: str, lib: str) -> subprocess.Popen:
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    if lib == "lingxigraph":
        env["PYTHONPATH"] = str(REPO)
    return subprocess.Popen(
        [python, str(RUNNER), "--lib", lib],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=str(HERE),
        env=env,
    )


def run_both(specs: list[dict], oracle: str, timeout: float = 900) -> tuple[list[dict], list[dict]]:
    """Run the specs under both libraries (in parallel); return (langgraph, lingxigraph) results."""
    payload = json.dumps(specs)
    procs = {"langgraph": _popen(oracle, "langgraph"), "lingxigraph": _popen(lingxi_python(), "lingxigraph")}
    # feed both, then read both (communicate on each in turn; they run concurrently meanwhile)
    out: dict[str, Any] = {}
    import threading

    def talk(lib: str) -> None:
        stdout, stderr = procs[lib].communicate(payload, timeout=timeout)
        if procs[lib].returncode != 0:
            raise RuntimeError(f"{lib} runner failed ({procs[lib].returncode}):\n{stderr[-4000:]}")
        out[lib] = json.loads(stdout)

    errors: list[BaseException] = []

    def guarded(lib: str) -> None:
        try:
            talk(lib)
        except BaseException as e:  # noqa: BLE001
            errors.append(e)

    threads = [threading.Thread(target=guarded, args=(lib,)) for lib in procs]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    if errors:
        raise errors[0]
    return out["langgraph"], out["lingxigraph"]


def run_one(specs: list[dict], lib: str, python: str | None = None) -> list[dict]:
    proc = _popen(python or (lingxi_python() if lib == "lingxigraph" else oracle_python() or ""), lib)
    stdout, stderr = proc.communicate(json.dumps(specs), timeout=900)
    if proc.returncode != 0:
        raise RuntimeError(stderr[-4000:])
    return json.loads(stdout)


# --------------------------------------------------------------------------- comparison

ID_PLACEHOLDER = re.compile(r"<(uuid|hex):\d+>")


def dumps(x: Any) -> str:
    return json.dumps(x, sort_keys=False)


def _mask_all(x: Any) -> Any:
    """Every id placeholder becomes '<id>'."""
    if isinstance(x, str):
        return ID_PLACEHOLDER.sub("<id>", x)
    if isinstance(x, list):
        return [_mask_all(v) for v in x]
    if isinstance(x, dict):
        return {ID_PLACEHOLDER.sub("<id>", k): _mask_all(v) for k, v in x.items()}
    return x


def _renumber(x: Any) -> Any:
    """Renumber id placeholders in order of appearance within x."""
    seen: dict[str, str] = {}

    def sub(m: re.Match) -> str:
        if m.group(0) not in seen:
            seen[m.group(0)] = f"<{m.group(1)}#{len(seen) + 1}>"
        return seen[m.group(0)]

    def walk(v: Any) -> Any:
        if isinstance(v, str):
            return ID_PLACEHOLDER.sub(sub, v)
        if isinstance(v, list):
            return [walk(i) for i in v]
        if isinstance(v, dict):
            return {ID_PLACEHOLDER.sub(sub, k): walk(i) for k, i in v.items()}
        return v

    return walk(x)


ROOT = json.dumps({"$tuple": []})


def chunk_parts(chunk: Any, call: dict) -> tuple[str, str, Any]:
    """(namespace key, mode, data) of an encoded chunk, for the stream call `call`."""
    modes = call.get("stream_mode")
    if call.get("version") == "v2" and isinstance(chunk, dict) and "type" in chunk and "ns" in chunk:
        return json.dumps(chunk["ns"]), chunk["type"], chunk.get("data")
    multi = isinstance(modes, list)
    mode = modes if isinstance(modes, str) else ("updates" if modes is None else None)
    if call.get("subgraphs"):
        t = chunk["$tuple"] if isinstance(chunk, dict) and "$tuple" in chunk else [None, None, chunk]
        if multi:
            return json.dumps(t[0]), t[1], t[2]
        return json.dumps(t[0]), mode, t[-1]
    if multi:
        t = chunk["$tuple"]
        return ROOT, t[0], t[1]
    return ROOT, mode, chunk


def _is_barrier(mode: str, data: Any, chunk: Any = None) -> bool:
    if mode == "values":
        # a paused task's own values chunk (state + its __interrupt__) is emitted when that
        # task finishes, amid its siblings' events: not the end of a superstep
        if isinstance(data, dict) and "__interrupt__" in data:
            return False
        if isinstance(chunk, dict) and chunk.get("type") == "values":
            ints = chunk.get("interrupts")
            return not (ints["$tuple"] if isinstance(ints, dict) and "$tuple" in ints else ints)
        return True
    if mode == "checkpoints":
        return True
    return mode == "debug" and isinstance(data, dict) and data.get("type") == "checkpoint"


def canonical_chunks(chunks: list, call: dict, errored: bool = False) -> list:
    """Stream chunks in an order-insensitive form for tasks that run in parallel.

    The stream is cut into windows at the root namespace's barriers (values /
    checkpoints / debug-checkpoint events: emitted once per superstep); within a
    window events are grouped by namespace, each namespace's events are cut at its
    own barriers, and every piece is sorted. Ids are masked.
    """
    windows: list[list] = [[]]
    for c in chunks:
        ns, mode, data = chunk_parts(c, call)
        windows[-1].append((ns, mode, data, c))
        if ns == ROOT and _is_barrier(mode, data, c):
            windows.append([])
    if errored:
        # the run raised in its last superstep: which events of tasks running in parallel
        # with the failing one were emitted before the error surfaced is a matter of timing
        windows[-1] = [e for e in windows[-1] if e[0] == ROOT and _is_barrier(e[1], e[2], e[3])]
    canon = []
    for w in windows:
        groups: dict[str, list] = defaultdict(list)
        for ns, mode, data, c in w:
            groups[ns].append((mode, data, c))
        parts = []
        for ns, evs in groups.items():
            pieces: list[list] = [[]]
            for mode, data, c in evs:
                pieces[-1].append(json.dumps(_mask_all(c), sort_keys=True))
                if _is_barrier(mode, data, c):
                    pieces.append([])
            parts.append([_mask_all(ns), [sorted(p) for p in pieces if p]])
        canon.append(sorted(parts, key=json.dumps))
    return canon


def loose(result: dict) -> dict:
    """Form of a program result that ignores the order of parallel work."""
    res = copy.deepcopy(result)
    for sc in res.get("scenarios", []):
        call = sc.get("call", {})
        for st in sc.get("steps", []):
            if "chunks" in st and call.get("method") == "astream_events":
                # LangChain events carry no superstep markers: keep their order, mask ids
                st["chunks"] = _mask_all(st["chunks"])
            elif "chunks" in st:
                st["chunks"] = canonical_chunks(st["chunks"], call, errored="error" in st)
            if "out" in st:
                if isinstance(st["out"], list) and call.get("stream_mode") is not None and call.get("method") in ("invoke", "ainvoke"):
                    st["out"] = canonical_chunks(st["out"], call, errored="error" in st)
                st["out"] = _mask_all(st["out"])
            for k in ("state", "state_sub", "returned"):
                if k in st:
                    st[k] = _renumber(st[k])
        if "history" in sc:
            sc["history"] = _renumber(sc["history"])
    return res


def first_diff(a: Any, b: Any, path: str = "") -> tuple[str, Any, Any] | None:
    """Path of the first difference (key order matters for dicts)."""
    if type(a) is not type(b):
        return path, a, b
    if isinstance(a, dict):
        if list(a) != list(b):
            if set(a) == set(b):
                return path + " (key order)", list(a), list(b)
            ka, kb = set(a) - set(b), set(b) - set(a)
            return path + " (keys)", sorted(ka), sorted(kb)
        for k in a:
            d = first_diff(a[k], b[k], f"{path}.{k}")
            if d:
                return d
        return None
    if isinstance(a, list):
        for i, (x, y) in enumerate(zip(a, b)):
            d = first_diff(x, y, f"{path}[{i}]")
            if d:
                return d
        if len(a) != len(b):
            return path + f" (len {len(a)} vs {len(b)})", a[len(b) :][:3], b[len(a) :][:3]
        return None
    if a != b:
        return path, a, b
    return None


def compare(expected: dict, actual: dict) -> tuple[str, str | None]:
    """Compare one program's results: ('strict'|'loose'|'diff', description).

    'strict': identical after id normalisation; 'loose': identical once the order of
    work that ran in parallel is ignored (see `loose`); 'diff': a real difference.
    """
    kind, desc, _sig = compare_sig(expected, actual)
    return kind, desc


def compare_sig(expected: dict, actual: dict) -> tuple[str, str | None, str | None]:
    """Like `compare`, plus a signature of the first difference (its path, indices removed)."""
    expected = {k: v for k, v in expected.items() if k != "traceback"}
    actual = {k: v for k, v in actual.items() if k != "traceback"}
    if dumps(expected) == dumps(actual):
        return "strict", None, None
    le, la = loose(expected), loose(actual)
    if dumps(le) == dumps(la):
        return "loose", None, None
    d = first_diff(le, la) or first_diff(expected, actual)
    path, x, y = d if d else ("?", None, None)
    sig = re.sub(r"\(len \d+ vs \d+\)", "(len)", re.sub(r"\[\d+\]", "[]", path))
    return "diff", f"at {path}:\n  langgraph:   {_short(x)}\n  lingxigraph: {_short(y)}", sig


def _short(x: Any, n: int = 1500) -> str:
    s = json.dumps(x)
    return s if len(s) <= n else s[:n] + "..."


def count_chunks(result: dict) -> int:
    n = 0
    for sc in result.get("scenarios", []):
        for st in sc.get("steps", []):
            n += len(st.get("chunks", []))
            if "out" in st:
                n += 1
    return n


def count_snapshots(result: dict) -> int:
    n = 0
    for sc in result.get("scenarios", []):
        n += len(sc.get("history", []))
        for st in sc.get("steps", []):
            n += ("state" in st) + ("state_sub" in st)
    return n


# --------------------------------------------------------------------------- shrinking


def _candidates(spec: dict):
    """Smaller variants of a spec (one simplification each)."""
    # drop scenarios / steps
    scs = spec.get("scenarios", [])
    for i in range(len(scs)):
        if len(scs) > 1:
            s = copy.deepcopy(spec)
            del s["scenarios"][i]
            yield s
    for i, sc in enumerate(scs):
        for j in range(len(sc.get("steps", [])) - 1, 0, -1):
            s = copy.deepcopy(spec)
            del s["scenarios"][i]["steps"][j:]
            yield s
        call = sc.get("call", {})
        for key in ("subgraphs", "durability", "version"):
            if call.get(key):
                s = copy.deepcopy(spec)
                del s["scenarios"][i]["call"][key]
                yield s
        modes = call.get("stream_mode")
        if isinstance(modes, list) and len(modes) > 1:
            for m in modes:
                s = copy.deepcopy(spec)
                s["scenarios"][i]["call"]["stream_mode"] = [x for x in modes if x != m]
                yield s
        if isinstance(modes, list) and len(modes) == 1:
            s = copy.deepcopy(spec)
            s["scenarios"][i]["call"]["stream_mode"] = modes[0]
            yield s
        if call.get("method") in ("astream", "ainvoke", "batch", "abatch"):
            s = copy.deepcopy(spec)
            s["scenarios"][i]["call"]["method"] = {"astream": "stream", "ainvoke": "invoke"}.get(call["method"], "invoke")
            yield s
    for i, sc in enumerate(scs):
        for j, st in enumerate(sc.get("steps", [])):
            for key in ("input", "update"):
                if isinstance(st.get(key), dict):
                    for k in list(st[key]):
                        s = copy.deepcopy(spec)
                        del s["scenarios"][i]["steps"][j][key][k]
                        yield s
    if spec.get("compile"):
        s = copy.deepcopy(spec)
        del s["compile"]
        yield s
    if spec.get("kind") == "entrypoint":
        for k in range(len(spec.get("body", []))):
            s = copy.deepcopy(spec)
            del s["body"][k]
            yield s
        for t, ts in spec.get("tasks", {}).items():
            for k in range(len(ts.get("ops", []))):
                s = copy.deepcopy(spec)
                del s["tasks"][t]["ops"][k]
                yield s
            if ts.get("retry"):
                s = copy.deepcopy(spec)
                del s["tasks"][t]["retry"]
                yield s
        if spec.get("final"):
            s = copy.deepcopy(spec)
            s["final"] = False
            yield s
        return
    yield from _graph_candidates(spec, lambda s: s)


def _graph_candidates(spec: dict, get):
    g = get(spec)
    nodes = g.get("nodes", {})
    # remove a node (and every edge/branch mentioning it)
    for name in list(nodes):
        s = copy.deepcopy(spec)
        gg = get(s)
        del gg["nodes"][name]
        _drop_refs(gg, name)
        yield s
    for name, n in nodes.items():
        for k, _op in enumerate(n.get("ops", [])):
            s = copy.deepcopy(spec)
            del get(s)["nodes"][name]["ops"][k]
            yield s
        for key in ("retry", "defer"):
            if n.get(key):
                s = copy.deepcopy(spec)
                del get(s)["nodes"][name][key]
                yield s
        if n.get("ret", "dict") != "dict":
            s = copy.deepcopy(spec)
            get(s)["nodes"][name]["ret"] = "dict"
            yield s
        if n.get("kind") == "subgraph":
            yield from _graph_candidates(spec, lambda s, _g=get, _n=name: _g(s)["nodes"][_n]["graph"])
    for k in range(len(g.get("edges", []))):
        s = copy.deepcopy(spec)
        del get(s)["edges"][k]
        yield s
    for k in range(len(g.get("branches", []))):
        s = copy.deepcopy(spec)
        del get(s)["branches"][k]
        yield s
    for ch in list(g.get("channels", {}))[1:]:  # keep one channel (empty schemas are a case of their own)
        s = copy.deepcopy(spec)
        del get(s)["channels"][ch]
        yield s


def _drop_refs(g: dict, name: str) -> None:
    edges = []
    for src, dst in g.get("edges", []):
        if dst == name:
            continue
        if isinstance(src, list):
            src = [x for x in src if x != name]
            if not src:
                continue
            if len(src) == 1:
                src = src[0]
        elif src == name:
            continue
        edges.append([src, dst])
    g["edges"] = edges
    branches = []
    for br in g.get("branches", []):
        if br["source"] == name:
            continue
        r = br["router"]
        if r.get("target") == name or r.get("back") == name or r.get("fwd") == name:
            continue
        if "targets" in r:
            r["targets"] = [t for t in r["targets"] if t != name]
            if not r["targets"]:
                continue
        if "also" in r:
            r["also"] = [t for t in r["also"] if t != name]
        branches.append(br)
    g["branches"] = branches
    for n in g.get("nodes", {}).values():
        ret = n.get("ret")
        if isinstance(ret, list) and ret[0] == "goto":
            ret[1] = [t for t in ret[1] if t != name and not (isinstance(t, list) and t[1] == name)]
            if not ret[1]:
                n["ret"] = "dict"
        if isinstance(ret, list) and ret[0] == "parent" and ret[1] == name:
            n["ret"] = "dict"
    comp = g.get("compile", {})
    for k in ("interrupt_before", "interrupt_after"):
        if isinstance(comp.get(k), list):
            comp[k] = [x for x in comp[k] if x != name]


def is_failing(spec: dict, oracle: str, batch: int = 1) -> bool:
    a, b = run_both([spec], oracle)
    kind, _ = compare(a[0], b[0])
    return kind == "diff" and not any(k in a[0] for k in ("build_error", "crash", "timeout"))


def shrink(spec: dict, oracle: str, max_rounds: int = 200, must_contain: str | None = None) -> dict:
    """Greedy delta-debugging: apply simplifications while the same difference persists
    (same signature: path of the first difference)."""
    cur = spec
    a, b = run_both([cur], oracle)
    sig0 = compare_sig(a[0], b[0])[2]
    for _ in range(max_rounds):
        batch = list(_candidates(cur))
        if not batch:
            break
        a, b = run_both(batch, oracle)
        for cand, x, y in zip(batch, a, b):
            if any(k in x for k in ("build_error", "crash", "timeout")):
                continue
            kind, desc, sig = compare_sig(x, y)
            if sig == sig0 and (must_contain is None or must_contain in (desc or "")):
                cur = cand
                break
        else:
            break
    return cur


def main() -> None:
    import argparse

    ap = argparse.ArgumentParser()
    ap.add_argument("spec")
    ap.add_argument("--shrink", action="store_true")
    ap.add_argument("--must-contain", help="while shrinking, keep only candidates whose diff text contains this")
    ap.add_argument("--show", action="store_true", help="print both results")
    args = ap.parse_args()
    oracle = oracle_python()
    if oracle is None:
        sys.exit("no oracle interpreter (set LANGGRAPH_PYTHON)")
    data = json.loads(Path(args.spec).read_text())
    specs = data if isinstance(data, list) else [data]
    if args.shrink:
        for s in specs:
            small = shrink(s, oracle, must_contain=args.must_contain)
            print(json.dumps(small))
            a, b = run_both([small], oracle)
            print(compare(a[0], b[0])[1])
        return
    a, b = run_both(specs, oracle)
    for s, x, y in zip(specs, a, b):
        kind, desc = compare(x, y)
        print(s.get("id"), kind, desc or "")
        if args.show:
            print(json.dumps(x, indent=1))
            print(json.dumps(y, indent=1))


if __name__ == "__main__":
    main()


def run_recorded_programs(runner: Path, timeout: float) -> dict[str, str]:
    """Run a folder's recorded programs with lingxigraph, all in one subprocess
    (``runner --lib lingxigraph``); returns program name -> what it printed."""
    done = subprocess.run(
        [sys.executable, str(runner), "--lib", "lingxigraph"], capture_output=True, text=True, timeout=timeout, check=False
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)
