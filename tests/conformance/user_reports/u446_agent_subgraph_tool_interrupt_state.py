# https://github.com/langchain-ai/langgraph/issues/4523 , #6533 : a create_react_agent used as a subgraph whose tool interrupts: parent get_state(subgraphs=True) down to the agent's tools task, resume, subgraph updates stream
from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import StateGraph, START, MessagesState
from langgraph.prebuilt import create_react_agent
from langgraph.types import Command, interrupt

class M(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
@tool
def approve(item: str) -> str:
    """Approve."""
    return f"{item}: {interrupt({'approve': item})}"
agent = create_react_agent(M(messages=iter([AIMessage("", id="a1", tool_calls=[{"name": "approve", "args": {"item": "car"}, "id": "t1"}]), AIMessage("done", id="a2")])), [approve], name="buyer")
g = StateGraph(MessagesState).add_node("buyer", agent).add_node("wrap", lambda s: {"messages": [AIMessage("wrapped", id="w")]}).add_edge(START, "buyer").add_edge("buyer", "wrap").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
for ns, ch in g.stream({"messages": [HumanMessage("buy", id="h")]}, cfg, subgraphs=True, stream_mode="updates"):
    print(len(ns), {k: (v if k == "__interrupt__" else [(type(m).__name__, m.content) for m in v["messages"]]) for k, v in ch.items()})
st = g.get_state(cfg, subgraphs=True)
t = st.tasks[0]
print(st.next, t.name, [i.value for i in t.interrupts], t.state.next, [(tt.name, [i.value for i in tt.interrupts]) for tt in t.state.tasks])
print([(type(m).__name__, m.content) for m in t.state.values["messages"]])
for ns, ch in g.stream(Command(resume="yes"), cfg, subgraphs=True, stream_mode="updates"):
    print(len(ns), {k: [(type(m).__name__, m.content) for m in v["messages"]] for k, v in ch.items()})
print(g.get_state(cfg).next, [(type(m).__name__, m.content) for m in g.get_state(cfg).values["messages"]])
