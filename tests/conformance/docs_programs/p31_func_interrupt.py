import time
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.func import entrypoint, task
from langgraph.types import interrupt, Command

calls = []
@task
def take_notes(topic: str) -> str:
    calls.append(topic)
    return f"notes on {topic}"

@entrypoint(checkpointer=InMemorySaver())
def workflow(topic: str) -> dict:
    notes = take_notes("cat").result()
    kept = interrupt({"notes": notes, "ask": "keep these?"})
    return {"notes": notes, "kept": kept}

thread_id = "t1"
config = {"configurable": {"thread_id": thread_id}}
for item in workflow.stream("cat", config):
    print(item)
print(workflow.get_state(config).next, workflow.get_state(config).interrupts)
for item in workflow.stream(Command(resume=True), config):
    print(item)
print(calls)
print(workflow.get_state(config).values)

@task
def step_1(input_query):
    return f"{input_query}+1"

@task
def human_feedback(input_query):
    feedback = interrupt(f"comment on {input_query}")
    return f"{input_query} {feedback}"

@task
def step_3(input_query):
    return f"{input_query}+3"

@entrypoint(checkpointer=InMemorySaver())
def graph(input_query):
    result_1 = step_1(input_query).result()
    result_2 = human_feedback(result_1).result()
    result_3 = step_3(result_2).result()
    return result_3

config = {"configurable": {"thread_id": "1"}}
for event in graph.stream("foo", config):
    print(event)
for event in graph.stream(Command(resume="baz"), config):
    print(event)
print(graph.invoke("again", {"configurable": {"thread_id": "2"}}))
print(graph.invoke(Command(resume="z"), {"configurable": {"thread_id": "2"}}))
