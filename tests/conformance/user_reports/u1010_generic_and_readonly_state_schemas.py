# https://github.com/langchain-ai/langgraph/pull/4982 : generic state schemas parametrised at the call (StateGraph(State[int])) for a TypedDict, a dataclass and a pydantic model, and a ReadOnly[Annotated[list, add]] key: the channels made, what the node receives, the result and the input JSON schema's keys
import operator, dataclasses
from typing import Annotated, Generic, TypeVar
from pydantic import BaseModel
from typing_extensions import TypedDict, ReadOnly
from langgraph.graph import StateGraph, START
T = TypeVar("T")
class GT(TypedDict, Generic[T]):
    v: Annotated[list[T], operator.add]
@dataclasses.dataclass
class GD(Generic[T]):
    v: Annotated[list, operator.add] = dataclasses.field(default_factory=list)
class GP(BaseModel, Generic[T]):
    v: Annotated[list, operator.add] = []
class RO(TypedDict):
    v: ReadOnly[Annotated[list, operator.add]]
for sch in [GT[int], GD[int], GP[int], GT, RO]:
    got = []
    def node(s):
        got.append(repr(s))
        return {"v": [2]}
    g = StateGraph(sch).add_node("n", node).add_edge(START, "n").compile()
    js = g.get_input_jsonschema()
    print(getattr(sch, "__name__", str(sch)), sorted(c for c in g.channels if not c.startswith(("__pregel", "branch"))), g.invoke({"v": [1]}), got, sorted(js.get("properties", js)))
