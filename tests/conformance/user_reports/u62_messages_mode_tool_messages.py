# messages mode with a react agent: AI chunks and ToolMessages, metadata node names
import warnings
warnings.simplefilter("ignore")
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent

class FakeModel(GenericFakeChatModel):
    def bind_tools(self, tools, **kwargs):
        return self

@tool
def echo(text: str) -> str:
    """Echo."""
    return text.upper()

model = FakeModel(messages=iter([
    AIMessage("calling echo", id="a1", tool_calls=[{"name": "echo", "args": {"text": "hey"}, "id": "c1"}]),
    AIMessage("final answer", id="a2"),
]))
agent = create_react_agent(model, [echo])
for msg, meta in agent.stream({"messages": [HumanMessage("go", id="h")]}, stream_mode="messages"):
    print(type(msg).__name__, repr(msg.content), getattr(msg, "tool_call_chunks", None), meta["langgraph_node"], meta["langgraph_step"])
