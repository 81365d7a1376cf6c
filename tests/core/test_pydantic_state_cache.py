"""Pydantic state inputs built without revalidating unchanged fields (``graph._pydantic_state``).

The coercer must give exactly what ``Schema(**values)`` gives (values, their exact types,
``model_fields_set``, extra, private attributes, errors), with fresh containers for every
read, while validating only the fields whose raw value changed. The differential tests
against LangGraph are ``tests/conformance/test_pydantic_programs.py``.
"""

from __future__ import annotations

import contextlib
import itertools
import math
from typing import Annotated, Any, Generic, TypeVar

import pydantic
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    PrivateAttr,
    RootModel,
    ValidationError,
    field_validator,
    model_validator,
)
from pydantic.alias_generators import to_camel

from lingxigraph.graph import START, StateGraph, _pydantic_state
from lingxigraph.graph._pydantic_state import ModelCoercer
from lingxigraph.graph._schema import make_coercer

# ---------------------------------------------------------------------------- helpers


def canon(value: Any) -> Any:
    """A comparable form keeping exact types (``1`` vs ``1.0`` vs ``True``, ``-0.0``)."""
    if isinstance(value, BaseModel):
        return (
            type(value).__name__,
            canon(value.__dict__),
            sorted(value.model_fields_set),
            canon(value.__pydantic_extra__),
            canon(value.__pydantic_private__),
        )
    if type(value) is dict:
        return ("dict", [(canon(k), canon(v)) for k, v in value.items()])
    if type(value) in (list, tuple):
        return (type(value).__name__, [canon(v) for v in value])
    if type(value) in (set, frozenset):
        return (type(value).__name__, sorted((canon(v) for v in value), key=repr))
    if type(value) is float:
        return ("float", repr(value))
    return (type(value).__name__, value)


def containers(value: Any) -> list[Any]:
    """Every mutable container inside ``value`` (a model's field values included)."""
    out: list[Any] = []
    stack = [value.__dict__ if isinstance(value, BaseModel) else value]
    while stack:
        item = stack.pop()
        if type(item) in (list, dict, set):
            out.append(item)
        if type(item) in (list, tuple, set, frozenset):
            stack.extend(item)
        elif type(item) is dict:
            stack.extend(item.values())
    return out


@contextlib.contextmanager
def caching_every_container() -> Any:
    """Containers of any length kept (normally only long ones are: small states are
    validated whole, faster than a cache could serve them)."""
    big = _pydantic_state._BIG
    _pydantic_state._BIG = 0
    try:
        yield
    finally:
        _pydantic_state._BIG = big


def outcome(make: Any, values: dict[str, Any]) -> tuple[str, Any]:
    try:
        return "ok", make(values)
    except ValidationError as exc:
        return "error", (str(exc), exc.errors(include_url=False))


class CountingValidator:
    """Stands in for a ``SchemaValidator``, counting ``validate_python`` calls."""

    def __init__(self, inner: Any, calls: list[Any], tag: Any) -> None:
        self.inner, self.calls, self.tag = inner, calls, tag

    def validate_python(self, *args: Any, **kwargs: Any) -> Any:
        self.calls.append(self.tag)
        return self.inner.validate_python(*args, **kwargs)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)


def count_field_validations(coercer: ModelCoercer, calls: list[Any]) -> None:
    """Wrap the coercer's one-field validators (its plan) so each call is recorded."""
    plan = coercer._plan
    assert plan not in (None, False)
    wrapped = []
    for name, validate, copier in plan.fields:  # type: ignore[union-attr]
        wrapped.append(
            (
                name,
                CountingValidator(validate.__self__, calls, name).validate_python,
                copier,
            )
        )
    plan.fields = tuple(wrapped)  # type: ignore[union-attr]


# ---------------------------------------------------------------------------- plain or not


class Plain(BaseModel):
    items: list[int] = Field(default_factory=list)
    n: int = 0


class WithPrivate(BaseModel):
    items: list[int] = []
    _scratch: list[int] = PrivateAttr(default_factory=list)


