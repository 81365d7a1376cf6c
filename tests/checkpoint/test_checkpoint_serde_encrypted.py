"""EncryptedSerializer: tag format, pass-through of plain values, ciphers, failures."""

from __future__ import annotations

import importlib.util
import os

import pytest
from checkpoint_helpers import ReversingCipher

from lingxigraph.checkpoint.base import empty_checkpoint
from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.checkpoint.serde.base import SerdeError
from lingxigraph.checkpoint.serde.encrypted import EncryptedSerializer
from lingxigraph.checkpoint.serde.jsonplus import JsonPlusSerializer
from lingxigraph.types import Send


def test_tags_name_the_inner_tag_and_the_cipher() -> None:
    serde = EncryptedSerializer(ReversingCipher())
    plain_tag, plain = JsonPlusSerializer().dumps_typed({"a": (1, 2)})
    tag, payload = serde.dumps_typed({"a": (1, 2)})
    assert tag == f"{plain_tag}+reverse"
    assert payload == plain[::-1]
    assert serde.loads_typed((tag, payload)) == {"a": (1, 2)}
    assert serde.dumps_typed(None)[0] == "null+reverse"


def test_unencrypted_values_are_still_readable() -> None:
    serde = EncryptedSerializer(ReversingCipher())
    assert serde.loads_typed(JsonPlusSerializer().dumps_typed(Send("n", 1))) == Send("n", 1)


def test_cipher_failures_become_serde_errors() -> None:
    serde = EncryptedSerializer(ReversingCipher())
    with pytest.raises(SerdeError, match=r"^cannot decrypt 'other' payload \(ValueError\)"):
        serde.loads_typed(("msgpack+other", b"\x00"))


def test_with_msgpack_allowlist_reaches_the_inner_serializer() -> None:
    strict = JsonPlusSerializer(allowed_msgpack_modules=None)
    serde = EncryptedSerializer(ReversingCipher(), strict).with_msgpack_allowlist([("m", "C")])
    assert isinstance(serde, EncryptedSerializer)
    assert isinstance(serde.serde, JsonPlusSerializer)
    assert serde.serde.allowed_msgpack_modules == [("m", "C")]


@pytest.mark.skipif(importlib.util.find_spec("cryptography") is None, reason="needs the 'crypto' extra")
def test_aes_gcm_round_trip_and_tamper_detection(monkeypatch: pytest.MonkeyPatch) -> None:
    serde = EncryptedSerializer.from_aes_gcm(key=b"k" * 32)
    tag, payload = serde.dumps_typed({"secret": "value"})
    assert tag == "msgpack+aes-gcm"
    assert b"secret" not in payload
    assert serde.loads_typed((tag, payload)) == {"secret": "value"}
    tampered = payload[:-1] + bytes([payload[-1] ^ 1])
    with pytest.raises(SerdeError, match=r"^cannot decrypt 'aes-gcm' payload"):
        serde.loads_typed((tag, tampered))
    with pytest.raises(SerdeError):
        EncryptedSerializer.from_aes_gcm(key=b"x" * 32).loads_typed((tag, payload))

    monkeypatch.setenv("LINGXIGRAPH_AES_KEY", "0123456789abcdef")
    from_env = EncryptedSerializer.from_aes_gcm()
    assert from_env.loads_typed(from_env.dumps_typed(1)) == 1
    with pytest.raises(ValueError, match=r"^AES key must be 16, 24 or 32 bytes long, got 3$"):
        EncryptedSerializer.from_aes_gcm(key=b"abc")


@pytest.mark.skipif(importlib.util.find_spec("cryptography") is None, reason="needs the 'crypto' extra")
def test_encrypted_saver_stores_no_plaintext() -> None:
    saver = InMemorySaver(serde=EncryptedSerializer.from_aes_gcm(key=os.urandom(16)))
    checkpoint = empty_checkpoint()
    checkpoint["channel_values"] = {"x": "top secret"}
    checkpoint["channel_versions"] = {"x": 1}
    config = saver.put({"configurable": {"thread_id": "t"}}, checkpoint, {"run_id": "private"}, {"x": 1})
    assert all(b"top secret" not in blob[1] for blob in saver.blobs.values())
    found = saver.get_tuple(config)
    assert found is not None and found.checkpoint["channel_values"] == {"x": "top secret"}
    assert found.metadata == {"run_id": "private"}


@pytest.mark.skipif(importlib.util.find_spec("Crypto") is not None, reason="pycryptodome is installed")
def test_pycryptodome_constructor_explains_the_missing_package() -> None:
    with pytest.raises(ImportError, match=r"^EncryptedSerializer\.from_pycryptodome_aes needs the 'pycryptodome'"):
        EncryptedSerializer.from_pycryptodome_aes(key=b"k" * 16)
