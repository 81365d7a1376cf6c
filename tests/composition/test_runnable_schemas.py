"""The Runnable surface of a compiled graph that needs no LangChain: types, schemas,
``batch_as_completed`` and ``transform``.

Expected schema dicts are LangGraph 1.2.11's (observed with the oracle) for the
same graphs.
"""

from __future__ import annotations

import asyncio
import dataclasses
import operator
import sys
import warnings
from contextlib import aclosing
from typing import Annotated, Any, Optional

import anyio
import pytest
from typing_extensions import NotRequired, TypedDict

from lingxigraph.channels import EphemeralValue, LastValue, Topic
from lingxigraph.errors import GraphRecursionError
from lingxigraph.func import entrypoint
from lingxigraph.graph import START, MessagesState, StateGraph
from lingxigraph.managed import RemainingSteps
from lingxigraph.messages import BaseMessage, HumanMessage
from lingxigraph.pregel import NodeBuilder, Pregel
from lingxigraph.warnings import LangGraphDeprecatedSinceV10

pydantic = pytest.importorskip("pydantic")


class S(TypedDict):
    a: int
    b: Annotated[list[str], operator.add]
    c: Optional[str]
    d: NotRequired[float]


@dataclasses.dataclass
class D:
    x: int
    y: str = "hi"
    z: list[Any] = dataclasses.field(default_factory=list)
    w: Optional[int] = None


class P(pydantic.BaseModel):
    """Doc P"""

    p: int
    q: str = "q"


class In(TypedDict):
    a: int


class Out(TypedDict):
    c: Optional[str]


class Ctx(TypedDict):
    user: str


def build(state: Any, name: str | None = None, **kwargs: Any) -> Any:
    builder = StateGraph(state, **kwargs)
    builder.add_node("n", lambda s: {})
    builder.add_edge(START, "n")
    return builder.compile(name=name) if name else builder.compile()


S_JSON = {
    "properties": {
        "a": {"title": "A", "type": "integer"},
        "b": {"items": {"type": "string"}, "title": "B", "type": "array"},
        "c": {"anyOf": [{"type": "string"}, {"type": "null"}], "title": "C"},
        "d": {"title": "D", "type": "number"},
    },
    "required": ["a", "b", "c"],
    "title": "S",
    "type": "object",
}


def test_typeddict_state_schemas() -> None:
    graph = build(S)
    assert graph.InputType is S
    assert graph.OutputType is None  # several output channels
    assert graph.get_input_jsonschema() == S_JSON
    assert graph.get_output_jsonschema() == S_JSON
    model = graph.get_input_schema()
    assert model.__name__ == "LangGraphInput"
    assert issubclass(model, pydantic.RootModel)
    assert model.model_json_schema() == {"$defs": {"S": S_JSON}, "$ref": "#/$defs/S", "title": "LangGraphInput"}
    assert graph.input_schema is model  # cached, like LangChain's
    out = graph.get_output_schema()
    assert out.__name__ == "LangGraphOutput"
    assert out.model_json_schema() == {
        "properties": {
            "a": {"default": None, "title": "A", "type": "integer"},
            "b": {"default": None, "items": {"type": "string"}, "title": "B", "type": "array"},
            "c": {"anyOf": [{"type": "string"}, {"type": "null"}], "default": None, "title": "C"},
            "d": {"default": None, "title": "D", "type": "number"},
        },
        "title": "LangGraphOutput",
        "type": "object",
    }
    assert graph.output_schema.model_json_schema() == out.model_json_schema()
    assert graph.get_context_jsonschema() is None
    assert graph.config_specs == []


def test_dataclass_state_gets_a_generated_model_with_the_field_defaults() -> None:
    graph = build(D)
    props = {
        "x": {"title": "X", "type": "integer"},
        "y": {"default": "hi", "title": "Y", "type": "string"},
        "z": {"default": [], "items": {}, "title": "Z", "type": "array"},
        "w": {"anyOf": [{"type": "integer"}, {"type": "null"}], "default": None, "title": "W"},
    }
    assert graph.get_input_jsonschema() == {"properties": props, "required": ["x"], "title": "LangGraphInput", "type": "object"}
    assert graph.get_output_jsonschema() == {"properties": props, "required": ["x"], "title": "LangGraphOutput", "type": "object"}
    assert graph.get_input_schema().model_json_schema()["$ref"] == "#/$defs/D"


