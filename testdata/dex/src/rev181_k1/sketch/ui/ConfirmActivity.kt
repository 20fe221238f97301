package net.pantrybox.app.ui

import android.app.Activity
import android.os.Bundle
import android.view.View
import android.widget.Button
import android.widget.LinearLayout
import android.widget.TextView
import net.pantrybox.app.core.ConfirmationDesk
import net.pantrybox.app.core.EXTRA_TICKET

/** Pantrybox's own confirmation screen for parked CETP calls (not exported; reached through resolutions). */
class ConfirmActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val ticket = intent.getStringExtra(EXTRA_TICKET)
        val summary = ticket?.let { ConfirmationDesk.describe(it) }
        if (ticket == null || summary == null) {
            setResult(RESULT_CANCELED)
            finish()
            return
        }
        val text = TextView(this)
        text.setText(summary)
        val approve = Button(this)
        approve.setText("Approve")
        approve.setOnClickListener { answer(ticket, true) }
        val deny = Button(this)
        deny.setText("Cancel")
        deny.setOnClickListener(object : View.OnClickListener {
            override fun onClick(v: View) {
                answer(ticket, false)
            }
        })
        val layout = LinearLayout(this)
        layout.setOrientation(LinearLayout.VERTICAL)
        layout.addView(text)
        layout.addView(approve)
        layout.addView(deny)
        setContentView(layout)
    }

    private fun answer(ticket: String, approved: Boolean) {
        ConfirmationDesk.answer(ticket, approved)
        setResult(if (approved) RESULT_OK else RESULT_CANCELED)
        finish()
    }

    companion object {
        const val EXTRA_SOURCE = "net.pantrybox.app.extra.SOURCE"
    }
}
