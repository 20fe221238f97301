package app.larder.ui

import android.app.Activity
import android.content.Context
import android.content.Intent
import android.os.Bundle
import android.widget.Button
import android.widget.LinearLayout
import android.widget.TextView
import app.larder.core.Confirmations
import app.larder.core.ToolHost

/** Larder's own confirmation screen for parked tool calls (§4.3); not exported. */
class ConfirmActivity : Activity() {
    private lateinit var ticket: String

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val parked = getIntent().getStringExtra(ToolHost.EXTRA_TICKET)?.let { Confirmations.byTicket(it) }
        if (parked == null) {
            setResult(RESULT_CANCELED)
            finish()
            return
        }
        ticket = parked.ticket
        setContentView(LinearLayout(this).apply {
            setOrientation(LinearLayout.VERTICAL)
            addView(TextView(this@ConfirmActivity).apply { setText(parked.summary) })
            addView(Button(this@ConfirmActivity).apply {
                setText("Allow")
                setOnClickListener { decide(true) }
            })
            addView(Button(this@ConfirmActivity).apply {
                setText("Don't allow")
                setOnClickListener { decide(false) }
            })
        })
    }

    private fun decide(approved: Boolean) {
        Confirmations.answer(ticket, approved)
        setResult(if (approved) RESULT_OK else RESULT_CANCELED)
        finish()
    }

    companion object {
        fun intent(context: Context, ticket: String): Intent =
            Intent(context, ConfirmActivity::class.java).putExtra(ToolHost.EXTRA_TICKET, ticket)
    }
}
