# https://github.com/langchain-ai/langgraph/issues/3772 , #4718 , docs 'streaming LLM tokens' : astream(stream_mode='messages') of a node calling model.astream / ainvoke: chunk contents, types, metadata keys (langgraph_node, step, triggers, checkpoint_ns), tags nostream
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
from langgraph.graph import StateGraph, MessagesState, START, END
async def streamer(state):
    m = Model(messages=iter([AIMessage("hello big world", id="s1")]))
    parts = [c async for c in m.astream(state["messages"])]
    full = parts[0]
    for p in parts[1:]:
        full = full + p
    return {"messages": [AIMessage(full.content, id="s1")]}
async def invoker(state):
    m = Model(messages=iter([AIMessage("quiet one", id="q1")]))
    r = await m.ainvoke(state["messages"], {"tags": ["nostream"]})
    m2 = Model(messages=iter([AIMessage("loud two", id="l2")]))
    r2 = await m2.ainvoke(state["messages"])
    return {"messages": [r, r2]}
g = StateGraph(MessagesState); g.add_node("streamer", streamer); g.add_node("invoker", invoker)
g.add_edge(START, "streamer"); g.add_edge("streamer", "invoker"); g.add_edge("invoker", END)
app = g.compile()
async def main():
    async for msg, meta in app.astream({"messages": [("user", "hi")]}, stream_mode="messages"):
        print(type(msg).__name__, repr(msg.content), msg.id, meta["langgraph_node"], meta["langgraph_step"], meta["langgraph_triggers"], sorted(k for k in meta if not k.startswith("ls_")))
    async for mode, data in app.astream({"messages": [("user", "hi")]}, stream_mode=["messages", "updates"]):
        print(mode, type(data).__name__, (data[0].content if mode == "messages" else list(data)))
asyncio.run(main())
