# https://github.com/langchain-ai/langgraph/issues/6533 style: human approval via interrupt inside a tool (create_react_agent)
import warnings
warnings.simplefilter("ignore")
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.prebuilt import create_react_agent
from langgraph.types import Command, interrupt

class FakeModel(GenericFakeChatModel):
    def bind_tools(self, tools, **kwargs):
        return self

@tool
def book_hotel(hotel_name: str) -> str:
    """Book a hotel."""
    response = interrupt({"action": "book_hotel", "args": {"hotel_name": hotel_name}})
    if response["type"] == "accept":
        return f"Booked {hotel_name}"
    return f"Booking of {hotel_name} rejected"

model = FakeModel(messages=iter([
    AIMessage("", id="a1", tool_calls=[{"name": "book_hotel", "args": {"hotel_name": "McKittrick"}, "id": "c1"}]),
    AIMessage("Booked it", id="a2"),
]))
agent = create_react_agent(model, [book_hotel], checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
for ch in agent.stream({"messages": [HumanMessage("book", id="h1")]}, cfg, stream_mode=["updates", "values"]):
    mode, data = ch
    if mode == "updates":
        print(mode, {k: ([i.value for i in v] if k == "__interrupt__" else [m.content for m in v["messages"]]) for k, v in data.items()})
    else:
        print(mode, [m.content for m in data["messages"]], "__interrupt__" in data)
st = agent.get_state(cfg)
print(st.next, [(t.name, [i.value for i in t.interrupts]) for t in st.tasks])
for ch in agent.stream(Command(resume={"type": "accept"}), cfg, stream_mode="updates"):
    print({k: [m.content for m in v["messages"]] for k, v in ch.items()})
print(agent.get_state(cfg).next)
