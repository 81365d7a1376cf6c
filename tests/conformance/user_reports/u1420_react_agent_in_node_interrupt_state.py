# https://github.com/langchain-ai/langgraph/issues/5863 : a create_react_agent invoked inside a node function whose tool calls interrupt(): the parent's get_state(subgraphs=True) while paused (tasks, their state and interrupts), the agent's messages seen from the task state, and the resume
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.graph import StateGraph, START, END, MessagesState
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.prebuilt import create_react_agent
from langgraph.types import interrupt, Command
@tool
def weather(city: str) -> str:
    """weather of a city"""
    ok = interrupt({"confirm": city})
    return f"{city}: sunny ({ok})"
class Fake(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
model = Fake(messages=iter([AIMessage("", id="m1", tool_calls=[{"name": "weather", "args": {"city": "Oslo"}, "id": "c1"}]), AIMessage("done", id="m2")]))
agent = create_react_agent(model, [weather])
class State(MessagesState):
    foo: str
def call_agent(s):
    out = agent.invoke({"messages": s["messages"]})
    return {"messages": out["messages"][len(s["messages"]):], "foo": "called"}
g = StateGraph(State).add_node("agent_node", call_agent).add_edge(START, "agent_node").add_edge("agent_node", END).compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "t"}}
out = g.invoke({"messages": [HumanMessage("weather?", id="h")], "foo": ""}, cfg)
print([i.value for i in out["__interrupt__"]])
st = g.get_state(cfg, subgraphs=True)
print(st.next, [(t.name, [i.value for i in t.interrupts], t.state is not None) for t in st.tasks])
sub = st.tasks[0].state
if sub is not None and hasattr(sub, "values"):
    print(sub.next, [(type(m).__name__, m.content) for m in sub.values["messages"]])
out = g.invoke(Command(resume="yes"), cfg)
print([(type(m).__name__, m.content) for m in out["messages"]], out["foo"])
