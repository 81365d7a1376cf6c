# https://github.com/langchain-ai/langgraph/issues/5672 : the sync stream() generator closed by the consumer after the first chunk (break, then .close()); which checkpoints each durability mode left, and continuing with stream(None)
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
ran = []
def mk(n):
    def f(s):
        ran.append(n)
        return {"log": [n]}
    return f
g = StateGraph(S).add_sequence([(n, mk(n)) for n in "abc"]).add_edge(START, "a").compile(checkpointer=InMemorySaver())
for dur in ["sync", "async", "exit"]:
    ran.clear()
    cfg = {"configurable": {"thread_id": dur}}
    it = g.stream({"log": []}, cfg, stream_mode="values", durability=dur)
    first = next(it)
    second = next(it)
    it.close()
    st = g.get_state(cfg)
    print(dur, first, second, ran, st.values, st.next, len(list(g.get_state_history(cfg))))
    print(dur, list(g.stream(None, cfg, stream_mode="updates")), ran)
