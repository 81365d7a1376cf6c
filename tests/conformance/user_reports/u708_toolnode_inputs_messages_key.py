# https://github.com/langchain-ai/langgraph/issues/1569 , PR 1667 , docs ToolNode reference : ToolNode invoked in a graph with a custom messages_key, with a list state (MessageGraph-style), with no AIMessage last (error text), tools_condition with messages_key
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
from typing import Annotated, TypedDict
from langchain_core.messages import HumanMessage
from langchain_core.tools import tool
from langgraph.prebuilt import ToolNode, tools_condition
from langgraph.graph import StateGraph, START, END
from langgraph.graph.message import add_messages
@tool
def up(s: str) -> str:
    """upper"""
    return s.upper()
class S(TypedDict):
    chat: Annotated[list, add_messages]
def model(state):
    if len(state["chat"]) == 1:
        return {"chat": [AIMessage("", id="a1", tool_calls=[call("up", {"s": "x"}, "c1")])]}
    return {"chat": [AIMessage("done", id="a2")]}
g = StateGraph(S); g.add_node("model", model); g.add_node("tools", ToolNode([up], messages_key="chat"))
g.add_edge(START, "model")
g.add_conditional_edges("model", lambda s: tools_condition(s, messages_key="chat"), {"tools": "tools", END: END})
g.add_edge("tools", "model")
print(show(g.compile().invoke({"chat": [HumanMessage("go", id="h")]})["chat"]))
g2 = StateGraph(S); g2.add_node("tools", ToolNode([up])); g2.add_edge(START, "tools")
try:
    print(g2.compile().invoke({"chat": [AIMessage("", id="a", tool_calls=[call("up", {"s": "q"}, "c9")])]}))
except Exception as e:
    print("RAISED", type(e).__name__, e)
from langgraph.graph import MessagesState
g3 = StateGraph(MessagesState); g3.add_node("tools", ToolNode([up])); g3.add_edge(START, "tools")
for inp in ({"messages": [HumanMessage("no tools", id="h")]}, {"messages": []}):
    try:
        print(show(g3.compile().invoke(inp)["messages"]))
    except Exception as e:
        print("RAISED", type(e).__name__, e)
for st in ({"messages": [AIMessage("x", id="1")]}, [AIMessage("", id="1", tool_calls=[call("up", {"s": "a"}, "c")])], {"messages": []}):
    try:
        print(tools_condition(st))
    except Exception as e:
        print("tools_condition RAISED", type(e).__name__, e)
