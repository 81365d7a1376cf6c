"""More behaviours found by running LangGraph's own tests against lingxigraph: graph
building, the functional API, state updates and the run's runtime.

Each test states the rule (checked against LangGraph 1.2.11 with a small script) and
runs it on every driver where the code path differs.
"""

from __future__ import annotations

import functools
import operator
import re
import threading
from typing import Annotated, Any, Generic, TypeVar

import anyio
import anyio.lowlevel
import pytest
from composition_helpers import call
from pydantic import BaseModel, ValidationError
from typing_extensions import ReadOnly, Required, TypedDict

from lingxigraph.cache.memory import InMemoryCache
from lingxigraph.channels import EphemeralValue
from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.errors import InvalidUpdateError
from lingxigraph.func import entrypoint, task
from lingxigraph.graph import START, StateGraph
from lingxigraph.runtime import Runtime, ServerInfo
from lingxigraph.types import CachePolicy, Command, interrupt

DRIVERS = ["sync", "asyncio", "trio"]



# ---- shared schemas ------------------------------------------------------------------------


class Log(TypedDict):
    log: Annotated[list[str], operator.add]


# ---- update_state on an entrypoint -------------------------------------------------------


@pytest.mark.parametrize("driver", DRIVERS)
def test_update_state_without_as_node_on_a_one_node_graph_updates_as_that_node(driver: str) -> None:
    # an entrypoint's graph has one node: update_state with no as_node writes as it
    # (also on a fresh thread); before, it was refused ("Node __start__ does not exist")
    @entrypoint(checkpointer=InMemorySaver())
    def remember(inputs: Any, *, previous: Any) -> Any:
        return {"previous": previous, "current": inputs}

    config = {"configurable": {"thread_id": "1"}}
    remember.update_state(config, {"a": "-1"})
    state = remember.get_state(config)
    assert (state.values, state.next, state.metadata["source"]) == ({"a": "-1"}, (), "update")
    assert call(driver, remember, "invoke", {"a": "1"}, config) == {"previous": {"a": "-1"}, "current": {"a": "1"}}
    remember.update_state(config, {"a": "3"})
    assert call(driver, remember, "stream", {"a": "2"}, config) == [
        {"remember": {"previous": {"a": "3"}, "current": {"a": "2"}}}
    ]


# ---- @task calls with a cache policy ------------------------------------------------------


@pytest.mark.parametrize("driver", DRIVERS)
def test_task_call_results_are_cached_by_arguments(driver: str) -> None:
    # a @task with a cache policy saves its result when the call ends: a later call
    # with the same arguments (in the same run, or after an interrupt) reuses it and
    # streams its update marked cached; before, calls never used the graph's cache
    calls: list[int] = []

    def body(x: int) -> int:
        calls.append(x)
        return 2 * x

    async def abody(x: int) -> int:
        return body(x)

    double = task(name="double", cache_policy=CachePolicy())(body if driver == "sync" else abody)

    def run(_: Any) -> list[Any]:
        return [double(1).result(), interrupt("why?"), double(1).result(), double(2).result()]

    async def arun(_: Any) -> list[Any]:
        return [await double(1), interrupt("why?"), await double(1), await double(2)]

    graph = entrypoint(checkpointer=InMemorySaver(), cache=InMemoryCache())(run if driver == "sync" else arun)
    config = {"configurable": {"thread_id": "1"}}
    call(driver, graph, "invoke", {}, config)
    chunks = call(driver, graph, "stream", Command(resume="because"), config, stream_mode="updates")
    assert chunks[-1] == {"run" if driver == "sync" else "arun": [2, "because", 2, 4]}
    assert {"double": 2, "__metadata__": {"cached": True}} in chunks
    assert calls == [1, 2]


# ---- functional API: names and generators ---------------------------------------------


def test_unnamed_partial_task_is_named_after_its_function() -> None:
    def tag(label: str, value: str) -> str:
        return f"{value}|{label}"

    class Shout:
        def __call__(self, value: str) -> str:
            return value.upper()

    tagged, shout = task(functools.partial(tag, "t")), task(Shout())

    @entrypoint()
    def flow(value: str) -> str:
        return shout(tagged(value).result()).result()

    assert list(flow.stream("v", stream_mode="updates")) == [{"tag": "v|t"}, {"Shout": "V|T"}, {"flow": "V|T"}]


def test_a_task_taking_previous_gets_the_entrypoints_saved_value() -> None:
    # LangGraph injects `previous` into a @task as into the entrypoint; before, the
    # task's parameter kept its default
    @task
    def echo_previous(x: int, previous: Any = "unset") -> Any:
        return previous

    @entrypoint(checkpointer=InMemorySaver())
    def flow(x: int, *, previous: Any = None) -> list[Any]:
        return [x, previous, echo_previous(x).result()]

    config = {"configurable": {"thread_id": "1"}}
    assert flow.invoke(1, config) == [1, None, None]
    assert flow.invoke(2, config) == [2, [1, None, None], [1, None, None]]


