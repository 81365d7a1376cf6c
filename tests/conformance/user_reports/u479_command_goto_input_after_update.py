# https://github.com/langchain-ai/langgraph/issues/3003 , docs#1239 : invoke(Command(goto=...)) on a finished thread after update_state, Command(update, goto) as input, Command(goto=Send) as input
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command, Send
class S(TypedDict):
    log: Annotated[list, operator.add]
def mk(n): return lambda s: {"log": [n]}
g = StateGraph(S)
for n in ["a", "b", "c"]: g.add_node(n, mk(n))
g.add_node("w", lambda x: {"log": [f"w:{x}"]})
g.add_edge(START, "a"); g.add_edge("a", END); g.add_edge("b", "c"); g.add_edge("c", END)
app = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
print(app.invoke({"log": []}, cfg))
app.update_state(cfg, {"log": ["human"]})
print(list(app.stream(Command(goto="b"), cfg, stream_mode="updates")))
print(app.invoke(Command(update={"log": ["upd"]}, goto=["c", Send("w", 7)]), cfg))
print(app.invoke(Command(goto=Send("w", 1)), {"configurable": {"thread_id": "2"}}))
# a Command as the first input of a thread (parallel updates sorted: their order is thread timing in LangGraph)
cfg3 = {"configurable": {"thread_id": "3"}}
print(sorted(map(str, app.stream(Command(goto=["b", Send("w", 2)], update={"log": ["u"]}), cfg3, stream_mode="updates"))))
print([(h.metadata["step"], h.next, h.values) for h in app.get_state_history(cfg3)])
print(g.compile().invoke(Command(update={"log": ["nocp"]}, goto="c")))
print([(h.metadata["source"], h.metadata["step"], h.next) for h in app.get_state_history(cfg)][:6])
try:
    app.invoke(Command(goto="zzz"), cfg)
except Exception as e:
    print(type(e).__name__, e)
