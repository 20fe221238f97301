package com.saltmarsh.ferry

import android.app.Activity
import android.app.AlertDialog
import android.os.Bundle

/** Provider-side confirmation: shows the prompt, records the answer on the provider's ticket, and finishes. */
abstract class ConfirmActivity : Activity() {
    protected abstract val box: Toolbox
    protected abstract val heading: String
    protected abstract val confirmLabel: String

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val token = intent.getStringExtra(EXTRA_TOKEN) ?: return close(RESULT_CANCELED)
        AlertDialog.Builder(this)
            .setTitle(heading)
            .setMessage(intent.getStringExtra(EXTRA_PROMPT))
            .setPositiveButton(confirmLabel) { _, _ -> answer(token, true) }
            .setNegativeButton("Cancel") { _, _ -> answer(token, false) }
            .setOnCancelListener { answer(token, false) }
            .show()
    }

    private fun answer(token: String, approved: Boolean) {
        box.answer(token, approved)
        close(if (approved) RESULT_OK else RESULT_CANCELED)
    }

    private fun close(result: Int) {
        setResult(result)
        finish()
    }
}

class TripConfirmActivity : ConfirmActivity() {
    override val box: Toolbox get() = FerryGraph.of(this).trips.box
    override val heading: String get() = "Book seats"
    override val confirmLabel: String get() = "Book and pay"
}

class TopUpActivity : ConfirmActivity() {
    override val box: Toolbox get() = FerryGraph.of(this).passes.box
    override val heading: String get() = "Top up a pass"
    override val confirmLabel: String get() = "Top up"
}
