# https://github.com/langchain-ai/langgraph/issues/4986 : a chat model that streams its tool call in chunks (args split over two tool_call_chunks, chunk_position="last") driving create_react_agent: the stream_mode="messages" chunks (content, tool_call_chunks, chunk_position, node), then the same agent through stream_events(version="v3", transformers=[ToolCallTransformer]): each message stream's text deltas, output content blocks and tool calls, and the tool call handles
from typing import Any
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, AIMessageChunk, HumanMessage
from langchain_core.outputs import ChatGeneration, ChatGenerationChunk, ChatResult
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent, ToolCallTransformer
class Streamy(BaseChatModel):
    turn: list = [0]
    @property
    def _llm_type(self):
        return "streamy"
    def bind_tools(self, tools, **kw):
        return self
    def _chunks(self):
        if self.turn[0] == 0:
            return [AIMessageChunk("let ", id="run-x1"), AIMessageChunk("me", id="run-x1", tool_call_chunks=[{"name": "add", "args": '{"a": 1,', "id": "t1", "index": 0}]), AIMessageChunk("", id="run-x1", tool_call_chunks=[{"name": None, "args": ' "b": 2}', "id": None, "index": 0}], chunk_position="last")]
        return [AIMessageChunk("it is ", id="run-x2"), AIMessageChunk("3", id="run-x2", chunk_position="last")]
    def _generate(self, messages, stop=None, run_manager=None, **kw):
        chunks = self._chunks(); self.turn[0] += 1
        msg = chunks[0]
        for c in chunks[1:]:
            msg = msg + c
        return ChatResult(generations=[ChatGeneration(message=AIMessage(content=msg.content, id=msg.id, tool_calls=msg.tool_calls))])
    def _stream(self, messages, stop=None, run_manager=None, **kw):
        chunks = self._chunks(); self.turn[0] += 1
        for c in chunks:
            if run_manager:
                run_manager.on_llm_new_token(c.content, chunk=ChatGenerationChunk(message=c))
            yield ChatGenerationChunk(message=c)
@tool
def add(a: int, b: int) -> int:
    """add"""
    return a + b
agent = create_react_agent(Streamy(), [add])
rows = []
for ch, meta in agent.stream({"messages": [HumanMessage("1+2", id="h")]}, stream_mode="messages"):
    rows.append((type(ch).__name__, ch.content, getattr(ch, "tool_call_chunks", None), getattr(ch, "chunk_position", None), meta["langgraph_node"]))
for r in rows:
    print(r)
agent = create_react_agent(Streamy(turn=[0]), [add])
run = agent.stream_events({"messages": [HumanMessage("1+2", id="h")]}, version="v3", transformers=[ToolCallTransformer])
for name, m in run.interleave("messages", "tool_calls"):
    if name == "messages":
        print(name, m.node, list(m.text), [str(t) for t in m.tool_calls] if hasattr(m, "tool_calls") else None, m.output.content, m.output.tool_calls)
    else:
        print(name, m.tool_call_id, m.input, m.output)
