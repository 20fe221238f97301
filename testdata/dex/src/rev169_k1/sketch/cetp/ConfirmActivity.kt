package app.trailmark.logbook.cetp

import android.app.Activity
import android.os.Bundle

/** Shows a held tool call with its concrete target; the user's answer is recorded, then the Consumer resumes. */
class ConfirmActivity : Activity() {
    private val book: HeldCalls? by lazy { HeldBooks.named(intent?.getStringExtra(EXTRA_BOOK)) }
    private val token: String? by lazy { intent?.getStringExtra(EXTRA_TOKEN) }

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val held = token?.let { book?.pending(it) }
        if (held == null) {
            setResult(RESULT_CANCELED)
            finish()
            return
        }
        setTitle("${held.summary} This cannot be undone.")
    }

    fun onApprove() = answer(approved = true)

    fun onDeny() = answer(approved = false)

    private fun answer(approved: Boolean) {
        token?.let { book?.decide(it, approved) }
        setResult(if (approved) RESULT_OK else RESULT_CANCELED)
        finish()
    }

    companion object {
        const val EXTRA_BOOK = "app.trailmark.logbook.extra.BOOK"
        const val EXTRA_TOKEN = "app.trailmark.logbook.extra.HELD_TOKEN"
    }
}