def test_task_name_is_given_to_the_function_itself() -> None:
    # LangGraph sets the given name on the function (a bound method gets its own
    # partial): a plain task of the same function made earlier but first called after
    # the rename reports it too, and the method itself keeps its name
    def ten(x: int) -> int:
        return x * 10

    class Box:
        def triple(self, x: int) -> int:
            return x * 3

    box = Box()
    plain = task(ten)
    task(name="tenfold")(ten)
    renamed_method = task(name="thrice")(box.triple)

    @entrypoint()
    def flow(x: int) -> list[int]:
        return [plain(x).result(), renamed_method(x).result(), task(box.triple)(x).result()]

    assert list(flow.stream(1, stream_mode="updates")) == [
        {"tenfold": 10},
        {"thrice": 3},
        {"triple": 3},
        {"flow": [10, 3, 3]},
    ]
    assert (ten.__name__, box.triple.__name__) == ("tenfold", "triple")


def test_entrypoint_refuses_generator_functions() -> None:
    def gen(inputs: Any) -> Any:
        yield inputs

    async def agen(inputs: Any) -> Any:
        yield inputs

    for func in (gen, agen):
        with pytest.raises(NotImplementedError, match="^Generators are not supported in the Functional API"):
            entrypoint()(func)


# ---- reducer signatures -------------------------------------------------------------------


def _one(a: Any) -> Any:
    return a


def _three(a: Any, b: Any, c: Any = None) -> Any:
    return a


class OneArgReducer(TypedDict):
    key: Annotated[str, _one]


class ThreeArgReducer(TypedDict):
    key: Annotated[str, _three]


@pytest.mark.parametrize(
    ("schema", "shown"),
    [(OneArgReducer, "(a: 'Any')"), (ThreeArgReducer, "(a: 'Any', b: 'Any', c: 'Any' = None)")],
)
def test_reducer_must_take_two_positional_arguments(schema: Any, shown: str) -> None:
    # LangGraph refuses a reducer of another arity when the schema is read
    with pytest.raises(ValueError, match=r"^Invalid reducer signature\. Expected \(a, b\) -> c\. Got " + re.escape(shown)):
        StateGraph(schema)


class ReducerThenDoc(TypedDict):
    items: Annotated[list, operator.add, "appended by the nodes"]


class DocThenReducer(TypedDict):
    items: Annotated[list, "appended by the nodes", operator.add]


class ChannelThenReducer(TypedDict):
    items: Annotated[list, EphemeralValue, operator.add]


@pytest.mark.parametrize(
    ("schema", "after"),
    [(ReducerThenDoc, ["late"]), (DocThenReducer, ["early", "late"]), (ChannelThenReducer, ["late"])],
)
def test_only_a_function_in_last_place_is_the_reducer(schema: Any, after: list[str]) -> None:
    # LangGraph reads a reducer from the last Annotated item only, and a channel anywhere
    # wins over it; before, any function in the metadata (searched from the end) reduced
    graph = StateGraph(schema).add_node("n", lambda s: {"items": ["late"]}).add_edge(START, "n").compile()
    assert graph.invoke({"items": ["early"]}) == {"items": after}


class ReadOnlyReduced(TypedDict):
    items: ReadOnly[Annotated[list, operator.add]]


class RequiredReduced(TypedDict):
    items: Required[Annotated[list, operator.add]]


@pytest.mark.parametrize(("schema", "after"), [(ReadOnlyReduced, ["late"]), (RequiredReduced, ["early", "late"])])
def test_metadata_is_read_below_required_but_not_below_read_only(schema: Any, after: list[str]) -> None:
    # LangGraph unwraps Required / NotRequired only: under ReadOnly it sees no reducer
    graph = StateGraph(schema).add_node("n", lambda s: {"items": ["late"]}).add_edge(START, "n").compile()
    assert graph.invoke({"items": ["early"]}) == {"items": after}


_T = TypeVar("_T")


class GenericTyped(TypedDict, Generic[_T]):
    items: Annotated[list[_T], operator.add]


def test_a_parametrised_generic_typed_dict_is_one_root_value() -> None:
    # GenericTyped[int] is a typing alias without __annotations__ of its own: LangGraph
    # keeps the whole state in one root channel, so a node's dict replaces it
    seen: list[Any] = []

    def node(state: Any) -> dict[str, Any]:
        seen.append(state)
        return {"items": ["late"]}

    graph = StateGraph(GenericTyped[int]).add_node("n", node).add_edge(START, "n").compile()
    assert "__root__" in graph.channels and "items" not in graph.channels
    assert graph.invoke({"items": ["early"]}) == {"items": ["late"]}
    assert seen == [{"items": ["early"]}]


