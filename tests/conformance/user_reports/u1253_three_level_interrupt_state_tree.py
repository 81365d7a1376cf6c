# https://github.com/langchain-ai/langgraph/pull/1108 : an interrupt three graph levels down: the chunk seen from the top, get_state(subgraphs=True) walked task by task to the innermost state (values, next, namespace depth), get_state on each level's config, and the resume by value reaching back to the top
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
def deep(s): return {"log": ["deep got " + str(interrupt({"level": 3}))]}
l3 = StateGraph(S).add_node("deep", deep).add_edge(START, "deep").compile()
l2 = StateGraph(S).add_node("mid", lambda s: {"log": ["mid"]}).add_node("l3", l3).add_edge(START, "mid").add_edge("mid", "l3").compile()
l1 = StateGraph(S).add_node("l2", l2).add_node("after", lambda s: {"log": ["after"]}).add_edge(START, "l2").add_edge("l2", "after").compile()
g = StateGraph(S).add_node("l1", l1).add_edge(START, "l1").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
r = g.invoke({"log": ["start"]}, cfg)
print(r["log"], [(i.value) for i in r["__interrupt__"]])
st = g.get_state(cfg, subgraphs=True)
depth = 0
while st is not None:
    ns = st.config["configurable"].get("checkpoint_ns", "")
    print(depth, st.values, st.next, [n.split(":")[0] for n in ns.split("|")] if ns else [], [[i.value for i in t.interrupts] for t in st.tasks])
    again = g.get_state(st.config)
    print("  refetched", again.values == st.values, again.next)
    st = st.tasks[0].state if st.tasks and st.tasks[0].state is not None else None
    depth += 1
print(g.invoke(Command(resume="yes"), cfg))
print(g.get_state(cfg, subgraphs=True).tasks)
