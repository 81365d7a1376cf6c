"""Embedding adapters and the field-path language used to pick text for semantic search.

Mirrors ``langgraph.store.base.embed``:

- `Embeddings`: the interface a store calls (the shape of LangChain's
  ``Embeddings``; any object with ``embed_documents``/``embed_query`` works).
- `ensure_embeddings`: turns a plain function, an async function, an
  Embeddings-like object or a ``"provider:model"`` string into `Embeddings`.
- `tokenize_path` / `get_text_at_path`: the path syntax of ``IndexConfig.fields``
  and ``put(..., index=[...])``: ``"a.b"``, ``"items[0].text"``,
  ``"items[*].text"``, ``"meta.*"``, ``"doc.{title,body}"``, and ``"$"`` for
  the whole value as JSON.
"""

from __future__ import annotations

import importlib
import inspect
import json
from abc import ABC, abstractmethod
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any, TypeAlias

import anyio.to_thread

__all__ = ("ensure_embeddings", "EmbeddingsFunc", "AEmbeddingsFunc")

EmbeddingsFunc: TypeAlias = Callable[[Sequence[str]], "list[list[float]]"]
"""A sync function: list of texts → one vector (list of floats) per text."""

AEmbeddingsFunc: TypeAlias = Callable[[Sequence[str]], Awaitable["list[list[float]]"]]
"""An async function: list of texts → one vector (list of floats) per text."""


class Embeddings(ABC):
    """Turns texts into vectors; the interface of LangChain's ``Embeddings``.

    Subclasses implement the two sync methods. The async twins run them in a
    worker thread unless overridden.
    """

    @abstractmethod
    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        """Embed stored texts: one vector per text, in order."""

    @abstractmethod
    def embed_query(self, text: str) -> list[float]:
        """Embed a search query."""

    async def aembed_documents(self, texts: list[str]) -> list[list[float]]:
        """Async twin of `embed_documents` (a worker thread by default)."""
        return await anyio.to_thread.run_sync(self.embed_documents, texts)

    async def aembed_query(self, text: str) -> list[float]:
        """Async twin of `embed_query` (a worker thread by default)."""
        return await anyio.to_thread.run_sync(self.embed_query, text)


class EmbeddingsLambda(Embeddings):
    """`Embeddings` built from a sync and/or an async function of a list of texts.

    Args:
        func: sync function, texts → vectors; ``None`` if only ``afunc`` is given.
        afunc: async function, texts → vectors; without it the async methods
            run ``func`` in a worker thread.

    Raises:
        ValueError: neither function is given.
    """

    def __init__(self, func: EmbeddingsFunc | None = None, afunc: AEmbeddingsFunc | None = None) -> None:
        if func is None and afunc is None:
            raise ValueError("EmbeddingsLambda needs a sync or an async embedding function")
        self.func = func
        self.afunc = afunc

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        """Call the sync function.

        Raises:
            ValueError: only an async function was given; use the async methods.
        """
        if self.func is None:
            raise ValueError(
                "EmbeddingsLambda was initialized with an async function but no sync function. "
                "Use aembed_documents for async operation or provide a sync function."
            )
        return [list(vector) for vector in self.func(texts)]

    def embed_query(self, text: str) -> list[float]:
        """Embed one text with the sync function (see `embed_documents`)."""
        return self.embed_documents([text])[0]

    async def aembed_documents(self, texts: list[str]) -> list[list[float]]:
        """Await the async function, or run the sync one in a worker thread."""
        if self.afunc is None:
            return await super().aembed_documents(texts)
        return [list(vector) for vector in await self.afunc(texts)]

    async def aembed_query(self, text: str) -> list[float]:
        """Embed one text (see `aembed_documents`)."""
        return (await self.aembed_documents([text]))[0]


