"""The Runnable surface of compiled graphs, run with LangGraph or lingxigraph.

A standalone script, like ``program.py``: ``test_runnable_surface.py`` runs it
under both interpreters and compares what it prints::

    python runnable_program.py --lib lingxigraph > results.json

It builds a fixed set of graphs (TypedDict, dataclass and Pydantic states,
separate input/output schemas, context schemas, ``dict`` state, managed values,
``@entrypoint`` functions, low-level ``Pregel``) and prints one JSON object:
case name → result. Schema cases record ``InputType``/``OutputType`` names, the
JSON schemas (``get_input_jsonschema``, ``get_output_jsonschema``,
``get_context_jsonschema``, deprecated ``get_config_jsonschema`` with its
warnings) and the models' names and JSON schemas. Other cases record
``batch_as_completed``/``transform`` results and compositions with LangChain
runnables (``|``, ``pipe``, ``pick``, ``assign``, ``bind``, ``with_retry``,
``with_fallbacks``, ``with_listeners``, ``map``, ``RunnableParallel``, ...). When
langchain-core cannot be imported, composition cases record
``{"skipped": "no langchain-core"}``. An error becomes ``{"error": type name}``.
"""

# no `from __future__ import annotations`: LangGraph reads an entrypoint's annotations
# unevaluated (strings under PEP 563), lingxigraph resolves them; real types here
import argparse
import asyncio
import dataclasses
import importlib
import json
import operator
import sys
import warnings
from collections.abc import Callable
from typing import Annotated, Any, Optional

from typing_extensions import NotRequired, TypedDict

CASES: dict[str, Callable[[Any], Any]] = {}
LANGCHAIN_CASES: set[str] = set()


def case(*, langchain: bool = False) -> Callable[[Callable[[Any], Any]], Callable[[Any], Any]]:
    def register(fn: Callable[[Any], Any]) -> Callable[[Any], Any]:
        CASES[fn.__name__] = fn
        if langchain:
            LANGCHAIN_CASES.add(fn.__name__)
        return fn

    return register


class Lib:
    """The public names the cases use, from one library."""

    def __init__(self, name: str) -> None:
        graph = importlib.import_module(f"{name}.graph")
        self.StateGraph = graph.StateGraph
        self.START = graph.START
        self.entrypoint = importlib.import_module(f"{name}.func").entrypoint
        pregel = importlib.import_module(f"{name}.pregel")
        self.Pregel, self.NodeBuilder = pregel.Pregel, pregel.NodeBuilder
        channels = importlib.import_module(f"{name}.channels")
        self.EphemeralValue, self.LastValue, self.Topic = channels.EphemeralValue, channels.LastValue, channels.Topic
        self.RemainingSteps = importlib.import_module(f"{name}.managed").RemainingSteps


def type_name(t: Any) -> str:
    return getattr(t, "__name__", None) or repr(t).replace("typing.", "")


def describe(graph: Any, config: bool = False) -> dict[str, Any]:
    """Types, schemas and JSON schemas of ``graph``; each entry is a value or ``{"error": ...}``."""
    out: dict[str, Any] = {"InputType": attempt(lambda: type_name(graph.InputType)),
                           "OutputType": attempt(lambda: type_name(graph.OutputType))}
    for method in ("get_input_jsonschema", "get_output_jsonschema", "get_context_jsonschema"):
        out[method] = attempt(getattr(graph, method))
    for method in ("get_input_schema", "get_output_schema"):
        out[method] = attempt(lambda m=method: model_summary(getattr(graph, m)()))
    if config:
        out["get_config_jsonschema"] = attempt(lambda: with_warnings(
            lambda: graph.get_config_jsonschema(include=["tags", "configurable", "recursion_limit", "run_id"])))
        out["config_schema"] = attempt(lambda: with_warnings(lambda: graph.config_schema().__name__))
        out["config_specs"] = attempt(lambda: list(graph.config_specs))
    return out