class AllowExtra(BaseModel):
    model_config = ConfigDict(extra="allow", frozen=True, strict=True)
    items: list[int] = []


class Nested(BaseModel):
    inner: Plain = Field(default_factory=Plain)
    many: list[Plain] = []


class FieldValidated(BaseModel):
    items: list[int] = []

    @field_validator("items")
    @classmethod
    def check(cls, v: list[int]) -> list[int]:
        return v


class ModelValidated(BaseModel):
    items: list[int] = []

    @model_validator(mode="after")
    def check(self) -> ModelValidated:
        return self


class AnnotatedValidated(BaseModel):
    n: Annotated[int, AfterValidator(abs)] = 0


class CustomInit(BaseModel):
    n: int = 0

    def __init__(self, **data: Any) -> None:
        super().__init__(**data)


class PostInit(BaseModel):
    n: int = 0

    def model_post_init(self, context: Any) -> None:
        pass


class Aliased(BaseModel):
    n: int = Field(default=0, alias="N")


class Generated(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel)
    first_item: int = 0


class TakesData(BaseModel):
    n: int = 0
    m: int = Field(default_factory=lambda data: data["n"] + 1)


T = TypeVar("T")


class Generic_(BaseModel, Generic[T]):
    value: T | None = None


class Root(RootModel[list[int]]):
    pass


@pytest.mark.parametrize("schema", [Plain, WithPrivate, AllowExtra, Nested])
def test_plain_models_take_the_field_by_field_path(schema: type[BaseModel]) -> None:
    coerce = make_coercer(schema)
    assert isinstance(coerce, ModelCoercer)
    coerce({})
    assert coerce._plan not in (None, False)


@pytest.mark.parametrize(
    "schema",
    [
        FieldValidated,
        ModelValidated,
        AnnotatedValidated,
        CustomInit,
        PostInit,
        Aliased,
        Generated,
        TakesData,
        Generic_[int],
        Generic_,
    ],
)
def test_unusual_models_keep_full_validation(schema: type[BaseModel]) -> None:
    coerce = ModelCoercer(schema)
    values = {"n": 1} if "n" in schema.model_fields else {}
    assert canon(coerce(values)) == canon(schema(**values))
    assert coerce._plan is False


def test_root_models_keep_full_validation() -> None:
    coerce = ModelCoercer(Root)
    assert coerce({"root": [1]}) == Root(root=[1])
    assert coerce._plan is False


# ---------------------------------------------------------------------------- exactness


def test_unchanged_fields_are_not_validated_again_and_each_read_gets_fresh_lists() -> (
    None
):
    coerce = ModelCoercer(Plain)
    long = list(range(40))
    values: dict[str, Any] = {"items": [*long], "n": 4}
    first = coerce(values)  # (new values: one validation of the model)
    calls: list[Any] = []
    count_field_validations(coerce, calls)
    second = coerce(values)  # the long list again: from the cache, "n" validated alone
    values["n"] = 5
    third = coerce(values)
    fourth = coerce(values)
    assert calls == ["n", "n"]  # each new value once; the unchanged list never
    assert canon(second) == canon(first)
    assert canon(third) == canon(fourth) == canon(Plain(**values))
    assert third.items is not fourth.items and third.items is not values["items"]
    third.items.append(99)  # a node changing its own input leaks nowhere
    assert coerce(values).items == long
    assert first.items == second.items == long


def test_small_states_are_validated_whole() -> None:
    coerce = ModelCoercer(Plain)
    values: dict[str, Any] = {"items": [1, 2], "n": 4}
    coerce(values)
    calls: list[Any] = []
    count_field_validations(coerce, calls)
    assert canon(coerce(values)) == canon(Plain(**values))
    assert calls == []
    assert coerce._entries == {}