def test_pydantic_state_is_its_own_input_schema() -> None:
    graph = build(P)
    schema = {
        "description": "Doc P",
        "properties": {"p": {"title": "P", "type": "integer"}, "q": {"default": "q", "title": "Q", "type": "string"}},
        "required": ["p"],
        "title": "P",
        "type": "object",
    }
    assert graph.get_input_schema() is P
    assert graph.get_input_jsonschema() == schema
    assert graph.get_output_jsonschema() == schema
    assert graph.get_output_schema().model_json_schema() == {
        "properties": {"p": {"default": None, "title": "P", "type": "integer"},
                       "q": {"default": None, "title": "Q", "type": "string"}},
        "title": "LangGraphOutput",
        "type": "object",
    }


def test_input_output_and_context_schemas() -> None:
    graph = build(S, input_schema=In, output_schema=Out, context_schema=Ctx)
    assert graph.InputType is In
    assert graph.get_input_jsonschema() == {
        "properties": {"a": {"title": "A", "type": "integer"}}, "required": ["a"], "title": "In", "type": "object",
    }
    assert graph.get_output_jsonschema() == {
        "properties": {"c": {"anyOf": [{"type": "string"}, {"type": "null"}], "title": "C"}},
        "required": ["c"],
        "title": "Out",
        "type": "object",
    }
    assert graph.get_output_schema().model_json_schema() == {
        "properties": {"c": {"anyOf": [{"type": "string"}, {"type": "null"}], "default": None, "title": "C"}},
        "title": "LangGraphOutput",
        "type": "object",
    }
    ctx = {"properties": {"user": {"title": "User", "type": "string"}}, "required": ["user"], "title": "Ctx", "type": "object"}
    assert graph.get_context_jsonschema() == ctx
    with pytest.warns(LangGraphDeprecatedSinceV10, match=r"^`get_config_jsonschema` is deprecated\. Use `get_context_jsonschema` instead\."):
        config = graph.get_config_jsonschema(include=["tags", "configurable", "recursion_limit"])
    assert config == {
        "$defs": {"Ctx": ctx},
        "properties": {
            "configurable": {"$ref": "#/$defs/Ctx", "default": None},
            "tags": {"default": None, "items": {"type": "string"}, "title": "Tags", "type": "array"},
            "recursion_limit": {"default": None, "title": "Recursion Limit", "type": "integer"},
        },
        "title": "LangGraphConfig",
        "type": "object",
    }


def test_config_schema_is_deprecated_and_lists_the_included_keys() -> None:
    graph = build(S)
    with pytest.warns(LangGraphDeprecatedSinceV10, match=r"^`config_schema` is deprecated\. Use `get_context_jsonschema`") as record:
        model = graph.config_schema(include=["run_id", "callbacks", "max_concurrency"])
    assert len(record) == 1 and record[0].filename == __file__
    assert model.__name__ == "LangGraphConfig"
    assert model.model_json_schema()["properties"] == {
        "callbacks": {"anyOf": [{"items": {}, "type": "array"}, {}, {"type": "null"}], "default": None, "title": "Callbacks"},
        "max_concurrency": {"anyOf": [{"type": "integer"}, {"type": "null"}], "default": None, "title": "Max Concurrency"},
        "run_id": {"anyOf": [{"format": "uuid", "type": "string"}, {"type": "null"}], "default": None, "title": "Run Id"},
    }
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", LangGraphDeprecatedSinceV10)
        assert graph.get_config_jsonschema() == {"properties": {}, "title": "LangGraphConfig", "type": "object"}


