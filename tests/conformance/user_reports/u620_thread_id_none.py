# https://github.com/langchain-ai/docs/pull/1658 , #1020 : configurable thread_id None / "" / 0 with a checkpointer: does the run happen, what is saved, get_state with the same config, two runs sharing it
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
saver = InMemorySaver()
g = StateGraph(S).add_node("n", lambda s: {"log": ["n"]}).add_edge(START, "n").compile(checkpointer=saver)
for tid in (None, "", 0):
    c = {"configurable": {"thread_id": tid}}
    for i in range(2):
        try:
            print(repr(tid), i, g.invoke({"log": [i]}, c))
        except Exception as e:
            print(repr(tid), i, "raised", type(e).__name__, str(e)[:100])
    try:
        st = g.get_state(c)
        print(repr(tid), "state", st.values, st.config["configurable"]["thread_id"].__repr__())
    except Exception as e:
        print(repr(tid), "get_state raised", type(e).__name__, str(e)[:100])
print(sorted(repr(t.config["configurable"]["thread_id"]) for t in saver.list(None)))
