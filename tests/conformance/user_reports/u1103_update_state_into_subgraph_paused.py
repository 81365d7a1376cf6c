# https://github.com/langchain-ai/langgraph/pull/1530 : update_state into a paused subgraph through the config from get_state(subgraphs=True) (its checkpoint_ns), with and without as_node, then resuming: the subgraph's and parent's values, next and the subgraph's history sources
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    draft: str
    log: Annotated[list, operator.add]
def write(s): return {"draft": "v1", "log": ["write"]}
def approve(s):
    ans = interrupt({"draft": s["draft"]})
    return {"log": ["approve:" + ans + ":" + s["draft"]]}
sub = StateGraph(S).add_sequence([("write", write), ("approve", approve)]).add_edge(START, "write").compile()
g = StateGraph(S).add_node("sub", sub).add_node("post", lambda s: {"log": ["post:" + s["draft"]]}).add_edge(START, "sub").add_edge("sub", "post").compile(checkpointer=InMemorySaver())
for tid, as_node in [("1", None), ("2", "write")]:
    cfg = {"configurable": {"thread_id": tid}}
    r = g.invoke({"draft": "", "log": []}, cfg)
    print(tid, [i.value for i in r["__interrupt__"]])
    st = g.get_state(cfg, subgraphs=True)
    scfg = st.tasks[0].state.config
    print(tid, st.tasks[0].state.values, st.tasks[0].state.next, scfg["configurable"]["checkpoint_ns"].split(":")[0], sorted(scfg["configurable"]))
    kw = {"as_node": as_node} if as_node else {}
    new = g.update_state(scfg, {"draft": "v2", "log": ["edited"]}, **kw)
    print(tid, sorted(new["configurable"]), new["configurable"]["checkpoint_ns"].split(":")[0])
    st = g.get_state(cfg, subgraphs=True)
    print(tid, st.values, st.next, st.tasks[0].state.values, st.tasks[0].state.next, [i.value for i in st.interrupts])
    print(tid, [(h.metadata["source"], h.metadata["step"], h.next) for h in g.get_state_history(st.tasks[0].state.config)])
    r = g.invoke(Command(resume="ok"), cfg)
    print(tid, r, g.get_state(cfg).next)