def model_summary(model: Any) -> dict[str, Any]:
    bases = [b.__name__ for b in model.__mro__[1:3]]
    return {"name": model.__name__, "root": "RootModel" in bases, "json": model.model_json_schema()}


def with_warnings(fn: Callable[[], Any]) -> dict[str, Any]:
    with warnings.catch_warnings(record=True) as record:
        warnings.simplefilter("always")
        value = fn()
    return {"value": value, "warnings": [[w.category.__name__, str(w.message)] for w in record]}


def attempt(fn: Callable[[], Any]) -> Any:
    try:
        return fn()
    except Exception as exc:  # the error's type is the result
        return {"error": type(exc).__name__}


# ---- schemas ------------------------------------------------------------------------------


class S(TypedDict):
    a: int
    b: Annotated[list[str], operator.add]
    c: Optional[str]
    d: NotRequired[float]


class In(TypedDict):
    a: int


class Out(TypedDict):
    c: Optional[str]


class Ctx(TypedDict):
    user: str


@dataclasses.dataclass
class D:
    x: int
    y: str = "hi"
    z: list = dataclasses.field(default_factory=list)
    w: Optional[int] = None


@dataclasses.dataclass
class CtxD:
    user: str = "u"


class Reserved(TypedDict):
    copy: int
    _priv: str
    model_x: int


def simple(lib: Lib, state: Any, name: Optional[str] = None, **kwargs: Any) -> Any:
    builder = lib.StateGraph(state, **kwargs)
    builder.add_node("n", lambda s: {})
    builder.add_edge(lib.START, "n")
    return builder.compile(name=name) if name else builder.compile()


@case()
def typeddict_state(lib: Lib) -> Any:
    return describe(simple(lib, S), config=True)


@case()
def dataclass_state(lib: Lib) -> Any:
    return describe(simple(lib, D, context_schema=CtxD), config=True)


@case()
def pydantic_state(lib: Lib) -> Any:
    import pydantic

    class P(pydantic.BaseModel):
        """Doc P"""

        p: int
        q: str = "q"

    class PCtx(pydantic.BaseModel):
        user: str

    return describe(simple(lib, P, context_schema=PCtx), config=True)


@case()
def input_output_context(lib: Lib) -> Any:
    return describe(simple(lib, S, input_schema=In, output_schema=Out, context_schema=Ctx), config=True)


@case()
def pydantic_input_dataclass_output(lib: Lib) -> Any:
    import pydantic

    class PS(pydantic.BaseModel):
        a: int
        b: Optional[str] = None

    class PI(pydantic.BaseModel):
        a: int

    @dataclasses.dataclass
    class DO:
        b: Optional[str] = None

    return describe(simple(lib, PS, input_schema=PI, output_schema=DO))


@case()
def dict_state_lower_case_name(lib: Lib) -> Any:
    return describe(simple(lib, dict, name="chat"))


@case()
def managed_and_reserved_keys(lib: Lib) -> Any:
    M = TypedDict("M", {"a": int, "rem": lib.RemainingSteps})  # type: ignore[misc]  # noqa: UP013

    return {"managed": describe(simple(lib, M)), "reserved": describe(simple(lib, Reserved))}


@case()
def invalid_context_schema(lib: Lib) -> Any:
    return describe(simple(lib, S, context_schema=int))


@case()
def entrypoints(lib: Lib) -> Any:
    entrypoint = lib.entrypoint

    @entrypoint()
    def typed(x: int) -> str:
        return str(x)

    @entrypoint()
    def untyped(x):  # type: ignore[no-untyped-def]
        return x

    @entrypoint(context_schema=Ctx)
    def final(x: dict[str, int], *, previous: Any = None) -> entrypoint.final[int, str]:
        return entrypoint.final(value=1, save="s")

    return {"typed": describe(typed), "untyped": describe(untyped), "final": describe(final)}


