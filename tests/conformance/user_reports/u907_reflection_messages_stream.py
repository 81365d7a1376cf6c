# https://github.com/langchain-ai/langgraph/pull/114 : a reflection loop (generate <-> reflect over MessagesState, both calling a fake chat model, stopping after three drafts) streamed with stream_mode="messages": each token's node, step, triggers and checkpoint namespace, then the final transcript
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.graph import StateGraph, MessagesState, START, END
from langgraph.checkpoint.memory import InMemorySaver
gen = GenericFakeChatModel(messages=iter([AIMessage("essay one", id="g1"), AIMessage("essay two", id="g2"), AIMessage("essay three", id="g3")]))
crit = GenericFakeChatModel(messages=iter([AIMessage("too short", id="c1"), AIMessage("better now", id="c2")]))
def generate(s):
    return {"messages": [gen.invoke(s["messages"])]}
def reflect(s):
    return {"messages": [HumanMessage(crit.invoke(s["messages"]).content, id="r%d" % len(s["messages"]))]}
def should_continue(s):
    return END if len(s["messages"]) > 5 else "reflect"
g = StateGraph(MessagesState)
g.add_node("generate", generate); g.add_node("reflect", reflect)
g.add_edge(START, "generate"); g.add_conditional_edges("generate", should_continue); g.add_edge("reflect", "generate")
app = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "r"}}
rows = []
for ch, meta in app.stream({"messages": [HumanMessage("write an essay", id="h")]}, cfg, stream_mode="messages"):
    rows.append((type(ch).__name__, ch.content, meta["langgraph_node"], meta["langgraph_step"], meta["langgraph_triggers"], meta["langgraph_checkpoint_ns"].split(":")[0], sorted(meta)))
for r in rows:
    print(r)
print([(type(m).__name__, m.content, m.id) for m in app.get_state(cfg).values["messages"]])
