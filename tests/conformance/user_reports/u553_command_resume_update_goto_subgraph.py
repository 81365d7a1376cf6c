# https://github.com/langchain-ai/langgraph/issues/3003 , PR 8195 (#6534) : Command(resume=..., update=...) while a subgraph is paused; Command(resume={id: v}, goto=...) ; stream(version="v2") parts through the resume
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
    flag: str
sub = StateGraph(S).add_node("ask", lambda s: {"log": [f"ask:{interrupt('q')}:{s.get('flag')}"]}).add_edge(START, "ask").compile()
g = (StateGraph(S).add_node("sub", sub).add_node("after", lambda s: {"log": ["after"]}).add_node("other", lambda s: {"log": ["other"]})
     .add_edge(START, "sub").add_edge("sub", "after").add_edge("other", END).compile(checkpointer=InMemorySaver()))
cfg = {"configurable": {"thread_id": "1"}}
g.invoke({"log": [], "flag": "f0"}, cfg)
for part in g.stream(Command(resume="r1", update={"flag": "f1"}), cfg, stream_mode=["updates", "values"], subgraphs=True, version="v2"):
    print(part["type"], tuple(x.split(":")[0] for x in part["ns"]), part["data"] if part["type"] != "values" else sorted(part["data"].items()))
cfg2 = {"configurable": {"thread_id": "2"}}
g.invoke({"log": [], "flag": "f0"}, cfg2)
iid = g.get_state(cfg2).interrupts[0].id
out = g.invoke(Command(resume={iid: "r2"}, goto="other"), cfg2)
print(sorted(out["log"]), g.get_state(cfg2).next)
print([(h.metadata["step"], h.next) for h in g.get_state_history(cfg2)])
