# https://github.com/langchain-ai/langgraph/issues/4848 : stream_mode given as a list of two modes, every pair of values / updates / messages / custom / tasks / checkpoints / debug over one graph (a model node, a writer node, a checkpointer): which modes each chunk carries and a short form of each payload, in order
import itertools
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.config import get_stream_writer
from langgraph.graph import StateGraph, MessagesState, START
from langgraph.checkpoint.memory import InMemorySaver
model = GenericFakeChatModel(messages=iter([AIMessage("a b", id="m%d" % i) for i in range(100)]))
def talk(s):
    return {"messages": [model.invoke(s["messages"])]}
def note(s):
    get_stream_writer()({"n": len(s["messages"])})
    return {"messages": [AIMessage("done", id="d")]}
app = StateGraph(MessagesState).add_node("talk", talk).add_node("note", note).add_edge(START, "talk").add_edge("talk", "note").compile(checkpointer=InMemorySaver())
def short(mode, p):
    if mode == "messages":
        return (p[0].content, p[1]["langgraph_node"])
    if mode == "values":
        return [m.content for m in p["messages"]]
    if mode == "updates":
        return {k: (v and [m.content for m in v["messages"]]) for k, v in p.items()}
    if mode == "custom":
        return p
    if mode == "tasks":
        return (p["name"], sorted(p))
    if mode == "checkpoints":
        return (p["next"], p["metadata"]["step"], sorted(p))
    if mode == "debug":
        return (p["type"], p["step"], p["payload"].get("name"))
modes = ["values", "updates", "messages", "custom", "tasks", "checkpoints", "debug"]
for i, pair in enumerate(itertools.combinations(modes, 2)):
    out = list(app.stream({"messages": [HumanMessage("hi", id="h")]}, {"configurable": {"thread_id": str(i)}}, stream_mode=list(pair)))
    print(pair, len(out))
    for mode, p in out:
        print("  ", mode, short(mode, p))
