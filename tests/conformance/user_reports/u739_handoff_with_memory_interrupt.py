# https://github.com/langchain-ai/langgraph/issues/4523 , PR 4491 , docs 'multi-agent: human in the loop' : handoff via Command(graph=PARENT) with a checkpointer; the receiving agent's tool calls interrupt(); get_state(subgraphs=True) while paused (task names, nested state next); resume; a second turn on the same thread starts at the first agent
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
from langgraph.prebuilt import create_react_agent, InjectedState
from langgraph.graph import StateGraph, MessagesState, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command, interrupt
@tool
def to_bob(state: Annotated[dict, InjectedState], tool_call_id: Annotated[str, InjectedToolCallId]):
    """hand off to bob"""
    tm = ToolMessage("to bob", tool_call_id=tool_call_id, id="tm-" + tool_call_id)
    return Command(graph=Command.PARENT, goto="bob", update={"messages": state["messages"] + [tm]})
@tool
def confirm(what: str) -> str:
    """ask a human"""
    return "human: " + str(interrupt({"confirm": what}))
alice = create_react_agent(Model(messages=iter([AIMessage("", id="al1", tool_calls=[call("to_bob", {}, "t1")]), AIMessage("alice 2nd turn", id="al2")])), [to_bob], name="alice")
bob = create_react_agent(Model(messages=iter([AIMessage("", id="b1", tool_calls=[call("confirm", {"what": "pay"}, "k1")]), AIMessage("bob finished", id="b2")])), [confirm], name="bob")
g = StateGraph(MessagesState); g.add_node("alice", alice, destinations=("bob",)); g.add_node("bob", bob); g.add_edge(START, "alice")
app = g.compile(checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "1"}}
out = app.invoke({"messages": [HumanMessage("pay please", id="h1")]}, c)
print([i.value for i in out["__interrupt__"]], show(out["messages"]))
st = app.get_state(c, subgraphs=True)
print(st.next, [(t.name, t.state.next if t.state else None, [tt.name for tt in t.state.tasks] if t.state else None) for t in st.tasks])
out = app.invoke(Command(resume="yes"), c)
print(show(out["messages"]))
out = app.invoke({"messages": [HumanMessage("again", id="h2")]}, c)
print(show(out["messages"][-2:]), app.get_state(c).next)
