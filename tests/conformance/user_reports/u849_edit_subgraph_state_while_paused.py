# https://github.com/langchain-ai/langgraph/issues/1806 , https://github.com/langchain-ai/langgraph/issues/3345 : a reviewer edits the paused subgraph's own state: update_state on the config taken from get_state(subgraphs=True).tasks[0].state (with and without as_node), then resume; the subgraph's history by its namespace, and the parent's values
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
class S(TypedDict):
    draft: str
    log: Annotated[list, operator.add]
def write(s):
    return {"draft": "v1", "log": ["write"]}
def review(s):
    ans = interrupt({"draft": s["draft"]})
    return {"log": ["review:" + ans + ":" + s["draft"]]}
sub = StateGraph(S).add_node("write", write).add_node("review", review).add_edge(START, "write").add_edge("write", "review").compile()
app = StateGraph(S).add_node("sub", sub).add_node("after", lambda s: {"log": ["after:" + s["draft"]]}).add_edge(START, "sub").add_edge("sub", "after").compile(checkpointer=InMemorySaver())
for label, as_node in [("plain", None), ("as write", "write")]:
    cfg = {"configurable": {"thread_id": label}}
    app.invoke({"draft": "", "log": []}, cfg)
    sub_st = app.get_state(cfg, subgraphs=True).tasks[0].state
    print(label, sub_st.values, sub_st.next, sub_st.config["configurable"]["checkpoint_ns"].split(":")[0])
    new_cfg = app.update_state(sub_st.config, {"draft": "edited"}, as_node=as_node)
    print("  ", sorted(new_cfg["configurable"]), new_cfg["configurable"]["checkpoint_ns"].split(":")[0])
    sub_now = app.get_state(cfg, subgraphs=True).tasks[0].state
    print("  ", sub_now.values, sub_now.next, [t.name for t in sub_now.tasks], [i.value for i in sub_now.interrupts])
    print("  ", [(h.metadata["step"], h.metadata["source"], h.next, h.values.get("draft")) for h in app.get_state_history(sub_st.config)])
    out = app.invoke(Command(resume="ok"), cfg)
    print("  ", out)
