"""Serializers for checkpoint values.

- ``base``: the `SerializerProtocol` family and ``SerdeError``.
- ``jsonplus``: `JsonPlusSerializer`, the default (msgpack + a safe type allowlist).
- ``encrypted``: `EncryptedSerializer`, which encrypts another serializer's output.
- ``types``: structural types (``ChannelProtocol``, ``SendProtocol``).

`register_type` makes a class serialisable by every serializer in the process;
`collect_allowlist` lists the classes a state schema mentions, for
``BaseCheckpointSaver.with_allowlist``.
"""

from lingxigraph.checkpoint.serde._allowlist import collect_allowlist
from lingxigraph.checkpoint.serde._registry import register_type, unregister_type

__all__ = ("register_type", "unregister_type", "collect_allowlist")
