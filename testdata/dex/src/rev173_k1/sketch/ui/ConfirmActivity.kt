package app.quire.reader.ui

import android.app.Activity
import android.os.Bundle
import app.quire.reader.cetp.EXTRA_TOKEN
import app.quire.reader.cetp.ParkedCalls

/** Shows one parked call with what it will do; the answer is kept, then the Consumer resumes the call. */
class ConfirmActivity : Activity() {
    private val token: String? get() = intent?.getStringExtra(EXTRA_TOKEN)

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val held = token?.let { ParkedCalls.pending(it) }
        if (held == null || held.kind != ParkedCalls.CONFIRM) {
            close(false)
            return
        }
        setTitle(held.summary)
    }

    fun onApprove() = answer(true)

    fun onDeny() = answer(false)

    private fun answer(approved: Boolean) {
        token?.let { ParkedCalls.decide(it, approved) }
        close(approved)
    }

    private fun close(approved: Boolean) {
        setResult(if (approved) RESULT_OK else RESULT_CANCELED)
        finish()
    }
}
