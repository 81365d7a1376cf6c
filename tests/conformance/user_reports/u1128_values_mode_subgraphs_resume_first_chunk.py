# https://github.com/langchain-ai/langgraph/pull/6475 : stream_mode="values" with subgraphs=True: the chunks on the first run (parent and subgraph values, the interrupt chunk) and on the resume (does the resumed run re-emit the saved values first, at each level?), compared with stream_mode=["values", "updates"]
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
def ask(s): return {"log": ["ask=" + interrupt("q")]}
sub = StateGraph(S).add_node("s1", lambda s: {"log": ["s1"]}).add_node("ask", ask).add_edge(START, "s1").add_edge("s1", "ask").compile()
g = StateGraph(S).add_node("p", lambda s: {"log": ["p"]}).add_node("sub", sub).add_edge(START, "p").add_edge("p", "sub").compile(checkpointer=InMemorySaver())
def clean(c): return {k: (v if k != "__interrupt__" else [i.value for i in v]) for k, v in c.items()}
for tid, modes in [("1", "values"), ("2", ["values", "updates"])]:
    cfg = {"configurable": {"thread_id": tid}}
    for inp in [{"log": []}, Command(resume="y")]:
        for ns, *rest in g.stream(inp, cfg, stream_mode=modes, subgraphs=True):
            mode, c = rest if len(rest) == 2 else ("values", rest[0])
            print(tid, tuple(x.split(":")[0] for x in ns), mode, clean(c) if mode == "values" else {k: clean(v) if isinstance(v, dict) else [i.value for i in v] for k, v in c.items()})
        print(tid, "--")
