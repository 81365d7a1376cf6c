# https://github.com/langchain-ai/langgraph/issues/6533 , #3003 : create_react_agent with a checkpointer across turns: a tool interrupting for approval (resume with a dict), history length, get_state values and next per step
from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.prebuilt import create_react_agent
from langgraph.types import Command, interrupt

class M(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self

@tool
def book(hotel: str) -> str:
    """Book a hotel."""
    r = interrupt({"action": "book", "hotel": hotel})
    if r.get("type") == "edit":
        hotel = r["hotel"]
    return f"booked {hotel}"

model = M(messages=iter([AIMessage("", id="a1", tool_calls=[{"name": "book", "args": {"hotel": "A"}, "id": "t1"}]), AIMessage("done A", id="a2"), AIMessage("second turn", id="a3")]))
agent = create_react_agent(model, [book], checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
for ch in agent.stream({"messages": [HumanMessage("book", id="h1")]}, cfg, stream_mode="updates"):
    print({k: (v if k == "__interrupt__" else [(type(m).__name__, m.content) for m in v["messages"]]) for k, v in ch.items()})
st = agent.get_state(cfg)
print(st.next, [i.value for i in st.interrupts], st.metadata["step"])
for ch in agent.stream(Command(resume={"type": "edit", "hotel": "B"}), cfg, stream_mode="updates"):
    print({k: [(type(m).__name__, m.content) for m in v["messages"]] for k, v in ch.items()})
out = agent.invoke({"messages": [HumanMessage("again", id="h2")]}, cfg)
print([(type(m).__name__, m.content) for m in out["messages"]])
print([(h.metadata["step"], h.metadata["source"], h.next) for h in agent.get_state_history(cfg)])
