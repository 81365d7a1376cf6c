# https://github.com/langchain-ai/langgraph/issues/3206 : a subgraph compiled with checkpointer=True reached by Send twice in one step, and once per run over two runs of a thread: the error or results, and what each Send's child remembers between runs
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send
from langgraph.checkpoint.memory import InMemorySaver
class P(TypedDict):
    items: list
    out: Annotated[list, operator.add]
class W(TypedDict):
    item: str
    seen: Annotated[list, operator.add]
    out: list
def note(s): return {"seen": [s["item"]]}
def emit(s): return {"out": [s["item"] + ":" + "|".join(s["seen"])]}
for cp in [True, None]:
    w = StateGraph(W).add_node("note", note).add_node("emit", emit).add_edge(START, "note").add_edge("note", "emit").compile(checkpointer=cp)
    g = StateGraph(P).add_node("w", w).add_conditional_edges(START, lambda s: [Send("w", {"item": i}) for i in s["items"]], ["w"]).add_edge("w", END).compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": "t"}}
    for items in [["a"], ["b"], ["c", "d"]]:
        try:
            print(cp, items, sorted(g.invoke({"items": items, "out": []}, cfg)["out"]))
        except Exception as e:
            print(cp, items, "!!", type(e).__name__, str(e).splitlines()[0][:200])
