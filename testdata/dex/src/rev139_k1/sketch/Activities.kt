package com.larchwood.library

import android.app.Activity
import android.app.AlertDialog
import android.os.Bundle

/** Shows one resolution's prompt, records the borrower's answer on the provider's ticket, and returns. */
abstract class ConfirmActivity : Activity() {
    protected abstract val desk: TicketDesk
    protected abstract val heading: String
    protected abstract val approveLabel: String

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val token = intent.getStringExtra(EXTRA_TOKEN)
        if (token == null) {
            done(RESULT_CANCELED)
            return
        }
        AlertDialog.Builder(this)
            .setTitle(heading)
            .setMessage(intent.getStringExtra(EXTRA_PROMPT))
            .setPositiveButton(approveLabel) { _, _ -> record(token, true) }
            .setNegativeButton("Not now") { _, _ -> record(token, false) }
            .setOnCancelListener { record(token, false) }
            .show()
    }

    private fun record(token: String, approved: Boolean) {
        desk.answer(token, approved)
        done(if (approved) RESULT_OK else RESULT_CANCELED)
    }

    private fun done(result: Int) {
        setResult(result)
        finish()
    }
}

class RenewActivity : ConfirmActivity() {
    override val desk: TicketDesk get() = LoanDesk
    override val heading: String get() = "Renew a loan"
    override val approveLabel: String get() = "Renew"
}

class PayFineActivity : ConfirmActivity() {
    override val desk: TicketDesk get() = FineDesk
    override val heading: String get() = "Pay a fine"
    override val approveLabel: String get() = "Pay with saved card"
}
