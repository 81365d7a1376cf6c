"""What a ``ToolNode`` makes of its tools' return values."""

from __future__ import annotations

from typing import Any, Literal

from lingxigraph.prebuilt._compat import HAVE_LANGCHAIN, is_lc_message, is_tool_message
from lingxigraph.prebuilt._tools import plain_command
from lingxigraph.types import Command, Send

InputType = Literal["list", "dict", "tool_calls"]


# content block types a ToolMessage may carry as a list (langchain-core's set)
_BLOCK_TYPES = frozenset(
    {"text", "image_url", "image", "json", "search_result", "custom_tool_call_output", "document", "file"}
)


def _block_types() -> frozenset[str]:
    if HAVE_LANGCHAIN:
        try:
            from langchain_core.tools.base import TOOL_MESSAGE_BLOCK_TYPES

            return frozenset(TOOL_MESSAGE_BLOCK_TYPES)
        except ImportError:  # pragma: no cover - older langchain-core
            pass
    return _BLOCK_TYPES


def msg_content_output(output: Any) -> str | list[dict[str, Any]]:
    """A tool's return value as ``ToolMessage`` content.

    Strings and lists of content blocks pass through; anything else becomes JSON
    (``ensure_ascii=False``), or ``str(output)`` when it is not serialisable.
    """
    import json

    if isinstance(output, str):
        return output
    blocks = _block_types()
    if isinstance(output, list) and all(isinstance(x, dict) and x.get("type") in blocks for x in output):
        return output
    try:
        return json.dumps(output, ensure_ascii=False)
    except Exception:  # noqa: BLE001 - any value json cannot take is shown with str()
        return str(output)


def normalize_response(response: Any, call: Any, shape: InputType, messages_key: str) -> Any:
    """A tool's return value checked: a ``ToolMessage`` (content normalised), a
    ``Command`` whose update answers the call, or a list of those.

    Raises:
        TypeError: any other value.
        ValueError: a ``Command`` that does not answer the call, or an update shape
            that does not fit the node's input.
    """
    response = plain_command(response)
    if isinstance(response, Command):
        return _check_command(response, call, shape, messages_key)
    if is_tool_message(response):
        response.content = msg_content_output(response.content)
        return response
    if isinstance(response, list):
        if all(isinstance(r, Command) or is_tool_message(r) for r in response):
            return _check_command_list(response, call, shape, messages_key)
        raise TypeError(
            f"Tool {call['name']} returned a list with invalid element types: expected all Command or ToolMessage"
        )
    raise TypeError(f"Tool {call['name']} returned unexpected type: {type(response)}")

def _check_command_list(response: list[Any], call: Any, shape: InputType, messages_key: str) -> list[Any]:
    def bound(message: Any) -> bool:
        return is_tool_message(message) and message.tool_call_id == call["id"]

    count = 0
    for item in response:
        if isinstance(item, Command):
            if isinstance(item.update, dict):
                count += sum(1 for m in item.update.get(messages_key, []) if bound(m))
        elif bound(item):
            count += 1
    if count != 1:
        raise ValueError(
            f"Tool {call['name']} returned a list with {count} messages bound to tool_call_id "
            f"{call['id']!r}; expected exactly one terminating ToolMessage."
        )
    out: list[Any] = []
    for item in response:
        if isinstance(item, Command):
            out.append(_check_command(item, call, shape, messages_key, require_terminator=False))
        else:
            item.content = msg_content_output(item.content)
            out.append(item)
    return out

def _check_command(
    command: Command, call: Any, shape: InputType, messages_key: str, *, require_terminator: bool = True
) -> Command:
    """Validate a tool's ``Command``: its update must answer the call with a ``ToolMessage``."""
    import copy

    if isinstance(command.update, dict):
        if shape not in ("dict", "tool_calls"):
            raise ValueError(
                "Tools can provide a dict in Command.update only when using dict "
                f"with '{messages_key}' key as ToolNode input, "
                f"got: {command.update} for tool '{call['name']}'"
            )
        command = copy.deepcopy(command)
        update = command.update or {}
        messages = update.get(messages_key, [])  # type: ignore[union-attr]
    elif isinstance(command.update, list):
        if shape != "list":
            raise ValueError(
                "Tools can provide a list of messages in Command.update only when using list of messages "
                f"as ToolNode input, got: {command.update} for tool '{call['name']}'"
            )
        command = copy.deepcopy(command)
        messages = command.update
    else:
        return command
    messages = _to_messages(messages)
    if _removes_all(messages):
        return command
    answered = False
    for message in messages:
        if is_tool_message(message) and message.tool_call_id == call["id"]:
            message.name = call["name"]
            answered = True
    if require_terminator and command.graph is None and not answered:
        example = (
            '`Command(update={"messages": [ToolMessage("Success", tool_call_id=tool_call_id), ...]}, ...)`'
            if shape == "dict"
            else '`Command(update=[ToolMessage("Success", tool_call_id=tool_call_id), ...], ...)`'
        )
        raise ValueError(
            f"Expected to have a matching ToolMessage in Command.update for tool '{call['name']}', "
            f"got: {messages}. Every tool call (LLM requesting to call a tool) in the message history "
            f"MUST have a corresponding ToolMessage. You can fix it by modifying the tool to return {example}."
        )
    return command

def combine_outputs(outputs: list[Any], shape: InputType, messages_key: str) -> Any:
    """The node's result: ``{messages_key: [...]}`` (a list for list input), or, when a
    tool returned a ``Command``, a list of commands and per-message updates."""
    flat: list[Any] = []
    for output in outputs:
        flat.extend(output) if isinstance(output, list) else flat.append(output)
    if not any(isinstance(o, Command) for o in flat):
        return flat if shape == "list" else {messages_key: flat}
    combined: list[Any] = []
    parent_sends: list[Send] | None = None
    for output in flat:
        if not isinstance(output, Command):
            combined.append([output] if shape == "list" else {messages_key: [output]})
        elif (
            output.graph == Command.PARENT
            and isinstance(output.goto, list)
            and all(isinstance(s, Send) for s in output.goto)
        ):
            # Sends to the parent from several tools travel as one command
            parent_sends = [*(parent_sends or []), *output.goto]
        else:
            combined.append(output)
    if parent_sends is not None:
        combined.append(Command(graph=Command.PARENT, goto=parent_sends))
    return combined


def _to_messages(messages: Any) -> list[Any]:
    """Messages (or message-like dicts/tuples) as message objects of one family."""
    items = list(messages or [])
    lc = HAVE_LANGCHAIN and not any(_is_lx(m) for m in items)
    if lc:
        from langchain_core.messages import convert_to_messages

        return list(convert_to_messages(items))
    from lingxigraph.messages import convert_to_messages as lx_convert

    return [m if is_lc_message(m) else lx_convert([m])[0] for m in items]


def _is_lx(message: Any) -> bool:
    from lingxigraph.messages import BaseMessage

    return isinstance(message, BaseMessage)


def _removes_all(messages: list[Any]) -> bool:
    from lingxigraph.graph.message import REMOVE_ALL_MESSAGES

    return (
        len(messages) == 1
        and getattr(messages[0], "type", None) == "remove"
        and getattr(messages[0], "id", None) == REMOVE_ALL_MESSAGES
    )
