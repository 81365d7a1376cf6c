# https://github.com/langchain-ai/langgraph/issues/1185 : ValidationNode with pydantic models and a function schema: valid and invalid tool calls (ToolMessage content/status), a custom format_error, unknown tool names, several calls at once, in a graph with a retry loop
from typing import Literal
from pydantic import BaseModel, Field, field_validator
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.prebuilt import ValidationNode
from langgraph.graph import StateGraph, MessagesState, START, END
class SelectNumber(BaseModel):
    a: int
    @field_validator("a")
    @classmethod
    def a_must_be_meaningful(cls, v):
        if v != 37:
            raise ValueError("Only 37 is allowed")
        return v
class Pick(BaseModel):
    """pick a colour"""
    colour: Literal["red", "blue"]
    n: int = Field(ge=0)
def show(msgs):
    return [(type(m).__name__, m.content, getattr(m, "tool_call_id", None), getattr(m, "name", None), getattr(m, "status", None)) for m in msgs]
def call(name, args, id):
    return {"name": name, "args": args, "id": id, "type": "tool_call"}
node = ValidationNode([SelectNumber, Pick])
msgs = [AIMessage("", id="x", tool_calls=[call("SelectNumber", {"a": 37}, "c1"), call("SelectNumber", {"a": 42}, "c2"), call("Pick", {"colour": "green", "n": -1}, "c3"), call("Pick", {"colour": "red", "n": 2}, "c4")])]
out = node.invoke({"messages": msgs})
print(show(out["messages"]))
print(show(node.invoke(msgs)))
def fmt(exc, call, schema):
    return f"bad {call['name']} ({schema.__name__}): {type(exc).__name__}"
node2 = ValidationNode([SelectNumber], format_error=fmt)
print(show(node2.invoke({"messages": [AIMessage("", id="y", tool_calls=[call("SelectNumber", {"a": "zz"}, "d1")])]})["messages"]))
try:
    print(show(node2.invoke({"messages": [AIMessage("", id="z", tool_calls=[call("Other", {}, "e1")])]})["messages"]))
except Exception as e:
    print("RAISED", type(e).__name__, e)
try:
    node2.invoke({"messages": [HumanMessage("hi")]})
except Exception as e:
    print("RAISED", type(e).__name__, e)
answers = iter([AIMessage("", id="m1", tool_calls=[call("SelectNumber", {"a": 1}, "f1")]), AIMessage("", id="m2", tool_calls=[call("SelectNumber", {"a": 37}, "f2")])])
def model(s): return {"messages": [next(answers)]}
def route(s):
    last = s["messages"][-1]
    return "model" if any(getattr(m, "additional_kwargs", {}).get("is_error") for m in s["messages"][-1:]) else END
g = StateGraph(MessagesState); g.add_node("model", model); g.add_node("validate", ValidationNode([SelectNumber]))
g.add_edge(START, "model"); g.add_edge("model", "validate"); g.add_conditional_edges("validate", route, ["model", END])
out = g.compile().invoke({"messages": [HumanMessage("pick", id="h")]})
print(show(out["messages"]), [m.additional_kwargs for m in out["messages"]])
