# https://github.com/langchain-ai/langgraph/issues/3772 , #4718 : custom stream from an @entrypoint body and @task calls (writer param and get_stream_writer), sync and async, with updates; durability exit
import asyncio
from langgraph.func import entrypoint, task
from langgraph.config import get_stream_writer
from langgraph.types import StreamWriter
from langgraph.checkpoint.memory import InMemorySaver

@task
def t1(x):
    get_stream_writer()({"t1": x})
    return x + 1
@task
async def at1(x):
    get_stream_writer()({"at1": x})
    return x + 1
@entrypoint(checkpointer=InMemorySaver())
def wf(x, writer: StreamWriter):
    writer({"start": x})
    y = t1(x).result()
    writer({"end": y})
    return y
@entrypoint(checkpointer=InMemorySaver())
async def awf(x, writer: StreamWriter):
    writer({"start": x})
    y = await at1(x)
    writer({"end": y})
    return y
print(list(wf.stream(1, {"configurable": {"thread_id": "1"}}, stream_mode=["custom", "updates"], durability="exit")))
async def main():
    print([c async for c in awf.astream(1, {"configurable": {"thread_id": "1"}}, stream_mode=["custom", "updates"], durability="exit")])
    print([c async for c in awf.astream(2, {"configurable": {"thread_id": "2"}}, stream_mode="custom", subgraphs=True)])
asyncio.run(main())
print(len(list(wf.get_state_history({"configurable": {"thread_id": "1"}}))))