def test_in_place_changes_of_a_channel_value_are_seen() -> None:
    coerce = ModelCoercer(Plain)
    values: dict[str, Any] = {"items": [5, 6, *range(40)]}
    coerce(values)
    values["items"].append(
        "7"
    )  # a stream consumer or a dict-input node changed the list
    assert canon(coerce(values)) == canon(Plain(**values))
    values["items"][0] = 50
    assert coerce(values).items == [50, 6, *range(40), 7]
    values["items"][1] = 6.0  # an equal value of another type: the same validated value
    assert canon(coerce(values)) == canon(Plain(**values))


def test_a_value_failing_its_field_raises_pydantics_own_error() -> None:
    coerce = ModelCoercer(Plain)
    bad = {"items": [1, "x"], "n": "y"}
    with pytest.raises(ValidationError) as ours:
        coerce(bad)
    with pytest.raises(ValidationError) as theirs:
        Plain(**bad)
    assert str(ours.value) == str(theirs.value)


def test_a_model_built_on_first_use_gets_its_plan_once_built() -> None:
    class Deferred(BaseModel):
        model_config = ConfigDict(defer_build=True)
        items: list[int] = []

    coerce = ModelCoercer(Deferred)
    assert canon(coerce({"items": [1]})) == canon(Deferred(items=[1]))
    coerce({"items": [1]})
    assert isinstance(coerce._plan, type(ModelCoercer(Plain)._make_plan()))


def test_a_rebuilt_model_gets_a_new_plan() -> None:
    coerce = ModelCoercer(Plain)
    coerce({"items": [1]})
    plan = coerce._plan
    Plain.model_rebuild(force=True)
    assert coerce({"items": [2]}).items == [2]
    assert coerce._plan is not plan


def test_private_attributes_and_extra_are_set_as_validation_sets_them() -> None:
    for schema, values in ((WithPrivate, {"items": [1]}), (AllowExtra, {"items": [1]})):
        coerce = ModelCoercer(schema)
        for _ in range(2):
            ours, theirs = coerce(values), schema(**values)
            assert canon(ours) == canon(theirs)
            assert ours == theirs
    a, b = ModelCoercer(WithPrivate)({}), ModelCoercer(WithPrivate)({})
    assert a._scratch is not b._scratch


def test_a_graph_validates_only_the_changed_field_per_node() -> None:
    fields = {f"k{i}": (list[int], Field(default_factory=list)) for i in range(5)}
    Wide = pydantic.create_model("Wide", **fields)  # type: ignore[call-overload]
    full: list[Any] = []
    Wide.__pydantic_validator__ = CountingValidator(
        Wide.__pydantic_validator__, full, "full"
    )  # type: ignore[misc]

    def node(key: str) -> Any:
        def step(state: Any) -> dict[str, Any]:
            return {key: [v + 1 for v in getattr(state, key)]}

        return step

    builder = StateGraph(Wide)
    names = [f"n{i}" for i in range(5)]
    for i, name in enumerate(names):
        builder.add_node(name, node(f"k{i}"))
    builder.add_edge(START, names[0])
    for left, right in itertools.pairwise(names):
        builder.add_edge(left, right)
    graph = builder.compile()
    coerce = graph.nodes["n0"].mapper
    assert isinstance(coerce, ModelCoercer)
    initial = {f"k{i}": [i] * 40 for i in range(5)}
    first = graph.invoke(initial)
    assert coerce._plan not in (None, False)
    per_field: list[Any] = []
    count_field_validations(coerce, per_field)
    second = graph.invoke({k: list(v) for k, v in initial.items()})  # new input lists
    assert first == second == {f"k{i}": [i + 1] * 40 for i in range(5)}
    # the first node validates the whole model (5 new lists); each later node only
    # the list the node before it wrote
    assert per_field == [f"k{i}" for i in range(4)]
    assert len(full) == 2  # (each run's first node)


# ---------------------------------------------------------------------------- property

_INTISH = st.one_of(
    st.integers(-5, 5),
    st.sampled_from([1.0, 2.5, "3", "x", True, None]),
)
_FLOATISH = st.one_of(
    st.floats(allow_nan=False, width=32),
    st.integers(-3, 3),
    st.sampled_from(["1.5", -0.0, True]),
)
_STRISH = st.one_of(st.text(max_size=3), st.sampled_from([1, b"b"]))

