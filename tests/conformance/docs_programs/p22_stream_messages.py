from typing_extensions import TypedDict
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from langgraph.graph import StateGraph, START

def make_model(texts):
    return GenericFakeChatModel(messages=iter([AIMessage(t, id=f"m{i}") for i, t in enumerate(texts)]))

joke_model = make_model(["kites fly best on windy days"])
poem_model = make_model(["wind lifts the paper high"]).with_config(tags=["poem"])

class State(TypedDict):
    topic: str
    joke: str
    poem: str

def call_model(state: State):
    response = joke_model.invoke([{"role": "user", "content": f"Say something about {state['topic']}"}])
    return {"joke": response.content}

def write_poem(state: State):
    response = poem_model.invoke([{"role": "user", "content": "poem"}])
    return {"poem": response.content}

graph = (StateGraph(State).add_node(call_model).add_node(write_poem)
         .add_edge(START, "call_model").add_edge("call_model", "write_poem").compile())
for message_chunk, metadata in graph.stream({"topic": "kites"}, stream_mode="messages"):
    if message_chunk.content:
        print(repr(message_chunk.content), type(message_chunk).__name__, message_chunk.id,
              metadata["langgraph_node"], metadata["langgraph_step"], metadata.get("tags"),
              sorted(metadata.keys()))
