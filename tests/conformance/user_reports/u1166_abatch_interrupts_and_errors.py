# https://github.com/langchain-ai/langgraph/issues/547 : abatch over per-input thread configs where one input interrupts, one raises and one finishes, with return_exceptions=True: each result, then each thread's get_state next / tasks / interrupts, then abatch of resumes
import asyncio, operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    kind: str
    log: Annotated[list, operator.add]
async def node(s):
    if s["kind"] == "ask":
        return {"log": ["got " + interrupt("question")]}
    if s["kind"] == "fail":
        raise RuntimeError("node failed for " + s["kind"])
    return {"log": ["plain"]}
g = StateGraph(S).add_node("node", node).add_edge(START, "node").add_edge("node", END).compile(checkpointer=InMemorySaver())
def show(v):
    if isinstance(v, BaseException):
        return (type(v).__name__, str(v))
    return {k: ([i.value for i in x] if k == "__interrupt__" else x) for k, x in v.items()}
async def main():
    kinds = ["ask", "fail", "ok"]
    cfgs = [{"configurable": {"thread_id": k}} for k in kinds]
    res = await g.abatch([{"kind": k, "log": []} for k in kinds], cfgs, return_exceptions=True)
    print("first", [show(r) for r in res])
    for c in cfgs:
        st = await g.aget_state(c)
        print(c["configurable"]["thread_id"], st.next, [(t.name, t.error is not None, [i.value for i in t.interrupts]) for t in st.tasks])
    res = await g.abatch([Command(resume="yes"), None, None], cfgs, return_exceptions=True)
    print("second", [show(r) for r in res])
asyncio.run(main())