@case()
def pydantic_entrypoint_and_subgraph(lib: Lib) -> Any:
    import pydantic

    class Q(pydantic.BaseModel):
        q: str

    @lib.entrypoint()
    def ask(x: Q) -> list[Q]:
        return [x]

    sub = simple(lib, In, name="inner")
    builder = lib.StateGraph(S, input_schema=In)
    builder.add_node("sub", sub)
    builder.add_edge(lib.START, "sub")
    outer = builder.compile(name="outer").with_config(tags=["t"])
    return {
        "entrypoint": describe(ask),
        "subgraph": describe(sub),
        "outer": describe(outer),
        "nested": [[name, describe(graph)["get_input_jsonschema"]] for name, graph in outer.get_subgraphs()],
    }


@case()
def low_level_pregel(lib: Lib) -> Any:
    one = lib.Pregel(
        nodes={"n": lib.NodeBuilder().subscribe_only("a").do(lambda x: x + 1).write_to("b")},
        channels={"a": lib.EphemeralValue(int), "b": lib.LastValue(str)},
        input_channels="a",
        output_channels="b",
    )
    many = lib.Pregel(
        nodes={"n": lib.NodeBuilder().subscribe_to("a").do(lambda x: x).write_to("b")},
        channels={"a": lib.EphemeralValue(int), "b": lib.LastValue(str), "c": lib.Topic(int)},
        input_channels=["a", "c"],
        output_channels=["b", "c"],
    )
    return {"one": describe(one), "many": describe(many)}


# ---- running ------------------------------------------------------------------------------


class C(TypedDict, total=False):
    x: int
    y: Annotated[list[int], operator.add]


def counter(lib: Lib, name: Optional[str] = None) -> Any:
    def n(s: C) -> C:
        if s["x"] < 0:
            raise KeyError("negative")
        return {"x": s["x"] + 1, "y": [s["x"]]}

    builder = lib.StateGraph(C)
    builder.add_node("n", n)
    builder.add_edge(lib.START, "n")
    return builder.compile(name=name) if name else builder.compile()


def sortable(pairs: Any) -> list[Any]:
    return sorted(([i, repr(v) if isinstance(v, Exception) else v] for i, v in pairs), key=lambda p: p[0])


@case()
def batch_as_completed(lib: Lib) -> Any:
    graph = counter(lib)

    async def both() -> list[Any]:
        return [item async for item in graph.abatch_as_completed([{"x": 1}, {"x": -1}], return_exceptions=True)]

    return {
        "sync": sortable(graph.batch_as_completed([{"x": 1}, {"x": 2}, {"x": 3}])),
        "one": sortable(graph.batch_as_completed([{"x": 1}])),
        "none": list(graph.batch_as_completed([])),
        "exceptions": sortable(graph.batch_as_completed([{"x": 1}, {"x": -1}], return_exceptions=True)),
        "raises": attempt(lambda: list(graph.batch_as_completed([{"x": -1}, {"x": 2}]))),
        "async": sortable(asyncio.run(both())),
    }


@case()
def transform(lib: Lib) -> Any:
    graph = counter(lib)

    async def chunks() -> Any:
        yield {"x": 1}
        yield {"x": 2}

    async def atransform() -> list[Any]:
        return [c async for c in graph.atransform(chunks())]

    return {
        "transform": list(graph.transform(iter([{"x": 1}, {"x": 5}]))),
        "values": list(graph.transform(iter([{"x": 1}]), stream_mode="values")),
        "atransform": asyncio.run(atransform()),
    }


@case(langchain=True)
def pipes(lib: Lib) -> Any:
    from langchain_core.runnables import RunnableLambda, RunnableParallel

    graph = counter(lib)
    seq = graph | RunnableLambda(lambda s: s["x"] * 10)
    first = RunnableLambda(lambda v: {"x": v}) | graph

    async def astream() -> list[Any]:
        return [c async for c in first.astream(3)]

    par = RunnableParallel(a=graph, b=RunnableLambda(lambda s: s["x"]))
    return {
        "type": type(seq).__name__,
        "invoke": seq.invoke({"x": 1}),
        "ainvoke": asyncio.run(seq.ainvoke({"x": 1})),
        "pipe": graph.pipe(RunnableLambda(lambda s: s["y"])).invoke({"x": 2}),
        "ror": first.invoke(3),
        "ror_stream": list(first.stream(3)),
        "ror_astream": asyncio.run(astream()),
        "ror_function": ((lambda v: {"x": v}) | graph).invoke(4),
        "ror_dict": ({"x": lambda v: v} | graph).invoke(5),
        "graph_graph": (graph | counter(lib)).invoke({"x": 1}),
        "parallel": par.invoke({"x": 7}),
        "input_schema": seq.get_input_jsonschema(),
        "output_schema": first.get_output_jsonschema(),
    }


