# https://github.com/langchain-ai/langgraph/pull/2622 : the store's path helpers as custom stores call them: tokenize_path and get_text_at_path over nested dicts, lists, negative and out-of-range indexes, "[*]" and "*" wildcards, {a,b} multi-field selectors, missing keys, non-string leaves (numbers, dicts, lists serialised as text), and ensure_embeddings / EmbeddingsLambda wrapping plain functions (sync only, async only)
import asyncio
from langgraph.store.base.embed import get_text_at_path, tokenize_path, ensure_embeddings, EmbeddingsLambda
doc = {"title": "T", "n": 3, "flag": True, "meta": {"summary": "S", "tags": ["a", "b"], "deep": {"x": 1}},
       "chunks": [{"text": "c0", "k": 0}, {"text": "c1"}, {"other": "no text"}], "empty": [], "none": None}
for path in ("title", "n", "flag", "meta", "meta.summary", "meta.tags", "meta.tags[0]", "meta.tags[-1]", "meta.tags[5]",
             "chunks[*].text", "chunks[1].text", "chunks[-1].text", "chunks[*]", "meta.*", "chunks[*].{text,k}",
             "missing", "meta.missing.x", "empty[*]", "none", "$", "meta.deep"):
    try:
        print(path, tokenize_path(path), get_text_at_path(doc, path))
    except Exception as e:
        print(path, "ERR", type(e).__name__, e)
def sync_embed(texts): return [[float(len(t)), 1.0] for t in texts]
async def async_embed(texts): return [[float(len(t)), 2.0] for t in texts]
e1 = ensure_embeddings(sync_embed)
e2 = ensure_embeddings(async_embed)
print(type(e1).__name__, e1.embed_documents(["ab", "c"]), e1.embed_query("xyz"))
print(asyncio.run(e1.aembed_documents(["ab"])), asyncio.run(e1.aembed_query("q")))
print(type(e2).__name__, asyncio.run(e2.aembed_documents(["abc"])))
try:
    e2.embed_query("x")
except Exception as e:
    print("sync on async-only", type(e).__name__)
print(isinstance(EmbeddingsLambda(sync_embed), type(e1)))
try:
    ensure_embeddings(None)
except Exception as e:
    print("None", type(e).__name__, str(e)[:80])
