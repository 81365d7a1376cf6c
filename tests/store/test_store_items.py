"""Store value types and helpers: Item, SearchItem, operations, field paths, module surface.

Expected strings were observed on LangGraph 1.2.11.
"""

from __future__ import annotations

from datetime import date, datetime, timezone

import pytest

import lingxigraph.store.base as store_base
from lingxigraph.checkpoint.serde.jsonplus import JsonPlusSerializer
from lingxigraph.store.base import (
    NOT_PROVIDED,
    GetOp,
    InvalidNamespaceError,
    Item,
    ListNamespacesOp,
    MatchCondition,
    PutOp,
    SearchItem,
    SearchOp,
    get_text_at_path,
    tokenize_path,
    validate_op_namespace,
)
from lingxigraph.store.base.embed import EmbeddingsLambda, ensure_embeddings

T = datetime(2024, 1, 2, 3, 4, 5, 678, tzinfo=timezone.utc)
T_ISO = "2024-01-02T03:04:05.000678+00:00"


def make_item(value: dict[str, object] | None = None, key: str = "k") -> Item:
    return Item(value=value or {"a": 1}, key=key, namespace=("x", "y"), created_at=T, updated_at=T)


def test_base_all_matches_langgraph() -> None:
    assert store_base.__all__ == (
        "BaseStore",
        "Item",
        "Op",
        "PutOp",
        "GetOp",
        "SearchOp",
        "ListNamespacesOp",
        "MatchCondition",
        "NamespacePath",
        "NamespaceMatchType",
        "Embeddings",
        "ensure_embeddings",
        "tokenize_path",
        "get_text_at_path",
        "validate_op_namespace",
    )
    for name in store_base.__all__:
        assert hasattr(store_base, name)


def test_item_repr_dict_and_coercions() -> None:
    item = Item(value={"a": 1}, key="k", namespace=["x", "y"], created_at="2024-01-02T03:04:05", updated_at=T)  # type: ignore[arg-type]
    assert item.namespace == ("x", "y")
    assert item.created_at == datetime(2024, 1, 2, 3, 4, 5)
    assert repr(item) == (
        "Item(namespace=['x', 'y'], key='k', value={'a': 1}, "
        f"created_at='2024-01-02T03:04:05', updated_at='{T_ISO}')"
    )
    assert item.dict() == {
        "namespace": ["x", "y"],
        "key": "k",
        "value": {"a": 1},
        "created_at": "2024-01-02T03:04:05",
        "updated_at": T_ISO,
    }


def test_item_equality_and_hash() -> None:
    first, same, other_value = make_item(), make_item(), make_item({"a": 2})
    assert first == same
    assert first != other_value
    assert hash(first) == hash(other_value)  # hash uses namespace and key only
    assert first != 1
    assert len({first, same}) == 1


def test_search_item_shows_score_and_equality_ignores_it() -> None:
    scored = SearchItem(("x",), "k", {"a": 1}, T, T, 0.5)
    assert repr(scored) == (
        f"Item(namespace=['x'], key='k', value={{'a': 1}}, created_at='{T_ISO}', updated_at='{T_ISO}', score=0.5)"
    )
    assert scored.dict()["score"] == 0.5
    assert scored == SearchItem(("x",), "k", {"a": 1}, T, T, 0.9)
    assert scored == Item(value={"a": 1}, key="k", namespace=("x",), created_at=T, updated_at=T)


@pytest.mark.parametrize("item", [make_item(), SearchItem(("x",), "k", {"a": [1]}, T, T, 0.25)])
def test_items_survive_the_checkpoint_serializer(item: Item) -> None:
    serde = JsonPlusSerializer()
    back = serde.loads_typed(serde.dumps_typed(item))
    assert type(back) is type(item)
    assert back == item
    assert getattr(back, "score", None) == getattr(item, "score", None)


def test_operation_defaults() -> None:
    assert repr(GetOp(("a",), "k")) == "GetOp(namespace=('a',), key='k', refresh_ttl=True)"
    assert PutOp._field_defaults == {"index": None, "ttl": None}
    assert SearchOp._field_defaults == {"filter": None, "limit": 10, "offset": 0, "query": None, "refresh_ttl": True}
    assert ListNamespacesOp._field_defaults == {"match_conditions": None, "max_depth": None, "limit": 100, "offset": 0}
    assert repr(MatchCondition(match_type="prefix", path=("a",))) == "MatchCondition(match_type='prefix', path=('a',))"


def test_not_provided_is_falsy_and_named_not_given() -> None:
    assert repr(NOT_PROVIDED) == "NOT_GIVEN"
    assert not NOT_PROVIDED


def test_validate_op_namespace_checks_labels_only() -> None:
    for op in [GetOp((), "k"), PutOp((), "k", {}), PutOp(("langgraph",), "k", None), SearchOp(()), ListNamespacesOp()]:
        validate_op_namespace(op)
    bad = ListNamespacesOp(match_conditions=(MatchCondition("prefix", ("a.b",)),))
    with pytest.raises(InvalidNamespaceError, match=r"^Invalid namespace label 'a\.b' found in \('a\.b',\)\."):
        validate_op_namespace(bad)
    with pytest.raises(InvalidNamespaceError, match=r"must be strings, but got NoneType\.$"):
        validate_op_namespace(PutOp(("a", None), "k", {}))  # type: ignore[arg-type]
    assert issubclass(InvalidNamespaceError, ValueError)


