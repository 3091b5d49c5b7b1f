"""The price table src/prices/prices.json from LiteLLM's model_prices_and_context_window.json,
as shipped in the litellm wheel. Used by scripts/prices:

    python3 scripts/lib/prices.py WHEEL VERSION OUT

Keeps the chat models of Anthropic, OpenAI and Google Gemini and, of each, its list prices in
US dollars per million tokens (exact decimals: LiteLLM's per-token floats are read through
their shortest text, so 3e-06 is 3, never 2.9999999999999996). A model OUT lists and this
table does not (a retired model) is kept as it was, marked with the version it was taken from.
Writes OUT only when a price, a model or the version changed, so a second run changes nothing.
"""

import datetime
import decimal
import json
import re
import sys
import zipfile

MEMBER = "litellm/model_prices_and_context_window_backup.json"
PROVIDERS = ("anthropic", "openai", "gemini")
MODES = ("chat", "responses")
# Listed as chat models, but no coding agent talks to them: speech, images, music, realtime,
# robots, search and research products, fine-tunes.
NOT_AGENT_MODELS = re.compile(
    r"^ft:|audio|tts|image|realtime|live|lyria|robotics|search|research|computer-use|vision|container"
)
# LiteLLM's field of each price: the base rate, then the rate above a prompt size.
FIELDS = {
    "input": "input_cost_per_token",
    "output": "output_cost_per_token",
    "cache_read": "cache_read_input_token_cost",
    "cache_write": "cache_creation_input_token_cost",
    "cache_write_1h": "cache_creation_input_token_cost_above_1hr",
}
# Models whose one-hour write price was left out (see from_litellm).
DROPPED = []
ABOVE = re.compile(r"^(?P<field>.+)_above_(?P<k>\d+)k_tokens$")
NOTE = (
    "US dollars per million tokens. cache_write: a cache write at the provider's default "
    "lifetime (Anthropic: five minutes); cache_write_1h: a one-hour write. above: the rates of "
    "a request whose input (cached or not) passes that many tokens; a rate it does not list is "
    "unknown there. version: a model this version of the table no longer lists, priced as in "
    "that version."
)


def fail(message):
    print(f"prices: FAILED: {message}", file=sys.stderr)
    sys.exit(1)


def per_million(value, model, field):
    """A per-token price as an exact decimal per million tokens, or None when there is none."""
    if value is None:
        return None
    if not isinstance(value, (int, float)) or isinstance(value, bool) or value < 0:
        fail(f"{model}: {field} is {value!r}, not a price")
    d = (decimal.Decimal(repr(value)) * 1_000_000).normalize()
    # The page counts in whole micro-dollars per million tokens (src/view/cost.rs).
    if d != d.quantize(decimal.Decimal("0.000001")):
        fail(f"{model}: {field} is {value!r} a token, finer than a micro-dollar per million")
    return d


def rates(entry, model):
    base = {name: per_million(entry.get(field), model, field) for name, field in FIELDS.items()}
    tiers = {}
    for key, value in entry.items():
        m = ABOVE.match(key)
        if not m:
            continue
        name = next((n for n, f in FIELDS.items() if f == m.group("field")), None)
        if name is None:
            # A rate of a kind the page does not price (batches, priority, flex...).
            continue
        tokens = int(m.group("k")) * 1000
        tiers.setdefault(tokens, {})[name] = per_million(value, model, key)
    return base, tiers


def model_line(price):
    """One model as JSON, its fields in a fixed order, its numbers as exact decimals."""

    def num(d):
        return format(decimal.Decimal(d).normalize(), "f")

    def rate_fields(rs):
        return [f'"{n}": {num(rs[n])}' for n in FIELDS if rs.get(n) is not None]

    parts = [f'"provider": {json.dumps(price["provider"])}'] + rate_fields(price)
    if price.get("above"):
        tiers = [
            "{" + ", ".join([f'"tokens": {t["tokens"]}'] + rate_fields(t)) + "}"
            for t in price["above"]
        ]
        parts.append('"above": [' + ", ".join(tiers) + "]")
    if price.get("version"):
        parts.append(f'"version": {json.dumps(price["version"])}')
    return "{" + ", ".join(parts) + "}"


