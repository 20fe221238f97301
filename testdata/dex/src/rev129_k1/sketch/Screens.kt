package com.larkbook

import android.app.Activity
import android.app.AlertDialog
import android.os.Bundle

/**
 * Provider-side confirmation: shows what the resolution asks, records the user's answer on the ticket,
 * then reports it and finishes.
 */
abstract class ConfirmActivity : Activity() {
    protected abstract val heading: String
    protected abstract val approveLabel: String

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val token = intent.getStringExtra(EXTRA_TOKEN) ?: return close(RESULT_CANCELED)
        AlertDialog.Builder(this)
            .setTitle(heading)
            .setMessage(intent.getStringExtra(EXTRA_PROMPT))
            .setPositiveButton(approveLabel) { _, _ -> answer(token, true) }
            .setNegativeButton("Keep it") { _, _ -> answer(token, false) }
            .setOnCancelListener { answer(token, false) }
            .show()
    }

    private fun answer(token: String, approved: Boolean) {
        AppGraph.tickets.decide(token, approved)
        close(if (approved) RESULT_OK else RESULT_CANCELED)
    }

    private fun close(result: Int) {
        setResult(result)
        finish()
    }
}

class CancelEventActivity : ConfirmActivity() {
    override val heading = "Cancel event"
    override val approveLabel = "Cancel event"
}

class MergeReviewActivity : ConfirmActivity() {
    override val heading = "Merge contacts"
    override val approveLabel = "Merge"
}

class DeleteContactActivity : ConfirmActivity() {
    override val heading = "Delete contact"
    override val approveLabel = "Delete"
}
