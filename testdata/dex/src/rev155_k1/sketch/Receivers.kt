package com.tidewell.home

import android.app.AlarmManager
import android.app.PendingIntent
import android.app.Service
import android.content.BroadcastReceiver
import android.content.Context
import android.content.Intent
import android.os.IBinder
import android.util.Log

/** A reminder's alarm went off: a repeating reminder moves on to its next time. */
class ReminderAlarmReceiver : BroadcastReceiver() {
    override fun onReceive(context: Context, intent: Intent) {
        val id = intent.getLongExtra(EXTRA_REMINDER, -1L)
        val next = HomeDb.get(context).advance(id, System.currentTimeMillis())
        if (next != null) ReminderAlarms.arm(context, next)
        Log.i(TAG, "reminder $id fired (${intent.getIntExtra(Intent.EXTRA_ALARM_COUNT, 1)}x)")
    }
}

/** Alarms do not survive a reboot: the upcoming reminders are armed again. */
class BootReceiver : BroadcastReceiver() {
    override fun onReceive(context: Context, intent: Intent) {
        if (intent.action != Intent.ACTION_BOOT_COMPLETED) return
        val alarms = context.getSystemService(AlarmManager::class.java)
        for (reminder in HomeDb.get(context).upcoming(System.currentTimeMillis())) {
            val code = reminder.id.toInt()
            // mutable, so that AlarmManager can add EXTRA_ALARM_COUNT to the intent it fires
            val fire = PendingIntent.getBroadcast(
                context, code,
                Intent(context, ReminderAlarmReceiver::class.java).setAction(ACTION_REMINDER_FIRE).putExtra(EXTRA_REMINDER, reminder.id),
                PendingIntent.FLAG_MUTABLE or PendingIntent.FLAG_UPDATE_CURRENT,
            )
            val show = PendingIntent.getActivity(
                context, code,
                Intent(ACTION_SHOW_REMINDER).putExtra(EXTRA_REMINDER, reminder.id),
                PendingIntent.FLAG_MUTABLE or PendingIntent.FLAG_UPDATE_CURRENT,
            )
            alarms.setAlarmClock(AlarmManager.AlarmClockInfo(reminder.dueAt, show), fire)
        }
    }
}

/** Discovery endpoints (com.clawseed.action.TOOL_PROVIDER); the tools are served by the providers. */
class TextsToolService : Service() {
    override fun onBind(intent: Intent): IBinder? = null
}

class RemindersToolService : Service() {
    override fun onBind(intent: Intent): IBinder? = null
}
