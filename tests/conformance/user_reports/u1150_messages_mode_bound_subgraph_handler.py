# https://github.com/langchain-ai/langgraph/issues/4455 : stream_mode="messages" tokens from a fake chat model in a subgraph bound with with_config(callbacks=[handler]), added as a node and called in a node, with and without subgraphs=True and a root handler, sync, async and through astream_events: chunk counts and how many tokens each handler heard
import asyncio
from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from langgraph.graph import StateGraph, START, MessagesState
class H(BaseCallbackHandler):
    def __init__(self): self.n = 0
    def on_llm_new_token(self, token, **kw): self.n += 1
def mk():
    return GenericFakeChatModel(messages=iter([AIMessage("a b c", id="m%d" % i) for i in range(20)]))
model = mk()
def inner(s): return {"messages": [model.invoke(s["messages"])]}
hb = H()
sub = StateGraph(MessagesState).add_node("inner", inner).add_edge(START, "inner").compile()
bsub = sub.with_config(callbacks=[hb])
def call_sub(s): return bsub.invoke(s)
for label, node in [("as_node", bsub), ("called", call_sub)]:
    g = StateGraph(MessagesState).add_node("n", node).add_edge(START, "n").compile()
    for sg in [False, True]:
        for cbs in [None, [H()]]:
            hb.n = 0
            cfg = {"callbacks": cbs} if cbs else None
            out = [(c[0] if sg else (), (c[1] if sg else c)[0].content) for c in g.stream({"messages": [("user", "hi")]}, cfg, stream_mode="messages", subgraphs=sg)]
            print(label, sg, bool(cbs), len(out), [o[1] for o in out], hb.n, cbs[0].n if cbs else None)
    async def main():
        hb.n = 0
        out = [c async for c in g.astream({"messages": [("user", "hi")]}, stream_mode="messages")]
        print(label, "async", len(out), hb.n)
        ev = [e["event"] for e in [e async for e in g.astream_events({"messages": [("user", "hi")]}, version="v2")] if "chat_model" in e["event"]]
        print(label, "events", ev.count("on_chat_model_stream"), hb.n)
    asyncio.run(main())