# annotation → strategy of raw values for it (valid and invalid ones)
KINDS: dict[str, tuple[Any, Any, Any]] = {
    "int": (int, _INTISH, 0),
    "float": (float, _FLOATISH, 0.5),
    "str": (str, _STRISH, ""),
    "bool": (bool, st.sampled_from([True, False, 0, 1, 2, "yes"]), False),
    "list_int": (list[int], st.lists(_INTISH, max_size=4), list),
    "opt_list_str": (
        list[str] | None,
        st.one_of(st.none(), st.lists(_STRISH, max_size=3)),
        None,
    ),
    "dict_list_float": (
        dict[str, list[float]],
        st.dictionaries(
            st.text(max_size=2), st.lists(_FLOATISH, max_size=3), max_size=3
        ),
        dict,
    ),
    "tuple_int": (tuple[int, ...], st.lists(_INTISH, max_size=3).map(tuple), ()),
    "set_int": (set[int], st.lists(st.integers(0, 4), max_size=4), set),
    "nested_list": (
        list[list[int]],
        st.lists(st.lists(_INTISH, max_size=2), max_size=3),
        list,
    ),
    "pair": (
        tuple[int, list[int]],
        st.tuples(_INTISH, st.lists(_INTISH, max_size=2)),
        (0, []),
    ),
    "frozen_str": (
        frozenset[str],
        st.lists(st.text(max_size=2), max_size=3).map(frozenset),
        frozenset,
    ),
    "plain_model": (
        Plain,
        st.one_of(
            st.builds(Plain, items=st.lists(st.integers(0, 3), max_size=2)),
            st.fixed_dictionaries({"n": _INTISH}),
        ),
        Plain,
    ),
}


@st.composite
def models(draw: Any) -> type[BaseModel]:
    names = draw(
        st.lists(st.sampled_from(sorted(KINDS)), min_size=1, max_size=5, unique=True)
    )
    fields: dict[str, Any] = {}
    for name in names:
        annotation, _, default = KINDS[name]
        required = draw(st.booleans()) and draw(st.booleans())
        if required:
            fields[name] = (annotation, ...)
        elif callable(default):
            fields[name] = (annotation, Field(default_factory=default))
        else:
            fields[name] = (annotation, default)
    config = ConfigDict(
        extra=draw(st.sampled_from(["ignore", "allow", "forbid"])),
        strict=draw(st.booleans()) and draw(st.booleans()),
        frozen=draw(st.booleans()),
    )
    return pydantic.create_model("Drawn", __config__=config, **fields)  # type: ignore[call-overload]


def mutate(value: Any, data: Any) -> bool:
    """Change a container in place (length or content); whether it did."""
    if type(value) is list:
        if value and data.draw(st.booleans()):
            value.pop()
        else:
            value.append(data.draw(_INTISH))
        return True
    if type(value) is dict:
        value[data.draw(st.text(max_size=2))] = data.draw(
            st.lists(_FLOATISH, max_size=2)
        )
        return True
    return False


@settings(max_examples=150)
@given(schema=models(), data=st.data())
def test_cached_reads_equal_full_validation(schema: type[BaseModel], data: Any) -> None:
    with caching_every_container():
        check_reads(schema, data)


def check_reads(schema: type[BaseModel], data: Any) -> None:
    coerce = ModelCoercer(schema)
    values: dict[str, Any] = {}
    kept: list[Any] = []  # every result and raw container stays alive (no id reuse)
    for _ in range(data.draw(st.integers(1, 6))):
        for name in schema.model_fields:
            action = data.draw(
                st.sampled_from(["keep", "keep", "new", "mutate", "drop"])
            )
            if action == "new":
                values[name] = data.draw(KINDS[name][1])
            elif action == "mutate" and name in values:
                mutate(values[name], data)
            elif action == "drop":
                values.pop(name, None)
        expected = outcome(lambda v: schema(**v), values)
        got = outcome(coerce, values)
        assert got[0] == expected[0]
        if got[0] == "error":
            assert got[1] == expected[1]
            continue
        assert canon(got[1]) == canon(expected[1])
        assert got[1] == expected[1]
        fresh = containers(got[1])
        old = {id(c) for c in kept}
        assert not any(id(c) in old for c in fresh), (
            "a node would share a container with another read"
        )
        kept.extend(fresh)
        kept.extend(containers(dict(values)))


