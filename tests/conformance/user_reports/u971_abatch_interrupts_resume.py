# https://github.com/langchain-ai/langgraph/pull/4406 : abatch over three threads where each run stops at an interrupt() with a different payload, then abatch of Command(resume=...) per thread; the outputs, interrupts and final values per thread
import asyncio
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
class S(TypedDict):
    q: str
    a: str
def ask(s):
    return {"a": interrupt({"question": s["q"]})}
def done(s):
    return {"a": s["a"].upper()}
g = StateGraph(S).add_sequence([("ask", ask), ("done", done)]).add_edge(START, "ask").compile(checkpointer=InMemorySaver())
async def main():
    cfgs = [{"configurable": {"thread_id": str(i)}} for i in range(3)]
    outs = await g.abatch([{"q": f"q{i}", "a": ""} for i in range(3)], cfgs)
    for o in outs:
        print({k: (v if k != "__interrupt__" else [i.value for i in v]) for k, v in o.items()})
    outs = await g.abatch([Command(resume=f"ans{i}") for i in range(3)], cfgs)
    print(outs)
    for c in cfgs:
        st = await g.aget_state(c)
        print(st.values, st.next, st.interrupts)
    outs = await g.abatch([{"q": "again", "a": ""}], cfgs[:1], return_exceptions=True)
    print([{k: v for k, v in o.items() if k != "__interrupt__"} for o in outs])
asyncio.run(main())
