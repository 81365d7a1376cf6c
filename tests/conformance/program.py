"""Build and run graph programs described as data, with LangGraph or lingxigraph.

This file is a standalone script: the differential tests run it under two
interpreters, once per library, and compare what it prints::

    python program.py --lib lingxigraph < specs.json > results.json

stdin holds one *spec* (a JSON object) or a list of specs; stdout gets one
JSON object per spec (a list if the input was a list). The library is only
imported by module name (``--lib``), so the same code drives both.

A spec is plain data::

    {
      "id": "p1",
      "kind": "graph",                       # or "entrypoint" (functional API)
      "channels": {"log": "append", "n": "sum", "v": "last"},   # reducer menu: REDUCERS
      "nodes": {
        "a": {"ops": [["tag", "log"], ["interrupt", "log", "q"]],
              "ret": "dict", "retry": {"max_attempts": 3, "on": "ValueError"}, "defer": false},
        "s": {"kind": "subgraph", "call": false,
              "graph": {"nodes": {...}, "edges": [...], "branches": [...]}}
      },
      "edges": [["__start__", "a"], [["a", "s"], "__end__"]],   # a list source is a join
      "branches": [{"source": "a", "router": {"kind": "mod", "key": "n", "targets": ["s", "__end__"]},
                    "map": true}],
      "checkpointer": true,
      "compile": {"interrupt_before": [], "interrupt_after": []},
      "recursion_limit": 25,
      "scenarios": [
        {"call": {"method": "stream", "stream_mode": ["updates", "values"], "subgraphs": true,
                  "version": "v1", "durability": null},
         "steps": [{"input": {"log": ["x"]}}, {"resume": "r", "how": "auto"}, {"input": null}]}
      ]
    }

Node ops (executed in order; their writes are combined into one update):

* ``["tag", key]``              write a token naming the node (and its Send item) to ``key``
* ``["see", key, other]``       write a token that also shows what the node saw in ``other``
* ``["emit", value]``           ``get_stream_writer()({"from": <node>, "v": value})``
* ``["interrupt", key, q]``     ``ans = interrupt({"q": q, "at": <node>})``; write a token with ``ans``
* ``["fail", k, exc]``          raise ``exc`` ("ValueError" or "Flaky") on the node's first ``k`` calls
                                 (counted per thread and Send item); a 4th element "pull-only"
                                 skips the failure in Send tasks
* ``["sleep", ms]``             ``time.sleep(ms / 1000)`` (to order parallel tasks in hand-written programs);
                                 a 3rd element "pull-only" skips it in Send tasks

``ret`` is ``"dict"`` (the update), ``"none"`` (return None), ``["goto", [targets]]`` (a
``Command(update=..., goto=...)``; a target ``["send", node, item]`` is a ``Send``) or
``["parent", target]`` (``Command(graph=Command.PARENT, ...)`` from a subgraph node).

Routers for conditional edges: ``mod`` (pick ``targets[crc32(summary(state[key])) % len]``),
``all`` (return every target), ``send`` (``Send(target, {"item": x})`` for the last ``limit``
items of a list key, plus ``also`` plain targets), ``loop`` (``back`` while
``measure(state[key]) < limit`` else ``fwd``).

A spec of ``"kind": "react"`` builds ``create_react_agent`` from the library's
``prebuilt`` with a scripted LangChain chat model (see ``build_react``); its inputs are
``{"messages": [text, ...]}`` (human messages with ids ``h0``, ``h1``, ...).

Scenario ``call`` keys: ``method`` (invoke, stream, ainvoke, astream, batch, abatch,
``astream_events``: the event dicts, run ids numbered by first appearance; ``events_version``),
``stream_mode`` (a mode or a list), ``subgraphs``, ``version``, ``durability``,
``output_keys``, ``interrupt_before``/``interrupt_after``. ``history: false`` skips
``get_state_history`` at the end. A spec's ``avoid`` list names known bugs
(`conformance_gen.KNOWN_BUGS`) whose run-time triggers the runner steers around.

Scenario steps: ``{"input": value}``, ``{"input": null}``, ``{"resume": prefix, "how":
"auto"|"single"|"partial"}``, ``{"cmd": {"update": ..., "goto": ...}}`` (a Command as input),
``{"update": values, "as_node": name}`` / ``{"update_cmd": {...}, "as_node": name}``
(``update_state``), ``{"replay": k}`` (``invoke(None, history[k].config)``),
``{"fork": k, "update": values}``. After every step the state is read with
``get_state`` (and ``get_state(subgraphs=True)`` when the program has subgraphs), and
the whole history is read at the end of each scenario.

Results are normalised so both libraries can be compared: uuids and 32-hex ids
become ``<uuid:N>`` / ``<hex:N>`` numbered in order of appearance (per program),
interrupt ids become ``<iid>``, ISO timestamps ``<ts>``; tuples, sets and library
objects are tagged (``{"$tuple": [...]}``, ``{"$Interrupt": {...}}``, ...).
Sequences of several ``Interrupt`` objects are sorted (their order follows task
completion in LangGraph). See README.md in this directory for the deliberate
differences that are normalised away.
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import importlib
import json
import operator
import re
import signal
import sys
import threading
import time
import traceback
import warnings
import zlib
from collections.abc import Mapping
from typing import Annotated, Any, TypedDict

END = "__end__"
START = "__start__"
REDUCERS = ("append", "sum", "last", "max", "merge", "messages")


class Flaky(Exception):
    """Retried by the default retry policy (not a builtin error class)."""


class ProgramTimeout(BaseException):
    pass


def event_record(event: Mapping[str, Any], runs: dict[str, int]) -> dict[str, Any]:
    """An ``astream_events`` event with its run ids numbered in order of first
    appearance (run ids are random uuids in both libraries)."""

    def number(run_id: str) -> int:
        return runs.setdefault(run_id, len(runs))

    run = number(event["run_id"])
    return {
        "event": event["event"],
        "name": event["name"],
        "run": run,
        "parents": [number(p) for p in event.get("parent_ids", [])],
        "tags": event["tags"],
        "metadata": event["metadata"],
        "data": event["data"],
    }


# --------------------------------------------------------------------------- library


class Lib:
    """The handful of public names the runner needs, from one library."""

    def __init__(self, name: str) -> None:
        self.name = name
        graph = importlib.import_module(f"{name}.graph")
        types = importlib.import_module(f"{name}.types")
        config = importlib.import_module(f"{name}.config")
        self.StateGraph = graph.StateGraph
        self.Send = types.Send
        self.Command = types.Command
        self.interrupt = types.interrupt
        self.RetryPolicy = types.RetryPolicy
        self.Interrupt = types.Interrupt
        self.StateSnapshot = types.StateSnapshot
        self.PregelTask = types.PregelTask
        self.GraphOutput = getattr(types, "GraphOutput", None)
        self.InMemorySaver = importlib.import_module(f"{name}.checkpoint.memory").InMemorySaver
        self.get_stream_writer = config.get_stream_writer
        self.get_config = config.get_config
        func = importlib.import_module(f"{name}.func")
        self.entrypoint = func.entrypoint
        self.task = func.task
        self.add_messages = importlib.import_module(f"{name}.graph.message").add_messages
        if name == "langgraph":
            from langchain_core.messages import AIMessage
        else:
            AIMessage = importlib.import_module(f"{name}.messages").AIMessage
        self.AIMessage = AIMessage


# --------------------------------------------------------------------------- values


def _max(a: Any, b: Any) -> Any:
    return max(a, b)


def _merge(a: Any, b: Any) -> Any:
    return {**(a or {}), **(b or {})}


def summary(v: Any) -> str:
    """A short deterministic description of a state value, for tokens and routing."""
    if v is None:
        return "-"
    if isinstance(v, (list, tuple)):
        last = v[-1] if v else None
        if isinstance(last, str):
            return f"L{len(v)}/{last}"
        return f"L{len(v)}"
    if isinstance(v, dict):
        return f"D{len(v)}:" + ",".join(sorted(map(str, v)))
    if isinstance(v, (str, int, float, bool)):
        return str(v)
    return type(v).__name__


def measure(v: Any) -> int:
    if isinstance(v, bool):
        return int(v)
    if isinstance(v, int):
        return v
    if isinstance(v, (list, tuple, dict, str)):
        return len(v)
    return 0


def crc(text: str) -> int:
    return zlib.crc32(text.encode())


class Runtime:
    """Per-program helpers shared by the node functions."""

    def __init__(self, lib: Lib, spec: dict) -> None:
        self.lib = lib
        self.spec = spec
        self.kinds: dict[str, str] = dict(spec.get("channels", {}))
        self.fail_counts: dict[tuple, int] = {}
        self.lock = threading.Lock()
        self.msg_seq = 0

    def contribution(self, key: str, token: str) -> Any:
        kind = self.kinds.get(key, "last")
        if kind == "append":
            return [token]
        if kind == "sum":
            return crc(token) % 5 + 1
        if kind == "max":
            return crc(token) % 100
        if kind == "merge":
            return {token.split(":")[0].split("<")[0]: token}
        if kind == "messages":
            return [self.lib.AIMessage(content=token, id=f"m-{crc(token) % 100000}")]
        return token

    def add(self, upd: dict, key: str, token: str) -> None:
        kind = self.kinds.get(key, "last")
        new = self.contribution(key, token)
        if key not in upd:
            upd[key] = new
        elif kind in ("append", "messages"):
            upd[key] = upd[key] + new
        elif kind == "sum":
            upd[key] = upd[key] + new
        elif kind == "max":
            upd[key] = max(upd[key], new)
        elif kind == "merge":
            upd[key] = {**upd[key], **new}
        else:
            upd[key] = new

    def value(self, key: str, token: str) -> Any:
        """A plain (JSON-able) value for inputs and update_state."""
        return self.contribution(key, token)

    def thread(self) -> str:
        try:
            return str(self.lib.get_config()["configurable"].get("thread_id"))
        except Exception:
            return "?"

    def maybe_fail(self, name: str, item: Any, k: int, exc: str) -> None:
        key = (self.thread(), name, repr(item))
        with self.lock:
            seen = self.fail_counts.get(key, 0)
            self.fail_counts[key] = seen + 1
        if seen < k:
            raise (Flaky if exc == "Flaky" else ValueError)(f"boom-{name}")


def send_arg(rt: "Runtime", item: Any) -> dict:
    return {"item": item}


def make_target(rt: "Runtime", t: Any) -> Any:
    if isinstance(t, list) and t and t[0] == "send":
        return rt.lib.Send(t[1], send_arg(rt, t[2]))
    return t


def make_node(rt: Runtime, name: str, nspec: dict):
    lib = rt.lib
    ops = nspec.get("ops", [])
    ret = nspec.get("ret", "dict")

    def node(state):
        item = state.get("item") if isinstance(state, Mapping) else None
        label = name if item is None else f"{name}[{item}]"
        upd: dict[str, Any] = {}
        for op in ops:
            kind = op[0]
            if kind == "tag":
                rt.add(upd, op[1], label)
            elif kind == "see":
                seen = state.get(op[2]) if isinstance(state, Mapping) else None
                rt.add(upd, op[1], f"{label}:{summary(seen)}")
            elif kind == "emit":
                lib.get_stream_writer()({"from": label, "v": op[1]})
            elif kind == "interrupt":
                ans = lib.interrupt({"q": op[2], "at": label})
                rt.add(upd, op[1], f"{label}<{summary(ans)}>")
            elif kind == "fail":
                if not (len(op) > 3 and op[3] == "pull-only" and item is not None):
                    rt.maybe_fail(name, item, op[1], op[2] if len(op) > 2 else "ValueError")
            elif kind == "sleep":
                if not (len(op) > 2 and op[2] == "pull-only" and item is not None):
                    time.sleep(op[1] / 1000)
            else:
                raise AssertionError(f"unknown op {op!r}")
        if ret == "dict":
            return upd
        if ret == "none":
            return None
        if isinstance(ret, list) and ret[0] == "goto":
            targets = [make_target(rt, t) for t in ret[1]]
            goto = targets[0] if len(targets) == 1 else targets
            return lib.Command(update=upd or None, goto=goto)
        if isinstance(ret, list) and ret[0] == "parent":
            return lib.Command(graph=lib.Command.PARENT, goto=ret[1], update=upd or None)
        raise AssertionError(f"unknown ret {ret!r}")

    node.__name__ = name
    return node


def make_router(rt: Runtime, r: dict):
    lib = rt.lib
    kind = r["kind"]

    def router(state):
        if kind == "mod":
            targets = r["targets"]
            return targets[crc(summary(state.get(r["key"]))) % len(targets)]
        if kind == "all":
            return list(r["targets"])
        if kind == "send":
            items = state.get(r["key"]) or []
            if not isinstance(items, list):
                items = [items]
            items = items[-r.get("limit", 3) :] if r.get("limit", 3) else []
            out: list[Any] = [lib.Send(r["target"], send_arg(rt, summary(x))) for x in items]
            return out + list(r.get("also", []))
        if kind == "loop":
            return r["back"] if measure(state.get(r["key"])) < r["limit"] else r["fwd"]
        raise AssertionError(f"unknown router {r!r}")

    router.__name__ = f"route_{kind}"
    return router


def state_schema(rt: Runtime) -> type:
    fields: dict[str, Any] = {}
    for key, kind in rt.kinds.items():
        if kind == "append":
            fields[key] = Annotated[list, operator.add]
        elif kind == "sum":
            fields[key] = Annotated[int, operator.add]
        elif kind == "max":
            fields[key] = Annotated[int, _max]
        elif kind == "merge":
            fields[key] = Annotated[dict, _merge]
        elif kind == "messages":
            fields[key] = Annotated[list, rt.lib.add_messages]
        else:
            fields[key] = Any
    return TypedDict("State", fields)  # type: ignore[operator]


def build_graph(rt: Runtime, gspec: dict, schema: type, *, root: bool):
    lib = rt.lib
    builder = lib.StateGraph(schema)
    for name, nspec in gspec.get("nodes", {}).items():
        kwargs: dict[str, Any] = {}
        retry = nspec.get("retry")
        if retry:
            rp: dict[str, Any] = {"initial_interval": 0.001, "jitter": False, "max_attempts": retry["max_attempts"]}
            if retry.get("on") == "ValueError":
                rp["retry_on"] = ValueError
            kwargs["retry_policy"] = lib.RetryPolicy(**rp)
        if nspec.get("defer"):
            kwargs["defer"] = True
        if nspec.get("kind") == "subgraph":
            sub = build_graph(rt, nspec["graph"], schema, root=False)
            if nspec.get("call"):

                def caller(state, _sub=sub):
                    return _sub.invoke(state)

                caller.__name__ = name
                builder.add_node(name, caller, **kwargs)
            else:
                builder.add_node(name, sub, **kwargs)
        else:
            builder.add_node(name, make_node(rt, name, nspec), **kwargs)
    for src, dst in gspec.get("edges", []):
        builder.add_edge(src, dst)
    for br in gspec.get("branches", []):
        router = make_router(rt, br["router"])
        path_map = None
        if br.get("map"):
            r = br["router"]
            path_map = list(dict.fromkeys(r.get("targets", []) + [r[k] for k in ("target", "back", "fwd") if k in r] + r.get("also", [])))
        builder.add_conditional_edges(br["source"], router, path_map)
    if not root:
        return builder.compile()
    comp = dict(gspec.get("compile", {}))
    cp = lib.InMemorySaver() if gspec.get("checkpointer") else None
    return builder.compile(checkpointer=cp, **comp)


def build_entrypoint(rt: Runtime, spec: dict):
    lib = rt.lib
    tasks = {}
    for tname, tspec in spec.get("tasks", {}).items():
        node = make_node(rt, tname, {"ops": tspec.get("ops", []), "ret": "dict"})

        def tfn(x, _node=node, _tname=tname, _key=tspec.get("key")):
            upd = _node({"item": x})
            return f"{_tname}({x})" + (f"={summary(upd.get(_key))}" if _key else "")

        tfn.__name__ = tname
        kwargs = {}
        retry = tspec.get("retry")
        if retry:
            rp: dict[str, Any] = {"initial_interval": 0.001, "jitter": False, "max_attempts": retry["max_attempts"]}
            if retry.get("on") == "ValueError":
                rp["retry_on"] = ValueError
            kwargs["retry_policy"] = lib.RetryPolicy(**rp)
        tasks[tname] = lib.task(tfn, **kwargs) if kwargs else lib.task(tfn)
    body = spec.get("body", [])
    final = spec.get("final", False)

    def wf(inp, *, previous=None):
        acc: list[Any] = []
        base = summary(inp.get("n") if isinstance(inp, Mapping) else inp)
        for op in body:
            kind = op[0]
            if kind == "call":
                acc.append(tasks[op[1]](f"{base}{op[2]}").result())
            elif kind == "par":
                futs = [tasks[t](f"{base}{op[2]}{i}") for i, t in enumerate(op[1])]
                acc.append([f.result() for f in futs])
            elif kind == "interrupt":
                acc.append(lib.interrupt({"q": op[1], "acc": len(acc)}))
            elif kind == "emit":
                lib.get_stream_writer()({"from": "wf", "v": op[1]})
            elif kind == "sleep":
                time.sleep(op[1] / 1000)
            elif kind == "fail":
                rt.maybe_fail("wf", None, op[1], op[2] if len(op) > 2 else "ValueError")
        out = {"acc": acc, "prev": previous}
        if final:
            return lib.entrypoint.final(value=out, save=len(acc))
        return out

    wf.__name__ = spec.get("name", "wf")
    cp = lib.InMemorySaver() if spec.get("checkpointer") else None
    return lib.entrypoint(checkpointer=cp)(wf)


def build_react(rt: Runtime, spec: dict):
    """``create_react_agent`` with a scripted model and a menu of tools.

    ``spec["react"]``: ``responses`` (``[content, [[tool, args, id], ...]]`` per model
    call; the k-th call answers with ``responses[k]``, k = AI messages seen so far),
    ``tools`` (names from the menu below), and optional ``version``, ``prompt``,
    ``name``, ``handle_tool_errors`` (``true``/``false``/a string) and ``tool_node``
    (wrap the tools in a ``ToolNode``).
    """
    from langchain_core.language_models import BaseChatModel
    from langchain_core.messages import AIMessage
    from langchain_core.outputs import ChatGeneration, ChatResult
    from langchain_core.tools import tool

    lib = rt.lib
    prebuilt = importlib.import_module(f"{lib.name}.prebuilt")
    # the tools' annotations are strings (future import), resolved in this module's globals
    globals()["prebuilt"] = prebuilt
    cfg = spec["react"]
    responses = cfg["responses"]

    class ScriptedModel(BaseChatModel):
        @property
        def _llm_type(self) -> str:
            return "scripted"

        def bind_tools(self, tools: Any, **kwargs: Any) -> Any:
            return self

        def _generate(self, messages: Any, stop: Any = None, run_manager: Any = None, **kwargs: Any) -> Any:
            k = sum(1 for m in messages if m.type == "ai")
            content, calls = responses[min(k, len(responses) - 1)]
            msg = AIMessage(
                content=content,
                id=f"m{k}",
                tool_calls=[{"name": n, "args": a, "id": i, "type": "tool_call"} for n, a, i in calls],
            )
            return ChatResult(generations=[ChatGeneration(message=msg)])

    @tool
    def add(a: int, b: int) -> int:
        """Add two integers."""
        return a + b

    @tool
    def boom(x: int) -> str:
        """Always fails."""
        raise ValueError(f"boom {x}")

    @tool
    def peek(q: str, state: Annotated[dict, prebuilt.InjectedState]) -> str:
        """Report what the tool sees of the state."""
        return f"{q}: {len(state['messages'])} messages"

    @tool
    def ask(q: str) -> str:
        """Ask a person (interrupts)."""
        return f"{q} -> {lib.interrupt({'q': q})}"

    @tool
    def shout(text: str, runtime: prebuilt.ToolRuntime) -> str:
        """Emit a custom chunk and answer."""
        runtime.stream_writer({"tool": "shout", "call": runtime.tool_call_id})
        return text.upper()

    menu = {"add": add, "boom": boom, "peek": peek, "ask": ask, "shout": shout}
    tools: Any = [menu[t] for t in cfg["tools"]]
    if "handle_tool_errors" in cfg or cfg.get("tool_node"):
        kw = {"handle_tool_errors": cfg["handle_tool_errors"]} if "handle_tool_errors" in cfg else {}
        tools = prebuilt.ToolNode(tools, **kw)
    cp = lib.InMemorySaver() if spec.get("checkpointer") else None
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return prebuilt.create_react_agent(
            ScriptedModel(),
            tools,
            prompt=cfg.get("prompt"),
            version=cfg.get("version", "v2"),
            name=cfg.get("name"),
            checkpointer=cp,
            **dict(spec.get("compile", {})),
        )


# --------------------------------------------------------------------------- normalising

UUID_RE = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
HEX_RE = re.compile(r"(?<![0-9a-f])[0-9a-f]{32}(?![0-9a-f])")
TS_RE = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:\+00:00|Z)?")
IID = "<iid>"


def _sort_key(x: Any) -> str:
    return re.sub(r"<(uuid|hex):\d+>", "<id>", TS_RE.sub("<ts>", HEX_RE.sub("<id>", UUID_RE.sub("<id>", json.dumps(x, sort_keys=True)))))


def _interrupt_id(i: Any) -> Any:
    iid = getattr(i, "id", None)
    return IID if isinstance(iid, str) and iid else iid


class Encoder:
    """Turn results into JSON data with tagged types (ids still raw)."""

    def __init__(self, lib: Lib) -> None:
        self.lib = lib

    def enc(self, o: Any) -> Any:
        lib = self.lib
        if o is None or isinstance(o, (bool, int, str)):
            return o
        if isinstance(o, float):
            return o if o == o else "NaN"
        if isinstance(o, lib.Interrupt):
            return {"$Interrupt": {"value": self.enc(o.value), "id": _interrupt_id(o)}}
        if isinstance(o, lib.StateSnapshot):
            return {"$StateSnapshot": {f: self.enc(getattr(o, f)) for f in o._fields}}
        if isinstance(o, lib.PregelTask):
            return {"$PregelTask": {f: self.enc(getattr(o, f)) for f in o._fields}}
        if isinstance(o, lib.Send):
            return {"$Send": {"node": o.node, "arg": self.enc(o.arg)}}
        if isinstance(o, lib.Command):
            return {"$Command": {f: self.enc(getattr(o, f)) for f in ("graph", "update", "resume", "goto")}}
        if lib.GraphOutput is not None and isinstance(o, lib.GraphOutput):
            return {"$GraphOutput": {"value": self.enc(o.value), "interrupts": self.enc(o.interrupts)}}
        if isinstance(o, BaseException):
            return {"$exc": type(o).__name__, "msg": str(o)}
        if isinstance(o, Mapping):
            if set(o.keys()) == {"value", "id"} and isinstance(o.get("id"), str):
                return {"value": self.enc(o["value"]), "id": IID}
            return {
                (k if isinstance(k, str) else json.dumps(self.enc(k))): (
                    # langchain-core's own version (messages-mode metadata) depends on the venv
                    "<versions>" if k == "lc_versions" else self.enc(v)
                )
                for k, v in o.items()
            }
        if isinstance(o, (list, tuple)):
            items = [self.enc(x) for x in o]
            if len(o) > 1 and all(
                isinstance(x, lib.Interrupt) or (isinstance(x, Mapping) and set(x) == {"value", "id"}) for x in o
            ):
                # several interrupts of one step (or of one subgraph task): completion order
                items.sort(key=_sort_key)
            return items if isinstance(o, list) else {"$tuple": items}
        if isinstance(o, (set, frozenset)):
            return {"$set": sorted((self.enc(x) for x in o), key=_sort_key)}
        if hasattr(o, "content") and hasattr(o, "type") and hasattr(o, "id"):
            out = {
                "$msg": type(o).__name__,
                "content": self.enc(o.content),
                "id": o.id,
                "name": getattr(o, "name", None),
            }
            if getattr(o, "type", None) == "tool":
                # a ToolNode's messages get their id from add_messages, in place, when the
                # step's writes are applied; whether a chunk is encoded before or after
                # that depends on task timing (in both libraries), so it is not compared
                out["id"] = None
                out["tool_call_id"] = o.tool_call_id
                out["status"] = o.status
            if getattr(o, "tool_calls", None):
                out["tool_calls"] = self.enc([dict(c) for c in o.tool_calls])
            return out
        if dataclasses.is_dataclass(o) and not isinstance(o, type):
            return {"$obj": type(o).__name__, "fields": {f.name: self.enc(getattr(o, f.name)) for f in dataclasses.fields(o)}}
        return {"$repr": type(o).__name__}


class IdMasker:
    """Replace ids by numbered placeholders in order of first appearance."""

    def __init__(self) -> None:
        self.seen: dict[str, str] = {}
        self.counts = {"uuid": 0, "hex": 0}

    def _sub(self, kind: str):
        def f(m: re.Match) -> str:
            raw = m.group(0)
            if raw not in self.seen:
                self.counts[kind] += 1
                self.seen[raw] = f"<{kind}:{self.counts[kind]}>"
            return self.seen[raw]

        return f

    def text(self, s: str) -> str:
        s = TS_RE.sub("<ts>", s)
        s = UUID_RE.sub(self._sub("uuid"), s)
        return HEX_RE.sub(self._sub("hex"), s)

    def mask(self, o: Any) -> Any:
        if isinstance(o, str):
            return self.text(o)
        if isinstance(o, list):
            return [self.mask(x) for x in o]
        if isinstance(o, dict):
            return {self.text(k): self.mask(v) for k, v in o.items()}
        return o


# --------------------------------------------------------------------------- running


def _timeout_handler(signum, frame):  # pragma: no cover - only on hangs
    raise ProgramTimeout()


MULTI_NEXT = "<next: masked, deliberate difference (a)>"


def _mask_multi_interrupt_next(snap: Any) -> None:
    """Deliberate difference (a), consequence: while the 2nd+ interrupt() of a task is
    pending, LangGraph's get_state() reports next == () (the task's first resume value is
    saved under the shared interrupt id) and that task's result as {}; lingxigraph still
    lists the task, with result None. In programs with such tasks, `next` of snapshots that
    hold pending interrupts, and `result` of interrupted tasks, are not compared."""
    if not isinstance(snap, dict) or "$StateSnapshot" not in snap:
        return
    s = snap["$StateSnapshot"]
    if s.get("interrupts", {}).get("$tuple"):
        s["next"] = MULTI_NEXT
    for t in s.get("tasks", {}).get("$tuple", []):
        task = t.get("$PregelTask", {})
        if task.get("interrupts", {}).get("$tuple"):
            task["result"] = MULTI_NEXT  # LangGraph: {} (the task looks finished), lingxigraph: None
        _mask_multi_interrupt_next(task.get("state"))


def _sort_state_lists(snap: Any) -> None:
    """Known bug 'error-snapshot-write-order': compare the values of a snapshot taken after
    a failed step without the order of reducer lists."""
    if not isinstance(snap, dict) or "$StateSnapshot" not in snap:
        return
    s = snap["$StateSnapshot"]
    if isinstance(s.get("values"), dict):
        s["values"] = {k: sorted(v, key=_sort_key) if isinstance(v, list) else v for k, v in s["values"].items()}
    for t in s.get("tasks", {}).get("$tuple", []):
        _sort_state_lists(t.get("$PregelTask", {}).get("state"))


def forget_sibling_writes(saver: Any, cfg: dict, raised: dict) -> None:
    """Deliberate difference (l): after a sync call with ``durability="exit"`` raised,
    drop the saved writes of the failed step's other tasks, in every namespace of
    the thread, so both libraries continue from the same point: the tasks that did
    not fail, and at the root, when the error ``raised`` is one task's, the tasks
    that failed too (later).

    LangGraph saves its exit checkpoint as soon as the first failure stops the
    step: a sibling still running then loses its writes (which ones depends on
    thread timing); lingxigraph waits for the whole step and keeps them all.
    """
    thread = cfg["configurable"]["thread_id"]
    newest: dict[str, str] = {}
    for tid, ns, cid in list(saver.writes):
        if tid == thread and cid > newest.get(ns, ""):
            newest[ns] = cid
    shown = f"{raised['type']}({raised['msg']!r})"
    for ns, cid in newest.items():
        bucket = saver.writes[(thread, ns, cid)]
        errors = {key[0]: saver.serde.loads_typed(saved[2]) for key, saved in bucket.items() if saved[1] == "__error__"}
        failed = set(errors)
        first = [tid for tid, err in errors.items() if str(err) == shown]
        if ns == "" and len(first) == 1:
            failed = set(first)
        if failed:
            for key in [k for k in bucket if k[0] not in failed]:
                del bucket[key]


def _mask_parent_command_error(snap: Any) -> None:
    if not isinstance(snap, dict) or "$StateSnapshot" not in snap:
        return
    for t in snap["$StateSnapshot"].get("tasks", {}).get("$tuple", []):
        task = t.get("$PregelTask", {})
        if isinstance(task.get("error"), str) and task["error"].startswith("ParentCommand("):
            task["error"] = None
        _mask_parent_command_error(task.get("state"))


def _mark_not_started(snap: Any) -> None:
    """Known bug 'subgraph-state-not-started': a pending subgraph task with no checkpoint yet
    is an empty StateSnapshot in LangGraph and a config dict in lingxigraph."""
    if not isinstance(snap, dict) or "$StateSnapshot" not in snap:
        return
    for t in snap["$StateSnapshot"].get("tasks", {}).get("$tuple", []):
        task = t.get("$PregelTask", {})
        st = task.get("state")
        if isinstance(st, dict) and "configurable" in st:
            task["state"] = "<not started>"
        elif isinstance(st, dict) and "$StateSnapshot" in st:
            if st["$StateSnapshot"].get("metadata") is None and st["$StateSnapshot"].get("created_at") is None:
                task["state"] = "<not started>"
            else:
                _mark_not_started(st)


def _count_interrupts(g: dict) -> int:
    if g.get("kind") == "entrypoint":
        return sum(op[0] == "interrupt" for op in g.get("body", [])) + sum(
            op[0] == "interrupt" for t in g.get("tasks", {}).values() for op in t.get("ops", [])
        )
    return sum(
        _count_interrupts(n["graph"]) if n.get("kind") == "subgraph" else sum(op[0] == "interrupt" for op in n.get("ops", []))
        for n in g.get("nodes", {}).values()
    )


def _multi_interrupt(spec: dict) -> bool:
    """Can one task of the program be interrupted again after a resume? (a node calling
    interrupt() twice; a subgraph node, or an @entrypoint, with several interrupt() calls
    inside: they all run within one parent task)"""
    if spec.get("kind") == "entrypoint":
        return _count_interrupts(spec) > 1
    for n in spec.get("nodes", {}).values():
        if n.get("kind") == "subgraph":
            if _count_interrupts(n["graph"]) > 1:
                return True
        elif sum(op[0] == "interrupt" for op in n.get("ops", [])) > 1:
            return True
    return False


class Program:
    def __init__(self, lib: Lib, spec: dict) -> None:
        self.lib = lib
        self.spec = spec
        self.rt = Runtime(lib, spec)
        self.encoder = Encoder(lib)
        self.kind = spec.get("kind", "graph")
        self.has_cp = bool(spec.get("checkpointer"))
        self.has_sub = any(n.get("kind") == "subgraph" for n in spec.get("nodes", {}).values())
        self.multi_interrupt = _multi_interrupt(spec)
        self.avoid = set(spec.get("avoid", []))
        self.last_error = False
        if self.kind == "entrypoint":
            self.graph = build_entrypoint(self.rt, spec)
        elif self.kind == "react":
            self.graph = build_react(self.rt, spec)
        else:
            self.graph = build_graph(self.rt, spec, state_schema(self.rt), root=True)

    def enc(self, o: Any) -> Any:
        return self.encoder.enc(o)

    def config(self, thread: str, call: dict) -> dict:
        cfg: dict[str, Any] = {"configurable": {"thread_id": thread}}
        if "recursion_limit" in self.spec:
            cfg["recursion_limit"] = self.spec["recursion_limit"]
        return cfg

    def make_input(self, value: Any) -> Any:
        """Inputs are written in spec form: {key: token} -> contribution per reducer kind."""
        if value is None or self.kind == "entrypoint":
            return value
        if isinstance(value, dict) and value.get("$raw"):
            return value["value"]
        if self.kind == "react":
            from langchain_core.messages import HumanMessage

            return {"messages": [HumanMessage(content=t, id=f"h{i}") for i, t in enumerate(value["messages"])]}
        return {k: (self.rt.value(k, v) if isinstance(v, str) else v) for k, v in value.items()}

    def call_kwargs(self, call: dict) -> dict:
        kw: dict[str, Any] = {}
        for k in ("stream_mode", "subgraphs", "durability", "interrupt_before", "interrupt_after", "output_keys"):
            if call.get(k) is not None:
                kw[k] = call[k]
        if call.get("version"):
            kw["version"] = call["version"]
        return kw

    def execute(self, payload: Any, cfg: dict, call: dict) -> dict:
        g = self.graph
        method = call.get("method", "invoke")
        kw = self.call_kwargs(call)
        rec: dict[str, Any] = {}
        chunks: list[Any] = []
        try:
            if method == "invoke":
                rec["out"] = self.enc(g.invoke(payload, cfg, **kw))
            elif method == "batch":
                rec["out"] = self.enc(g.batch([payload], [cfg], **kw))
            elif method == "stream":
                for c in g.stream(payload, cfg, **kw):
                    chunks.append(self.enc(c))
            elif method == "ainvoke":
                rec["out"] = self.enc(asyncio.run(g.ainvoke(payload, cfg, **kw)))
            elif method == "abatch":
                rec["out"] = self.enc(asyncio.run(g.abatch([payload], [cfg], **kw)))
            elif method == "astream":

                async def consume():
                    async for c in g.astream(payload, cfg, **kw):
                        chunks.append(self.enc(c))

                asyncio.run(consume())
            elif method == "astream_events":

                async def consume_events():
                    runs: dict[str, int] = {}
                    version = call.get("events_version", "v2")
                    async for event in g.astream_events(payload, cfg, version=version, **kw):
                        chunks.append(self.enc(event_record(event, runs)))

                asyncio.run(consume_events())
            else:
                raise AssertionError(method)
        except ProgramTimeout:
            raise
        except Exception as e:  # noqa: BLE001 - errors are results
            rec["error"] = {"type": type(e).__name__, "msg": str(e)}
        if method in ("stream", "astream", "astream_events"):
            rec["chunks"] = chunks
        return rec

    def resume_value(self, prefix: Any, intr: Any) -> Any:
        v = intr.value
        q = v.get("q") if isinstance(v, dict) else v
        if isinstance(prefix, str):
            return f"{prefix}:{q}"
        return prefix

    def step(self, st: dict, cfg: dict, call: dict) -> dict:
        lib = self.lib
        rec: dict[str, Any] = {}
        payload: Any
        run_cfg = cfg
        if "input" in st:
            payload = self.make_input(st["input"])
            if payload is not None and call.get("durability") == "exit" and "exit-durability-new-input" in self.avoid:
                try:
                    pending = self.has_cp and bool(self.graph.get_state(cfg).next)
                except Exception:  # noqa: BLE001
                    pending = True
                if pending:
                    return {"skipped": "avoid:exit-durability-new-input"}
            if payload is not None and self.kind == "entrypoint" and self.has_cp and self.failed_after_resume(cfg):
                # deliberate difference (a): LangGraph hands the plain resume value of the
                # failed step to the first interrupt() of the new run; never exercised
                return {"skipped": "entrypoint-new-input-after-failed-resume"}
        elif "resume" in st:
            how = st.get("how", "auto")
            if not self.has_cp:
                return {"skipped": "no-checkpointer"}
            try:
                snap = self.graph.get_state(cfg)
            except Exception as e:  # noqa: BLE001
                return {"error": {"type": type(e).__name__, "msg": str(e)}, "while": "get_state"}
            pending = self.unanswered(cfg, snap)
            if not pending:
                # deliberate difference (b): lingxigraph refuses Command(resume=...) without a
                # pending interrupt, LangGraph starts a normal run; never exercise it.
                return {"skipped": "no-pending-interrupt"}
            if self.multi_interrupt and not (how == "single" or (how == "auto" and len(pending) == 1)):
                # deliberate difference (a): LangGraph gives every interrupt() of one task the
                # same id, so an id-keyed resume map means something else there; never exercise it.
                return {"skipped": "id-map-resume-with-multi-interrupt-task"}
            if how == "auto" and len(pending) == 1 and self.plain_resume_races(snap, pending[0]):
                # deliberate difference (b2): LangGraph hands a plain resume to whichever task
                # calls interrupt() first; another task of the step may do so before the owner
                if self.multi_interrupt:
                    return {"skipped": "plain-resume-race"}
                how = "map"
            if how == "single" or (how == "auto" and len(pending) == 1):
                payload = lib.Command(resume=self.resume_value(st["resume"], pending[0]))
            else:
                chosen = pending if how == "auto" else pending[:1]
                payload = lib.Command(resume={i.id: self.resume_value(st["resume"], i) for i in chosen})
        elif "cmd" in st:
            c = st["cmd"]
            upd = self.make_input(c["update"]) if c.get("update") is not None else None
            goto = [make_target(self.rt, t) for t in c.get("goto", [])]
            payload = lib.Command(update=upd, goto=goto[0] if len(goto) == 1 else goto)
        elif "update" in st or "update_cmd" in st:
            if not self.has_cp:
                return {"skipped": "no-checkpointer"}
            try:
                if "update_cmd" in st:
                    c = st["update_cmd"]
                    upd = self.make_input(c["update"]) if c.get("update") is not None else None
                    goto = [make_target(self.rt, t) for t in c.get("goto", [])]
                    values: Any = lib.Command(update=upd, goto=goto[0] if len(goto) == 1 else goto)
                else:
                    values = self.make_input(st["update"])
                kw = {"as_node": st["as_node"]} if "as_node" in st else {}
                rec["returned"] = self.enc(self.graph.update_state(cfg, values, **kw))
            except Exception as e:  # noqa: BLE001
                rec["error"] = {"type": type(e).__name__, "msg": str(e)}
            return rec
        elif "replay" in st or "fork" in st:
            if not self.has_cp:
                return {"skipped": "no-checkpointer"}
            hist = list(self.graph.get_state_history(cfg))
            k = st.get("replay", st.get("fork"))
            if k >= len(hist):
                return {"skipped": "no-such-checkpoint"}
            run_cfg = hist[k].config
            if "fork" in st:
                try:
                    run_cfg = self.graph.update_state(run_cfg, self.make_input(st["update"]))
                except Exception as e:  # noqa: BLE001
                    return {"error": {"type": type(e).__name__, "msg": str(e)}}
            payload = None
        else:
            raise AssertionError(f"unknown step {st!r}")
        if call.get("durability") == "sync" and not self.has_cp:
            # deliberate difference (e): LangGraph 1.2.11 crashes here
            return {"skipped": "sync-durability-without-checkpointer"}
        rec.update(self.execute(payload, run_cfg, call))
        return rec

    def plain_resume_races(self, snap: Any, interrupt: Any) -> bool:
        """Whether a task of the open step other than ``interrupt``'s own runs again on
        resume and may call ``interrupt()`` itself (see deliberate difference (b2))."""
        nodes = self.spec.get("nodes", {})
        for t in snap.tasks:
            if t.result is not None or any(i.id == interrupt.id for i in t.interrupts):
                continue
            if '"interrupt"' in json.dumps(nodes.get(t.name, {})):
                return True
        return False

    def failed_after_resume(self, cfg: dict) -> bool:
        """Whether a task of the thread's open step failed after taking a resume answer."""
        saved = self.graph.checkpointer.get_tuple(cfg)
        chans: dict[str, set[str]] = {}
        for tid, chan, _ in (saved.pending_writes if saved else None) or ():
            chans.setdefault(tid, set()).add(chan)
        return any({"__resume__", "__error__"} <= cs for cs in chans.values())

    def unanswered(self, cfg: dict, snap: Any) -> list:
        """Interrupts of ``snap`` still waiting for an answer.

        Snapshots keep listing the interrupts of tasks that finished, or failed
        after using their answer, while the step stays open; the saved writes
        tell them apart: such a task saved a write other than an error,
        interrupt or resume record, or a resume answer (LangGraph saves nothing
        else for a resumed task that wrote nothing; in programs with a node
        calling interrupt() twice, only next to an error).
        """
        answered: set[str] = set()
        saved = self.graph.checkpointer.get_tuple(cfg)
        chans: dict[str, set[str]] = {}
        for tid, chan, _ in (saved.pending_writes if saved else None) or ():
            chans.setdefault(tid, set()).add(chan)
        for tid, cs in chans.items():
            resumed = "__resume__" in cs and ("__error__" in cs or not self.multi_interrupt)
            if cs - {"__error__", "__interrupt__", "__resume__"} or resumed:
                answered.add(tid)
        return [i for t in snap.tasks if t.id not in answered for i in t.interrupts]

    def snapshot(self, cfg: dict) -> dict:
        out: dict[str, Any] = {}
        try:
            out["state"] = self.enc(self.graph.get_state(cfg))
            if self.multi_interrupt:
                _mask_multi_interrupt_next(out["state"])
        except Exception as e:  # noqa: BLE001
            out["state_error"] = {"type": type(e).__name__, "msg": str(e)}
        if self.has_sub:
            try:
                out["state_sub"] = self.enc(self.graph.get_state(cfg, subgraphs=True))
                if "subgraph-state-not-started" in self.avoid:
                    _mark_not_started(out["state_sub"])
                if self.multi_interrupt:
                    _mask_multi_interrupt_next(out["state_sub"])
                if "parent-command-error-snapshot" in self.avoid:
                    _mask_parent_command_error(out["state_sub"])
            except Exception as e:  # noqa: BLE001
                out["state_sub_error"] = {"type": type(e).__name__, "msg": str(e)}
        return out

    def run(self) -> dict:
        scenarios = []
        for i, sc in enumerate(self.spec.get("scenarios", [])):
            thread = sc.get("thread", f"t{i}")
            self.last_error = False
            call = dict(sc.get("call", {}))
            cfg = self.config(thread, call)
            steps = []
            for st in sc.get("steps", []):
                with warnings.catch_warnings(record=True) as caught:
                    warnings.simplefilter("always")
                    rec = self.step(st, cfg, call)
                # ResourceWarnings depend on garbage-collection timing: not compared
                ws = sorted({f"{w.category.__name__}: {w.message}" for w in caught if not issubclass(w.category, ResourceWarning)})
                if ws:
                    rec["warnings"] = ws
                self.last_error = "error" in rec
                if self.last_error and self.has_cp and call.get("durability") == "exit" and call.get("method") in ("invoke", "stream", "batch"):
                    forget_sibling_writes(self.graph.checkpointer, cfg, rec["error"])
                if self.has_cp and "skipped" not in rec:
                    with warnings.catch_warnings():
                        warnings.simplefilter("ignore")
                        rec.update(self.snapshot(cfg))
                    if "error" in rec and "error-snapshot-write-order" in self.avoid:
                        for key in ("state", "state_sub"):
                            _sort_state_lists(rec.get(key))
                steps.append(rec)
            entry: dict[str, Any] = {"call": call, "steps": steps}
            if self.has_cp and sc.get("history", True):
                try:
                    entry["history"] = [self.enc(s) for s in self.graph.get_state_history(cfg)]
                    if self.last_error and entry["history"] and "error-snapshot-write-order" in self.avoid:
                        _sort_state_lists(entry["history"][0])
                except Exception as e:  # noqa: BLE001
                    entry["history_error"] = {"type": type(e).__name__, "msg": str(e)}
            scenarios.append(entry)
        return {"scenarios": scenarios}


