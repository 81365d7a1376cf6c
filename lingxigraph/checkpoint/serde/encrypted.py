"""A serializer that encrypts another serializer's output.

``EncryptedSerializer(cipher, serde)`` writes ``(f"{tag}+{cipher_name}",
ciphertext)``; reading splits the tag, decrypts, and hands ``(tag,
plaintext)`` to the inner serializer. Values written without encryption
(a tag with no ``+``) are read as they are, so encryption can be turned on
for an existing thread.

Two ciphers are built in, both AES with authentication:

- `EncryptedSerializer.from_aes_gcm` uses the ``cryptography`` package
  (``pip install lingxigraph[crypto]``); cipher name ``'aes-gcm'``.
- `EncryptedSerializer.from_pycryptodome_aes` uses ``pycryptodome`` in EAX mode,
  as LangGraph's method of that name; cipher name ``'aes'``.
"""

from __future__ import annotations

import os
from typing import Any, Final

from lingxigraph.checkpoint.serde.base import CipherProtocol, SerdeError, SerializerProtocol
from lingxigraph.checkpoint.serde.jsonplus import JsonPlusSerializer

__all__ = ("EncryptedSerializer",)

_KEY_ENV_VARS: Final = ("LINGXIGRAPH_AES_KEY", "LANGGRAPH_AES_KEY")
_NONCE_SIZE: Final = 12
_EAX_NONCE_SIZE: Final = 16
_EAX_TAG_SIZE: Final = 16


class EncryptedSerializer(SerializerProtocol):
    """Encrypt every payload written by ``serde`` with ``cipher``.

    Args:
        cipher: encrypts and decrypts payloads (`CipherProtocol`).
        serde: the serializer whose output is encrypted; a default
            ``JsonPlusSerializer`` when omitted.
    """

    def __init__(self, cipher: CipherProtocol, serde: SerializerProtocol | None = None) -> None:
        self.cipher = cipher
        self.serde: SerializerProtocol = serde if serde is not None else JsonPlusSerializer()

    def dumps_typed(self, obj: Any) -> tuple[str, bytes]:
        """Serialise with the inner serializer, then encrypt: ``(f"{tag}+{cipher}", ciphertext)``."""
        tag, payload = self.serde.dumps_typed(obj)
        ciphername, ciphertext = self.cipher.encrypt(payload)
        return f"{tag}+{ciphername}", ciphertext

    def loads_typed(self, data: tuple[str, bytes]) -> Any:
        """Decrypt (when the tag names a cipher), then deserialise with the inner serializer.

        Raises:
            SerdeError: decryption failed (wrong key, tampered or truncated data).
        """
        tag, payload = data
        if "+" not in tag:
            return self.serde.loads_typed((tag, payload))
        inner_tag, _, ciphername = tag.partition("+")
        try:
            plaintext = self.cipher.decrypt(ciphername, payload)
        except SerdeError:
            raise
        except Exception as exc:  # noqa: BLE001 - every cipher failure is one clean error
            raise SerdeError(f"cannot decrypt {ciphername!r} payload ({type(exc).__name__})") from exc
        return self.serde.loads_typed((inner_tag, plaintext))

    def with_msgpack_allowlist(self, extra_allowlist: Any) -> EncryptedSerializer:
        """A copy whose inner serializer also allows ``extra_allowlist`` (see ``JsonPlusSerializer``);
        ``self`` when the inner one already allows them all or takes no allowlist."""
        extend = getattr(self.serde, "with_msgpack_allowlist", None)
        inner = self.serde if extend is None else extend(extra_allowlist)
        return self if inner is self.serde else EncryptedSerializer(self.cipher, inner)

    @classmethod
    def from_aes_gcm(
        cls, *, key: bytes | None = None, serde: SerializerProtocol | None = None
    ) -> EncryptedSerializer:
        """AES-GCM with the ``cryptography`` package.

        Args:
            key: 16, 24 or 32 bytes. Defaults to the ``LINGXIGRAPH_AES_KEY``
                (or ``LANGGRAPH_AES_KEY``) environment variable, UTF-8 encoded.
            serde: inner serializer; a default ``JsonPlusSerializer`` when omitted.

        Raises:
            ImportError: ``cryptography`` is not installed.
            ValueError: no key was given or found, or it has the wrong length.
        """
        try:
            from cryptography.hazmat.primitives.ciphers.aead import AESGCM
        except ImportError as exc:
            raise ImportError(
                "EncryptedSerializer.from_aes_gcm needs the 'cryptography' package: "
                "pip install 'lingxigraph[crypto]'"
            ) from exc
        aead = AESGCM(_resolve_key(key))
        return cls(_AesGcmCipher(aead), serde)

    @classmethod
    def from_pycryptodome_aes(
        cls, serde: SerializerProtocol | None = None, **kwargs: Any
    ) -> EncryptedSerializer:
        """AES in EAX mode with ``pycryptodome``, like LangGraph's method of this name.

        Args:
            serde: inner serializer; a default ``JsonPlusSerializer`` when omitted.
            **kwargs: ``key`` (bytes; defaults to the ``LINGXIGRAPH_AES_KEY`` or
                ``LANGGRAPH_AES_KEY`` environment variable). Other keywords are
                passed to ``Crypto.Cipher.AES.new``.

        Raises:
            ImportError: ``pycryptodome`` is not installed (use `from_aes_gcm`
                with the ``cryptography`` package instead).
            ValueError: no key was given or found, or it has the wrong length.
        """
        try:
            from Crypto.Cipher import AES
        except ImportError as exc:
            raise ImportError(
                "EncryptedSerializer.from_pycryptodome_aes needs the 'pycryptodome' package "
                "(pip install pycryptodome); or use EncryptedSerializer.from_aes_gcm with "
                "pip install 'lingxigraph[crypto]'"
            ) from exc
        key = _resolve_key(kwargs.pop("key", None))
        kwargs.setdefault("mode", AES.MODE_EAX)
        return cls(_EaxCipher(AES, key, kwargs), serde)