def from_litellm(table):
    models = {}
    for key in sorted(table):
        entry = table[key]
        if not isinstance(entry, dict):
            continue
        provider, mode = entry.get("litellm_provider"), entry.get("mode")
        if provider not in PROVIDERS or mode not in MODES or NOT_AGENT_MODELS.search(key):
            continue
        # Gemini's models are listed under "gemini/<name>", some also bare: the page looks
        # models up without their provider.
        name = key.split("/", 1)[1] if key.startswith(provider + "/") else key
        if "/" in name:
            continue
        base, tiers = rates(entry, key)
        if base["input"] is None or base["output"] is None or (base["input"] == 0 and base["output"] == 0):
            # No list price (free previews say 0).
            continue
        if (
            provider == "anthropic"
            and base["cache_write_1h"] is not None
            and base["cache_write_1h"] != 2 * base["input"]
        ):
            # Anthropic prices a one-hour write at twice the input (older tables give 6 for
            # every Claude 3 model): a figure that breaks its rule is not a price, it is unknown.
            base["cache_write_1h"] = None
            DROPPED.append(name)
        price = {"provider": provider, **{n: v for n, v in base.items() if v is not None}}
        if tiers:
            price["above"] = [{"tokens": t, **tiers[t]} for t in sorted(tiers)]
        # The provider-prefixed entry wins over a bare one of the same name.
        if name not in models or key.startswith(provider + "/"):
            models[name] = price
    return models


def read_existing(path):
    try:
        with open(path, encoding="utf-8") as f:
            old = json.load(f, parse_float=decimal.Decimal)
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as e:
        fail(f"{path} cannot be read ({e})")
    return old


def main():
    if len(sys.argv) != 4:
        fail("usage: prices.py WHEEL VERSION OUT")
    wheel, version, out = sys.argv[1:]
    try:
        with zipfile.ZipFile(wheel) as z:
            table = json.loads(z.read(MEMBER))
    except (OSError, KeyError, zipfile.BadZipFile, ValueError) as e:
        fail(f"no {MEMBER} in {wheel} ({e})")
    models = from_litellm(table)
    if not models:
        fail(f"no model of {', '.join(PROVIDERS)} in LiteLLM {version}'s table")

    if DROPPED:
        print(
            f"prices: left out LiteLLM's one-hour write price of {', '.join(sorted(set(DROPPED)))}: "
            "not twice the input price, as Anthropic prices it"
        )
    old = read_existing(out)
    if old is not None:
        for name, price in old.get("models", {}).items():
            if name not in models:
                price.setdefault("version", old.get("version"))
                models[name] = price
    lines = [f"    {json.dumps(name)}: {model_line(models[name])}" for name in sorted(models)]
    body = ",\n".join(lines)

    if old is not None and old.get("version") == version:
        old_lines = [
            f"    {json.dumps(n)}: {model_line(old['models'][n])}" for n in sorted(old.get("models", {}))
        ]
        if ",\n".join(old_lines) == body:
            print(f"prices: {out} unchanged (LiteLLM {version}, {len(models)} models)")
            return

    date = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d")
    head = {
        "source": f"LiteLLM model_prices_and_context_window.json, version {version}",
        "version": version,
        "date": date,
        "note": NOTE,
    }
    text = "{\n" + "".join(f"  {json.dumps(k)}: {json.dumps(v)},\n" for k, v in head.items())
    text += '  "models": {\n' + body + "\n  }\n}\n"
    with open(out, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"prices: {out} written from LiteLLM {version} ({len(models)} models, {date})")


main()
