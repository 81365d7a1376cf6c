"""``BaseCheckpointSaver.with_allowlist`` across serializers (LangGraph's ``_with_msgpack_allowlist``)."""

from __future__ import annotations

import logging
from typing import Any

import pytest

from lingxigraph.checkpoint.base import _with_msgpack_allowlist
from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.checkpoint.serde.encrypted import EncryptedSerializer
from lingxigraph.checkpoint.serde.jsonplus import JsonPlusSerializer


class _XorCipher:
    def encrypt(self, plaintext: bytes) -> tuple[str, bytes]:
        return "xor", bytes(b ^ 0x5A for b in plaintext)

    def decrypt(self, ciphername: str, ciphertext: bytes) -> bytes:
        return bytes(b ^ 0x5A for b in ciphertext)


class _PlainSerde:
    def dumps_typed(self, obj: Any) -> tuple[str, bytes]:
        return "plain", repr(obj).encode()

    def loads_typed(self, data: tuple[str, bytes]) -> Any:
        return data[1].decode()


def test_encrypted_serializer_gets_a_new_inner_allowlist_and_keeps_its_cipher() -> None:
    encrypted = EncryptedSerializer(_XorCipher(), JsonPlusSerializer(allowed_msgpack_modules=None))
    extended = _with_msgpack_allowlist(encrypted, [("shop.models", "Order")])
    assert isinstance(extended, EncryptedSerializer) and extended is not encrypted
    assert extended.cipher is encrypted.cipher
    assert extended.serde._allowed_msgpack_modules == {("shop.models", "Order")}
    assert encrypted.serde._allowed_msgpack_modules is None


def test_nothing_new_keeps_the_same_saver_and_serializer() -> None:
    saver = InMemorySaver(serde=EncryptedSerializer(_XorCipher(), JsonPlusSerializer(allowed_msgpack_modules=None)))
    assert saver.with_allowlist(()) is saver


@pytest.mark.parametrize("make", [_PlainSerde, lambda: EncryptedSerializer(_XorCipher(), _PlainSerde())])
def test_serializer_without_allowlist_is_kept_and_logged(make: Any, caplog: pytest.LogCaptureFixture) -> None:
    saver = InMemorySaver(serde=make())
    with caplog.at_level(logging.WARNING):
        assert saver.with_allowlist([("shop.models", "Order")]) is saver
    assert "does not support msgpack allowlist" in caplog.text
