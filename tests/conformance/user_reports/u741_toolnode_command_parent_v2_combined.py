# https://github.com/langchain-ai/langgraph-supervisor-py/pull/85 , PR 3521 : ToolNode (one task) running two tools that both return Command(graph=PARENT) with Send gotos and updates: combined into one parent command? ; one returning PARENT beside one plain tool (the plain ToolMessage kept?)
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
from typing import Annotated
from langchain_core.messages import HumanMessage, ToolMessage
from langchain_core.tools import tool, InjectedToolCallId
from langgraph.prebuilt import ToolNode
from langgraph.graph import StateGraph, MessagesState, START
from langgraph.types import Command, Send
@tool
def go_a(tool_call_id: Annotated[str, InjectedToolCallId]):
    """a"""
    return Command(graph=Command.PARENT, goto=[Send("a", {"messages": []})], update={"messages": [ToolMessage("to a", tool_call_id=tool_call_id, id="ta")]})
@tool
def go_b(tool_call_id: Annotated[str, InjectedToolCallId]):
    """b"""
    return Command(graph=Command.PARENT, goto="b", update={"messages": [ToolMessage("to b", tool_call_id=tool_call_id, id="tb")]})
@tool
def plain() -> str:
    """plain"""
    return "plain result"
def build(calls):
    inner = StateGraph(MessagesState).add_node("tools", ToolNode([go_a, go_b, plain])).add_edge(START, "tools").compile()
    g = StateGraph(MessagesState)
    g.add_node("inner", inner, destinations=("a", "b"))
    g.add_node("a", lambda s: {"messages": [AIMessage("a ran", id="ar")]})
    g.add_node("b", lambda s: {"messages": [AIMessage("b ran", id="br")]})
    g.add_edge(START, "inner")
    app = g.compile()
    try:
        out = app.invoke({"messages": [HumanMessage("x", id="h"), AIMessage("", id="ai", tool_calls=calls)]})
        print(sorted(show(out["messages"]), key=str))
    except Exception as e:
        print("RAISED", type(e).__name__, str(e)[:200])
build([call("go_a", {}, "c1"), call("go_b", {}, "c2")])
build([call("go_b", {}, "c3"), call("plain", {}, "c4")])
build([call("go_a", {}, "c5")])
