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
    try:
        data = "\x00".join(parts).encode()  # type: ignore[arg-type]
    except TypeError:  # some parts are bytes
        data = b"\x00".join(p.encode() if isinstance(p, str) else p for p in parts)
    return blake2b(data, digest_size=16).hexdigest()


def as_uuid_format(hex32: str) -> str:
    """Insert dashes 8-4-4-4-12 into 32 hex characters."""
    return f"{hex32[:8]}-{hex32[8:12]}-{hex32[12:16]}-{hex32[16:20]}-{hex32[20:]}"


def task_id(*parts: str | bytes) -> str:
    """A UUID-formatted deterministic id for a task planned from ``parts``
    (``as_uuid_format(hash_hex(*parts))``)."""
    try:
        data = "\x00".join(parts).encode()  # type: ignore[arg-type]
    except TypeError:  # some parts are bytes
        return as_uuid_format(hash_hex(*parts))
    # (the same value, made with less work: each task calling a subgraph asks for its
    # id) copying an empty hasher costs less than making one; the digest in 4-digit
    # groups, less the dashes after groups 1, 6 and 7, is the 8-4-4-4-12 form
    # (five slices of the hex digest cost more)
    hasher = _EMPTY_HASHER.copy()
    hasher.update(data)
    grouped = hasher.digest().hex("-", 2).replace("-", "", 1)
    return "".join(grouped.rsplit("-", 2))


_EMPTY_HASHER = blake2b(digest_size=16)
