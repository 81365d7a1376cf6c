"""Random graph programs (specs for program.py) from a seeded `random.Random`.

`random_spec(rng, pid)` draws one program: 1-6 nodes over 2-4 state keys with
reducers from the menu, static edges, joins, conditional edges (modulo routing,
multi-target, Send fan-out, bounded loops), Command gotos (incl. Send and
Command.PARENT), nodes that interrupt, emit custom events or fail and retry,
deferred nodes, compiled subgraphs (as nodes or called from a node), static
interrupts; or a functional-API program (@entrypoint/@task). Each program gets
2-3 scenarios: a stream/invoke call configuration (method, stream modes,
subgraphs, version, durability) and a list of steps (input, resumes, update_state,
replay, ...). `specs()` is the hypothesis strategy.
"""

from __future__ import annotations

import random
from typing import Any

END = "__end__"
START = "__start__"
MODES = ["values", "updates", "custom", "tasks", "checkpoints", "debug", "messages"]


def _pick(rng: random.Random, weighted: dict[Any, float]) -> Any:
    keys = list(weighted)
    return rng.choices(keys, weights=[weighted[k] for k in keys])[0]


def random_channels(rng: random.Random) -> dict[str, str]:
    chans = {"log": "append"}
    extra = rng.randint(1, 3)
    for i in range(extra):
        kind = _pick(rng, {"append": 2, "sum": 3, "last": 3, "max": 1, "merge": 1, "messages": 0.6})
        chans[f"k{i}"] = kind
    return chans


def random_ops(rng: random.Random, chans: dict[str, str], *, allow_interrupt: bool, allow_fail: bool) -> list:
    keys = list(chans)
    ops: list[list] = []
    for _ in range(rng.randint(1, 3)):
        kind = _pick(rng, {"tag": 4, "see": 3, "emit": 1.2, "interrupt": 1.0 if allow_interrupt else 0, "fail": 0.8 if allow_fail else 0})
        if kind == "tag":
            ops.append(["tag", rng.choice(keys)])
        elif kind == "see":
            ops.append(["see", rng.choice([k for k in keys if chans[k] in ("append", "last", "merge", "messages")] or keys), rng.choice(keys)])
        elif kind == "emit":
            ops.append(["emit", rng.randint(0, 9)])
        elif kind == "interrupt":
            ops.append(["interrupt", rng.choice(keys), f"q{rng.randint(0, 99)}"])
        elif kind == "fail":
            ops.append(["fail", rng.randint(1, 2), rng.choice(["ValueError", "Flaky"])])
    return ops


