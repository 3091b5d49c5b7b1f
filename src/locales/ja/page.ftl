# The page's own controls and notices: the stepper, its buttons and the tools under the diagram.
# Keep `llm` and code as they are. Variables ($name) are filled in by the page.

stepper = ステッパー
stepper-position = { $k } / { $n }
play = 再生
pause = 一時停止
first-step = 最初のステップ
first-step-key = 最初のステップ（Home）
last-step = 最後のステップ
last-step-key = 最後のステップ（End）
step-back = 1 ステップ戻る
step-forward = 1 ステップ進む
reset = リセット
more-controls = その他の操作
clock-title = このステップがログ上で起きた時刻（実行開始からの経過時間）
waiting-for-answer = 実行はまだ終わっていません。チャットの質問へのあなたの回答を待っていて、選ぶと先に進みます。
# The same on a phone, where the question is in view just below.
waiting-for-answer-short = 実行はまだ終わっていません。あなたの回答を待っています。
go-to-question = 質問へ移動
step-by = ステップ単位
step-by-option =
    { $unit ->
        [request] llm リクエスト
        [prompt] ユーザープロンプト
       *[other] イベント
    }
step-by-position =
    { $unit ->
        [request] リクエスト { $k } / { $n }
        [prompt] プロンプト { $k } / { $n }
       *[other] ステップ { $k } / { $n }
    }
chapter = チャプター
chapter-jump = 移動先…
speed = 速度
log-pace = ログの時間 ×{ $n }
log-pace-title = ログ本来のペースの { $n } 倍速で再生
scrubber = ステップ
tick-llm = llm 呼び出し
tick-tool = ツール実行
tick-question = 質問
tick-trouble = 停止・リトライ・上限
tick-subagent = サブエージェント
dismiss = 閉じる

## The header
page-title = エージェントハーネスを一歩ずつ
lede-what = コーディングエージェントとは、ハーネスの中に置かれた llm（テキストを読み書きすることしかできない言語モデル）です。ハーネスはただのコードで、会話を保持し、それを llm に送り、llm が求めるツールを実行し、危険な操作の前にはあなたに確認します。
lede-how = プロンプトを選び、「再生」を押すか 1 ステップずつ進めてください。1 つのメッセージがチャット欄から、ハーネスの各パーツ（セッション API、コーディネーター、ランナー）を通って llm とツールへ届き、回答として戻ってきます。
language = 言語
language-failed = { $language } の文言を読み込めなかったため（{ $problem }）、ページは元の言語のままです。
# The right pane's heading (the left one, "What you see", is in chat.ftl).
page-what-runs = 裏で動くもの
page-fatal-scenarios = デモのシナリオを読み込めませんでした：{ $error }
