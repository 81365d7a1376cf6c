from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command

class State(TypedDict):
    age: int

def get_age_node(state: State):
    prompt = "How old are you (years)?"
    while True:
        answer = interrupt(prompt)
        if isinstance(answer, int) and answer > 0:
            break
        prompt = f"{answer!r} does not work; a whole number above zero, please"
    return {"age": answer}

graph = StateGraph(State).add_node("get_age", get_age_node).add_edge(START, "get_age").compile(checkpointer=InMemorySaver())
config = {"configurable": {"thread_id": "1"}}
r = graph.invoke({"age": 0}, config)
print(r["__interrupt__"][0].value)
r = graph.invoke(Command(resume="abc"), config)
print(r["__interrupt__"][0].value)
r = graph.invoke(Command(resume=-3), config)
print(r["__interrupt__"][0].value)
print(graph.get_state(config).tasks[0].interrupts[0].value)
r = graph.invoke(Command(resume=42), config)
print(r)
for s in graph.get_state_history(config):
    print(s.metadata["step"], s.next, s.values, len(s.interrupts))