def test_a_reducer_without_a_signature_is_refused() -> None:
    class MaxReduced(TypedDict):
        best: Annotated[int, max]

    with pytest.raises(ValueError, match="no signature found"):
        StateGraph(MaxReduced)


# ---- a parametrised container as the state schema ------------------------------------------


@pytest.mark.parametrize("driver", DRIVERS)
def test_state_schema_may_be_a_parametrised_container(driver: str) -> None:
    # StateGraph(list[str]): the state is one root value (LangGraph); before, reading
    # the schema's type hints failed ("list[str] is not a module, class, ...")
    def add_a(items: list[str]) -> list[str]:
        return [it + "a" for it in items]

    graph = StateGraph(list[str]).add_node(add_a).add_edge(START, "add_a").compile()
    assert call(driver, graph, "invoke", ["x", "y"]) == ["xa", "ya"]
    assert graph.get_input_jsonschema() == {
        "default": None, "items": {"type": "string"}, "title": "LangGraphInput", "type": "array"
    }


# ---- aupdate_state with an async routing function -------------------------------------------


@pytest.mark.parametrize("driver", ["asyncio", "trio"])
def test_aupdate_state_runs_async_routing_functions(driver: str) -> None:
    # an update as a node whose conditional edge is async: aupdate_state awaits the
    # routing function (it refused, as update_state must), so next follows its choice
    async def route(state: Log) -> str:
        return "b" if len(state["log"]) > 1 else "c"

    graph = (
        StateGraph(Log)
        .add_node("a", lambda s: {"log": ["a"]})
        .add_node("b", lambda s: {"log": ["b"]})
        .add_node("c", lambda s: {"log": ["c"]})
        .add_edge(START, "a")
        .add_conditional_edges("a", route, ["b", "c"])
        .compile(checkpointer=InMemorySaver(), interrupt_before=["b", "c"])
    )
    config = {"configurable": {"thread_id": "1"}}

    async def run() -> tuple[Any, ...]:
        await graph.ainvoke({"log": []}, config)
        before = (await graph.aget_state(config)).next
        await graph.aupdate_state(config, {"log": ["x"]}, as_node="a")
        after = await graph.aget_state(config)
        return before, after.next, after.values

    assert anyio.run(run, backend=driver) == (("c",), ("b",), {"log": ["a", "x"]})
    with pytest.raises(InvalidUpdateError, match="^update_state cannot run async routing functions; use aupdate_state$"):
        graph.update_state(config, {"log": ["y"]}, as_node="a")


# ---- entrypoint: saved values of its own types come back as themselves ----------------------


class Draft(BaseModel):
    text: str
    note: str | None = None


@pytest.mark.parametrize("driver", DRIVERS)
def test_entrypoint_saver_rebuilds_its_input_and_output_types(driver: str) -> None:
    # the entrypoint's saver may rebuild the classes its input/output types name (as a
    # StateGraph's does for its schemas): a task result saved before an interrupt is a
    # Draft again on resume, not a dict (with an "unregistered type" warning)
    @task
    def polish(draft: Draft) -> Draft:
        return Draft(text=draft.text + "!")

    @entrypoint(checkpointer=InMemorySaver())
    def flow(draft: Draft) -> Draft:
        polished = polish(draft)
        note = interrupt("note?")
        result = polished.result()
        assert isinstance(result, Draft)
        return Draft(text=result.text, note=note)

    config = {"configurable": {"thread_id": "1"}}
    call(driver, flow, "invoke", Draft(text="hi"), config)
    assert call(driver, flow, "invoke", Command(resume="ok"), config) == Draft(text="hi!", note="ok")


# ---- context schemas ---------------------------------------------------------------------------


class TypedCtx(TypedDict):
    api_key: str


class ModelCtx(BaseModel):
    timeout: int


@pytest.mark.parametrize("driver", DRIVERS)
def test_context_typeddict_passes_through_and_pydantic_errors_surface(driver: str) -> None:
    # a TypedDict context schema takes the dict as given (an isinstance check raised
    # "TypedDict does not support instance and class checks"); a Pydantic schema's
    # ValidationError reaches the caller as itself (it was wrapped in a TypeError)
    seen: list[Any] = []

    def node(state: Log, runtime: Runtime[Any]) -> dict[str, Any]:
        seen.append(runtime.context)
        return {"log": ["n"]}

    def build(schema: Any) -> Any:
        return StateGraph(Log, context_schema=schema).add_node("n", node).add_edge(START, "n").compile()

    assert call(driver, build(TypedCtx), "invoke", {"log": []}, context={"api_key": "k"}) == {"log": ["n"]}
    assert seen == [{"api_key": "k"}]
    with pytest.raises(ValidationError):
        call(driver, build(ModelCtx), "invoke", {"log": []}, context={"timeout": "soon"})