def random_graph(
    rng: random.Random,
    chans: dict[str, str],
    prefix: str,
    *,
    depth: int,
    parent_nodes: list[str] | None = None,
) -> dict:
    n = rng.randint(1, 6 if depth == 0 else 3)
    names = [f"{prefix}{i}" for i in range(n)]
    nodes: dict[str, dict] = {}
    sum_keys = [k for k, v in chans.items() if v == "sum"]
    list_keys = [k for k, v in chans.items() if v in ("append", "messages")]
    edges: list[list] = []
    branches: list[dict] = []
    for i, name in enumerate(names):
        fwd = names[i + 1 :]
        if depth < 2 and rng.random() < (0.12 if depth == 0 else 0.05):
            sub = random_graph(rng, chans, f"{name}_", depth=depth + 1, parent_nodes=fwd)
            node: dict[str, Any] = {"kind": "subgraph", "graph": sub}
            if rng.random() < 0.3:
                node["call"] = True
        else:
            node = {"ops": random_ops(rng, chans, allow_interrupt=True, allow_fail=True)}
            if any(op[0] == "fail" for op in node["ops"]) and rng.random() < 0.75:
                node["retry"] = {"max_attempts": rng.randint(2, 3), "on": rng.choice(["ValueError", "default"])}
            r = rng.random()
            if r < 0.12 and fwd:
                targets: list[Any] = rng.sample(fwd + [END], k=min(len(fwd) + 1, rng.randint(1, 2)))
                if rng.random() < 0.3:
                    targets.append(["send", rng.choice(fwd), f"s{rng.randint(0, 9)}"])
                node["ret"] = ["goto", targets]
            elif r < 0.17 and parent_nodes and rng.random() < 0.7:
                node["ret"] = ["parent", rng.choice(parent_nodes)]
            elif r < 0.21:
                node["ret"] = "none"
        if rng.random() < 0.05:
            node["defer"] = True
        nodes[name] = node
    # entry
    edges.append([START, names[0]])
    if n > 1 and rng.random() < 0.25:
        edges.append([START, rng.choice(names[1:])])
    for i, name in enumerate(names):
        fwd = names[i + 1 :]
        r = rng.random()
        if not fwd:
            if rng.random() < 0.5:
                edges.append([name, END])
            continue
        if r < 0.45:
            for t in rng.sample(fwd, k=min(len(fwd), rng.choice([1, 1, 2]))):
                edges.append([name, t])
        elif r < 0.6:
            targets = rng.sample(fwd + [END], k=min(len(fwd) + 1, rng.randint(2, 3)))
            branches.append({"source": name, "router": {"kind": "mod", "key": rng.choice(list(chans)), "targets": targets}, "map": rng.random() < 0.5})
        elif r < 0.68:
            targets = rng.sample(fwd, k=min(len(fwd), 2))
            branches.append({"source": name, "router": {"kind": "all", "targets": targets}, "map": rng.random() < 0.5})
        elif r < 0.8 and list_keys:
            router: dict[str, Any] = {"kind": "send", "target": rng.choice(fwd), "key": rng.choice(list_keys), "limit": rng.randint(1, 3)}
            if rng.random() < 0.3:
                router["also"] = [rng.choice(fwd)]
            branches.append({"source": name, "router": router, "map": rng.random() < 0.5})
        elif r < 0.88 and sum_keys and i > 0:
            key = rng.choice(sum_keys)
            node = nodes[name]
            if node.get("kind") != "subgraph":
                node["ops"].append(["tag", key])
            branches.append(
                {"source": name, "router": {"kind": "loop", "key": key, "limit": rng.randint(3, 9), "back": rng.choice(names[: i + 1]), "fwd": rng.choice(fwd + [END])}, "map": rng.random() < 0.5}
            )
        elif r < 0.93 and i + 2 < n:
            # join: this node and another earlier/parallel node both feed a later one
            other = rng.choice([x for x in names[:i]] or [name])
            tgt = rng.choice(names[i + 1 :])
            if other != name:
                edges.append([[other, name], tgt])
            else:
                edges.append([name, tgt])
        else:
            pass  # no outgoing edge: the branch ends here
    return {"nodes": nodes, "edges": edges, "branches": branches}


def random_input(rng: random.Random, chans: dict[str, str]) -> dict:
    inp = {}
    for k in chans:
        if rng.random() < 0.6:
            inp[k] = f"in{rng.randint(0, 9)}"
    return inp


def random_call(rng: random.Random, has_cp: bool, has_sub: bool) -> dict:
    method = _pick(rng, {"stream": 6, "invoke": 2, "astream": 1, "ainvoke": 1})
    call: dict[str, Any] = {"method": method}
    if method in ("stream", "astream"):
        r = rng.random()
        if r < 0.08:
            pass  # default stream mode
        elif r < 0.45:
            call["stream_mode"] = rng.choice(MODES)
        else:
            call["stream_mode"] = rng.sample(MODES, k=rng.randint(1, 4))
        if rng.random() < (0.6 if has_sub else 0.2):
            call["subgraphs"] = True
    elif rng.random() < 0.1:
        call["stream_mode"] = rng.choice(["updates", "values", ["updates", "custom"]])
    if rng.random() < 0.3:
        call["version"] = "v2"
    if has_cp and rng.random() < 0.25:
        call["durability"] = rng.choice(["sync", "async", "exit"])
    return call