def post_process(result: dict) -> dict:
    """Deliberate difference (c): drop task-result events that carry an error when that
    task has no other result event (LangGraph does not emit them)."""
    for sc in result.get("scenarios", []):
        for st in sc.get("steps", []):
            if "chunks" in st:
                st["chunks"] = drop_error_results(st["chunks"])
    return result


def _task_result_payload(chunk: Any) -> Any:
    """Return the task-result payload inside an encoded chunk (any stream format), or None."""
    data = chunk
    if isinstance(data, dict) and "$tuple" in data and data["$tuple"]:
        data = data["$tuple"][-1]
    elif isinstance(data, dict) and "ns" in data and "data" in data and "type" in data:
        data = data["data"]
    if not isinstance(data, dict):
        return None
    if data.get("type") == "task_result" and isinstance(data.get("payload"), dict):
        data = data["payload"]
    if {"id", "name", "error", "result", "interrupts"} <= set(data):
        return data
    return None


def drop_error_results(chunks: list) -> list:
    ok_ids = set()
    for c in chunks:
        p = _task_result_payload(c)
        if p is not None and p.get("error") is None:
            ok_ids.add(p.get("id"))
    out = []
    for c in chunks:
        p = _task_result_payload(c)
        if p is not None and p.get("error") is not None and p.get("id") not in ok_ids:
            continue
        out.append(c)
    return out