@pytest.mark.parametrize("kind", ["dataclass", "pydantic"])
def test_context_jsonschema_of_dataclass_and_model(kind: str) -> None:
    if kind == "dataclass":
        @dataclasses.dataclass
        class C:
            user: str = "u"

        expected = {"properties": {"user": {"default": "u", "title": "User", "type": "string"}}, "title": "C", "type": "object"}
    else:
        class C(pydantic.BaseModel):  # type: ignore[no-redef]
            user: str

        expected = {"properties": {"user": {"title": "User", "type": "string"}}, "required": ["user"], "title": "C", "type": "object"}
    assert build(S, context_schema=C).get_context_jsonschema() == expected


def test_invalid_context_schema_is_a_clear_error() -> None:
    graph = build(S, context_schema=int)
    with pytest.raises(ValueError, match=r"^Invalid context schema type: <class 'int'>\. Must be a BaseModel, TypedDict or dataclass\.$"):
        graph.get_context_jsonschema()


def test_dict_state_is_a_root_model() -> None:
    graph = build(dict)
    assert (graph.InputType, graph.OutputType) == (dict, dict)
    assert graph.get_input_schema().model_json_schema() == {"additionalProperties": True, "title": "LangGraphInput", "type": "object"}
    assert graph.get_output_schema().model_json_schema() == {"additionalProperties": True, "title": "LangGraphOutput", "type": "object"}
    assert graph.get_input_jsonschema() == {"additionalProperties": True, "default": None, "title": "LangGraphInput", "type": "object"}
    assert graph.get_output_jsonschema() == {"additionalProperties": True, "default": None, "title": "LangGraphOutput", "type": "object"}


def test_lower_case_graph_names_give_snake_case_schema_titles() -> None:
    graph = build(D, name="chat")
    assert graph.get_name("Input") == "chat_input"
    assert graph.get_input_schema().__name__ == "chat_input"
    assert graph.get_output_jsonschema()["title"] == "chat_output"
    assert build(D, name="MyGraph").get_input_jsonschema()["title"] == "MyGraphInput"


def test_managed_values_are_not_output_fields_and_reserved_keys_keep_their_names() -> None:
    class M(TypedDict):
        a: int
        rem: RemainingSteps

    assert build(M).get_output_schema().model_json_schema() == {
        "properties": {"a": {"default": None, "title": "A", "type": "integer"}}, "title": "LangGraphOutput", "type": "object",
    }

    class T(TypedDict):
        copy: int
        _priv: str
        model_x: int

    assert build(T).get_output_schema().model_json_schema() == {
        "properties": {
            "copy": {"default": None, "title": "Copy", "type": "integer"},
            "_priv": {"default": None, "title": "Priv", "type": "string"},
            "model_x": {"default": None, "title": "Model X", "type": "integer"},
        },
        "title": "LangGraphOutput",
        "type": "object",
    }


def test_entrypoint_types_come_from_its_annotations() -> None:
    @entrypoint()
    def typed(x: int) -> str:
        return str(x)

    assert (typed.InputType, typed.OutputType) == (int, str)
    assert typed.get_input_jsonschema() == {"title": "LangGraphInput", "type": "integer"}
    assert typed.get_output_jsonschema() == {"title": "LangGraphOutput", "type": "string"}

    @entrypoint(context_schema=Ctx)
    def final(x: dict[str, int], *, previous: Any = None) -> entrypoint.final[int, str]:
        return entrypoint.final(value=1, save="s")

    assert final.OutputType is int
    assert final.channels["__previous__"].ValueType is str
    assert final.get_input_jsonschema() == {"additionalProperties": {"type": "integer"}, "title": "LangGraphInput", "type": "object"}
    assert final.get_context_jsonschema()["title"] == "Ctx"

    @entrypoint()
    def untyped(x):  # type: ignore[no-untyped-def]
        return x

    assert untyped.get_input_jsonschema() == {"title": "LangGraphInput"}
    assert untyped.invoke(3) == 3


