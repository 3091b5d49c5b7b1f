# The readers of other agents' logs: what each format is called, what its figures mean, what it
# does not record. One section per format; keep the sections in this order.

## Gemini CLI

# (end of Gemini CLI)

## opencode

# (end of opencode)

## Antigravity CLI

log-format-antigravity = Antigravity CLI のトランスクリプト、JSON Lines（1 行に 1 ステップ。トークン数は記録されない）
log-antigravity-parent-unknown = このサブエージェントを起動したステップは読み込んだファイルにありません

# (end of Antigravity CLI)

## GitHub Copilot CLI

log-format-copilot = Copilot CLI の events.jsonl（出力トークンは呼び出しごと、入力とキャッシュのトークンはモデルごとにセッション全体で session.shutdown から）
log-copilot-parent-unknown = サブエージェント { $agent } を起動した呼び出しは読み込んだファイルにありません
log-copilot-compaction-failed = コンパクションに失敗しました（理由は記録されていません）

# (end of GitHub Copilot CLI)

## OpenTelemetry

# (end of OpenTelemetry)

## Runs in a folder: the picker

# (end of the picker)
