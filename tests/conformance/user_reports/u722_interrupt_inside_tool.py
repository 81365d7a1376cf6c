# https://github.com/langchain-ai/langgraph/issues/6624 , #1569 : interrupt() called inside a tool run by ToolNode with handle_tool_errors=True (not turned into an error ToolMessage), resume value as the tool's result, two tools interrupting at once, get_state interrupts
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
from langchain_core.messages import HumanMessage
from langchain_core.tools import tool
from langgraph.prebuilt import ToolNode
from langgraph.graph import StateGraph, MessagesState, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
@tool
def ask(q: str) -> str:
    """ask a human"""
    return "human said " + str(interrupt(q))
app = StateGraph(MessagesState).add_node("tools", ToolNode([ask], handle_tool_errors=True)).add_edge(START, "tools").compile(checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "1"}}
out = app.invoke({"messages": [AIMessage("", id="ai", tool_calls=[call("ask", {"q": "color?"}, "c1")])]}, c)
print([i.value for i in out["__interrupt__"]], len(out["messages"]))
out = app.invoke(Command(resume="blue"), c)
print(show(out["messages"][1:]))
c2 = {"configurable": {"thread_id": "2"}}
out = app.invoke({"messages": [AIMessage("", id="ai", tool_calls=[call("ask", {"q": "one?"}, "c1"), call("ask", {"q": "two?"}, "c2")])]}, c2)
ints = sorted(out["__interrupt__"], key=lambda i: i.value)
print([i.value for i in ints])
st = app.get_state(c2)
print(st.next, sorted(i.value for i in st.interrupts), [len(t.interrupts) for t in st.tasks])
out = app.invoke(Command(resume={i.id: i.value.upper() for i in ints}), c2)
print(sorted(show(out["messages"][1:]), key=str))