def run_spec(lib: Lib, spec: dict, timeout: int = 30) -> dict:
    # (wall-clock seconds: catches a hung program; the long react programs took
    # over 10 s on a loaded 2-core CI machine and were reported as hangs)
    use_alarm = threading.current_thread() is threading.main_thread() and hasattr(signal, "SIGALRM")
    if use_alarm:
        old = signal.signal(signal.SIGALRM, _timeout_handler)
        signal.alarm(timeout)
    try:
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                prog = Program(lib, spec)
        except ProgramTimeout:
            raise
        except Exception as e:  # noqa: BLE001
            res: dict[str, Any] = {"build_error": {"type": type(e).__name__, "msg": str(e)}}
        else:
            res = post_process(prog.run())
    except ProgramTimeout:
        res = {"timeout": True}
    except BaseException as e:  # noqa: BLE001 - report harness crashes as data
        res = {"crash": {"type": type(e).__name__, "msg": str(e)}, "traceback": traceback.format_exc()[-3000:]}
    finally:
        if use_alarm:
            signal.alarm(0)
            signal.signal(signal.SIGALRM, old)
    res["id"] = spec.get("id")
    return IdMasker().mask(res)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--lib", choices=("langgraph", "lingxigraph"), required=True)
    ap.add_argument("--timeout", type=int, default=10, help="seconds per program")
    args = ap.parse_args(argv)
    lib = Lib(args.lib)
    data = json.load(sys.stdin)
    specs = data if isinstance(data, list) else [data]
    results = [run_spec(lib, s, args.timeout) for s in specs]
    json.dump(results if isinstance(data, list) else results[0], sys.stdout)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
