# https://github.com/langchain-ai/langgraph/issues/6577 , round 2 #23 : previous after an interrupted run, after a failed run, entrypoint.final(value, save) with an interrupt between, get_state values of each
from langgraph.func import entrypoint, task
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
@entrypoint(checkpointer=InMemorySaver())
def wf(x: str, *, previous=None):
    if x == "fail":
        raise ValueError("nope")
    if x == "ask":
        x = interrupt({"prev": previous})
    return entrypoint.final(value=f"{previous}->{x}", save=x)
c = {"configurable": {"thread_id": "1"}}
print(wf.invoke("a", c))
try:
    wf.invoke("fail", c)
except ValueError as e:
    print("failed", e, wf.get_state(c).values, wf.get_state(c).next)
print(wf.invoke("b", c))
print(wf.invoke("ask", c))
print(wf.get_state(c).values, wf.get_state(c).next)
print(wf.invoke(Command(resume="answered"), c))
print(wf.invoke("z", c))
print([h.values for h in wf.get_state_history(c)])
