# https://github.com/langchain-ai/langgraph/issues/1569 , PR 6286 : paused before two Send workers: update_state / bulk_update_state as the worker takes the pending tasks' ids in order; which tasks remain
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send, StateUpdate
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    out: Annotated[list, operator.add]
g = (StateGraph(S).add_node("split", lambda s: {}).add_node("w", lambda x: {"out": [f"w{x}"]})
     .add_edge(START, "split").add_conditional_edges("split", lambda s: [Send("w", 1), Send("w", 2), Send("w", 3)], ["w"]))
saver = InMemorySaver()
app = g.compile(checkpointer=saver, interrupt_after=["split"])
for tid, how in [("1", "single"), ("2", "bulk")]:
    cfg = {"configurable": {"thread_id": tid}}
    app.invoke({"out": []}, cfg)
    st = app.get_state(cfg)
    ids = [t.id for t in st.tasks]
    print(how, [(t.name, t.path) for t in st.tasks])
    if how == "single":
        app.update_state(cfg, {"out": ["manual"]}, as_node="w")
    else:
        app.bulk_update_state(cfg, [[StateUpdate({"out": ["m1"]}, "w"), StateUpdate({"out": ["m2"]}, "w")]])
    tup = saver.get_tuple({"configurable": {"thread_id": tid, "checkpoint_id": st.config["configurable"]["checkpoint_id"]}})
    print(sorted((ids.index(w[0]) if w[0] in ids else "other", w[1], repr(w[2])) for w in tup.pending_writes))
    st2 = app.get_state(cfg)
    print(st2.next, st2.values)
    print(sorted(app.invoke(None, cfg)["out"]))
