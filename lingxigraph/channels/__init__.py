"""Channels: the containers that hold graph state between supersteps.

Mirrors ``langgraph.channels``. Every class is a ``BaseChannel``; see
``lingxigraph.channels.base`` for the shared interface.
"""

from lingxigraph.channels.any_value import AnyValue
from lingxigraph.channels.base import BaseChannel
from lingxigraph.channels.binop import BinaryOperatorAggregate
from lingxigraph.channels.delta import DeltaChannel
from lingxigraph.channels.ephemeral_value import EphemeralValue
from lingxigraph.channels.last_value import LastValue, LastValueAfterFinish
from lingxigraph.channels.named_barrier_value import (
    NamedBarrierValue,
    NamedBarrierValueAfterFinish,
)
from lingxigraph.channels.topic import Topic
from lingxigraph.channels.untracked_value import UntrackedValue

__all__ = (
    "BaseChannel",
    "AnyValue",
    "LastValue",
    "LastValueAfterFinish",
    "UntrackedValue",
    "EphemeralValue",
    "BinaryOperatorAggregate",
    "DeltaChannel",
    "NamedBarrierValue",
    "NamedBarrierValueAfterFinish",
    "Topic",
)