def test_nan_and_negative_zero_are_kept_as_validation_keeps_them() -> None:
    class Floats(BaseModel):
        xs: list[float] = []

    coerce = ModelCoercer(Floats)
    values = {"xs": [math.nan, -0.0, 1, *range(40)]}
    for _ in range(2):
        got = coerce(values)
        assert canon(got) == canon(Floats(**values))


class _Scores(BaseModel):
    scores: list[int]


def test_the_cache_holds_the_readers_own_containers_not_a_third_copy() -> None:
    coerce = _pydantic_state.ModelCoercer(_Scores)
    raw = list(range(100))
    first = coerce({"scores": raw})
    # the entry is the list the reader got (a model and a channel value already
    # exist for it: a private copy would be a third list of the same items)
    assert coerce._entries["scores"][1] is first.scores
    second = coerce({"scores": raw})
    assert second.scores == raw and second.scores is not first.scores and second.scores is not raw
    assert coerce._entries["scores"][1] is second.scores


def test_a_reader_changing_its_model_in_place_does_not_leak_into_the_next_read() -> None:
    coerce = _pydantic_state.ModelCoercer(_Scores)
    raw = list(range(100))
    coerce({"scores": raw})
    mine = coerce({"scores": raw})
    mine.scores.append(-1)
    mine.scores[0] = 99
    again = coerce({"scores": raw})
    assert again.scores == raw and again.scores is not mine.scores
    assert mine.scores[:2] == [99, 1] and raw[0] == 0


def test_a_dropped_readers_containers_go_to_the_next_reader_uncopied() -> None:
    coerce = _pydantic_state.ModelCoercer(_Scores)
    raw = list(range(100))
    coerce({"scores": raw})
    first = id(coerce({"scores": raw}).scores)  # (that model is dropped at once; the entry keeps its list)
    second = coerce({"scores": raw})
    assert id(second.scores) == first  # nobody else held it: handed on, not copied
    assert second.scores == raw and second.scores is not raw
    third = coerce({"scores": raw})  # the second reader still holds its list: a copy
    assert third.scores == raw and third.scores is not second.scores
    third.scores.append(-1)
    assert second.scores == raw


def test_a_dropped_reader_that_changed_its_containers_is_not_handed_on() -> None:
    coerce = _pydantic_state.ModelCoercer(_Scores)
    raw = list(range(100))
    coerce({"scores": raw})
    changed = coerce({"scores": raw})
    changed.scores[0] = 99  # a node changed its own input in place, then let it go
    changed.scores.append(-1)
    del changed
    assert coerce({"scores": raw}).scores == list(range(100))


def test_in_graph_a_node_changing_its_input_in_place_leaks_into_no_later_node() -> None:
    class State(BaseModel):
        scores: list[int]
        seen: Annotated[list[list[int]], lambda a, b: a + b] = []

    def mutate(state: State) -> dict:
        state.scores.append(-1)  # in place, not returned
        return {"seen": [state.scores[-2:]]}

    def read(state: State) -> dict:
        return {"seen": [state.scores[-2:]]}

    builder = StateGraph(State)
    builder.add_sequence([("a", read), ("b", mutate), ("c", read), ("d", mutate), ("e", read)])
    builder.add_edge(START, "a")
    out = builder.compile().invoke({"scores": list(range(50))})
    assert out["seen"] == [[48, 49], [49, -1], [48, 49], [49, -1], [48, 49]]
    assert out["scores"] == list(range(50))
