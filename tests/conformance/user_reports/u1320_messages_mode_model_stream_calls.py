# https://github.com/langchain-ai/langgraph/issues/2104 : stream_mode="messages" when the node itself calls model.stream() and returns the merged chunk, calls model.batch() for two prompts, returns an AIMessageChunk, or a model whose output has no id; ids and counts of chunks, and whether the returned message is streamed again as a whole
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, AIMessageChunk, HumanMessage
from langgraph.graph import StateGraph, MessagesState, START
def mk(t, with_id=True):
    return GenericFakeChatModel(messages=iter([AIMessage(t, id="id%d" % i) if with_id else AIMessage(t) for i in range(20)]))
def streams(s):
    full = None
    for c in mk("tok one two").stream(s["messages"]):
        full = c if full is None else full + c
    return {"messages": [full]}
def returns_chunk(s):
    return {"messages": [AIMessageChunk(content="raw chunk", id="rc")]}
def no_id(s):
    return {"messages": [mk("anon words", False).invoke(s["messages"])]}
def batched(s):
    m = mk("same text")
    outs = m.batch([s["messages"], s["messages"]], {"max_concurrency": 1})
    return {"messages": [AIMessage(o.content, id="b%d" % i) for i, o in enumerate(outs)]}
for name, fn in [("streams", streams), ("returns_chunk", returns_chunk), ("no_id", no_id), ("batched", batched)]:
    g = StateGraph(MessagesState).add_node(name, fn).add_edge(START, name).compile()
    out = list(g.stream({"messages": [HumanMessage("hi", id="h")]}, stream_mode="messages"))
    ids = []
    for ch, _ in out:
        if ch.id not in ids:
            ids.append(ch.id)
    print(name, len(out), [(type(c).__name__, c.content) for c, _ in out], ["<run>" if i and i.startswith(("run-", "lc_run")) else i for i in ids])
    final = g.invoke({"messages": [HumanMessage("hi", id="h")]})["messages"]
    print("   ", [(type(m).__name__, m.content) for m in final])
