# https://github.com/langchain-ai/langgraph/pull/1667 , #2092 : handle_tool_errors callable whose annotation is a Union of exceptions / no annotation / a tuple-returning; a tool raising ToolException with its own handle_tool_error; two tool calls one failing (order and statuses)
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
from typing import Union
from langchain_core.tools import tool, ToolException, StructuredTool
from langgraph.prebuilt import ToolNode
from langgraph.graph import StateGraph, MessagesState, START
def in_graph(node):
    return StateGraph(MessagesState).add_node("tools", node).add_edge(START, "tools").compile()
@tool
def val(x: int) -> int:
    """v"""
    raise ValueError("v")
@tool
def typ(x: int) -> int:
    """t"""
    raise TypeError("t")
@tool
def ok(x: int) -> int:
    """ok"""
    return x + 1
def te(x: int) -> int:
    raise ToolException("tool exc")
own = StructuredTool.from_function(te, name="own", description="own", handle_tool_error="own handler text")
def union_handler(e: Union[ValueError, TypeError]) -> str:
    return "union " + type(e).__name__
def plain(e) -> str:
    return "plain " + str(e)
for label, flag in [("union", union_handler), ("plain", plain), ("default", None)]:
    node = ToolNode([val, typ, ok, own]) if flag is None else ToolNode([val, typ, ok, own], handle_tool_errors=flag)
    for calls in ([call("val", {"x": 1}, "c1")], [call("typ", {"x": 1}, "c2")], [call("own", {"x": 1}, "c3")], [call("ok", {"x": 1}, "c4"), call("val", {"x": 2}, "c5")]):
        try:
            out = in_graph(node).invoke({"messages": [AIMessage("", id="ai", tool_calls=calls)]})
            print(label, [(m.content, m.status, m.tool_call_id) for m in out["messages"][1:]])
        except Exception as e:
            print(label, [c["name"] for c in calls], "RAISED", type(e).__name__, e)
