# https://github.com/langchain-ai/docs/pull/1824 , PR 5771 , #8764 : durability "exit"/"async"/"sync" with an interrupt inside a subgraph: saver entries per namespace, parent and subgraph history lengths, then the resume
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
sub = (StateGraph(S).add_node("s1", lambda s: {"log": ["s1"]}).add_node("s2", lambda s: {"log": ["s2:" + interrupt("q")]}).add_node("s3", lambda s: {"log": ["s3"]})
       .add_edge(START, "s1").add_edge("s1", "s2").add_edge("s2", "s3").compile())
for d in ["exit", "async", "sync"]:
    saver = InMemorySaver()
    g = StateGraph(S).add_node("p", lambda s: {"log": ["p"]}).add_node("sub", sub).add_edge(START, "p").add_edge("p", "sub").compile(checkpointer=saver)
    cfg = {"configurable": {"thread_id": "1"}}
    g.invoke({"log": []}, cfg, durability=d)
    def census():
        by = {}
        for c in saver.list(None):
            ns = c.config["configurable"]["checkpoint_ns"].split(":")[0]
            by.setdefault(ns, []).append((c.metadata["step"], c.metadata["source"], len(c.pending_writes or [])))
        return sorted(by.items())
    print(d, census())
    st = g.get_state(cfg, subgraphs=True)
    print(" ", st.next, st.tasks[0].state.values if st.tasks and st.tasks[0].state else None, len(list(g.get_state_history(cfg))))
    out = g.invoke(Command(resume="ok"), cfg, durability=d)
    print(" ", out["log"], census())
