# https://github.com/langchain-ai/langgraph/issues/6577: functional API, side effects across interrupts
from langgraph.types import Command, interrupt
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.func import entrypoint, task

ck = InMemorySaver()

@task
def appendMessage(messages, message):
    messages.append(message)
    return interrupt("int " + message)

@entrypoint(checkpointer=ck)
def runit(dummy):
    messages = []
    print("Messages:", messages)
    a = appendMessage(messages, "1").result()
    print("Messages:", messages, a)
    b = appendMessage(messages, "2").result()
    print("Messages:", messages, b)
    c = appendMessage(messages, "3").result()
    print("Messages:", messages, c)
    return [a, b, c, messages]

config = {"configurable": {"thread_id": "main"}}
state = runit.invoke("", config)
print(state)
n = 0
while isinstance(state, dict) and "__interrupt__" in state:
    n += 1
    state = runit.invoke(Command(resume=f"r{n}"), config)
    print(state)
print(runit.get_state(config).values)
for s in runit.get_state_history(config):
    print(s.metadata["step"], s.metadata["source"], s.next, [t.name for t in s.tasks])
