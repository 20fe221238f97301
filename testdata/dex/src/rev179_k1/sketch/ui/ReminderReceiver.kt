package io.quillkit.notes.ui

import android.content.BroadcastReceiver
import android.content.Context
import android.content.Intent
import io.quillkit.notes.platform.AndroidReminders

/** Wakes for note reminders: a fired reminder offers a quick reply; a reply snoozes the note for ten minutes. */
class ReminderReceiver : BroadcastReceiver() {
    override fun onReceive(context: Context, intent: Intent) {
        val noteId = intent.getStringExtra(EXTRA_NOTE) ?: return
        val reminders = AndroidReminders(context)
        when (intent.action) {
            ACTION_REMIND -> reminders.quickReply(noteId)
            ACTION_REPLY -> reminders.schedule(noteId, System.currentTimeMillis() + SNOOZE_MS)
        }
    }

    companion object {
        const val ACTION_REMIND = "io.quillkit.notes.action.REMIND"
        const val ACTION_REPLY = "io.quillkit.notes.action.REPLY"
        const val EXTRA_NOTE = "io.quillkit.notes.extra.NOTE"
        const val SNOOZE_MS = 10L * 60 * 1000
    }
}
