from typing import Any
from langchain_core.language_models.fake_chat_models import FakeMessagesListChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command

class FakeToolModel(FakeMessagesListChatModel):
    def bind_tools(self, tools, **kwargs: Any):
        return self

@tool
def reserve_table(venue: str):
    """Reserve a table at a venue."""
    decision = interrupt({"tool": "reserve_table", "venue": venue, "choices": ["yes", "change"]})
    if decision["type"] == "change":
        venue = decision["venue"]
    elif decision["type"] != "yes":
        raise ValueError(f"unexpected decision {decision['type']!r}")
    return f"table held at {venue}"

model = FakeToolModel(responses=[
    AIMessage("", id="a1", tool_calls=[{"name": "reserve_table", "args": {"venue": "Mill Lane"}, "id": "c1"}]),
    AIMessage("done", id="a2"),
])
agent = create_react_agent(model=model, tools=[reserve_table], checkpointer=InMemorySaver())
config = {"configurable": {"thread_id": "1"}}
for chunk in agent.stream({"messages": [HumanMessage("a table for two please", id="u")]}, config):
    print({k: ([m.content for m in v["messages"]] if isinstance(v, dict) else v) for k, v in chunk.items()})
print(agent.get_state(config).next)
for chunk in agent.stream(Command(resume={"type": "change", "venue": "Quay St"}), config):
    print({k: ([m.content for m in v["messages"]] if isinstance(v, dict) else v) for k, v in chunk.items()})
