package com.tidemark.invoices

import android.app.Activity
import android.os.Bundle
import android.view.View

/** The providers' confirmation screen; the layout's buttons call onApprove / onDeny. */
class ConfirmActivity : Activity() {
    private var token: String? = null

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        token = intent.getStringExtra(Resolutions.EXTRA_TOKEN)
        if (token == null) {
            setResult(RESULT_CANCELED)
            finish()
            return
        }
        title = intent.getStringExtra(Resolutions.EXTRA_SUMMARY) ?: "Confirm"
    }

    fun onApprove(view: View) = answer(true)

    fun onDeny(view: View) = answer(false)

    private fun answer(approved: Boolean) {
        token?.let { TicketBook.answer(it, approved) }
        setResult(if (approved) RESULT_OK else RESULT_CANCELED)
        finish()
    }
}
