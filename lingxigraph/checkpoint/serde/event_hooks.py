"""Listeners told when deserialisation meets a type outside the allowlist.

Mirrors ``langgraph.checkpoint.serde.event_hooks``: register a callable and it
receives a `SerdeEvent` dict each time the msgpack decoder

* ``"msgpack_blocked"``: finds a named type it may not construct (the value
  comes back as its stored data), or
* ``"msgpack_unregistered_allowed"``: constructs a type only because the
  serializer allows every imported class (``allowed_msgpack_modules=True``);
  reported once per serializer and type.

Useful to audit old checkpoints before tightening an allowlist. A listener
that raises is logged and does not affect decoding or other listeners.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

from typing_extensions import NotRequired, TypedDict

__all__ = ("SerdeEvent", "SerdeEventListener", "register_serde_event_listener", "emit_serde_event")

_log = logging.getLogger(__name__)


class SerdeEvent(TypedDict):
    """One decoder event: what happened (``kind``) to which ``module``.``name`` type."""

    kind: str
    module: str
    name: str
    method: NotRequired[str]


SerdeEventListener = Callable[[SerdeEvent], None]

_listeners: tuple[SerdeEventListener, ...] = ()
_lock = threading.Lock()


def register_serde_event_listener(listener: SerdeEventListener) -> Callable[[], None]:
    """Call ``listener(event)`` for every future `SerdeEvent`, from the decoding thread.

    Returns:
        A function that unregisters the listener (calling it twice is harmless).
    """
    global _listeners
    with _lock:
        _listeners = (*_listeners, listener)

    def unregister() -> None:
        global _listeners
        with _lock:
            kept = list(_listeners)
            if listener in kept:
                kept.remove(listener)
            _listeners = tuple(kept)

    return unregister


def emit_serde_event(event: SerdeEvent) -> None:
    """Deliver ``event`` to every registered listener; a failing listener is logged and skipped."""
    for listener in _listeners:  # a tuple swapped whole, so no lock on the read path
        try:
            listener(event)
        except Exception:  # noqa: BLE001 - one listener must not break decoding
            _log.warning("serde event listener %r failed", listener, exc_info=True)
