# https://github.com/langchain-ai/langgraph/issues/6370: runtime context with the Send API
import operator
from dataclasses import dataclass
from langgraph.graph import StateGraph, START, END
from langgraph.runtime import Runtime, get_runtime
from langgraph.types import Send
from typing_extensions import TypedDict, Annotated

class OverallState(TypedDict):
    subjects: list[str]
    jokes: Annotated[list[str], operator.add]

class NestedState(TypedDict):
    subject: str

class ContextSchema(TypedDict):
    my_runtime_value: str

def generate_topics(state: OverallState, runtime: Runtime[ContextSchema]):
    return {"subjects": ["lions", "elephants"]}

def generate_joke(state: NestedState, runtime: Runtime[ContextSchema]):
    if runtime.context is None:
        raise RuntimeError("Runtime context is not available")
    return {"jokes": [f"{state['subject']}:{runtime.context['my_runtime_value']}"]}

def continue_to_jokes(state: OverallState):
    return [Send("generate_joke", {"subject": s}) for s in state["subjects"]]

b = StateGraph(OverallState, context_schema=ContextSchema)
b.add_node("generate_topics", generate_topics)
b.add_node("generate_joke", generate_joke)
b.add_edge(START, "generate_topics")
b.add_conditional_edges("generate_topics", continue_to_jokes, ["generate_joke"])
b.add_edge("generate_joke", END)
g = b.compile()
print(g.invoke({"subjects": []}, context={"my_runtime_value": "ctx"}))
try:
    print(g.invoke({"subjects": []}))
except Exception as e:
    print("raised", type(e).__name__, e)

@dataclass
class Ctx:
    user: str = "anon"

class S(TypedDict):
    out: str

def uses_get_runtime(state):
    rt = get_runtime(Ctx)
    return {"out": f"{type(rt.context).__name__}:{rt.context.user if rt.context else None}:{rt.store}"}

b = StateGraph(S, context_schema=Ctx)
b.add_node("n", uses_get_runtime); b.add_edge(START, "n")
g = b.compile()
print(g.invoke({"out": ""}, context=Ctx(user="bob")))
print(g.invoke({"out": ""}))
print(g.invoke({"out": ""}, context={"user": "dict"}))
