"""A LangChain tool that returns a ``Command`` gives it back as is when invoked
directly with a tool call, as with LangGraph (whose ``Command`` is a
langchain-core ``ToolOutputMixin``). Before, lingxigraph's ``Command`` was not,
so ``tool.invoke(tool_call)`` wrapped it in a ``ToolMessage`` whose content was
the Command's repr (langchain 1.x's ``write_todos`` tests saw that).

Each case runs in a fresh interpreter: what matters is the import order of
lingxigraph and langchain-core, and that plain lingxigraph still never imports
langchain-core."""

from __future__ import annotations

import subprocess
import sys

import pytest

pytest.importorskip("langchain_core")

_CHECK = """
from langchain_core.messages.tool import ToolOutputMixin
from langchain_core.tools import tool

@tool
def route(city: str) -> Command:
    '''Send the run to the weather node.'''
    return Command(goto="weather", update={"city": city})

out = route.invoke({"name": "route", "args": {"city": "Oslo"}, "id": "c1", "type": "tool_call"})
print(type(out).__name__, out.goto, out.update["city"], isinstance(Command(), ToolOutputMixin))
print([base.__name__ for base in Command.__mro__])
"""


def _run(program: str) -> list[str]:
    out = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, check=True)
    return out.stdout.splitlines()


def test_command_becomes_a_tool_output_when_langchain_core_is_imported_later() -> None:
    lines = _run(
        "import sys\n"
        "from lingxigraph.types import Command\n"
        "print('langchain_core' in sys.modules)\n" + _CHECK
    )
    assert lines == ["False", "Command weather Oslo True", "['Command', 'Generic', 'ToolOutputMixin', 'object']"]


def test_command_is_a_tool_output_when_langchain_core_was_imported_first() -> None:
    lines = _run("import langchain_core.messages.tool\nfrom lingxigraph.types import Command\n" + _CHECK)
    assert lines == ["Command weather Oslo True", "['Command', 'Generic', 'ToolOutputMixin', 'object']"]
