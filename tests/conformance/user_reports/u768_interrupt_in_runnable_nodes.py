# https://github.com/langchain-ai/langgraph/issues/2398 , #3114 : interrupt() inside a RunnableLambda step of a RunnableSequence node, inside a generator-function node, and a RunnableLambda returning Command(goto) — paused state (next, tasks, interrupts), resume values, the steps that run again on resume, async runs
import asyncio, operator
from typing import Annotated, TypedDict
from langchain_core.runnables import RunnableLambda
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
calls = []
class S(TypedDict):
    log: Annotated[list, operator.add]
def step1(s):
    calls.append("step1")
    return {"seen": len(s["log"])}
def step2(d):
    calls.append("step2")
    ans = interrupt({"seen": d["seen"]})
    return {"log": [f"ans:{ans}"]}
def gen(s):
    calls.append("gen")
    yield {"log": ["g1"]}
    yield {"log": ["g2:" + interrupt("gen?")]}
def router(s):
    return Command(goto="gen" if len(s["log"]) < 3 else END, update={"log": ["routed"]})
def build():
    g = StateGraph(S)
    g.add_node("seq", RunnableLambda(step1) | RunnableLambda(step2))
    g.add_node("gen", gen)
    g.add_node("route", RunnableLambda(router), destinations=("gen", END))
    g.add_edge(START, "seq"); g.add_edge("seq", "route")
    return g.compile(checkpointer=InMemorySaver())
app = build()
cfg = {"configurable": {"thread_id": "1"}}
print(app.invoke({"log": []}, cfg))
st = app.get_state(cfg)
print(st.next, [(t.name, [i.value for i in t.interrupts]) for t in st.tasks], calls)
print(app.invoke(Command(resume="yes"), cfg), calls)
st = app.get_state(cfg)
print(st.next, [(t.name, [i.value for i in t.interrupts]) for t in st.tasks])
print(app.invoke(Command(resume="G"), cfg), calls)
print(app.get_state(cfg).next)
calls.clear()
async def main():
    app2 = build()
    c2 = {"configurable": {"thread_id": "2"}}
    print(await app2.ainvoke({"log": []}, c2))
    print(await app2.ainvoke(Command(resume="a"), c2))
    print(await app2.ainvoke(Command(resume="b"), c2), calls)
asyncio.run(main())