@pytest.mark.parametrize(
    ("path", "tokens"),
    [
        ("a.b[0].c[*].d{x,y}", ["a", "b", "[0]", "c", "[*]", "d", "{x,y}"]),
        ("", []),
        ("a", ["a"]),
        ("a.b{c,d.e}", ["a", "b", "{c,d.e}"]),
        ("a[0][1]", ["a", "[0]", "[1]"]),
        ("a..b", ["a", "b"]),
        (".a", ["a"]),
        ("a[*]b", ["a", "[*]", "b"]),
        ("a[", ["a", "["]),
        ("a{b", ["a", "{b"]),
    ],
)
def test_tokenize_path(path: str, tokens: list[str]) -> None:
    assert tokenize_path(path) == tokens


DOC = {
    "a": {"b": [{"c": "t1"}, {"c": "t2", "e": {"f": "deep"}}]},
    "x": "s",
    "n": 5,
    "fl": 1.5,
    "bo": True,
    "no": None,
    "l": ["p", 3, None, {"q": "r"}],
    "d": {"k": "v", "k2": "w"},
    "uni": "é",
    "tu": (1, 2),
    "da": date(2024, 1, 2),
}


@pytest.mark.parametrize(
    ("path", "texts"),
    [
        ("a.b[0].c", ["t1"]),
        ("a.b[*].c", ["t1", "t2"]),
        ("a.b[-1].c", ["t2"]),
        ("fl", ["1.5"]),
        ("bo", ["True"]),
        ("no", []),
        ("l", ['["p", 3, null, {"q": "r"}]']),
        ("l[*]", ["p", "3", '{"q": "r"}']),
        ("d[*]", []),
        ("d.*", ["v", "w"]),
        ("a.b[*].{c,e.f}", ["t1", "t2", "deep"]),
        ("{x,missing}", ["s"]),
        ("l[x]", []),
        ("x.y", []),
        ("a.b[5].c", []),
        ("uni", ["é"]),
        (["a", "b", "[0]", "c"], ["t1"]),
        ("tu", []),  # values other than str/number/bool/dict/list give no text
        ("da", []),
    ],
)
def test_get_text_at_path(path: str | list[str], texts: list[str]) -> None:
    assert get_text_at_path(DOC, path) == texts


def test_a_mapping_that_is_not_a_dict_reads_as_one() -> None:
    from collections import UserDict
    from types import MappingProxyType

    for mapping in (UserDict({"text": "hi"}), MappingProxyType({"text": "hi"})):
        assert get_text_at_path(mapping, "$") == ['{"text": "hi"}']
        assert get_text_at_path(mapping, "text") == ["hi"]


def test_whole_document_is_sorted_json() -> None:
    assert get_text_at_path({"b": 1, "a": "é"}, "$") == ['{"a": "é", "b": 1}']
    assert get_text_at_path({"b": 1, "a": 2}, "") == ['{"a": 2, "b": 1}']
    assert get_text_at_path("str", "$") == ['"str"']


def test_ensure_embeddings_kinds() -> None:
    lam = ensure_embeddings(lambda texts: [[1.0] for _ in texts])
    assert isinstance(lam, EmbeddingsLambda)
    assert lam.embed_query("x") == [1.0]
    assert ensure_embeddings(lam) is lam

    class Duck:
        def embed_documents(self, texts: list[str]) -> list[list[float]]:
            return [[2.0] for _ in texts]

        def embed_query(self, text: str) -> list[float]:
            return [3.0]

    duck = ensure_embeddings(Duck())  # type: ignore[arg-type]
    assert duck.embed_documents(["a"]) == [[2.0]] and duck.embed_query("a") == [3.0]
    with pytest.raises(ValueError, match=r"^embed must be provided$"):
        ensure_embeddings(None)
    with pytest.raises(ValueError, match=r"^Could not load embeddings from string 'openai:x'"):
        ensure_embeddings("openai:x")
    with pytest.raises(ValueError, match=r"^embed must be an Embeddings object"):
        ensure_embeddings(5)  # type: ignore[arg-type]


def test_memory_order_operators_read_numeric_strings_as_numbers() -> None:
    # as LangGraph's InMemoryStore (float() on both sides): "10" > "5"; strings that
    # are not both numbers compare as text (where LangGraph's float() raises)
    from lingxigraph.store.memory import InMemoryStore

    store = InMemoryStore()
    for key, value in {"a": "9", "b": "10", "c": "1e1", "d": " 7 ", "e": "x", "f": True}.items():
        store.put(("f",), key, {"v": value})

    def keys(condition: dict[str, object]) -> list[str]:
        return sorted(i.key for i in store.search(("f",), filter={"v": condition}))

    assert keys({"$gt": "5"}) == ["a", "b", "c", "d", "e"]
    assert keys({"$gte": "1e1"}) == ["b", "c", "e"]
    assert keys({"$lt": 2}) == ["f"]
