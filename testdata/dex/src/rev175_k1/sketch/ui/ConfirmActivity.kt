package app.kestrel.notes.ui

import android.app.Activity
import android.os.Bundle
import app.kestrel.notes.cetp.ParkedCalls

/** Shows one parked tool call (tool, arguments) and records the user's answer; opened only by the providers' PendingIntents. */
class ConfirmActivity : Activity() {
    private var token: String? = null

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val t = intent.getStringExtra(EXTRA_TOKEN)
        val parked = t?.let(ParkedCalls::pending)
        if (t == null || parked == null) {
            setResult(RESULT_CANCELED)
            finish()
            return
        }
        token = t
        setTitle(parked.summary)
    }

    /** The "Allow" button. */
    fun onApprove() = decide(true)

    /** The "Don't allow" button. */
    fun onDeny() = decide(false)

    private fun decide(approved: Boolean) {
        token?.let { ParkedCalls.answer(it, approved) }
        setResult(if (approved) RESULT_OK else RESULT_CANCELED)
        finish()
    }

    companion object {
        const val EXTRA_TOKEN = "app.kestrel.notes.extra.RESUME_TOKEN"
    }
}
