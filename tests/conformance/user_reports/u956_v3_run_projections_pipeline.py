# https://github.com/langchain-ai/langgraph/pull/7677 : the experimental stream_events(version="v3") over a checkpointed pipeline with a subgraph and an approval interrupt and no chat model: the run's projections (run.extensions, an empty run.messages), the raw protocol events (method, namespace depth, data, interrupts), lifecycle events, subgraph handles (path, status, values), output / interrupted / interrupts, then the resumed run's values
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
class S(TypedDict):
    log: Annotated[list, operator.add]
def fetch(s):
    return {"log": ["fetched"]}
def approve(s):
    return {"log": ["approved:" + interrupt({"publish": len(s["log"])})]}
clean = StateGraph(S).add_node("dedupe", lambda s: {"log": ["deduped"]}).add_edge(START, "dedupe").compile()
app = StateGraph(S).add_node("fetch", fetch).add_node("clean", clean).add_node("approve", approve).add_edge(START, "fetch").add_edge("fetch", "clean").add_edge("clean", "approve").add_edge("approve", END).compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
run = app.stream_events({"log": []}, cfg, version="v3")
print(sorted(run.extensions), list(run.messages))
run = app.stream_events({"log": []}, {"configurable": {"thread_id": "raw"}}, version="v3")
for e in run:
    p = e["params"]
    print(e["seq"], e["method"], len(p["namespace"]), p["data"], [i.value for i in p.get("interrupts") or ()])
print(run.output, run.interrupted, [i.value for i in run.interrupts])
run = app.stream_events({"log": []}, {"configurable": {"thread_id": "subs"}}, version="v3")
for name, item in run.interleave("lifecycle", "subgraphs"):
    if name == "subgraphs":
        print(name, [p.split(":")[0] for p in item.path], item.graph_name, list(item.values), item.status)
    else:
        print(name, item["event"], [p.split(":")[0] for p in item["namespace"]], item.get("graph_name"))
run = app.stream_events(Command(resume="yes"), {"configurable": {"thread_id": "subs"}}, version="v3")
print(list(run.values), run.output, run.interrupted, run.interrupts)
