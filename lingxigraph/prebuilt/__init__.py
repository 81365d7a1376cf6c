"""Prebuilt agent parts: ``ToolNode``, ``tools_condition``, ``create_react_agent``.

Mirrors ``langgraph.prebuilt``. With langchain-core installed, tools are LangChain
tools (plain functions are converted) and chat models are LangChain chat models;
without it, plain functions and lingxigraph's own messages (for example
``lingxigraph.testing.FakeChatModel``) work too.
"""

from lingxigraph.prebuilt._tool_call_transformer import ToolCallTransformer
from lingxigraph.prebuilt.chat_agent_executor import create_react_agent
from lingxigraph.prebuilt.tool_node import (
    InjectedState,
    InjectedStore,
    ToolNode,
    ToolRuntime,
    tools_condition,
)
from lingxigraph.prebuilt.tool_validator import ValidationNode

__all__ = (
    "InjectedState",
    "InjectedStore",
    "ToolCallTransformer",
    "ToolNode",
    "ToolRuntime",
    "ValidationNode",
    "create_react_agent",
    "tools_condition",
)
