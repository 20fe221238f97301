package net.switchyard.hub

import android.app.Activity
import android.os.Bundle
import android.view.View

/** The hub's confirmation screen; its layout's buttons call onApprove and onDeny. */
class ConfirmActivity : Activity() {
    private var token: String? = null

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val held = intent.getStringExtra(Resolutions.EXTRA_TOKEN)
        if (held == null) {
            setResult(RESULT_CANCELED)
            finish()
            return
        }
        token = held
        title = intent.getStringExtra(Resolutions.EXTRA_SUMMARY) ?: "Confirm"
    }

    fun onApprove(view: View) = close(true)

    fun onDeny(view: View) = close(false)

    private fun close(approved: Boolean) {
        token?.let { TicketBook.answer(it, approved) }
        setResult(if (approved) RESULT_OK else RESULT_CANCELED)
        finish()
    }
}