class _DuckEmbeddings(Embeddings):
    """Adapts an object that has ``embed_documents``/``embed_query`` (a LangChain model)."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return self.inner.embed_documents(texts)

    def embed_query(self, text: str) -> list[float]:
        return self.inner.embed_query(text)

    async def aembed_documents(self, texts: list[str]) -> list[list[float]]:
        if hasattr(self.inner, "aembed_documents"):
            return await self.inner.aembed_documents(texts)
        return await super().aembed_documents(texts)

    async def aembed_query(self, text: str) -> list[float]:
        if hasattr(self.inner, "aembed_query"):
            return await self.inner.aembed_query(text)
        return await super().aembed_query(text)


def ensure_embeddings(embed: Embeddings | EmbeddingsFunc | AEmbeddingsFunc | str | None) -> Embeddings:
    """Coerce ``embed`` to `Embeddings`.

    Args:
        embed: an `Embeddings` (returned as is); an object with
            ``embed_documents`` and ``embed_query`` (wrapped); a sync or async
            function of a list of texts (wrapped in `EmbeddingsLambda`); or a
            ``"provider:model"`` string, loaded with LangChain's
            ``init_embeddings`` when ``langchain`` is installed.

    Returns:
        An `Embeddings`.

    Raises:
        ValueError: ``embed`` is ``None``, is a string while ``langchain`` is
            not installed, or is none of the accepted kinds.
    """
    if embed is None:
        raise ValueError("embed must be provided")
    if isinstance(embed, Embeddings):
        return embed
    if isinstance(embed, str):
        return _load_by_name(embed)
    if hasattr(embed, "embed_documents") and hasattr(embed, "embed_query"):
        return _DuckEmbeddings(embed)
    if callable(embed):
        if inspect.iscoroutinefunction(embed):
            return EmbeddingsLambda(afunc=embed)
        return EmbeddingsLambda(func=embed)  # type: ignore[arg-type]  # sync callable
    raise ValueError(f"embed must be an Embeddings object, a function or a 'provider:model' string, got {embed!r}")


def _load_by_name(name: str) -> Embeddings:
    try:
        module = importlib.import_module("langchain.embeddings")
    except ImportError as exc:
        raise ValueError(
            f"Could not load embeddings from string {name!r}: loading by 'provider:model' needs "
            "langchain>=0.3.9 and the provider package. Pass an Embeddings object or a function instead."
        ) from exc
    init_embeddings: Callable[[str], Any] = module.init_embeddings
    return ensure_embeddings(init_embeddings(name))


# ---- field paths -------------------------------------------------------------------------


def tokenize_path(path: str) -> list[str]:
    """Split a field path into tokens.

    ``"a.b[0].c"`` → ``['a', 'b', '[0]', 'c']``; ``"a[*]"`` → ``['a', '[*]']``;
    ``"doc.{title,meta.x}"`` → ``['doc', '{title,meta.x}']`` (dots inside
    braces are kept). Empty segments (``"a..b"``) are dropped; ``""`` → ``[]``.
    """
    tokens: list[str] = []
    current: list[str] = []
    i = 0
    while i < len(path):
        char = path[i]
        if char in "[{":
            if current:
                tokens.append("".join(current))
                current = []
            close = path.find("]" if char == "[" else "}", i)
            end = len(path) if close < 0 else close + 1
            tokens.append(path[i:end])
            i = end
            continue
        if char == ".":
            if current:
                tokens.append("".join(current))
                current = []
        else:
            current.append(char)
        i += 1
    if current:
        tokens.append("".join(current))
    return tokens


def get_text_at_path(obj: Any, path: str | list[str]) -> list[str]:
    """The texts found at ``path`` in ``obj``, for embedding.

    Args:
        obj: the stored value (usually a dict).
        path: a path string (see `tokenize_path`) or its tokens. ``""`` and
            ``"$"`` mean the whole object.

    Returns:
        One string per value found, in document order: strings as they are,
        numbers and booleans through ``str``, dicts and lists as JSON with
        sorted keys. ``None``, values of other types and missing paths give
        nothing. A mapping that is not a dict reads as one. The whole
        object (``""``/``"$"``) is always one JSON text, even a bare string.
    """
    if isinstance(obj, Mapping) and not isinstance(obj, dict):
        obj = dict(obj)  # a UserDict / MappingProxyType value reads as a dict (top level only, as LangGraph)
    tokens = tokenize_path(path) if isinstance(path, str) else list(path)
    if not tokens or tokens == ["$"]:
        return [_json(obj)]
    return _texts(_walk(obj, tokens))


def _json(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False, default=str)


def _walk(obj: Any, tokens: list[str]) -> list[Any]:
    if not tokens:
        return [obj]
    token, rest = tokens[0], tokens[1:]
    found: list[Any] = []
    if token.startswith("[") and token.endswith("]") and isinstance(obj, list):
        found = _index(obj, token[1:-1])  # pyright: ignore[reportUnknownArgumentType]
    elif token.startswith("{") and token.endswith("}"):
        for alternative in token[1:-1].split(","):
            found.extend(_walk(obj, tokenize_path(alternative.strip())))
    elif token == "*" and isinstance(obj, (dict, list)):
        found = list(obj.values()) if isinstance(obj, dict) else list(obj)  # pyright: ignore
    elif isinstance(obj, dict) and token in obj:
        found = [obj[token]]
    return [value for item in found for value in _walk(item, rest)]


def _index(items: list[Any], spec: str) -> list[Any]:
    if spec == "*":
        return list(items)
    try:
        return [items[int(spec)]]
    except (ValueError, IndexError):
        return []


def _texts(values: list[Any]) -> list[str]:
    out: list[str] = []
    for value in values:
        if value is None:
            continue
        if isinstance(value, str):
            out.append(value)
        elif isinstance(value, (dict, list)):
            out.append(_json(value))
        elif isinstance(value, (int, float)):  # bool is an int
            out.append(str(value))
        # other values (tuples, dates, other mappings, ...) give no text, as in LangGraph
    return out
