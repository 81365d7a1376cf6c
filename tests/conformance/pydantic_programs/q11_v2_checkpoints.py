# v2 checkpoints/debug chunks: values as the *state* schema (not the output schema), the input's
# checkpoint left a dict, one model per checkpoint for both modes; validations counted
from pydantic import BaseModel, model_validator
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver

calls = [0]

class State(BaseModel):
    x: int = 0
    items: list[int] = []

class Counted(BaseModel):
    x: int = 0

    @model_validator(mode="before")
    @classmethod
    def count(cls, data):
        calls[0] += 1
        return data

class Out(BaseModel):
    items: list[int] = []

def a(st):
    return {"x": st.x + 1, "items": [st.x]} if hasattr(st, "items") else {"x": st.x + 1}

def run(schema, output_schema, modes):
    g = StateGraph(schema, output_schema=output_schema).add_node(a).add_edge(START, "a").add_edge("a", END)
    graph = g.compile(checkpointer=InMemorySaver())
    calls[0] = 0
    seen = {}
    cfg = {"configurable": {"thread_id": f"{schema.__name__}{output_schema}{modes}"}}
    for chunk in graph.stream({"x": 1}, cfg, stream_mode=modes, version="v2"):
        data = chunk["data"]
        if chunk["type"] == "checkpoints":
            print(" checkpoints", data["next"], type(data["values"]).__name__, data["values"])
            seen[data["config"]["configurable"]["checkpoint_id"]] = data["values"]
        elif chunk["type"] == "debug" and data["type"] == "checkpoint":
            payload = data["payload"]
            ident = payload["config"]["configurable"]["checkpoint_id"]
            print(" debug", payload["next"], type(payload["values"]).__name__, "same object as checkpoints:", seen.get(ident) is payload["values"] if ident in seen else None)
        elif chunk["type"] == "values":
            print(" values", type(data).__name__, data)
    print(" validations", calls[0])

for schema, output_schema in ((State, None), (State, Out), (Counted, None)):
    for modes in (["checkpoints"], ["debug"], ["checkpoints", "debug", "values"]):
        print(schema.__name__, output_schema.__name__ if output_schema else None, modes)
        run(schema, output_schema, modes)
