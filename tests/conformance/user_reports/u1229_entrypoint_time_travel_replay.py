# https://github.com/langchain-ai/langgraph/pull/204 : time travel on an @entrypoint thread: invoke(None, config of an earlier checkpoint) replays (which @task bodies re-run), a run with new input from an earlier checkpoint forks, and the history afterwards (values, parents, sources)
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
ran = []
@task
def work(x):
    ran.append(x)
    return x * 2
@entrypoint(checkpointer=InMemorySaver())
def main(x, *, previous=None):
    return {"x": x, "w": work(x).result(), "prev": previous and previous["w"]}
cfg = {"configurable": {"thread_id": "1"}}
main.invoke(1, cfg); main.invoke(2, cfg)
hist = list(main.get_state_history(cfg))
print([(h.metadata["source"], h.metadata["step"], h.next, h.values) for h in hist])
first_input = [h for h in hist if h.metadata["source"] == "input"][-1]
ran.clear()
print("replay", main.invoke(None, first_input.config), ran)
ran.clear()
second_loop = [h for h in hist if h.metadata["source"] == "loop"][-1]
print("fork", main.invoke(5, second_loop.config), ran)
print(main.get_state(cfg).values, len(list(main.get_state_history(cfg))))
