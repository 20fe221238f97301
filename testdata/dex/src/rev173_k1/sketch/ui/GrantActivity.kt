package app.quire.reader.ui

import android.app.Activity
import android.os.Bundle
import app.quire.reader.cetp.EXTRA_TOKEN
import app.quire.reader.cetp.Grants
import app.quire.reader.cetp.ParkedCalls

/** Asks the user to turn on the scopes a parked call needs for the assistant that made it. */
class GrantActivity : Activity() {
    private val token: String? get() = intent?.getStringExtra(EXTRA_TOKEN)

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val held = token?.let { ParkedCalls.pending(it) }
        if (held == null || held.kind != ParkedCalls.GRANT) {
            close(false)
            return
        }
        setTitle(held.summary)
    }

    fun onAllow() {
        val held = token?.let { ParkedCalls.pending(it) }
        if (held != null) {
            Grants(this).add(held.pkg, held.scopes)
            ParkedCalls.decide(held.token, true)
        }
        close(held != null)
    }

    fun onRefuse() {
        token?.let { ParkedCalls.decide(it, false) }
        close(false)
    }

    private fun close(allowed: Boolean) {
        setResult(if (allowed) RESULT_OK else RESULT_CANCELED)
        finish()
    }
}
