"""Hypothesis properties of ``add_messages`` and of message serialisation."""

import copy
import pickle
from typing import Any, Optional

from hypothesis import given
from hypothesis import strategies as st

from lingxigraph.graph.message import REMOVE_ALL_MESSAGES, add_messages
from lingxigraph.messages import (
    AIMessage,
    AIMessageChunk,
    BaseMessage,
    HumanMessage,
    RemoveMessage,
    SystemMessage,
    ToolMessage,
)

IDS = st.sampled_from(["a", "b", "c", "d", "e", "f"])
TEXT = st.text(max_size=6)
CONTENT = TEXT | st.lists(TEXT | st.fixed_dictionaries({"type": st.just("text"), "text": TEXT}), max_size=3)
METADATA = st.dictionaries(st.text(max_size=3), st.integers() | TEXT, max_size=2)
TOOL_CALLS = st.lists(
    st.fixed_dictionaries({"name": TEXT, "args": st.dictionaries(TEXT, st.integers(), max_size=2), "id": IDS}),
    max_size=2,
)


def _message(id_strategy: st.SearchStrategy[Optional[str]]) -> st.SearchStrategy[BaseMessage]:
    common = {"id": id_strategy, "name": st.none() | TEXT, "additional_kwargs": METADATA}
    return st.one_of(
        st.builds(HumanMessage, CONTENT, **common),
        st.builds(SystemMessage, CONTENT, **common),
        st.builds(AIMessage, CONTENT, tool_calls=TOOL_CALLS, response_metadata=METADATA, **common),
        st.builds(
            ToolMessage,
            CONTENT,
            tool_call_id=IDS,
            status=st.sampled_from(["success", "error"]),
            artifact=st.none() | st.integers(),
            **common,
        ),
    )


MESSAGES_WITH_IDS = st.lists(_message(IDS), max_size=8)
MESSAGES_MAYBE_IDS = st.lists(_message(st.none() | IDS), max_size=8)


def _unique_ids(messages: list[BaseMessage]) -> list[BaseMessage]:
    seen: set[Optional[str]] = set()
    kept = []
    for message in messages:
        if message.id not in seen:
            seen.add(message.id)
            kept.append(message)
    return kept


@given(MESSAGES_MAYBE_IDS)
def test_merging_nothing_keeps_left(left: list[BaseMessage]) -> None:
    merged = add_messages(left, [])
    assert merged == left
    assert all(isinstance(m.id, str) for m in merged)


@given(MESSAGES_WITH_IDS.map(_unique_ids), MESSAGES_MAYBE_IDS)
def test_ids_unique_after_merge(left: list[BaseMessage], right: list[BaseMessage]) -> None:
    merged = add_messages(left, right)
    ids = [m.id for m in merged]
    assert len(ids) == len(set(ids))


@given(MESSAGES_WITH_IDS.map(_unique_ids))
def test_merging_a_list_with_itself_is_idempotent(messages: list[BaseMessage]) -> None:
    assert add_messages(messages, messages) == messages
    assert add_messages(messages, copy.deepcopy(messages)) == messages


@given(MESSAGES_WITH_IDS, MESSAGES_WITH_IDS)
def test_merging_the_same_update_twice_changes_nothing(left: list[BaseMessage], right: list[BaseMessage]) -> None:
    once = add_messages(left, right)
    assert add_messages(once, right) == once


@given(MESSAGES_WITH_IDS.map(_unique_ids), MESSAGES_WITH_IDS)
def test_merge_matches_a_dict_model(left: list[BaseMessage], right: list[BaseMessage]) -> None:
    """Unique-id left: the result is an insertion-ordered dict id → message, updated by right."""
    model: dict[Any, BaseMessage] = {m.id: m for m in left}
    for message in right:
        model[message.id] = message
    assert add_messages(left, right) == list(model.values())


@given(MESSAGES_WITH_IDS.map(_unique_ids), st.data())
def test_remove_messages_delete_exactly_their_ids(left: list[BaseMessage], data: st.DataObject) -> None:
    doomed = data.draw(st.sets(st.sampled_from([m.id for m in left]))) if left else set()
    merged = add_messages(left, [RemoveMessage(id=i) for i in sorted(doomed)])
    assert merged == [m for m in left if m.id not in doomed]


@given(MESSAGES_WITH_IDS, MESSAGES_WITH_IDS)
def test_remove_all_keeps_only_what_follows(left: list[BaseMessage], right: list[BaseMessage]) -> None:
    assert add_messages(left, [RemoveMessage(id=REMOVE_ALL_MESSAGES), *right]) == right


@given(MESSAGES_MAYBE_IDS)
def test_serialisation_round_trips(messages: list[BaseMessage]) -> None:
    for message in messages:
        assert BaseMessage.from_dict(message.to_dict()) == message
        assert pickle.loads(pickle.dumps(message)) == message
        assert copy.deepcopy(message) == message


@given(st.lists(TEXT, min_size=1, max_size=5), IDS)
def test_chunks_then_conversion_equal_a_whole_message(parts: list[str], message_id: str) -> None:
    chunks = [AIMessageChunk(part, id=message_id) for part in parts]
    total = chunks[0] + chunks[1:] if len(chunks) > 1 else chunks[0]
    [merged] = add_messages([], [total])
    assert merged == AIMessage("".join(parts), id=message_id)
