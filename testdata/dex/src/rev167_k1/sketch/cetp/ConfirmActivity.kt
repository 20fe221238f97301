package app.tallybook.budget.cetp

import android.app.Activity
import android.os.Bundle

/** Shows a held tool call and records the user's answer; the Consumer then resumes with the resume_token. */
class ConfirmActivity : Activity() {
    private val token: String? get() = intent?.getStringExtra(EXTRA_TOKEN)

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val held = token?.let(HeldCalls::describe)
        if (held == null) {
            setResult(RESULT_CANCELED)
            finish()
            return
        }
        setTitle("Allow ${held.tool}? ${held.summary}")
    }

    fun onConfirm() = answer(approved = true)

    fun onCancel() = answer(approved = false)

    private fun answer(approved: Boolean) {
        token?.let { HeldCalls.decide(it, approved) }
        setResult(if (approved) RESULT_OK else RESULT_CANCELED)
        finish()
    }

    companion object {
        const val EXTRA_TOKEN = "app.tallybook.budget.extra.HELD_TOKEN"
        const val ACTION_CONFIRM = "app.tallybook.budget.action.CONFIRM_TOOL_CALL"
    }
}
