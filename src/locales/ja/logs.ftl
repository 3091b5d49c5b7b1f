# The readers of other agents' logs: what each format is called, what its figures mean, what it
# does not record. One section per format; keep the sections in this order.

## Gemini CLI

log-format-gemini-jsonl = Gemini CLI のチャット、JSON Lines（各メッセージは最後のレコードが有効）
log-format-gemini-json = Gemini CLI のチャット、1 つの JSON ドキュメント（0.39 より前）
log-format-gemini-both = Gemini CLI のチャット、JSON ドキュメントと JSON Lines
log-gemini-no-call = 親セッションは読み込みましたが、それを指す呼び出し（`agentId`）がありません
log-gemini-parent-missing = 親セッション { $parent } は読み込んだファイルにありません
log-gemini-parent-unknown = どのセッションが起動したかをログは記録していません
# (end of Gemini CLI)

## opencode

# (end of opencode)

## Antigravity CLI

# (end of Antigravity CLI)

## GitHub Copilot CLI

# (end of GitHub Copilot CLI)

## OpenTelemetry

# (end of OpenTelemetry)

## Runs in a folder: the picker

# (end of the picker)
