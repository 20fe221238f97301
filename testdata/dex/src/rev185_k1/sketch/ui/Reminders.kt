package io.quire.app.ui

import android.app.Activity
import android.app.AlarmManager
import android.app.PendingIntent
import android.content.BroadcastReceiver
import android.content.Context
import android.content.Intent
import android.os.Bundle
import android.util.Log

/** Note reminders and the daily digest, scheduled from the reminders screen. */
object ReminderAlarms {
    const val ACTION_DIGEST = "io.quire.app.action.DAILY_DIGEST"
    const val EXTRA_NOTE = "io.quire.app.extra.NOTE"

    /** Mutable so that AlarmManager can add EXTRA_ALARM_COUNT when it fires. */
    fun pendingFor(ctx: Context, kind: String, noteId: String): PendingIntent = when (kind) {
        "note" -> PendingIntent.getBroadcast(
            ctx, noteId.hashCode(), Intent(ctx, ReminderReceiver::class.java).putExtra(EXTRA_NOTE, noteId),
            PendingIntent.FLAG_MUTABLE or PendingIntent.FLAG_UPDATE_CURRENT,
        )
        "digest" -> PendingIntent.getBroadcast(
            ctx, 0, Intent(ACTION_DIGEST).putExtra(EXTRA_NOTE, noteId),
            PendingIntent.FLAG_MUTABLE or PendingIntent.FLAG_UPDATE_CURRENT,
        )
        else -> error("unknown reminder kind $kind")
    }

    fun schedule(ctx: Context, kind: String, noteId: String, atMs: Long) {
        require(atMs > System.currentTimeMillis()) { "reminders are for the future" }
        val alarms = ctx.getSystemService(Context.ALARM_SERVICE) as AlarmManager
        alarms.set(AlarmManager.RTC_WAKEUP, atMs, pendingFor(ctx, kind, noteId))
    }
}

class RemindersActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val noteId = intent.getStringExtra(ReminderAlarms.EXTRA_NOTE)
        val at = System.currentTimeMillis() + 60L * 60 * 1000
        if (noteId != null) ReminderAlarms.schedule(this, "note", noteId, at)
        ReminderAlarms.schedule(this, "digest", "", at + 12L * 60 * 60 * 1000)
        finish()
    }
}

class ReminderReceiver : BroadcastReceiver() {
    override fun onReceive(context: Context, intent: Intent) {
        Log.i("QuireReminders", "reminder for " + (intent.getStringExtra(ReminderAlarms.EXTRA_NOTE) ?: "digest"))
    }
}
