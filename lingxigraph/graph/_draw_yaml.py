"""A tiny YAML writer for the Mermaid front matter.

``yaml_dump`` writes what PyYAML's ``yaml.dump(data, default_flow_style=False)``
writes for plain JSON-like data (sorted keys, block style, PyYAML's choice of
plain, single- or double-quoted scalars and its folding at 80 columns), so the
Mermaid text matches LangGraph's byte for byte without depending on PyYAML.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Mapping
from typing import Any

__all__ = ("yaml_dump",)

_YAML_WIDTH = 80
_YAML_IMPLICIT = re.compile(
    r"""^(?:
        yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF
      | [-+]?0b[0-1_]+ | [-+]?0[0-7_]+ | [-+]?(?:0|[1-9][0-9_]*) | [-+]?0x[0-9a-fA-F_]+
      | [-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+
      | [-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+][0-9]+)?
      | \.[0-9][0-9_]*(?:[eE][-+][0-9]+)?
      | [-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*
      | [-+]?\.(?:inf|Inf|INF) | \.(?:nan|NaN|NAN)
      | ~|null|Null|NULL|
      | <<|=
      | [0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]
      | [0-9][0-9][0-9][0-9]-[0-9][0-9]?-[0-9][0-9]?
        (?:[Tt]|[\ \t]+)[0-9][0-9]?:[0-9][0-9]:[0-9][0-9](?:\.[0-9]*)?
        (?:[\ \t]*(?:Z|[-+][0-9][0-9]?(?::[0-9][0-9])?))?
    )$""",
    re.VERBOSE,
)
_YAML_BREAKS = "\n\x85\u2028\u2029"
_YAML_SPACE_OR_END = "\0 \t\r\n\x85\u2028\u2029"
_YAML_ESCAPES = {
    "\0": "0",
    "\x07": "a",
    "\x08": "b",
    "\x09": "t",
    "\x0a": "n",
    "\x0b": "v",
    "\x0c": "f",
    "\x0d": "r",
    "\x1b": "e",
    '"': '"',
    "\\": "\\",
    "\x85": "N",
    "\xa0": "_",
    "\u2028": "L",
    "\u2029": "P",
}


def _yaml_style(text: str) -> str:
    """``"plain"``, ``"single"`` or ``"double"``, as PyYAML picks in block context."""
    if not text or _YAML_IMPLICIT.match(text):
        return "single"
    special = any(not (ch == "\n" or " " <= ch <= "~") for ch in text)
    line_breaks = any(ch in _YAML_BREAKS for ch in text)
    at_an_end, space_break, break_space = _yaml_spacing(text)
    if space_break or special:
        return "double"
    if not (at_an_end or break_space or line_breaks or _yaml_block_indicator(text)):
        return "plain"
    if break_space:
        return "double"
    return "single"


def _yaml_block_indicator(text: str) -> bool:
    """Whether ``text`` has a character that a plain block scalar cannot hold there:
    an indicator first, ``: `` anywhere, or `` #`` starting a comment."""
    last = len(text) - 1
    for index, ch in enumerate(text):
        followed_by_ws = index == last or text[index + 1] in _YAML_SPACE_OR_END
        if index == 0:
            if ch in "#,[]{}&*!|>'\"%@`" or (ch in "?:-" and followed_by_ws):
                return True
        elif (ch == ":" and followed_by_ws) or (ch == "#" and text[index - 1] in _YAML_SPACE_OR_END):
            return True
    return False


def _yaml_spacing(text: str) -> tuple[bool, bool, bool]:
    """``(a space or line break at either end, a space right before a line break,
    a line break right before a space)``."""
    at_an_end = space_break = break_space = False
    previous_space = previous_break = False
    last = len(text) - 1
    for index, ch in enumerate(text):
        if ch == " ":
            at_an_end = at_an_end or index in (0, last)
            break_space = break_space or previous_break
            previous_space, previous_break = True, False
        elif ch in _YAML_BREAKS:
            at_an_end = at_an_end or index in (0, last)
            space_break = space_break or previous_space
            previous_space, previous_break = False, True
        else:
            previous_space = previous_break = False
    return at_an_end, space_break, break_space


class _YamlWriter:
    def __init__(self) -> None:
        self.parts: list[str] = []
        self.column = 0

    def write(self, text: str) -> None:
        self.parts.append(text)
        if "\n" in text:
            self.column = len(text) - text.rindex("\n") - 1
        else:
            self.column += len(text)

    def newline(self, indent: int) -> None:
        self.write("\n" + " " * indent)

    def scalar(self, text: str, indent: int) -> None:
        """Write a string value that follows ``key:`` or ``-`` on the current line."""
        style = _yaml_style(text)
        if style == "double":
            self.write(' "' + "".join(_yaml_escape(ch) for ch in text) + '"')
            return
        quote = "'" if style == "single" else ""
        self.write(" " + quote)
        # fold at single spaces once past the width, as PyYAML does
        i = 0
        n = len(text)
        while i < n:
            ch = text[i]
            if ch == " ":
                j = i
                while j < n and text[j] == " ":
                    j += 1
                if j - i == 1 and 0 < i and j < n and self.column > _YAML_WIDTH:
                    self.newline(indent)
                else:
                    self.write(text[i:j])
                i = j
            elif ch in _YAML_BREAKS:
                j = i
                while j < n and text[j] in _YAML_BREAKS:
                    j += 1
                self.write("\n" * (j - i + (1 if text[i] == "\n" else 0)))
                self.write(" " * indent)
                i = j
            else:
                j = i
                while j < n and text[j] != " " and text[j] not in _YAML_BREAKS:
                    j += 1
                word = text[i:j]
                self.write(word.replace("'", "''") if quote else word)
                i = j
        self.write(quote)


def _yaml_escape(ch: str) -> str:
    if ch in _YAML_ESCAPES:
        return "\\" + _YAML_ESCAPES[ch]
    if " " <= ch <= "~":
        return ch
    code = ord(ch)
    if code <= 0xFF:
        return f"\\x{code:02X}"
    if code <= 0xFFFF:
        return f"\\u{code:04X}"
    return f"\\U{code:08X}"


def _yaml_simple(value: Any) -> str | None:
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if math.isnan(value):
            return ".nan"
        if math.isinf(value):
            return ".inf" if value > 0 else "-.inf"
        text = repr(value).lower()
        if "." not in text and "e" in text:
            text = text.replace("e", ".0e", 1)
        return text
    return None


def _yaml_value(writer: _YamlWriter, value: Any, indent: int) -> None:
    """Write the value of a ``key:`` or ``-`` entry (block style)."""
    if isinstance(value, Mapping):
        if not value:
            writer.write(" {}")
            return
        _yaml_mapping(writer, value, indent + 2, first_inline=False)
    elif isinstance(value, (list, tuple)):
        if not value:
            writer.write(" []")
            return
        _yaml_sequence(writer, value, indent)
    else:
        simple = _yaml_simple(value)
        if simple is not None:
            writer.write(" " + simple)
        else:
            writer.scalar(str(value), indent + 2)


def _yaml_mapping(writer: _YamlWriter, mapping: Mapping[Any, Any], indent: int, *, first_inline: bool) -> None:
    for index, key in enumerate(sorted(mapping, key=_yaml_sort_key)):
        if not (first_inline and index == 0) and writer.parts:
            writer.newline(indent)
        key_text = _yaml_simple(key)
        if key_text is None:
            key_str = str(key)
            style = _yaml_style(key_str)
            if style == "plain":
                key_text = key_str
            elif style == "single":
                key_text = "'" + key_str.replace("'", "''") + "'"
            else:
                key_text = '"' + "".join(_yaml_escape(ch) for ch in key_str) + '"'
        writer.write(key_text + ":")
        _yaml_value(writer, mapping[key], indent)


def _yaml_sequence(writer: _YamlWriter, items: Iterable[Any], indent: int) -> None:
    for item in items:
        writer.newline(indent)
        writer.write("-")
        if isinstance(item, Mapping) and item:
            writer.write(" ")
            _yaml_mapping(writer, item, indent + 2, first_inline=True)
        elif isinstance(item, (list, tuple)) and item:
            _yaml_sequence(writer, item, indent + 2)
        else:
            _yaml_value(writer, item, indent)


def _yaml_sort_key(key: Any) -> Any:
    return (str(type(key).__name__) != "str", key if isinstance(key, str) else str(key))


def yaml_dump(data: Mapping[str, Any]) -> str:
    """``yaml.dump(data, default_flow_style=False)`` for plain JSON-like data."""
    if not data:
        return "{}\n"
    writer = _YamlWriter()
    _yaml_mapping(writer, data, 0, first_inline=True)
    return "".join(writer.parts) + "\n"
