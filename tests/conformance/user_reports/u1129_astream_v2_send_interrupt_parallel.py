# https://github.com/langchain-ai/langgraph/issues/6330 : astream(version="v2", subgraphs=True, stream_mode=["updates", "values"]) over Send branches into a subgraph that interrupts, resumed by an id map: each chunk's type, ns heads, interrupts field and data, sorted within a step
import asyncio, operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command, Send
from langgraph.checkpoint.memory import InMemorySaver
class W(TypedDict):
    item: str
    out: Annotated[list, operator.add]
async def ask(s): return {"out": [s["item"] + "=" + interrupt("ok " + s["item"] + "?")]}
sub = StateGraph(W).add_node("ask", ask).add_edge(START, "ask").compile()
class S(TypedDict):
    items: list
    out: Annotated[list, operator.add]
b = StateGraph(S).add_node("w", sub)
b.add_conditional_edges(START, lambda s: [Send("w", {"item": i, "out": []}) for i in s["items"]], ["w"])
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
def clean(v):
    if isinstance(v, dict): return {k: clean(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)) and v and type(v[0]).__name__ == "Interrupt": return sorted(i.value for i in v)
    return v
async def main():
    for inp in [{"items": ["a", "b"], "out": []}, None]:
        if inp is None:
            st = await g.aget_state(cfg)
            inp = Command(resume={i.id: "yes" for i in st.interrupts})
        rows = []
        async for c in g.astream(inp, cfg, stream_mode=["updates", "values"], subgraphs=True, version="v2"):
            rows.append((c["type"], len(c["ns"]), tuple(x.split(":")[0] for x in c["ns"]), sorted(i.value for i in c.get("interrupts", ())), repr(clean(c["data"]))))
        for r in sorted(rows): print(r)
        print("--")
    print(sorted((await g.aget_state(cfg)).values["out"]))
asyncio.run(main())
