"""Deterministic ids: task ids, interrupt ids and checkpoint ids.

Task ids are a hash of where the task was planned (checkpoint id, namespace,
step, node, path), so replanning the same checkpoint gives the same ids; they
are formatted like UUIDs as LangGraph's are.
"""

from __future__ import annotations

from hashlib import blake2b


def hash_hex(*parts: str | bytes) -> str:
    """32 lowercase hex characters: a 128-bit hash of ``parts``.

    Parts are joined with NUL bytes, which names and ids never contain.
    """
    return _digest(parts).hex()


def as_uuid_format(hex32: str) -> str:
    """Insert dashes 8-4-4-4-12 into 32 hex characters."""
    return f"{hex32[:8]}-{hex32[8:12]}-{hex32[12:16]}-{hex32[16:20]}-{hex32[20:]}"


def task_id(*parts: str | bytes) -> str:
    """A UUID-formatted deterministic id for a task planned from ``parts``
    (``as_uuid_format(hash_hex(*parts))``)."""
    # (each task calling a subgraph asks for its id) the digest in 4-digit groups,
    # less the dashes after groups 1, 6 and 7, is the 8-4-4-4-12 form (five slices
    # of the hex digest cost more)
    grouped = _digest(parts).hex("-", 2).replace("-", "", 1)
    return "".join(grouped.rsplit("-", 2))


def _digest(parts: tuple[str | bytes, ...]) -> bytes:
    """The 16-byte blake2b digest of ``parts`` joined with NUL bytes."""
    try:
        data = "\x00".join(parts).encode()  # type: ignore[arg-type]
    except TypeError:  # some parts are bytes
        data = b"\x00".join(p.encode() if isinstance(p, str) else p for p in parts)
    hasher = _EMPTY_HASHER.copy()  # (copying an empty hasher costs less than making one)
    hasher.update(data)
    return hasher.digest()


_EMPTY_HASHER = blake2b(digest_size=16)
