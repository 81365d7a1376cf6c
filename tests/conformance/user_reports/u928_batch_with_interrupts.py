# https://github.com/langchain-ai/langgraph/issues/4199 : graph.batch over three threads where one input makes a node interrupt(): the returned values (with __interrupt__ for the paused one), each thread's next, then batch-resuming with [Command(resume=...), None-input threads] and abatch of the same
import asyncio
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
class S(TypedDict):
    amount: int
    status: str
def check(s):
    if s["amount"] > 100:
        ok = interrupt({"approve": s["amount"]})
        return {"status": "approved" if ok else "rejected"}
    return {"status": "auto"}
app = StateGraph(S).add_node("check", check).add_edge(START, "check").add_edge("check", END).compile(checkpointer=InMemorySaver())
def show(res):
    return [{k: ([i.value for i in v] if k == "__interrupt__" else v) for k, v in r.items()} for r in res]
cfgs = [{"configurable": {"thread_id": str(i)}} for i in range(3)]
print(show(app.batch([{"amount": 5, "status": ""}, {"amount": 500, "status": ""}, {"amount": 700, "status": ""}], cfgs)))
print([app.get_state(c).next for c in cfgs])
print(show(app.batch([Command(resume=True), Command(resume=False)], cfgs[1:])))
acfgs = [{"configurable": {"thread_id": "a%d" % i}} for i in range(2)]
print(show(asyncio.run(app.abatch([{"amount": 900, "status": ""}, {"amount": 1, "status": ""}], acfgs))))
print(show(asyncio.run(app.abatch([Command(resume=True)], acfgs[:1]))), [app.get_state(c).values for c in acfgs])
