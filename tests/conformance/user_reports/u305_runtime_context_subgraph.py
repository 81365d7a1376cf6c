# https://github.com/langchain-ai/langgraph/issues/5700 , #8406 : Runtime context in a subgraph node, a subgraph invoked in a node with its own (falsy / other) context
from dataclasses import dataclass
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.runtime import Runtime, get_runtime

@dataclass
class Ctx:
    username: str

class State(TypedDict):
    foo: str

def sub_node(state: State, runtime: Runtime[Ctx]):
    return {"foo": state["foo"] + f" | sub sees {runtime.context!r}"}
sb = StateGraph(State, context_schema=Ctx); sb.add_node(sub_node); sb.add_edge(START, "sub_node")
sub = sb.compile()

def main_node(state: State, runtime: Runtime[Ctx]):
    return {"foo": f"main sees {runtime.context.username}"}

def calls_sub_plain(state):
    return sub.invoke(state)
def calls_sub_other(state):
    return sub.invoke(state, context=Ctx("other"))
def calls_sub_emptydict(state):
    return sub.invoke(state, context={})
def calls_sub_dict(state):
    return sub.invoke(state, context={"username": "fromdict"})
def calls_sub_none(state):
    return sub.invoke(state, context=None)

for mode in ("as_node", "plain", "other", "emptydict", "dict", "none"):
    b = StateGraph(State, context_schema=Ctx)
    b.add_node(main_node)
    inner = {"as_node": sub, "plain": calls_sub_plain, "other": calls_sub_other, "emptydict": calls_sub_emptydict, "dict": calls_sub_dict, "none": calls_sub_none}[mode]
    b.add_node("child", inner)
    b.add_edge(START, "main_node"); b.add_edge("main_node", "child")
    g = b.compile()
    try:
        print(mode, g.invoke({"foo": ""}, context=Ctx("alice")))
    except Exception as e:
        print(mode, "raised", type(e).__name__, str(e).split(": ")[-1])

class TD(TypedDict, total=False):
    tenant_id: str

def child_td(state: State, runtime: Runtime[TD]):
    return {"foo": repr(runtime.context)}
cb = StateGraph(State, context_schema=TD); cb.add_node(child_td); cb.add_edge(START, "child_td"); child = cb.compile()
def parent_node(state):
    return child.invoke(state, context={})
pb = StateGraph(State, context_schema=TD); pb.add_node(parent_node); pb.add_edge(START, "parent_node")
print("falsy", pb.compile().invoke({"foo": ""}, context={"tenant_id": "acme"}))
print("none given", pb.compile().invoke({"foo": ""}))
def rt_node(state):
    r = get_runtime()
    return {"foo": f"{type(r).__name__} {r.context!r} {r.store!r} {r.previous!r}"}
rb = StateGraph(State); rb.add_node(rt_node); rb.add_edge(START, "rt_node")
print("get_runtime", rb.compile().invoke({"foo": ""}, context={"x": 1}))
