# https://github.com/langchain-ai/langgraph/issues/2529 , https://github.com/langchain-ai/langgraph/issues/3772 : what each stream mode shows around a subgraph interrupt and its resume, with subgraphs=True: nodes returning None or {} (updates), values chunks carrying __interrupt__ at both levels, the values replayed at resume, and debug event kinds/steps per namespace
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
class S(TypedDict):
    log: Annotated[list, operator.add]
def none_node(s):
    return None
def empty_node(s):
    return {}
def ask(s):
    return {"log": ["ask:" + interrupt("q")]}
sub = StateGraph(S).add_node("ask", ask).add_node("post", lambda s: {"log": ["post"]}).add_edge(START, "ask").add_edge("ask", "post").compile()
g = StateGraph(S).add_node("none_node", none_node).add_node("empty_node", empty_node).add_node("sub", sub).add_node("end", lambda s: {"log": ["end"]})
g.add_edge(START, "none_node").add_edge("none_node", "empty_node").add_edge("empty_node", "sub").add_edge("sub", "end")
app = g.compile(checkpointer=InMemorySaver())
for modes in [["values"], ["updates"], ["values", "updates"], ["debug"]]:
    cfg = {"configurable": {"thread_id": "-".join(modes)}}
    for inp in [{"log": []}, Command(resume="A")]:
        rows = []
        for ns, mode, ch in app.stream(inp, cfg, stream_mode=modes, subgraphs=True):
            if mode == "debug":
                rows.append((len(ns), ch["type"], ch["step"], ch["payload"].get("name")))
            else:
                rows.append((len(ns), mode, ch if mode == "values" else {k: v for k, v in ch.items()} if "__interrupt__" not in ch else "INT"))
        print(modes, "resume" if isinstance(inp, Command) else "start")
        for r in rows:
            print("   ", r)
