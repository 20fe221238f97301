package com.larderly

import android.app.Activity
import android.app.AlertDialog
import android.os.Bundle

// Provider-side confirmation: the user's answer is recorded by resume token, then the
// screen finishes with the result the Consumer waits for.
abstract class ConfirmActivity : Activity() {
    protected abstract val heading: String

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val token = intent.getStringExtra(EXTRA_TICKET) ?: return close(RESULT_CANCELED)
        AlertDialog.Builder(this)
            .setTitle(heading)
            .setMessage(intent.getStringExtra(EXTRA_PROMPT).orEmpty())
            .setPositiveButton("Confirm") { _, _ ->
                Approvals.grant(token)
                close(RESULT_OK)
            }
            .setNegativeButton("Cancel") { _, _ ->
                Approvals.deny(token)
                close(RESULT_CANCELED)
            }
            .setOnCancelListener { close(RESULT_CANCELED) }
            .show()
    }

    private fun close(result: Int) {
        setResult(result)
        finish()
    }
}

class ConfirmRemoveActivity : ConfirmActivity() {
    override val heading: String get() = "Remove from the pantry?"
}

class ConfirmPurgeActivity : ConfirmActivity() {
    override val heading: String get() = "Throw out expired items? This cannot be undone."
}

class ConfirmShareActivity : ConfirmActivity() {
    override val heading: String get() = "Share this list?"
}

class ConfirmReshareActivity : ConfirmActivity() {
    override val heading: String get() = "Share this list with one more person?"
}

class ReviewOrderActivity : ConfirmActivity() {
    override val heading: String get() = "Place this order?"
}

class QuickReviewActivity : ConfirmActivity() {
    override val heading: String get() = "Place this short order?"
}

class ConfirmClearActivity : ConfirmActivity() {
    override val heading: String get() = "Clear this list?"
}
