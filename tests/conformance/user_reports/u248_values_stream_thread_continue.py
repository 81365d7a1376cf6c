# https://github.com/langchain-ai/langgraph/issues/1569 , chat-app questions : stream_mode="values" on a thread that already has state (first chunk = prior state + input), output_keys, interrupt_before at call time, get_state(config with checkpoint_id)
from langchain_core.messages import AIMessage
from langgraph.graph import StateGraph, MessagesState, START, END
from langgraph.checkpoint.memory import InMemorySaver

class S(MessagesState):
    turns: int
def bot(s): return {"messages": [AIMessage(f"reply{s.get('turns', 0)}", id=f"r{s.get('turns', 0)}")], "turns": s.get("turns", 0) + 1}
b = StateGraph(S); b.add_node("bot", bot); b.add_edge(START, "bot"); b.add_edge("bot", END)
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
fm = lambda v: ([(type(m).__name__, m.content) for m in v.get("messages", [])], v.get("turns")) if isinstance(v, dict) else v
for t in ("a", "b"):
    for ch in g.stream({"messages": [("user", t)]}, cfg, stream_mode="values"):
        print(fm(ch))
for ch in g.stream({"messages": [("user", "c")]}, cfg, stream_mode="values", output_keys=["turns"]):
    print(ch)
print([fm(c) for c in g.stream({"messages": [("user", "d")]}, cfg, stream_mode="values", interrupt_before=["bot"])])
print(g.get_state(cfg).next)
hist = list(g.get_state_history(cfg))
old = g.get_state(hist[3].config)
print(fm(old.values), old.next, old.metadata["step"])
print(fm(g.invoke(None, cfg)))
