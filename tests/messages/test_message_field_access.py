"""Field access on lingxigraph messages: extra fields read as attributes without a
``__getattr__`` method, and `to_dict` / equality over the per-class field dumper."""

import pytest

from lingxigraph.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage


def test_messages_have_no_getattr_hook() -> None:
    # a __getattr__ method stops CPython from specialising attribute loads on messages
    assert not any("__getattr__" in vars(cls) for cls in AIMessage.__mro__)


def test_an_extra_field_reads_as_an_attribute_only_on_messages_that_have_it() -> None:
    with_extra = HumanMessage("x", mood="calm")
    without = HumanMessage("y")
    assert with_extra.mood == "calm"
    with pytest.raises(AttributeError, match=r"^'HumanMessage' object has no attribute 'mood'$"):
        without.mood  # noqa: B018
    assert not hasattr(HumanMessage, "mood")
    assert getattr(without, "mood", None) is None


def test_extra_fields_never_shadow_real_attributes() -> None:
    message = HumanMessage("body", text="extra text", tool_calls=["x"])
    assert message.text == "body"  # the property, not the extra
    assert message.to_dict()["text"] == "extra text"
    ai = AIMessage("a", id="1")
    assert ai.tool_calls == []  # AIMessage's own field, whatever HumanMessage's extras were


def test_a_private_extra_is_kept_but_not_an_attribute() -> None:
    message = HumanMessage("x", _secret=1)
    assert message.to_dict()["_secret"] == 1
    with pytest.raises(AttributeError):
        message._secret  # noqa: B018


def test_model_copy_extras_read_as_attributes() -> None:
    copy = HumanMessage("x").model_copy(update={"flavour": "mint", "id": "7"})
    assert copy.flavour == "mint"
    assert copy.id == "7"


def test_to_dict_order_and_equality_follow_the_fields_then_the_extras() -> None:
    message = ToolMessage("r", tool_call_id="c", id="1", b=2, a=1)
    assert list(message.to_dict()) == [
        "content", "additional_kwargs", "response_metadata", "type", "name", "id",
        "tool_call_id", "artifact", "status", "b", "a",
    ]  # fmt: skip
    assert message == ToolMessage("r", tool_call_id="c", id="1", b=2, a=1)
    # extras compare as a dict, in any order (as LangChain's messages do)
    assert message == ToolMessage("r", tool_call_id="c", id="1", a=1, b=2)
    assert message != ToolMessage("r", tool_call_id="c", id="2", b=2, a=1)
    assert HumanMessage("x") == HumanMessage("x")
    assert HumanMessage("x", k=None) != HumanMessage("x")


def test_a_subclass_with_its_own_fields_dumps_them() -> None:
    class Tagged(HumanMessage):
        __slots__ = ("tag",)
        _fields = (*HumanMessage._fields, "tag")

        def __init__(self, content: str, *, tag: str, **kwargs: object) -> None:
            super().__init__(content, **kwargs)
            self.tag = tag

    message = Tagged("x", tag="t", id="9")
    assert message.to_dict()["tag"] == "t"
    assert message.to_dict()["id"] == "9"
    assert message == Tagged("x", tag="t", id="9")
    assert message != Tagged("x", tag="u", id="9")
    assert isinstance(message, BaseMessage)
