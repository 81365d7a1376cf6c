"""Serializer protocols, the ``SerdeError`` family and a typed-method adapter.

A checkpoint saver stores every value as a ``(type_tag, bytes)`` pair made by a
`SerializerProtocol`. Older serializers only had ``dumps``/``loads``;
`maybe_add_typed_methods` wraps those in `SerializerCompat`.
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

__all__ = (
    "SerializerProtocol",
    "UntypedSerializerProtocol",
    "SerializerCompat",
    "CipherProtocol",
    "maybe_add_typed_methods",
    "SerdeError",
    "UnknownSerializationTypeError",
    "UnregisteredTypeWarning",
)


class SerdeError(ValueError):
    """Bytes could not be turned back into a value.

    Raised by ``loads_typed`` for corrupt, truncated, hostile or otherwise
    malformed data. It never means that foreign code ran: decoding stops
    before any type outside the allowlist is imported or constructed.
    """


class UnknownSerializationTypeError(SerdeError, NotImplementedError):
    """``loads_typed`` got a type tag it does not handle.

    Also a ``NotImplementedError``, which is what LangGraph raises here
    (``"Unknown serialization type: <tag>"``).
    """


class UnregisteredTypeWarning(UserWarning):
    """A checkpoint names a type that is not on the serializer's allowlist.

    The value comes back as plain data (a dict of fields, a list of
    arguments or the single argument) instead of an instance. Add the type
    with ``JsonPlusSerializer.with_msgpack_allowlist`` (or
    ``BaseCheckpointSaver.with_allowlist``) to get instances back.
    """


@runtime_checkable
class UntypedSerializerProtocol(Protocol):
    """A serializer with plain ``dumps(obj) -> bytes`` and ``loads(bytes) -> obj``."""

    def dumps(self, obj: Any) -> bytes:
        """Serialise ``obj``."""
        ...

    def loads(self, data: bytes) -> Any:
        """Rebuild what ``dumps`` made."""
        ...


@runtime_checkable
class SerializerProtocol(Protocol):
    """What a checkpoint saver needs from its serializer.

    ``dumps_typed(obj)`` returns ``(type_tag, payload)``; the saver stores both
    and later hands the same pair to ``loads_typed``.
    """

    def dumps_typed(self, obj: Any) -> tuple[str, bytes]:
        """Serialise ``obj`` to ``(type_tag, payload)``."""
        ...

    def loads_typed(self, data: tuple[str, bytes]) -> Any:
        """Rebuild the value from ``(type_tag, payload)``."""
        ...


class CipherProtocol(Protocol):
    """Encrypts and decrypts serialised payloads (see ``EncryptedSerializer``)."""

    def encrypt(self, plaintext: bytes) -> tuple[str, bytes]:
        """Encrypt ``plaintext``; return ``(cipher_name, ciphertext)``."""
        ...

    def decrypt(self, ciphername: str, ciphertext: bytes) -> bytes:
        """Decrypt ``ciphertext`` made by the cipher called ``ciphername``."""
        ...


class SerializerCompat(SerializerProtocol):
    """Adapts an untyped ``dumps``/``loads`` serializer to `SerializerProtocol`.

    The type tag written is the value's class name; ``loads_typed`` ignores
    it and calls ``loads`` on the payload.

    Args:
        serde: the untyped serializer to wrap.
    """

    def __init__(self, serde: UntypedSerializerProtocol) -> None:
        self.serde = serde

    def dumps_typed(self, obj: Any) -> tuple[str, bytes]:
        """``(type(obj).__name__, serde.dumps(obj))``."""
        return type(obj).__name__, self.serde.dumps(obj)

    def loads_typed(self, data: tuple[str, bytes]) -> Any:
        """``serde.loads(payload)``."""
        return self.serde.loads(data[1])


def maybe_add_typed_methods(serde: SerializerProtocol | UntypedSerializerProtocol) -> SerializerProtocol:
    """Return ``serde`` itself if it has the typed methods, else wrap it in `SerializerCompat`."""
    if isinstance(serde, SerializerProtocol):
        return serde
    return SerializerCompat(serde)
