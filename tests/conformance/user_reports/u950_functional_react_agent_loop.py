# https://github.com/langchain-ai/langgraph/issues/3133 : the "ReAct agent on the functional API" shape: an @entrypoint looping call_model @task / parallel call_tool @tasks, keeping the conversation with add_messages and `previous` for short-term memory over two turns; the updates stream of each turn (tool results sorted), the saved conversation and the thread's history
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langgraph.func import entrypoint, task
from langgraph.graph.message import add_messages
from langgraph.checkpoint.memory import InMemorySaver
model = GenericFakeChatModel(messages=iter([
    AIMessage("", id="a1", tool_calls=[{"name": "weather", "args": {"city": c}, "id": "w-" + c} for c in ("rome", "oslo")]),
    AIMessage("rome warm, oslo cold", id="a2"),
    AIMessage("you asked about two cities", id="a3"),
]))
@task
def call_model(messages):
    return model.invoke(messages)
@task
def call_tool(tool_call):
    city = tool_call["args"]["city"]
    return ToolMessage("warm" if city == "rome" else "cold", tool_call_id=tool_call["id"], id="t-" + city)
@entrypoint(checkpointer=InMemorySaver())
def agent(messages, *, previous=None):
    messages = add_messages(previous or [], messages)
    response = call_model(messages).result()
    while response.tool_calls:
        results = [f.result() for f in [call_tool(tc) for tc in response.tool_calls]]
        messages = add_messages(messages, [response, *results])
        response = call_model(messages).result()
    messages = add_messages(messages, response)
    return entrypoint.final(value=response, save=messages)
cfg = {"configurable": {"thread_id": "1"}}
for q in ["weather in rome and oslo?", "what did I ask?"]:
    rows = []
    for ch in agent.stream([HumanMessage(q, id="h-" + q[:4])], cfg, stream_mode="updates"):
        (k, v), = ch.items()
        rows.append((k, v.content))
    print(rows[0], sorted(rows[1:-2]) if len(rows) > 3 else [], rows[-2:])
print(agent.get_state(cfg).values.content, [(h.metadata["step"], h.metadata["source"], h.next) for h in agent.get_state_history(cfg)])
