# The readers of other agents' logs: what each format is called, what its figures mean, what it
# does not record. One section per format; keep the sections in this order.

## Gemini CLI

# (end of Gemini CLI)

## opencode

# (end of opencode)

## Antigravity CLI

# (end of Antigravity CLI)

## GitHub Copilot CLI

# (end of GitHub Copilot CLI)

## OpenTelemetry

log-format-otlp = OpenTelemetry トレース（OTLP JSON：スパンをトレースごとに 1 つのツリーにまとめ、トークンはモデル呼び出しのスパンだけで合計）
log-format-otlp-file-genai = OpenTelemetry トレース、GenAI セマンティック規約（OTLP JSON）
log-format-otlp-file-claude = Claude Code のトレース（ベータ版スパン、OTLP JSON）
log-format-otlp-file-events = Claude Code のイベント（OTLP ログ JSON）
log-format-otlp-file-other = GenAI や Claude Code のスパンを含まない OTLP JSON
log-otlp-text-not-recorded = （テキストは記録されていません）
log-otlp-call-failed = モデル呼び出しが失敗しました。トレースにメッセージは記録されていません。

# (end of OpenTelemetry)

## Runs in a folder: the picker

# (end of the picker)
