"""Delta-channel snapshots (msgpack extension code 7) read and written in
LangGraph 1.2.11's layout: the packed value, with no (module, name) header.

LangGraph writes one for a ``DeltaChannel`` every ``snapshot_frequency``
updates; lingxigraph read code 7 as a typed-object frame and failed with
"malformed msgpack extension payload", so a LangGraph thread using a
``DeltaChannel`` could not be continued on lingxigraph.
"""

from __future__ import annotations

import datetime as dt
import operator

from lingxigraph.channels import DeltaChannel
from lingxigraph.checkpoint.serde.jsonplus import JsonPlusSerializer
from lingxigraph.checkpoint.serde.types import _DeltaSnapshot

# what LangGraph 1.2.11's serializer writes for _DeltaSnapshot([1, 2])
LANGGRAPH_BYTES = b"\xc7\x03\x07\x92\x01\x02"


def test_langgraphs_snapshot_bytes_read_as_a_snapshot() -> None:
    value = JsonPlusSerializer().loads_typed(("msgpack", LANGGRAPH_BYTES))
    assert type(value) is _DeltaSnapshot
    assert value == _DeltaSnapshot([1, 2])


def test_a_snapshot_is_written_as_langgraph_writes_it() -> None:
    assert JsonPlusSerializer().dumps_typed(_DeltaSnapshot([1, 2])) == ("msgpack", LANGGRAPH_BYTES)


def test_typed_values_inside_a_snapshot_round_trip() -> None:
    serde = JsonPlusSerializer()
    snapshot = _DeltaSnapshot({"day": dt.date(2020, 1, 2), "pair": (1, 2)})
    assert serde.loads_typed(serde.dumps_typed(snapshot)) == snapshot


def test_a_delta_channel_restores_its_value_from_a_snapshot() -> None:
    channel = DeltaChannel(operator.add).from_checkpoint(_DeltaSnapshot([1, 2]))
    assert channel.get() == [1, 2]
