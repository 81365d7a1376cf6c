# https://github.com/langchain-ai/langgraph/issues/5409 : an inner create_react_agent invoked from inside a tool of an outer create_react_agent (agent-as-tool), streamed with stream_mode=["updates", "messages"] and subgraphs=True: the namespaces (task ids stripped) of each updates chunk, which nodes the messages chunks come from, and the final transcript
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
import json
from langchain_core.messages import AIMessageChunk
from langchain_core.outputs import ChatGenerationChunk
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
    def _stream(self, messages, stop=None, run_manager=None, **kw):
        # one chunk that keeps the scripted tool calls (the stock fake drops them when streaming)
        msg = next(self.messages)
        tcc = [{"name": t["name"], "args": json.dumps(t["args"]), "id": t["id"], "index": i, "type": "tool_call_chunk"} for i, t in enumerate(msg.tool_calls)]
        chunk = ChatGenerationChunk(message=AIMessageChunk(content=msg.content, id=msg.id, tool_call_chunks=tcc))
        if run_manager:
            run_manager.on_llm_new_token(msg.content, chunk=chunk)
        yield chunk
inner = create_react_agent(Model(messages=iter([AIMessage("inner says hi", id="i1")])), [], name="inner")
@tool
def ask_inner(q: str) -> str:
    """ask the inner agent"""
    return inner.invoke({"messages": [HumanMessage(q, id="iq")]})["messages"][-1].content
outer = create_react_agent(Model(messages=iter([AIMessage("calling", id="o1", tool_calls=[{"name": "ask_inner", "args": {"q": "hello"}, "id": "t1", "type": "tool_call"}]), AIMessage("outer done", id="o2")])), [ask_inner])
for ns, mode, c in outer.stream({"messages": [HumanMessage("go", id="h")]}, stream_mode=["updates", "messages"], subgraphs=True):
    path = [n.split(":")[0] for n in ns]
    if mode == "updates":
        print(path, mode, {k: [m.content for m in v["messages"]] for k, v in c.items()})
    else:
        print(path, mode, type(c[0]).__name__, c[0].content, c[1]["langgraph_node"])
