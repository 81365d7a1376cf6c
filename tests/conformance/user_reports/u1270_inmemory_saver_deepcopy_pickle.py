# https://github.com/langchain-ai/langgraph/issues/1222 : users deep-copying or pickling an InMemorySaver holding a paused thread (to snapshot a test fixture): whether each works, whether the copy is independent (resuming the copy leaves the original paused), and the copy's history
import copy, operator, pickle
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
def ask(s): return {"log": [str(interrupt("q"))]}
b = StateGraph(S).add_node("ask", ask).add_edge(START, "ask")
saver = InMemorySaver()
g = b.compile(checkpointer=saver)
cfg = {"configurable": {"thread_id": "t"}}
g.invoke({"log": ["x"]}, cfg)
for label, make in [("deepcopy", copy.deepcopy), ("pickle", lambda s: pickle.loads(pickle.dumps(s)))]:
    try:
        other = make(saver)
    except Exception as e:
        print(label, "!!", type(e).__name__)
        continue
    g2 = b.compile(checkpointer=other)
    print(label, g2.get_state(cfg).next, [i.value for i in g2.get_state(cfg).interrupts])
    print(" copy resumed", g2.invoke(Command(resume=label), cfg))
    print(" original", g.get_state(cfg).next, g.get_state(cfg).values)
    print(" copy history", len(list(g2.get_state_history(cfg))), "original", len(list(g.get_state_history(cfg))))
