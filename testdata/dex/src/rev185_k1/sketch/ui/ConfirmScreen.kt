package io.quire.app.ui

import android.app.Activity
import android.os.Bundle
import android.view.View
import android.widget.Button
import android.widget.LinearLayout
import android.widget.TextView
import io.quire.app.core.ParkedCalls

/** The provider-side confirmation screen (§4.3): shows what will happen, records the answer, returns a result. */
abstract class ConfirmScreen : Activity() {
    protected abstract val heading: String

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val ticket = intent.getStringExtra(EXTRA_TICKET)
        val parked = ParkedCalls.forTicket(ticket)
        if (ticket == null || parked == null) {
            close(false)
            return
        }
        val layout = LinearLayout(this)
        val text = TextView(this)
        text.text = heading + "\n\n" + parked.summary + "\n\nAsked through: " + parked.provider
        val approve = Button(this)
        approve.text = "Approve"
        approve.setOnClickListener { decide(ticket, true) }
        val deny = Button(this)
        deny.text = "Deny"
        deny.setOnClickListener { decide(ticket, false) }
        layout.addView(text)
        layout.addView(approve)
        layout.addView(deny)
        setContentView(layout)
    }

    private fun decide(ticket: String, approved: Boolean) {
        ParkedCalls.answer(ticket, approved)
        close(approved)
    }

    private fun close(approved: Boolean) {
        setResult(if (approved) RESULT_OK else RESULT_CANCELED)
        finish()
    }

    companion object {
        const val EXTRA_TICKET = "io.quire.app.extra.TICKET"
        const val EXTRA_MODE = "io.quire.app.extra.MODE"
        const val ACTION_CONFIRM_FILE = "io.quire.app.action.CONFIRM_FILE"
    }
}

class NoteConfirmActivity : ConfirmScreen() {
    override val heading: String
        get() = if (intent.getStringExtra(EXTRA_MODE) == "purge") "Empty the trash?" else "Move this note to the trash?"
}

class FilesConfirmActivity : ConfirmScreen() {
    override val heading: String get() = "Change your attachments?"
}
