package com.tidewell.home

import android.app.Activity
import android.app.PendingIntent
import android.content.Intent
import android.os.Bundle
import android.view.View

/** The texts' confirmation screen: the recipient and the text; the decision goes back through the reply. */
class ConfirmTextActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val to = intent.getStringExtra(EXTRA_TO).orEmpty()
        val body = intent.getStringExtra(EXTRA_BODY).orEmpty()
        setTitle("Send to $to: \"$body\"?")
    }

    fun onApprove(view: View) = answer(true)

    fun onDeny(view: View) = answer(false)

    private fun answer(approved: Boolean) {
        val reply = intent.getParcelableExtra<PendingIntent>(EXTRA_REPLY)
        reply?.send(this, 0, Intent().putExtra(EXTRA_DECISION, approved))
        setResult(if (approved) RESULT_OK else RESULT_CANCELED)
        finish()
    }
}

/** The reminders' confirmation screen: which reminder would be cancelled; the answer goes back through the reply. */
class ConfirmReminderActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setTitle("Cancel the reminder \"${intent.getStringExtra(EXTRA_SUMMARY).orEmpty()}\"?")
    }

    fun onApprove(view: View) = answer(true)

    fun onDeny(view: View) = answer(false)

    private fun answer(approved: Boolean) {
        val reply = intent.getParcelableExtra<PendingIntent>(EXTRA_REPLY) ?: return
        reply.send(if (approved) RESULT_OK else RESULT_CANCELED)
        setTitle(if (approved) "The reminder will be cancelled." else "The reminder stays.")
    }
}

/** Shows a reminder when its alarm clock goes off or is tapped. */
class ReminderActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val reminder = HomeDb.get(this).reminder(intent.getLongExtra(EXTRA_REMINDER, -1L))
        setTitle(reminder?.title ?: "Reminder")
    }

    fun onDismiss(view: View) = finish()
}