def test_low_level_pregel_schemas_from_channels() -> None:
    one = Pregel(
        nodes={"n": NodeBuilder().subscribe_only("a").do(lambda x: x + 1).write_to("b")},
        channels={"a": EphemeralValue(int), "b": LastValue(str)},
        input_channels="a",
        output_channels="b",
    )
    assert (one.InputType, one.OutputType) == (int, str)
    assert one.get_input_jsonschema() == {"title": "LangGraphInput", "type": "integer"}
    many = Pregel(
        nodes={"n": NodeBuilder().subscribe_to("a").do(lambda x: x).write_to("b")},
        channels={"a": EphemeralValue(int), "b": LastValue(str), "c": Topic(int)},
        input_channels=["a", "c"],
        output_channels=["b", "c"],
    )
    assert (many.InputType, many.OutputType) == (None, None)
    assert many.get_input_jsonschema() == {
        "properties": {
            "a": {"default": None, "title": "A", "type": "integer"},
            "c": {"anyOf": [{"type": "integer"}, {"items": {"type": "integer"}, "type": "array"}], "default": None, "title": "C"},
        },
        "title": "LangGraphInput",
        "type": "object",
    }
    assert many.get_output_jsonschema() == {
        "properties": {
            "b": {"default": None, "title": "B", "type": "string"},
            "c": {"default": None, "items": {"type": "integer"}, "title": "C", "type": "array"},
        },
        "title": "LangGraphOutput",
        "type": "object",
    }


def test_schema_methods_without_pydantic_name_the_package(monkeypatch: pytest.MonkeyPatch) -> None:
    graph = build(D, name="nopydantic")
    monkeypatch.setitem(sys.modules, "pydantic", None)
    with pytest.raises(ImportError, match=r"pip install pydantic"):
        graph.get_input_schema()
    assert graph.InputType is D  # types need nothing


def test_composition_without_langchain_names_the_package(monkeypatch: pytest.MonkeyPatch) -> None:
    graph = build(S)
    monkeypatch.setitem(sys.modules, "langchain_core.runnables", None)
    for attempt in (lambda: graph.with_retry(), lambda: graph | (lambda x: x), lambda: graph.pick("a")):
        with pytest.raises(ImportError, match=r"pip install langchain-core"):
            attempt()


# ---- batch_as_completed, transform ------------------------------------------------------


class C(TypedDict, total=False):
    x: int
    log: Annotated[list[int], operator.add]


def counter() -> Any:
    def step(s: C) -> C:
        if s["x"] < 0:
            raise KeyError("negative")
        return {"x": s["x"] + 1, "log": [s["x"]]}

    builder = StateGraph(C)
    builder.add_node("n", step)
    builder.add_edge(START, "n")
    return builder.compile()


def test_batch_as_completed_yields_every_index_once() -> None:
    graph = counter()
    got = list(graph.batch_as_completed([{"x": 1}, {"x": 2}, {"x": 3}]))
    assert sorted(got) == [(0, {"x": 2, "log": [1]}), (1, {"x": 3, "log": [2]}), (2, {"x": 4, "log": [3]})]
    assert list(graph.batch_as_completed([{"x": 1}])) == [(0, {"x": 2, "log": [1]})]
    assert list(graph.batch_as_completed([])) == []
    mixed = dict(graph.batch_as_completed([{"x": 1}, {"x": -1}], return_exceptions=True))
    assert mixed[0] == {"x": 2, "log": [1]}
    assert isinstance(mixed[1], KeyError)
    with pytest.raises(KeyError, match="negative"):
        list(graph.batch_as_completed([{"x": 1}, {"x": -1}]))
    with pytest.raises(ValueError, match="same length"):
        list(graph.batch_as_completed([{"x": 1}], [{}, {}]))


def test_batch_as_completed_passes_one_config_per_input() -> None:
    graph = counter()
    configs = [{"recursion_limit": 50, "max_concurrency": 1}, {"recursion_limit": 1}]
    got = dict(graph.batch_as_completed([{"x": 1}, {"x": 2}], configs, return_exceptions=True))
    assert got[0] == {"x": 2, "log": [1]}
    assert isinstance(got[1], GraphRecursionError)


