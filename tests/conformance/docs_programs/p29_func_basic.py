from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.config import get_stream_writer

@task
def is_even(number: int) -> bool:
    return number % 2 == 0

@task
def format_message(is_even: bool) -> str:
    return "even" if is_even else "odd"

@entrypoint(checkpointer=InMemorySaver())
def workflow(inputs: dict) -> str:
    even = is_even(inputs["number"]).result()
    return format_message(even).result()

config = {"configurable": {"thread_id": "1"}}
print(workflow.invoke({"number": 7}, config=config))
for chunk in workflow.stream({"number": 8}, config=config):
    print(chunk)
for chunk in workflow.stream({"number": 8}, config=config, stream_mode="values"):
    print(chunk)
for chunk in workflow.stream({"number": 8}, config=config, stream_mode=["updates", "tasks"]):
    print(chunk[0], {k: v for k, v in chunk[1].items() if k != "id"} if isinstance(chunk[1], dict) else chunk[1])
s = workflow.get_state(config)
print(s.values, s.next, s.metadata)
print(len(list(workflow.get_state_history(config))))
print(workflow.name, type(workflow).__name__)

@task
def add_one(x: int) -> int:
    return x + 1

@entrypoint()
def parallel(nums: list[int]) -> list[int]:
    futs = [add_one(n) for n in nums]
    return [f.result() for f in futs]
print(parallel.invoke([1, 2, 3]))
print(sorted(map(str, parallel.stream([1, 2]))))  # the two calls run in parallel

@entrypoint()
def writer_wf(x: int) -> int:
    w = get_stream_writer()
    w(f"got {x}")
    return x * 2
print(list(writer_wf.stream(3, stream_mode=["custom", "updates"])))
try:
    add_one(1)
except Exception as e:
    print(type(e).__name__, e)
