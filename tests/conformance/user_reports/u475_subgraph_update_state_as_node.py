# https://github.com/langchain-ai/langgraph/issues/4523 , #4866 : paused subgraph: update_state on the subgraph's config with as_node, parent get_state(subgraphs=True), resume
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
class S(TypedDict):
    log: Annotated[list, operator.add]
def draft(s): return {"log": ["draft"]}
def approve(s): return {"log": [f"approved:{interrupt('ok?')}"]}
def publish(s): return {"log": ["publish"]}
sub = (StateGraph(S).add_node("draft", draft).add_node("approve", approve).add_node("publish", publish)
       .add_edge(START, "draft").add_edge("draft", "approve").add_edge("approve", "publish").compile())
g = StateGraph(S).add_node("sub", sub).add_node("after", lambda s: {"log": ["after"]}).add_edge(START, "sub").add_edge("sub", "after").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
g.invoke({"log": []}, cfg)
st = g.get_state(cfg, subgraphs=True)
subst = st.tasks[0].state
print(st.next, subst.values, subst.next, subst.config["configurable"]["checkpoint_ns"].split(":")[0])
new = g.update_state(subst.config, {"log": ["edited"]}, as_node="draft")
print(sorted(new["configurable"]), new["configurable"]["checkpoint_ns"].split(":")[0])
st = g.get_state(cfg, subgraphs=True)
print(st.tasks[0].state.values, st.tasks[0].state.next, [(t.name, [i.value for i in t.interrupts]) for t in st.tasks[0].state.tasks])
print(g.invoke(Command(resume="yes"), cfg))
print([h.metadata["source"] for h in g.get_state_history(cfg)])
