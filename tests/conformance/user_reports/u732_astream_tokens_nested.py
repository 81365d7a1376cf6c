# https://github.com/langchain-ai/langgraph/issues/3772 , #4718 , #5932 : astream messages mode with the model streamed inside a subgraph (subgraphs=False and True), inside a tool run by ToolNode, with node metadata / tags (langgraph_node of nested chunks, tags, ns)
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from langchain_core.runnables import RunnableLambda
class Model(GenericFakeChatModel):
    seen: list = []
    def bind_tools(self, tools, **kw):
        self.seen.append(("bind", sorted(getattr(t, "name", getattr(t, "__name__", str(t))) for t in tools), sorted(kw)))
        return self
    def _generate(self, messages, stop=None, run_manager=None, **kw):
        self.seen.append([(type(m).__name__, m.content) for m in messages])
        return super()._generate(messages, stop=stop, run_manager=run_manager, **kw)
    def with_structured_output(self, schema, **kw):
        def make(msgs):
            self.seen.append(("structured", [(type(m).__name__, m.content) for m in (msgs.to_messages() if hasattr(msgs, "to_messages") else msgs)]))
            return schema(**{"answer": "forty-two"}) if isinstance(schema, type) else {"answer": "forty-two"}
        return RunnableLambda(make)
def call(name, args, id):
    return {"name": name, "args": args, "id": id, "type": "tool_call"}
def show(msgs):
    return [(type(m).__name__, m.content, getattr(m, "tool_calls", None) or getattr(m, "tool_call_id", None), getattr(m, "name", None)) for m in msgs]
import asyncio
from langchain_core.tools import tool
from langgraph.graph import StateGraph, MessagesState, START, END
from langgraph.prebuilt import ToolNode
async def talk(state):
    m = Model(messages=iter([AIMessage("inner words here", id="in1")]))
    out = await m.ainvoke(state["messages"])
    return {"messages": [out]}
sub = StateGraph(MessagesState); sub.add_node("talk", talk, metadata={"kind": "talker"}); sub.add_edge(START, "talk")
subg = sub.compile()
@tool
async def tool_model(q: str) -> str:
    """tool that calls a model"""
    m = Model(messages=iter([AIMessage("tool model says", id="tm1")]))
    r = await m.ainvoke(q)
    return r.content
async def caller(state):
    return {"messages": [AIMessage("", id="ai-call", tool_calls=[call("tool_model", {"q": "x"}, "tc1")])]}
g = StateGraph(MessagesState); g.add_node("sub", subg); g.add_node("caller", caller); g.add_node("tools", ToolNode([tool_model]))
g.add_edge(START, "sub"); g.add_edge("sub", "caller"); g.add_edge("caller", "tools"); g.add_edge("tools", END)
app = g.compile()
async def main():
    for sg in (False, True):
        async for item in app.astream({"messages": [("user", "hi")]}, stream_mode="messages", subgraphs=sg):
            ns, (msg, meta) = item if sg else ((), item)
            print(sg, [p.split(":")[0] for p in ns], type(msg).__name__, repr(msg.content), meta["langgraph_node"], meta.get("kind"), sorted(meta.get("tags", [])), meta.get("checkpoint_ns", "-").split(":")[0], meta.get("langgraph_checkpoint_ns", "-").split(":")[0])
asyncio.run(main())