# ---- server info ----------------------------------------------------------------------------


class _User:
    identity = "ann"


@pytest.mark.parametrize("driver", DRIVERS)
def test_runtime_server_info_comes_from_configurable(driver: str) -> None:
    # what a LangGraph-compatible server puts in configurable reaches the node as
    # runtime.server_info (it was always None); without it, server_info stays None
    seen: list[Any] = []

    def node(state: Log, runtime: Runtime[Any]) -> dict[str, Any]:
        seen.append(runtime.server_info)
        return {"log": ["n"]}

    graph = StateGraph(Log).add_node("n", node).add_edge(START, "n").compile()
    user = _User()
    configurable = {"assistant_id": "asst-1", "graph_id": "g", "langgraph_auth_user": user}
    call(driver, graph, "invoke", {"log": []}, {"configurable": configurable})
    call(driver, graph, "invoke", {"log": []})
    assert seen == [ServerInfo(assistant_id="asst-1", graph_id="g", user=user), None]


# ---- PregelNode.copy ------------------------------------------------------------------------


def test_pregel_node_copy_replaces_the_given_attributes() -> None:
    graph = StateGraph(Log).add_node("n", lambda s: {"log": ["n"]}).add_edge(START, "n").compile()
    node = graph.nodes["n"]
    same, tagged = node.copy({}), node.copy({"tags": ("x",)})
    assert (same is not node, same.triggers, same.bound) == (True, node.triggers, node.bound)
    assert (tagged.tags, tagged.writers) == (("x",), node.writers)
    with pytest.raises(TypeError):
        node.copy({"no_such": 1})


# ---- a dict as a node's action ---------------------------------------------------------------


@pytest.mark.parametrize("driver", ["sync", "asyncio"])  # (LangChain's ainvoke needs asyncio)
def test_dict_node_action_runs_each_step_into_its_key(driver: str) -> None:
    # {"key": runnable_or_function} is a node action (LangChain's RunnableParallel):
    # the node's update maps each key to its step's output ("'dict' is not callable")
    pytest.importorskip("langchain_core.runnables")

    class AB(TypedDict, total=False):
        a: int
        b: int

    graph = (
        StateGraph(AB)
        .add_node("both", {"a": lambda s: s["a"] + 1, "b": lambda s: s["a"] * 10})
        .add_edge(START, "both")
        .compile()
    )
    assert call(driver, graph, "invoke", {"a": 1}) == {"a": 2, "b": 10}


# ---- a "__root__" key ---------------------------------------------------------------------


class RootOnly(TypedDict):
    __root__: Annotated[list[str], operator.add]


class RootAndMore(TypedDict, total=False):
    __root__: Annotated[list[str], operator.add]
    other: str


@pytest.mark.parametrize("driver", DRIVERS)
def test_root_key_schema_is_one_root_value_unless_other_keys_exist(driver: str) -> None:
    # a TypedDict whose only key is "__root__" makes the state that one value (its
    # reducer applies); with other keys it is an ordinary key (LangGraph)
    root = StateGraph(RootOnly).add_node("n", lambda items: [f"n{len(items)}"]).add_edge(START, "n").compile()
    assert call(driver, root, "invoke", ["a"]) == ["a", "n1"]
    mixed = (
        StateGraph(RootAndMore)
        .add_node("n", lambda s: {"__root__": ["n"], "other": "x"})
        .add_edge(START, "n")
        .compile()
    )
    assert call(driver, mixed, "invoke", {"__root__": ["a"]}) == {"__root__": ["a", "n"], "other": "x"}


# ---- entrypoint streams are eager ---------------------------------------------------------------


def test_entrypoint_task_updates_reach_the_caller_while_the_workflow_runs() -> None:
    # an entrypoint's @task updates all come within one step: the stream yields each
    # as it is made (LangGraph's stream_eager), not once the step is over
    first_seen = threading.Event()
    waited: list[bool] = []

    @task
    def step(n: int) -> int:
        if n == 2:
            waited.append(first_seen.wait(timeout=10))
        return n

    @entrypoint()
    def flow(_: Any) -> list[int]:
        return [step(1).result(), step(2).result()]

    for chunk in flow.stream({}, stream_mode="updates"):
        if chunk == {"step": 1}:
            first_seen.set()
    assert waited == [True]
