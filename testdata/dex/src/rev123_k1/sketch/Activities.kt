package com.hearthkit

import android.app.Activity
import android.app.AlertDialog
import android.os.Bundle

// Provider-side confirmation: the user's answer is recorded by resume token, then the screen finishes with the
// result the Consumer waits for.
open class ConfirmActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val token = intent.getStringExtra(EXTRA_TOKEN) ?: return close(RESULT_CANCELED)
        val screen = ConfirmScreen.named(intent.getStringExtra(EXTRA_SCREEN)) ?: return close(RESULT_CANCELED)
        AlertDialog.Builder(this)
            .setTitle(screen.heading)
            .setMessage(intent.getStringExtra(EXTRA_PROMPT).orEmpty())
            .setPositiveButton("Confirm") { _, _ -> decide(token, true) }
            .setNegativeButton("Cancel") { _, _ -> decide(token, false) }
            .setOnCancelListener { decide(token, false) }
            .show()
    }

    private fun decide(token: String, approved: Boolean) {
        Approvals.record(token, approved)
        close(if (approved) RESULT_OK else RESULT_CANCELED)
    }

    private fun close(result: Int) {
        setResult(result)
        finish()
    }
}

class ConfirmUnlockActivity : ConfirmActivity()

class ConfirmResetActivity : ConfirmActivity()

class ConfirmDeleteActivity : ConfirmActivity()
