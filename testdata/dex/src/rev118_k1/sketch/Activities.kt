package com.quillbox

import android.app.Activity
import android.app.AlertDialog
import android.os.Bundle

const val EXTRA_TOKEN = "resume_token"
const val EXTRA_NOTE = "note_id"
const val EXTRA_SUBJECT = "subject"

// Provider-side confirmation: the user's answer is recorded by resume token, then the
// activity finishes with the result the Consumer waits for.
abstract class ConfirmActivity : Activity() {
    protected abstract val prompt: String

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val token = intent.getStringExtra(EXTRA_TOKEN)
        if (token == null) {
            close(RESULT_CANCELED)
            return
        }
        val note = intent.getLongExtra(EXTRA_NOTE, -1L)
        AlertDialog.Builder(this)
            .setTitle(prompt)
            .setMessage(if (note < 0) intent.getStringExtra(EXTRA_SUBJECT).orEmpty() else "Note #$note")
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

class ConfirmDeleteActivity : ConfirmActivity() {
    override val prompt: String get() = "Delete this note for good?"
}

class ConfirmPurgeActivity : ConfirmActivity() {
    override val prompt: String get() = "Empty the trash? This cannot be undone."
}

class ConfirmShareActivity : ConfirmActivity() {
    override val prompt: String get() = "Share this note?"
}

class ConfirmPublishActivity : ConfirmActivity() {
    override val prompt: String get() = "Publish this note to the web?"
}

class ConfirmRevokeActivity : ConfirmActivity() {
    override val prompt: String get() = "Stop sharing this note?"
}
