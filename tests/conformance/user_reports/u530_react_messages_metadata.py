# https://github.com/langchain-ai/langgraph/issues/4718 , #5932 : create_react_agent streamed with stream_mode="messages" (a scripted non-streaming chat model and a streaming fake): which messages come out (AI messages/chunks, ToolMessages), metadata keys and values per node
from typing import Any
from langchain_core.language_models import BaseChatModel, GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
from langgraph.checkpoint.memory import InMemorySaver
class Scripted(BaseChatModel):
    responses: list
    i: int = 0
    def _generate(self, messages, stop=None, run_manager=None, **kw: Any):
        r = self.responses[self.i]
        self.i += 1
        return ChatResult(generations=[ChatGeneration(message=r)])
    @property
    def _llm_type(self):
        return "scripted"
    def bind_tools(self, tools, **kw):
        return self
class Streamy(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
@tool
def weather(city: str) -> str:
    """Weather of a city."""
    return f"sunny in {city}"
for model in [Scripted(responses=[AIMessage("", id="a1", tool_calls=[{"name": "weather", "args": {"city": "sf"}, "id": "c1"}]), AIMessage("it is sunny", id="a2")]),
              Streamy(messages=iter([AIMessage("it is sunny today", id="a3")]))]:
    agent = create_react_agent(model, [weather], checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": "1"}}
    for msg, meta in agent.stream({"messages": [HumanMessage("weather?", id="h1")]}, cfg, stream_mode="messages"):
        keys = sorted(k for k in meta if not k.startswith("ls_"))
        print((type(msg).__name__, msg.content, msg.id, getattr(msg, "tool_calls", None), meta["langgraph_node"], meta["langgraph_step"], meta["langgraph_triggers"], meta["langgraph_path"], str(meta.get("checkpoint_ns")).split(":")[0], keys, {k: v for k, v in meta.items() if k.startswith("ls_")}))
    print([m.content for m in agent.get_state(cfg).values["messages"]])
