package com.quillvault

import android.app.Activity
import android.app.AlertDialog
import android.os.Bundle

/** Provider-side confirmation: records the user's answer on the ticket, reports it and finishes. */
abstract class ConfirmActivity : Activity() {
    protected abstract val heading: String

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val token = intent.getStringExtra(EXTRA_TOKEN) ?: return close(RESULT_CANCELED)
        AlertDialog.Builder(this)
            .setTitle(heading)
            .setMessage(intent.getStringExtra(EXTRA_PROMPT))
            .setPositiveButton("Yes") { _, _ -> answer(token, true) }
            .setNegativeButton("No") { _, _ -> answer(token, false) }
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

class DeleteNoteActivity : ConfirmActivity() {
    override val heading = "Delete note"
}

class RestoreNoteActivity : ConfirmActivity() {
    override val heading = "Restore note"
}

class PurgeArchiveActivity : ConfirmActivity() {
    override val heading = "Empty the archive"
}