def _resolve_key(key: bytes | None) -> bytes:
    if key is None:
        for name in _KEY_ENV_VARS:
            value = os.environ.get(name)
            if value:
                key = value.encode()
                break
    if key is None:
        raise ValueError(f"No AES key given: pass key=... or set {_KEY_ENV_VARS[0]}")
    if len(key) not in (16, 24, 32):
        raise ValueError(f"AES key must be 16, 24 or 32 bytes long, got {len(key)}")
    return key


class _AesGcmCipher:
    """``nonce (12 bytes) + ciphertext + tag`` with ``cryptography``'s ``AESGCM``."""

    name: Final = "aes-gcm"

    def __init__(self, aead: Any) -> None:
        self._aead = aead

    def encrypt(self, plaintext: bytes) -> tuple[str, bytes]:
        nonce = os.urandom(_NONCE_SIZE)
        return self.name, nonce + self._aead.encrypt(nonce, plaintext, None)

    def decrypt(self, ciphername: str, ciphertext: bytes) -> bytes:
        if ciphername != self.name:
            raise SerdeError(f"payload was encrypted with {ciphername!r}, this cipher is {self.name!r}")
        return bytes(self._aead.decrypt(ciphertext[:_NONCE_SIZE], ciphertext[_NONCE_SIZE:], None))


class _EaxCipher:
    """``nonce (16) + tag (16) + ciphertext`` with pycryptodome's AES."""

    name: Final = "aes"

    def __init__(self, aes: Any, key: bytes, options: dict[str, Any]) -> None:
        self._aes = aes
        self._key = key
        self._options = options

    def encrypt(self, plaintext: bytes) -> tuple[str, bytes]:
        cipher = self._aes.new(self._key, **self._options)
        ciphertext, tag = cipher.encrypt_and_digest(plaintext)
        return self.name, bytes(cipher.nonce) + bytes(tag) + bytes(ciphertext)

    def decrypt(self, ciphername: str, ciphertext: bytes) -> bytes:
        if ciphername != self.name:
            raise SerdeError(f"payload was encrypted with {ciphername!r}, this cipher is {self.name!r}")
        nonce = ciphertext[:_EAX_NONCE_SIZE]
        tag = ciphertext[_EAX_NONCE_SIZE : _EAX_NONCE_SIZE + _EAX_TAG_SIZE]
        body = ciphertext[_EAX_NONCE_SIZE + _EAX_TAG_SIZE :]
        cipher = self._aes.new(self._key, nonce=nonce, **self._options)
        return bytes(cipher.decrypt_and_verify(body, tag))
