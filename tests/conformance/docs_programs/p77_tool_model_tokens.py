from typing import Any
from langchain_core.language_models.fake_chat_models import FakeMessagesListChatModel, GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
from langgraph.config import get_stream_writer

inner = GenericFakeChatModel(messages=iter([AIMessage("tool side words", id="inner-1")]))
@tool
def summarize(text: str) -> str:
    """Summarize text with a model."""
    get_stream_writer()({"tool": "summarize", "len": len(text)})
    return inner.invoke(f"summarize {text}").content

class FakeToolModel(FakeMessagesListChatModel):
    def bind_tools(self, tools, **kwargs: Any):
        return self

model = FakeToolModel(responses=[
    AIMessage("", id="a1", tool_calls=[{"name": "summarize", "args": {"text": "long"}, "id": "c1"}]),
    AIMessage("done now", id="a2"),
])
agent = create_react_agent(model, [summarize])
for mode, data in agent.stream({"messages": [HumanMessage("go", id="u")]}, stream_mode=["messages", "custom"]):
    if mode == "messages":
        m, md = data
        print(mode, type(m).__name__, repr(m.content), m.id if not m.id or not m.id.startswith("lc_run") else "<run>", md["langgraph_node"], md.get("checkpoint_ns", "").split(":")[0])
    else:
        print(mode, data)
