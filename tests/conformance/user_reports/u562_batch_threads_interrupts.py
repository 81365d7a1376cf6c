# https://github.com/langchain-ai/langgraph/pull/2143 , #3380 : batch / abatch over several threads with interrupts, return_exceptions with a failing input, max_concurrency, then batch resumes with Command
import asyncio
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    x: int
    ans: str
def check(s):
    if s["x"] < 0:
        raise ValueError(f"negative {s['x']}")
    return {}
def ask(s):
    return {"ans": f"{s['x']}:{interrupt(s['x'])}"}
g = (StateGraph(S).add_node("check", check).add_node("ask", ask).add_edge(START, "check").add_edge("check", "ask").add_edge("ask", END)
     .compile(checkpointer=InMemorySaver()))
cfgs = [{"configurable": {"thread_id": f"t{i}"}, "max_concurrency": 2} for i in range(3)]
outs = g.batch([{"x": 1}, {"x": 2}, {"x": -3}], cfgs, return_exceptions=True)
print([repr(o) if isinstance(o, Exception) else [i.value for i in o["__interrupt__"]] for o in outs])
outs = g.batch([Command(resume="a"), Command(resume="b")], cfgs[:2])
print(outs)
async def main():
    acfgs = [{"configurable": {"thread_id": f"a{i}"}} for i in range(3)]
    outs = await g.abatch([{"x": i} for i in range(3)], acfgs)
    print([[i.value for i in o["__interrupt__"]] for o in outs])
    outs = await g.abatch([Command(resume=str(i)) for i in range(3)], acfgs)
    print(outs)
    try:
        await g.abatch([{"x": -1}], [{"configurable": {"thread_id": "z"}}])
    except ValueError as e:
        print("raised", e)
asyncio.run(main())
print([g.get_state(c).next for c in cfgs])
