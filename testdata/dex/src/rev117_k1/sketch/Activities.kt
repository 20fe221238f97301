package com.larderly

import android.app.Activity
import android.app.AlertDialog
import android.os.Bundle

// Provider-side confirmation: approving grants the resume token, then the activity finishes
// with a result the Consumer waits for.
abstract class ConfirmActivity : Activity() {
    protected abstract val prompt: String

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val token = intent.getStringExtra(EXTRA_TOKEN)
        if (token == null) {
            done(RESULT_CANCELED)
            return
        }
        AlertDialog.Builder(this)
            .setTitle(prompt)
            .setMessage(intent.getStringExtra(EXTRA_SUBJECT).orEmpty())
            .setPositiveButton("Confirm") { _, _ ->
                Approvals.grant(token)
                done(RESULT_OK)
            }
            .setNegativeButton("Cancel") { _, _ -> done(RESULT_CANCELED) }
            .setOnCancelListener { done(RESULT_CANCELED) }
            .show()
    }

    private fun done(result: Int) {
        setResult(result)
        finish()
    }
}

class ConfirmDiscardActivity : ConfirmActivity() {
    override val prompt: String get() = "Remove from the pantry?"
}

class ConfirmOrderActivity : ConfirmActivity() {
    override val prompt: String get() = "Confirm this order"
}

class ConfirmShareActivity : ConfirmActivity() {
    override val prompt: String get() = "Share this list?"
}