@pytest.mark.parametrize("backend", ["asyncio", "trio"])
def test_abatch_as_completed(backend: str) -> None:
    graph = counter()

    async def main() -> tuple[list[Any], dict[int, Any], list[Any]]:
        with anyio.fail_after(20):
            ok = [item async for item in graph.abatch_as_completed([{"x": 1}, {"x": 2}], {"max_concurrency": 1})]
            mixed = {i: out async for i, out in graph.abatch_as_completed([{"x": -1}, {"x": 5}], return_exceptions=True)}
            empty = [item async for item in graph.abatch_as_completed([])]
            with pytest.raises(KeyError, match="negative"):
                async for _ in graph.abatch_as_completed([{"x": -1}, {"x": 2}]):
                    pass
            return ok, mixed, empty

    ok, mixed, empty = anyio.run(main, backend=backend)
    assert sorted(ok) == [(0, {"x": 2, "log": [1]}), (1, {"x": 3, "log": [2]})]
    assert isinstance(mixed[0], KeyError) and mixed[1] == {"x": 6, "log": [5]}
    assert empty == []


def test_transform_adds_up_input_chunks_then_streams() -> None:
    graph = counter()
    # dicts can't be added: the last one wins, as in LangChain
    assert list(graph.transform(iter([{"x": 1}, {"x": 5}]))) == [{"n": {"x": 6, "log": [5]}}]
    assert list(graph.transform(iter([{"x": 1}]), stream_mode="values")) == [{"x": 1, "log": []}, {"x": 2, "log": [1]}]
    assert list(graph.transform(iter([]))) == []

    @entrypoint()
    def shout(text: str) -> str:
        return text.upper()

    assert list(shout.transform(iter(["ab", "cd"]))) == [{"shout": "ABCD"}]


@pytest.mark.parametrize("backend", ["asyncio", "trio"])
def test_atransform(backend: str) -> None:
    graph = counter()

    async def chunks() -> Any:
        yield {"x": 1}
        yield {"x": 2}

    async def main() -> list[Any]:
        with anyio.fail_after(20):
            return [c async for c in graph.atransform(chunks())]

    assert anyio.run(main, backend=backend) == [{"n": {"x": 3, "log": [2]}}]


@pytest.mark.parametrize("backend", ["asyncio", "trio"])
def test_abatch_as_completed_closed_early_cancels_the_rest(backend: str) -> None:
    graph = counter()

    async def main() -> Any:
        with anyio.fail_after(20):
            async with aclosing(graph.abatch_as_completed([{"x": 1}, {"x": 2}, {"x": 3}])) as items:
                async for item in items:
                    return item
        return None

    index, output = anyio.run(main, backend=backend)
    assert output == {"x": index + 2, "log": [index + 1]}


def test_abatch_as_completed_abandoned_under_asyncio() -> None:
    graph = counter()

    async def main() -> Any:
        async for item in graph.abatch_as_completed([{"x": 1}, {"x": 2}]):
            break
        await asyncio.sleep(0)
        return item

    index, output = asyncio.run(asyncio.wait_for(main(), 20))
    assert output == {"x": index + 2, "log": [index + 1]}


class WithMessages(TypedDict):
    last: HumanMessage
    maybe: Optional[BaseMessage]


def test_message_fields_have_json_schemas() -> None:
    schema = build(WithMessages).get_input_jsonschema()
    human = schema["$defs"]["HumanMessage"]
    assert human["title"] == "HumanMessage" and human["required"] == ["content"]
    assert human["properties"]["type"] == {"const": "human", "default": "human", "title": "Type", "type": "string"}
    assert schema["properties"]["last"] == {"$ref": "#/$defs/HumanMessage"}

    messages = build(MessagesState).get_output_schema().model_json_schema()
    assert set(messages["$defs"]) == {
        "AIMessage", "AIMessageChunk", "HumanMessage", "HumanMessageChunk", "SystemMessage", "SystemMessageChunk", "ToolMessage",
    }
    assert messages["$defs"]["ToolMessage"]["required"] == ["content", "tool_call_id"]
    item_refs = messages["properties"]["messages"]["items"]["anyOf"]
    assert {"$ref": "#/$defs/ToolMessage"} in item_refs and len(item_refs) == 7
