package io.quillkit.notes.platform

import android.app.AlarmManager
import android.app.PendingIntent
import android.content.Context
import android.content.Intent
import io.quillkit.notes.core.Reminders
import io.quillkit.notes.ui.ReminderReceiver

/** How a reminder alarm behaves once it fires. */
sealed class ReminderKind {
    /** Fires within the minute; the notification offers an inline reply. */
    object Nudge : ReminderKind()

    /** A reminder set for later. */
    object Scheduled : ReminderKind()

    /** The inline-reply action itself. */
    object Reply : ReminderKind()
}

/** Inline replies are filled in by the system, so every reminder PendingIntent stays mutable. */
val ReminderKind.piFlags: Int
    get() = when (this) {
        ReminderKind.Nudge, ReminderKind.Reply -> PendingIntent.FLAG_MUTABLE or PendingIntent.FLAG_UPDATE_CURRENT
        ReminderKind.Scheduled -> PendingIntent.FLAG_MUTABLE or PendingIntent.FLAG_ONE_SHOT
    }

/** The Android "actual" of [Reminders]: AlarmManager alarms that wake [ReminderReceiver]. */
class AndroidReminders(private val context: Context) : Reminders {
    override fun schedule(noteId: String, atMs: Long) {
        val kind = when (atMs - System.currentTimeMillis()) {
            in Long.MIN_VALUE..60_000L -> ReminderKind.Nudge
            else -> ReminderKind.Scheduled
        }
        val alarms = context.getSystemService(Context.ALARM_SERVICE) as AlarmManager
        alarms.set(AlarmManager.RTC_WAKEUP, atMs, alarmIntent(kind, noteId))
    }

    override fun quickReply(noteId: String) {
        val alarms = context.getSystemService(Context.ALARM_SERVICE) as AlarmManager
        alarms.set(AlarmManager.RTC_WAKEUP, System.currentTimeMillis(), replyIntent(noteId))
    }

    private fun alarmIntent(kind: ReminderKind, noteId: String): PendingIntent {
        val intent = Intent(ReminderReceiver.ACTION_REMIND).putExtra(ReminderReceiver.EXTRA_NOTE, noteId)
        return PendingIntent.getBroadcast(context, noteId.hashCode(), intent, kind.piFlags)
    }

    private fun replyIntent(noteId: String): PendingIntent {
        val intent = Intent(context, ReminderReceiver::class.java)
            .setAction(ReminderReceiver.ACTION_REPLY)
            .putExtra(ReminderReceiver.EXTRA_NOTE, noteId)
        return PendingIntent.getBroadcast(context, noteId.hashCode() + 1, intent, ReminderKind.Reply.piFlags)
    }
}