@case(langchain=True)
def bindings(lib: Lib) -> Any:
    graph = counter(lib)
    typed = graph.with_types(input_type=dict, output_type=int)
    return {
        "pick": graph.pick("x").invoke({"x": 1}),
        "pick_list": graph.pick(["x"]).invoke({"x": 1}),
        "pick_stream": list(graph.pick("x").stream({"x": 1})),
        "assign": graph.assign(z=lambda s: s["x"] * 2).invoke({"x": 1}),
        "bind": [type(graph.bind(stream_mode="updates")).__name__, graph.bind(stream_mode="updates").invoke({"x": 1})],
        "map": graph.map().invoke([{"x": 1}, {"x": 2}]),
        "with_types": [type_name(typed.InputType), type_name(typed.OutputType), typed.invoke({"x": 1})],
        "prompts": graph.get_prompts(),
    }


@case(langchain=True)
def retry_fallbacks_listeners(lib: Lib) -> Any:
    calls: list[int] = []

    def flaky(s: C) -> C:
        calls.append(1)
        if len(calls) < 3:
            raise ValueError("boom")
        return {"x": 100}

    builder = lib.StateGraph(C)
    builder.add_node("f", flaky)
    builder.add_edge(lib.START, "f")
    retried = builder.compile().with_retry(stop_after_attempt=3, wait_exponential_jitter=False)
    out = {"retry": [type(retried).__name__, retried.invoke({"x": 1}), len(calls)]}
    failing = counter(lib).with_fallbacks([counter(lib, "backup")])
    out["fallbacks"] = [type(failing).__name__, failing.invoke({"x": 1}), attempt(lambda: failing.invoke({"x": -1}))]
    events: list[Any] = []
    listened = counter(lib, "mine").with_listeners(
        on_start=lambda run: events.append(["start", run.name, run.inputs]),
        on_end=lambda run: events.append(["end", run.name, run.outputs]),
    )
    out["listeners"] = [listened.invoke({"x": 1}), events]
    return out


@case(langchain=True)
def as_tool(lib: Lib) -> Any:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        tool = counter(lib).as_tool(name="mytool", description="desc")
    return {
        "name": tool.name,
        "args": tool.args,
        "invoke": tool.invoke({"x": 3, "y": []}),
        "missing": attempt(lambda: tool.invoke({"x": 3})),
    }


@case(langchain=True)
def astream_log_final_state(lib: Lib) -> Any:
    graph = counter(lib)

    async def final() -> Any:
        state = None
        async for state in graph.astream_log({"x": 1}, diff=False):
            pass
        return state.state

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        state = asyncio.run(final())
    return {"final_output": state["final_output"], "streamed_output": state["streamed_output"], "name": state["name"]}


def langchain_available() -> bool:
    try:
        importlib.import_module("langchain_core.runnables")
    except ImportError:
        return False
    return True


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lib", choices=["langgraph", "lingxigraph"], required=True)
    args = parser.parse_args()
    lib = Lib(args.lib)
    has_langchain = langchain_available()
    results: dict[str, Any] = {}
    for name, fn in CASES.items():
        if name in LANGCHAIN_CASES and not has_langchain:
            results[name] = {"skipped": "no langchain-core"}
            continue
        results[name] = attempt(lambda fn=fn: fn(lib))
    json.dump(results, sys.stdout, default=repr, sort_keys=False)


if __name__ == "__main__":
    main()
