"""The message classes behind `lingxigraph.messages`, which re-exports them.

`_base` holds `BaseMessage`, `BaseMessageChunk` and `RemoveMessage` with the
machinery every message class shares; `_kinds` the concrete human, system,
tool and AI messages and their chunks. Importing this package imports both, so
`BaseMessage.from_dict` always finds every class by its ``type``.
"""

from lingxigraph._messages import _kinds  # noqa: F401 - fills _base._CLASS_BY_TYPE
