# https://github.com/langchain-ai/langgraph/issues/4718 , #3772 : stream_mode='messages' for a ToolNode in a graph: ToolMessages emitted with metadata; a tool returning Command(update messages) ; a node returning a plain AIMessage (emitted?); dedupe of messages already seen
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
from langgraph.graph import StateGraph, MessagesState, START, END
from langgraph.types import Command
@tool
def plain(x: str) -> str:
    """plain"""
    return "plain " + x
@tool
def cmd(x: str, tool_call_id: Annotated[str, InjectedToolCallId]):
    """cmd"""
    return Command(update={"messages": [ToolMessage("cmd " + x, tool_call_id=tool_call_id, id="tm-cmd")]})
def model(state):
    if len(state["messages"]) == 1:
        return {"messages": [AIMessage("", id="a1", tool_calls=[call("plain", {"x": "1"}, "c1"), call("cmd", {"x": "2"}, "c2")])]}
    return {"messages": [AIMessage("end", id="a2"), HumanMessage("echoed", id="h-echo")]}
g = StateGraph(MessagesState); g.add_node("model", model); g.add_node("tools", ToolNode([plain, cmd]))
g.add_edge(START, "model"); g.add_conditional_edges("model", lambda s: "tools" if getattr(s["messages"][-1], "tool_calls", None) else END)
g.add_edge("tools", "model")
app = g.compile()
for msg, meta in app.stream({"messages": [HumanMessage("go", id="h")]}, stream_mode="messages"):
    print(type(msg).__name__, repr(msg.content), msg.id if not str(msg.id).startswith("run") else "run-id", meta["langgraph_node"], meta["langgraph_step"])
