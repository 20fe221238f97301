package com.larderly.pantry

import android.app.Activity
import android.os.Bundle
import android.view.View

/** The provider's confirmation screen; the layout's buttons call onApprove / onDeny. */
class ConfirmActivity : Activity() {
    private val token: String? by lazy { intent.getStringExtra(Resolution.EXTRA_TOKEN) }

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        if (token == null) {
            setResult(RESULT_CANCELED)
            finish()
            return
        }
        title = intent.getStringExtra(Resolution.EXTRA_SUMMARY) ?: "Confirm"
    }

    fun onApprove(view: View) = answer(true)

    fun onDeny(view: View) = answer(false)

    private fun answer(approved: Boolean) {
        token?.let { TicketBook.answer(it, approved) }
        setResult(if (approved) RESULT_OK else RESULT_CANCELED)
        finish()
    }

    companion object {
        const val ACTION_CONFIRM = "com.larderly.pantry.action.CONFIRM_TOOL"
    }
}