def random_steps(rng: random.Random, chans: dict[str, str] | None, has_cp: bool, node_names: list[str], entry: bool) -> list:
    first = {"input": {"n": rng.randint(0, 9)}} if entry else {"input": random_input(rng, chans or {})}
    steps: list[dict] = [first]
    if not has_cp:
        if rng.random() < 0.3:
            steps.append(dict(first))
        return steps
    for _ in range(rng.randint(0, 4)):
        r = rng.random()
        if r < 0.55:
            steps.append({"resume": _pick(rng, {f"r{rng.randint(0, 9)}": 6, rng.randint(0, 9): 1}), "how": _pick(rng, {"auto": 8, "single": 1, "partial": 1})})
        elif r < 0.65:
            steps.append({"input": None})
        elif r < 0.72:
            steps.append({"input": {"n": rng.randint(0, 9)}} if entry else {"input": random_input(rng, chans or {})})
        elif r < 0.82 and not entry:
            st: dict[str, Any] = {"update": random_input(rng, chans or {}) or {"log": "up"}}
            if rng.random() < 0.7:
                st["as_node"] = rng.choice(node_names + [START])
            steps.append(st)
        elif r < 0.86 and not entry:
            st = {"update_cmd": {"update": random_input(rng, chans or {}) or None, "goto": rng.sample(node_names, k=1)}, "as_node": rng.choice(node_names)}
            steps.append(st)
        elif r < 0.93:
            steps.append({"replay": rng.randint(0, 4)})
        elif not entry:
            steps.append({"fork": rng.randint(0, 4), "update": random_input(rng, chans or {}) or {"log": "fk"}})
    return steps


def random_entrypoint(rng: random.Random, pid: str) -> dict:
    chans = {"log": "append"}
    tasks = {}
    for i in range(rng.randint(1, 3)):
        t: dict[str, Any] = {"ops": random_ops(rng, chans, allow_interrupt=rng.random() < 0.3, allow_fail=True), "key": "log"}
        if any(op[0] == "fail" for op in t["ops"]) and rng.random() < 0.75:
            t["retry"] = {"max_attempts": rng.randint(2, 3), "on": rng.choice(["ValueError", "default"])}
        tasks[f"task{i}"] = t
    names = list(tasks)
    body: list[list] = []
    for _ in range(rng.randint(1, 4)):
        kind = _pick(rng, {"call": 4, "par": 2, "interrupt": 1.5, "emit": 1, "fail": 0.3})
        if kind == "call":
            body.append(["call", rng.choice(names), f"a{rng.randint(0, 9)}"])
        elif kind == "par":
            body.append(["par", [rng.choice(names) for _ in range(rng.randint(2, 3))], f"p{rng.randint(0, 9)}"])
        elif kind == "interrupt":
            body.append(["interrupt", f"q{rng.randint(0, 99)}"])
        elif kind == "emit":
            body.append(["emit", rng.randint(0, 9)])
        else:
            body.append(["fail", 1, "ValueError"])
    has_cp = rng.random() < 0.9
    spec: dict[str, Any] = {"id": pid, "kind": "entrypoint", "tasks": tasks, "body": body, "final": rng.random() < 0.3, "checkpointer": has_cp}
    spec["scenarios"] = [
        {"call": random_call(rng, has_cp, False), "steps": random_steps(rng, None, has_cp, [], entry=True)} for _ in range(rng.randint(2, 3))
    ]
    return spec


def all_node_names(g: dict) -> list[str]:
    return list(g.get("nodes", {}))


def random_spec(rng: random.Random, pid: str = "p") -> dict:
    if rng.random() < 0.1:
        return random_entrypoint(rng, pid)
    chans = random_channels(rng)
    g = random_graph(rng, chans, "n", depth=0)
    has_cp = rng.random() < 0.85
    spec: dict[str, Any] = {"id": pid, "kind": "graph", "channels": chans, **g, "checkpointer": has_cp, "recursion_limit": 25}
    names = all_node_names(g)
    if has_cp and rng.random() < 0.12:
        spec["compile"] = {rng.choice(["interrupt_before", "interrupt_after"]): rng.sample(names, k=1)}
    has_sub = any(n.get("kind") == "subgraph" for n in g["nodes"].values())
    spec["scenarios"] = [
        {"call": random_call(rng, has_cp, has_sub), "steps": random_steps(rng, chans, has_cp, names, entry=False)} for _ in range(rng.randint(2, 3))
    ]
    return spec


def batch_from_seed(seed: int, n: int, tag: str = "") -> list[dict]:
    rng = random.Random(seed)
    return [random_spec(random.Random(rng.getrandbits(64)), f"{tag}s{seed}-{i}") for i in range(n)]


def specs():
    """Hypothesis strategy for one random spec."""
    from hypothesis import strategies as st

    return st.builds(lambda seed: random_spec(random.Random(seed), f"h{seed}"), st.integers(0, 2**64 - 1))
