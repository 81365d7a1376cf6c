"""Turning checkpoints, metadata and writes into SQLite column values and back.

Everything here is pure (no SQL, no locks). Every decoding function takes a
`Subject` (thread and checkpoint) and turns any failure into a
``CheckpointError`` naming them, with the original error chained.

Stored forms:

- checkpoint: ``serde.dumps_typed`` of the checkpoint without
  ``channel_values`` (``type`` and ``checkpoint`` columns). Rows written by
  LangGraph's ``SqliteSaver`` keep their values inline; they are read too.
- metadata: UTF-8 JSON, as LangGraph's ``SqliteSaver`` writes it. Metadata
  that JSON cannot hold is stored as ``b"\\x00" + type tag + b"\\x00" + payload``
  from the serializer (JSON text never starts with a NUL byte).
- channel value: ``(type, blob)`` from ``serde.dumps_typed``; ``("empty", b"")``
  marks a channel that was empty at that version.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any, Final, cast

from lingxigraph.checkpoint._rows import EMPTY, Subject, Typed, decode_value, describe
from lingxigraph.checkpoint.base import Checkpoint, CheckpointMetadata
from lingxigraph.checkpoint.serde.base import SerializerProtocol

__all__ = (
    "EMPTY",
    "Subject",
    "Typed",
    "decode_checkpoint",
    "decode_metadata",
    "decode_value",
    "encode_checkpoint",
    "encode_metadata",
)

_SERDE_MARK: Final = b"\x00"

_METADATA_JSON: Final = json.JSONEncoder(ensure_ascii=False)
"""``json.dumps(..., ensure_ascii=False)`` without a new encoder per call (its output exactly)."""


def encode_checkpoint(serde: SerializerProtocol, checkpoint: Checkpoint) -> Typed:
    """The checkpoint serialised; of its ``channel_values`` only those of channels
    without a version stay inline (versioned values are stored as blobs), so a
    checkpoint put by hand with unversioned values reads back whole, as in LangGraph.

    Raises:
        TypeError: the serializer cannot encode something in it.
    """
    stored: dict[str, Any] = dict(checkpoint)
    values = stored.pop("channel_values", None) or {}
    versions = checkpoint.get("channel_versions") or {}
    if not values.keys() <= versions.keys():  # (a C-level check: usually every value has a version)
        stored["channel_values"] = {k: v for k, v in values.items() if k not in versions}
    return serde.dumps_typed(stored)


def encode_metadata(serde: SerializerProtocol, metadata: Mapping[str, Any]) -> bytes:
    """JSON bytes of ``metadata``, or the serializer's form when JSON cannot hold it.

    Raises:
        TypeError: neither JSON nor the serializer can encode it.
    """
    try:
        return _METADATA_JSON.encode(metadata).encode("utf-8")
    except (TypeError, ValueError):
        tag, payload = serde.dumps_typed(dict(metadata))
        return _SERDE_MARK + tag.encode("utf-8") + _SERDE_MARK + payload


def decode_metadata(serde: SerializerProtocol, raw: Any, subject: Subject) -> CheckpointMetadata:
    """Metadata from its stored form (see the module docstring).

    Raises:
        CheckpointError: ``raw`` is not valid metadata.
    """
    try:
        if isinstance(raw, (bytes, bytearray)) and raw[:1] == _SERDE_MARK:
            tag, _, payload = bytes(raw[1:]).partition(_SERDE_MARK)
            value = serde.loads_typed((tag.decode("utf-8"), payload))
        elif raw is None:
            value = {}
        else:
            value = json.loads(raw)
    except Exception as exc:
        raise subject.error(f"its metadata cannot be decoded ({describe(exc)})") from exc
    if not isinstance(value, dict):
        raise subject.error(f"its metadata is a {type(value).__name__}, not a mapping")
    return cast(CheckpointMetadata, value)


def decode_checkpoint(serde: SerializerProtocol, type_tag: Any, raw: Any, subject: Subject) -> Checkpoint:
    """The stored checkpoint, with ``channel_values`` holding only inline values (LangGraph rows).

    Raises:
        CheckpointError: the row cannot be decoded or does not hold a checkpoint.
    """
    if not isinstance(type_tag, str) or not isinstance(raw, (bytes, bytearray)):
        raise subject.error(
            f"its row is incomplete (type {type(type_tag).__name__}, data {type(raw).__name__})"
        )
    try:
        value = serde.loads_typed((type_tag, bytes(raw)))
    except Exception as exc:
        raise subject.error(f"its row cannot be decoded ({describe(exc)})") from exc
    if not isinstance(value, dict):
        raise subject.error(f"its row holds a {type(value).__name__}, not a checkpoint")
    checkpoint = cast("dict[str, Any]", value)
    versions = checkpoint.get("channel_versions")
    if not isinstance(versions, dict) or not isinstance(checkpoint.get("versions_seen", {}), dict):
        raise subject.error("its row has no channel_versions/versions_seen mappings")
    inline: Any = checkpoint.get("channel_values")
    checkpoint["channel_values"] = dict(cast("dict[str, Any]", inline)) if isinstance(inline, dict) else {}
    return cast(Checkpoint, checkpoint)
