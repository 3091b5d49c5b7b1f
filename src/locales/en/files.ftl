# Opening and saving: session logs, scenario files, hosted files, the live model, sharing, the keyboard help.
# Keep `llm`, tool names, field names and code as they are. Variables ($name) are filled in by the page.
