"""Semantic search with ``index=IndexConfig``: embedding calls, ranking, fields, async models.

Runs for every store kind and driver mode. The toy embedding counts the
letters a, b and c, so cosine scores are easy to check by hand. Rankings
match LangGraph 1.2.11's ``InMemoryStore`` on the same data.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pytest
from store_helpers import DriverMode, RecordingEmbed, StoreClient, letter_embed

from lingxigraph.store.base import Embeddings, PutOp, SearchOp
from lingxigraph.store.memory import InMemoryStore

pytestmark = pytest.mark.anyio

Client = Callable[..., StoreClient]

ROOT_HALF = 1 / math.sqrt(2)


def scores(items: Sequence[object]) -> list[tuple[str, float | None]]:
    return [(i.key, None if i.score is None else round(i.score, 4)) for i in items]  # type: ignore[attr-defined]


async def _fill(client: StoreClient) -> None:
    await client.put(("d",), "1", {"text": "aaa", "other": "bbb"})
    await client.put(("d",), "2", {"text": "bbb"})
    await client.put(("d",), "3", {"text": "ab"}, index=False)
    await client.put(("d",), "4", {"text": "aab", "other": "bbbb"}, index=["other"])
    await client.put(("d",), "5", {"nottext": "a"})
    await client.put(("d",), "6", {"text": ["aa", "bb"]})


def unranked(store_kind: str, items: list[tuple[str, None]]) -> list[tuple[str, None]]:
    """Items without vectors, listed after the ranked ones by a query search of the
    in-memory store; LangGraph's SQLite store joins its vectors table, so it leaves them out."""
    return items if store_kind == "memory" else []


async def test_whole_value_is_embedded_and_ranked_by_cosine(make_client: Client, store_kind: str) -> None:
    embed = RecordingEmbed()
    client = make_client(index={"dims": 3, "embed": embed})
    await _fill(client)

    assert embed.calls[0] == ['{"other": "bbb", "text": "aaa"}']
    assert ["bbbb"] in embed.calls  # index=["other"] embeds that field only
    assert ['{"text": "ab"}'] not in embed.calls  # index=False embeds nothing
    found = await client.search(("d",), query="a")
    assert scores(found) == [
        ("5", 1.0),
        ("1", round(ROOT_HALF, 4)),
        ("6", round(ROOT_HALF, 4)),
        ("2", 0.0),
        ("4", 0.0),
        *unranked(store_kind, [("3", None)]),
    ]


async def test_query_with_paging_and_filter(make_client: Client) -> None:
    client = make_client(index={"dims": 3, "embed": letter_embed})
    await _fill(client)
    assert scores(await client.search(("d",), query="b", limit=2, offset=1)) == [("4", 1.0), ("1", round(ROOT_HALF, 4))]
    assert scores(await client.search(("d",), query="ab", filter={"text": "bbb"})) == [("2", round(ROOT_HALF, 4))]


async def test_without_query_scores_are_none_and_order_is_store_order(make_client: Client) -> None:
    client = make_client(index={"dims": 3, "embed": letter_embed})
    await _fill(client)
    assert scores(await client.search(("d",))) == [(k, None) for k in "123456"]


async def test_fields_give_one_vector_per_text_and_the_best_scores(make_client: Client) -> None:
    embed = RecordingEmbed()
    client = make_client(index={"dims": 3, "embed": embed, "fields": ["text", "other"]})
    await client.put(("d",), "1", {"text": "aaa", "other": "bbb"})
    await client.put(("d",), "2", {"text": "b"})
    assert embed.calls == [["aaa", "bbb"], ["b"]]
    assert scores(await client.search(("d",), query="b")) == [("1", 1.0), ("2", 1.0)]


async def test_one_embedding_call_per_batch(make_client: Client) -> None:
    embed = RecordingEmbed()
    client = make_client(index={"dims": 3, "embed": embed})
    await client.batch([PutOp(("d",), "1", {"text": "a"}), PutOp(("d",), "2", {"text": "ab"})])
    assert embed.calls == [['{"text": "a"}', '{"text": "ab"}']]


async def test_zero_vectors_score_zero(make_client: Client) -> None:
    def zeros(texts: Sequence[str]) -> list[list[float]]:
        return [[0.0, 0.0, 0.0] for _ in texts]

    client = make_client(index={"dims": 3, "embed": zeros})
    await client.put(("d",), "1", {"text": "a"})
    assert scores(await client.search(("d",), query="x")) == [("1", 0.0)]


async def test_query_is_ignored_without_an_index(client: StoreClient) -> None:
    await client.put(("d",), "1", {"text": "a"}, index=["text"])
    assert scores(await client.search(("d",), query="a")) == [("1", None)]


async def test_reindexing_with_index_false_drops_vectors(make_client: Client, store_kind: str) -> None:
    client = make_client(index={"dims": 3, "embed": letter_embed})
    await client.put(("d",), "1", {"text": "a"})
    await client.put(("d",), "1", {"text": "a"}, index=False)
    assert scores(await client.search(("d",), query="a")) == unranked(store_kind, [("1", None)])
    assert scores(await client.search(("d",))) == [("1", None)]


async def test_batch_search_ops_share_query_vectors(make_client: Client) -> None:
    embed = RecordingEmbed()
    client = make_client(index={"dims": 3, "embed": embed})
    await client.put(("d",), "1", {"text": "c"})
    embed.calls.clear()
    results = await client.batch([SearchOp(("d",), query="c"), SearchOp(("d",), query="c")])
    assert embed.calls == [["c"]]
    assert [scores(r) for r in results] == [[("1", 1.0)], [("1", 1.0)]]  # type: ignore[arg-type]


class LetterEmbeddings(Embeddings):
    """An `Embeddings` subclass that records whether the async path was used."""

    def __init__(self) -> None:
        self.async_calls = 0

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return letter_embed(texts)

    def embed_query(self, text: str) -> list[float]:
        return letter_embed([text])[0]

    async def aembed_documents(self, texts: list[str]) -> list[list[float]]:
        self.async_calls += 1
        return letter_embed(texts)


async def test_embeddings_object_uses_async_methods_in_async_modes(make_client: Client, driver_mode: DriverMode) -> None:
    model = LetterEmbeddings()
    client = make_client(index={"dims": 3, "embed": model})
    await client.put(("d",), "1", {"text": "b"})
    assert scores(await client.search(("d",), query="b")) == [("1", 1.0)]
    assert model.async_calls == (0 if driver_mode == "sync" else 1)


async def test_async_embedding_function_works_with_async_methods(driver_mode: DriverMode) -> None:
    async def embed(texts: Sequence[str]) -> list[list[float]]:
        return letter_embed(texts)

    store = InMemoryStore(index={"dims": 3, "embed": embed})
    if driver_mode == "sync":
        with pytest.raises(ValueError, match=r"^EmbeddingsLambda was initialized with an async function"):
            store.put(("d",), "1", {"text": "a"})
        return
    await store.aput(("d",), "1", {"text": "a"})
    assert scores(await store.asearch(("d",), query="a")) == [("1", 1.0)]


def test_index_config_is_kept_and_embed_is_required() -> None:
    config = {"dims": 3, "embed": letter_embed}
    assert InMemoryStore(index=config).index_config is config  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r"^embed must be provided$"):
        InMemoryStore(index={"dims": 3})  # type: ignore[typeddict-item]
