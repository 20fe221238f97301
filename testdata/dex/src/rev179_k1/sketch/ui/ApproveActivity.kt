package io.quillkit.notes.ui

import android.app.Activity
import android.os.Bundle
import android.widget.Button
import android.widget.LinearLayout
import android.widget.TextView
import io.quillkit.notes.cetp.ConfirmationDesk
import io.quillkit.notes.cetp.EXTRA_TICKET

/** Quill's confirmation screen for destructive tool calls; answers the parked call and finishes. */
class ApproveActivity : Activity() {
    private var ticket: String? = null

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val t = intent.getStringExtra(EXTRA_TICKET)
        val parked = if (t == null) null else ConfirmationDesk.describe(t)
        if (t == null || parked == null) {
            setResult(RESULT_CANCELED)
            finish()
            return
        }
        ticket = t
        setTitle("Approve an assistant action")
        val layout = LinearLayout(this)
        layout.setOrientation(LinearLayout.VERTICAL)
        val text = TextView(this)
        text.setText(describe(parked.tool))
        layout.addView(text)
        val allow = Button(this)
        allow.setText("Allow")
        allow.setOnClickListener { close(true) }
        layout.addView(allow)
        val deny = Button(this)
        deny.setText("Deny")
        deny.setOnClickListener { close(false) }
        layout.addView(deny)
        setContentView(layout)
    }

    private fun describe(tool: String): String = when (tool) {
        "delete_note" -> "Your assistant wants to delete a note permanently. This cannot be undone."
        "clear_archive" -> "Your assistant wants to delete every archived note permanently. This cannot be undone."
        "replace_attachment" -> "Your assistant wants to overwrite an attachment. The old content will be lost."
        else -> "Your assistant wants to change your notes."
    }

    private fun close(approved: Boolean) {
        ticket?.let { ConfirmationDesk.answer(it, approved) }
        setResult(if (approved) RESULT_OK else RESULT_CANCELED)
        finish()
    }
}
