# aliases, alias generators, extra=allow/forbid, frozen models and fields, strict models and fields, constraints
from pydantic import BaseModel, ConfigDict, Field
from pydantic.alias_generators import to_camel
from langgraph.graph import StateGraph, START, END

class Aliased(BaseModel):
    model_config = ConfigDict(populate_by_name=True)
    user_name: str = Field(default="x", alias="userName")
    count: int = 0

class Generated(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel)
    first_item: list[int] = []
    count: int = 0

class Allow(BaseModel):
    model_config = ConfigDict(extra="allow")
    items: list[int] = []
    count: int = 0

class Forbid(BaseModel):
    model_config = ConfigDict(extra="forbid")
    items: list[int] = []
    count: int = 0

class Frozen(BaseModel):
    model_config = ConfigDict(frozen=True)
    items: list[int] = []
    count: int = 0

class FrozenField(BaseModel):
    items: list[int] = Field(default=[], frozen=True)
    count: int = 0

class Strict(BaseModel):
    model_config = ConfigDict(strict=True)
    items: list[int] = []
    count: int = 0

class StrictField(BaseModel):
    items: list[int] = Field(default=[], strict=True)
    count: int = 0

class Constrained(BaseModel):
    items: list[int] = Field(default=[], max_length=3)
    count: int = Field(default=0, ge=0, le=5)
    word: str = Field(default="", max_length=4)

def run(schema, first, update):
    def n1(st):
        print(" n1", type(st).__name__, repr(st), sorted(st.model_fields_set), st.__pydantic_extra__)
        return update

    def n2(st):
        print(" n2", type(st).__name__, repr(st), sorted(st.model_fields_set), st.__pydantic_extra__)
        return {"count": 2}

    def n3(st):
        print(" n3", type(st).__name__, repr(st), sorted(st.model_fields_set))
        try:
            st.count = 9
            print(" n3 assigned", st.count)
        except Exception as exc:
            print(" n3 assign ERR", type(exc).__name__)
        return {}

    g = StateGraph(schema)
    g.add_node(n1).add_node(n2).add_node(n3)
    g.add_edge(START, "n1").add_edge("n1", "n2").add_edge("n2", "n3").add_edge("n3", END)
    print(schema.__name__)
    try:
        print(" out", g.compile().invoke(first))
    except Exception as exc:
        print(" ERR", type(exc).__name__, str(exc).splitlines()[:3])

run(Aliased, {"user_name": "a", "count": 1}, {"user_name": "b"})
run(Aliased, {"userName": "a"}, {"count": 3})
run(Generated, {"first_item": [1]}, {"first_item": [2], "count": 1})
run(Allow, {"items": [1]}, {"items": [2, 3]})
run(Forbid, {"items": [1]}, {"items": [2, 3]})
run(Frozen, {"items": [1]}, {"items": [4]})
run(FrozenField, {"items": [1]}, {"items": [4]})
run(Strict, {"items": [1], "count": 1}, {"items": [4]})
run(Strict, {"items": [1], "count": 1}, {"items": ["4"]})
run(Strict, {"items": [1], "count": "1"}, {"items": [4]})
run(StrictField, {"items": [1], "count": "1"}, {"items": [4]})
run(StrictField, {"items": [1]}, {"items": [4.0]})
run(Constrained, {"items": [1, 2]}, {"word": "abc"})
run(Constrained, {"items": [1, 2]}, {"items": [1, 2, 3, 4]})
run(Constrained, {"count": 4}, {"word": "abcdef"})
