# https://github.com/langchain-ai/langgraph/issues/4305 : which Annotated item LangGraph takes as a key's reducer: a reducer followed by a doc string or a pydantic Field(...) (not a reducer then: the last value wins), a doc string then the reducer, a channel class before a reducer, Optional[Annotated[...]], on TypedDict and pydantic states
import operator
from typing import Annotated, Optional
from pydantic import BaseModel, Field
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.channels import EphemeralValue
def run(schema, inp):
    g = StateGraph(schema).add_node("n", lambda s: {"items": ["late"]}).add_edge(START, "n").compile()
    try:
        out = g.invoke(inp)
        print(schema.__name__, dict(out) if isinstance(out, dict) else out)
    except Exception as e:
        print(schema.__name__, type(e).__name__, str(e).splitlines()[0])
class ReducerThenDoc(TypedDict):
    items: Annotated[list, operator.add, "appended"]
class DocThenReducer(TypedDict):
    items: Annotated[list, "appended", operator.add]
class ChannelThenReducer(TypedDict):
    items: Annotated[list, EphemeralValue, operator.add]
class OptionalAnnotated(TypedDict):
    items: Optional[Annotated[list, operator.add]]
class ModelFieldLast(BaseModel):
    items: Annotated[list, operator.add, Field(description="appended")] = []
class ModelReducerLast(BaseModel):
    items: Annotated[list, Field(description="appended"), operator.add] = []
class BuiltinReducer(TypedDict):
    items: Annotated[list, max]
for schema in [ReducerThenDoc, DocThenReducer, ChannelThenReducer, OptionalAnnotated, ModelFieldLast, ModelReducerLast]:
    run(schema, {"items": ["early"]})
try:
    StateGraph(BuiltinReducer)
except Exception as e:
    print("builtin", type(e).__name__, e)
