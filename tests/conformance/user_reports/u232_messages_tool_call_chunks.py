# https://github.com/langchain-ai/langgraph-supervisor-py/issues/226 , langgraphjs PR 745 : messages mode with a streaming model yielding AIMessageChunk tool_call_chunks (token streaming of tool calls in web apps), chunks merged in state
import asyncio
from typing import Any
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, AIMessageChunk
from langchain_core.outputs import ChatGeneration, ChatGenerationChunk, ChatResult
from langgraph.graph import StateGraph, MessagesState, START, END

class ChunkModel(BaseChatModel):
    @property
    def _llm_type(self): return "chunky"
    def _generate(self, messages, stop=None, run_manager=None, **kw):
        return ChatResult(generations=[ChatGeneration(message=AIMessage("x"))])
    def _stream(self, messages, stop=None, run_manager=None, **kw):
        parts = [AIMessageChunk(content="Let me ", id="run1"), AIMessageChunk(content="check", id="run1"),
                 AIMessageChunk(content="", id="run1", tool_call_chunks=[{"name": "search", "args": '{"q": ', "id": "tc1", "index": 0}]),
                 AIMessageChunk(content="", id="run1", tool_call_chunks=[{"name": None, "args": '"cats"}', "id": None, "index": 0}])]
        for p in parts:
            ch = ChatGenerationChunk(message=p)
            if run_manager: run_manager.on_llm_new_token(p.content, chunk=ch)
            yield ch
m = ChunkModel()
def agent(s):
    full = None
    for c in m.stream(s["messages"]):
        full = c if full is None else full + c
    return {"messages": [full]}
b = StateGraph(MessagesState); b.add_node("agent", agent); b.add_edge(START, "agent"); b.add_edge("agent", END)
g = b.compile()
for mode, data in g.stream({"messages": [("user", "cats")]}, stream_mode=["messages", "values"]):
    if mode == "messages":
        c, meta = data; print(mode, type(c).__name__, repr(c.content), c.id, c.tool_call_chunks, meta["langgraph_node"])
    else:
        print(mode, [(type(x).__name__, x.content, getattr(x, "tool_calls", None)) for x in data["messages"]])
