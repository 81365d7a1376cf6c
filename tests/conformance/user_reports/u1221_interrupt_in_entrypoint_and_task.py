# https://github.com/langchain-ai/langgraph/pull/3065 : interrupt() called in the entrypoint body and in a @task, several times in sequence: each pause's __interrupt__ chunk, get_state() tasks/interrupts (next is left out: deliberate difference), the resume values each interrupt returns, and previous saved across turns
from langgraph.func import entrypoint, task
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
@task
def review(draft):
    return interrupt({"draft": draft})
@entrypoint(checkpointer=InMemorySaver())
def main(topic, *, previous=None):
    name = interrupt("your name?")
    edited = review("essay on %s by %s" % (topic, name)).result()
    again = interrupt("sure?")
    return {"name": name, "edited": edited, "again": again, "prev": previous}
cfg = {"configurable": {"thread_id": "1"}}
inp = "cats"
for resume in ["ann", "better essay", "yes"]:
    chunks = list(main.stream(inp, cfg, stream_mode="updates"))
    print([(list(c), [i.value for i in c["__interrupt__"]] if "__interrupt__" in c else c) for c in chunks])
    st = main.get_state(cfg)
    print([(t.name, [i.value for i in t.interrupts]) for t in st.tasks], [i.value for i in st.interrupts])
    inp = Command(resume=resume)
print(list(main.stream(inp, cfg, stream_mode="updates")))
print(main.invoke("dogs", cfg) if False else main.get_state(cfg).values)
