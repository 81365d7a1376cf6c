# https://github.com/langchain-ai/langgraph/issues/6012 , PR 1667 : InjectedState with a pydantic state / dataclass state, InjectedState('missing') key error text, InjectedState on a tool called outside a graph
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from langchain_core.runnables import RunnableLambda
class Model(GenericFakeChatModel):
    seen: list = []
    def bind_tools(self, tools, **kw):
        self.seen.append(("bind", sorted(getattr(t, "name", getattr(t, "__name__", str(t))) for t in tools), sorted(kw)))
        return self
    def _generate(self, messages, stop=None, run_manager=None, **kw):
        self.seen.append([(type(m).__name__, m.content) for m in messages])
        return super()._generate(messages, stop=stop, run_manager=run_manager, **kw)
    def with_structured_output(self, schema, **kw):
        def make(msgs):
            self.seen.append(("structured", [(type(m).__name__, m.content) for m in (msgs.to_messages() if hasattr(msgs, "to_messages") else msgs)]))
            return schema(**{"answer": "forty-two"}) if isinstance(schema, type) else {"answer": "forty-two"}
        return RunnableLambda(make)
def call(name, args, id):
    return {"name": name, "args": args, "id": id, "type": "tool_call"}
def show(msgs):
    return [(type(m).__name__, m.content, getattr(m, "tool_calls", None) or getattr(m, "tool_call_id", None), getattr(m, "name", None)) for m in msgs]
from dataclasses import dataclass, field
from typing import Annotated
from pydantic import BaseModel
from langchain_core.tools import tool
from langgraph.prebuilt import ToolNode, InjectedState
from langgraph.graph import StateGraph, START
from langgraph.graph.message import add_messages
class PState(BaseModel):
    messages: Annotated[list, add_messages]
    user: str = "anon"
@dataclass
class DState:
    messages: Annotated[list, add_messages]
    user: str = "dc"
@tool
def whole(state: Annotated[object, InjectedState]) -> str:
    """whole"""
    return type(state).__name__ + ":" + str(getattr(state, "user", None) if not isinstance(state, dict) else state.get("user"))
@tool
def part(user: Annotated[str, InjectedState("user")]) -> str:
    """part"""
    return "user=" + str(user)
@tool
def missing(v: Annotated[str, InjectedState("nope")]) -> str:
    """missing"""
    return "v=" + str(v)
for schema, inp in [(PState, {"user": "pp"}), (DState, {"user": "dd"})]:
    app = StateGraph(schema).add_node("tools", ToolNode([whole, part, missing])).add_edge(START, "tools").compile()
    calls = [call("whole", {}, "c1"), call("part", {}, "c2"), call("missing", {}, "c3")]
    try:
        out = app.invoke({"messages": [AIMessage("", id="ai", tool_calls=calls)], **inp})
        msgs = out["messages"] if isinstance(out, dict) else out.messages
        print(schema.__name__, [(m.content.splitlines()[0], m.status) for m in msgs[1:]])
    except Exception as e:
        print(schema.__name__, "RAISED", type(e).__name__, e)
try:
    print(part.invoke({"user": "direct"}))
except Exception as e:
    print("direct RAISED", type(e).__name__, e)
print(part.tool_call_schema.model_json_schema()["properties"])
