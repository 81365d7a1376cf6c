# https://github.com/langchain-ai/langgraph/issues/4799 : two parallel interrupts pending: Command(resume=value) with no id (what happens), Command(resume={unknown_id: v}), a map covering one of two, then the rest; the state and interrupts after each
from typing_extensions import TypedDict
from typing import Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    got: Annotated[list, operator.add]
def ask(name):
    def f(s):
        return {"got": [f"{name}={interrupt(name)}"]}
    return f
b = StateGraph(S); b.add_node("a", ask("a")); b.add_node("b", ask("b"))
b.add_edge(START, "a"); b.add_edge(START, "b")
g = b.compile(checkpointer=InMemorySaver())
def show(label, fn):
    try:
        r = fn()
        print(label, "ok", {k: (sorted(i.value for i in v) if k == "__interrupt__" else v) for k, v in r.items()})
    except Exception as e:
        print(label, type(e).__name__, str(e).splitlines()[0])
def pending(c):
    return {i.value: i.id for t in g.get_state(c).tasks for i in t.interrupts}
c = {"configurable": {"thread_id": "one"}}
g.invoke({"got": []}, c)
show("plain resume", lambda: g.invoke(Command(resume="x"), c))
print(sorted(pending(c)), g.get_state(c).next)
c2 = {"configurable": {"thread_id": "two"}}
g.invoke({"got": []}, c2)
show("unknown id", lambda: g.invoke(Command(resume={"nope": 1}), c2))
print(sorted(pending(c2)), g.get_state(c2).next)
ids = pending(c2)
show("one of two", lambda: g.invoke(Command(resume={ids["a"]: 1}), c2))
print(sorted(pending(c2)), g.get_state(c2).values)
ids = pending(c2)
show("rest", lambda: g.invoke(Command(resume={ids["b"]: 2}), c2))
print(g.get_state(c2).values, g.get_state(c2).next)
