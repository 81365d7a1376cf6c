"""Lists repeating one object are packed with each distinct object encoded once;
the bytes must equal packing the whole list in one go."""

from __future__ import annotations

import dataclasses
from typing import Any

import msgpack
from hypothesis import given, settings
from hypothesis import strategies as st

from lingxigraph.checkpoint.serde._encode import _default, packb
from lingxigraph.checkpoint.serde.jsonplus import JsonPlusSerializer


def _packb(obj: Any) -> bytes:
    """The whole value packed by msgpack in one call (the reference bytes)."""
    packer = msgpack.Packer(default=_default, strict_types=True, use_bin_type=True, datetime=False)
    return packer.pack(obj)


@dataclasses.dataclass
class Point:
    x: int
    y: int


_leaf = st.one_of(st.none(), st.booleans(), st.integers(-(2**70), 2**70), st.text(max_size=8), st.floats(allow_nan=False))
_value = st.recursive(
    _leaf,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=4), inner, max_size=4)
    ),
    max_leaves=12,
)


@settings(max_examples=60, deadline=None)
@given(
    pool=st.lists(st.one_of(st.dictionaries(st.text(max_size=4), _value, max_size=3), st.lists(_value, max_size=3)), min_size=1, max_size=4),
    picks=st.lists(st.integers(0, 3), min_size=0, max_size=70000 // 1000),
    repeat=st.sampled_from([1, 8, 20, 1000]),
)
def test_shared_elements_pack_to_the_same_bytes(pool: list[Any], picks: list[int], repeat: int) -> None:
    items = [pool[i % len(pool)] for i in picks] * repeat
    assert packb(items) == _packb(items)
    serde = JsonPlusSerializer()
    assert serde.loads_typed(serde.dumps_typed(items)) == items


def test_header_sizes_and_nested_shared_lists() -> None:
    shared = {"k": [1, "two", None], "p": Point(1, 2)}
    for n in (8, 15, 16, 65535, 65536):
        items = [shared] * n
        assert packb(items) == _packb(items)
    nested = [[shared, shared], {"a": shared}] * 10
    assert packb(nested) == _packb(nested)
    serde = JsonPlusSerializer(allowed_msgpack_modules=[Point])
    assert serde.loads_typed(serde.dumps_typed(nested)) == nested


def test_unsupported_value_in_a_shared_list_still_raises() -> None:
    import pytest

    items = [{"bad": object()}] * 10
    with pytest.raises(TypeError, match=r"^Type is not msgpack serializable: object$"):
        packb(items)


@settings(max_examples=60, deadline=None)
@given(
    pool=st.lists(st.dictionaries(st.text(max_size=4), _value, max_size=4), min_size=1, max_size=4),
    picks=st.lists(st.integers(0, 3), min_size=2, max_size=40),
    copies=st.integers(1, 3),
)
def test_shallow_copies_sharing_values_pack_to_the_same_bytes(pool: list[Any], picks: list[int], copies: int) -> None:
    # distinct dicts sharing their values (what validating a list[dict] produces),
    # with some dicts also repeated as a whole
    items = [dict(pool[i % len(pool)]) for i in picks for _ in range(copies)]
    items += items[: len(items) // 2]
    assert packb(items) == _packb(items)
    serde = JsonPlusSerializer()
    assert serde.loads_typed(serde.dumps_typed(items)) == items


def test_shared_values_with_typed_keys_big_maps_and_other_elements() -> None:
    shared = {"k": [1, "two", None], "p": Point(1, 2)}
    big = {f"key{i}": shared for i in range(70000)}
    items = [{(1, 2): shared, "v": shared["k"], "big": 1}, *(dict(x) for x in [{"a": shared, "b": shared}] * 9), 5, "s", [shared]]
    assert packb(items) == _packb(items)
    items = [big, dict(big)] * 4
    assert packb(items) == _packb(items)
    wide = [{str(i): shared for i in range(20)} for _ in range(10)]
    assert packb(wide) == _packb(wide)


def test_self_referencing_shared_values_still_hit_the_depth_error() -> None:
    import pytest

    items: list[Any] = []
    items.extend({"a": items, "b": items} for _ in range(10))
    with pytest.raises(ValueError):
        packb(items)
