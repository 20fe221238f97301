package net.switchyard.hub

import android.app.AlarmManager
import android.app.Notification
import android.app.NotificationManager
import android.content.BroadcastReceiver
import android.content.Context
import android.content.Intent

/** Rings reminders when their alarm fires, and snoozes notes. */
class ReminderReceiver : BroadcastReceiver() {
    override fun onReceive(context: Context, intent: Intent) {
        val notifications = context.getSystemService(NotificationManager::class.java)
        when (intent.action) {
            ACTION_FIRE -> {
                val title = intent.getStringExtra(EXTRA_TITLE) ?: return
                NotificationModule.ensureChannel(notifications)
                val ring = Notification.Builder(context, NotificationModule.CHANNEL)
                    .setSmallIcon(android.R.drawable.ic_popup_reminder)
                    .setContentTitle(title)
                    .setAutoCancel(true)
                    .build()
                notifications.notify(REMINDER_TAG, intent.getLongExtra(EXTRA_ID, 0L).toInt(), ring)
            }
            ACTION_SNOOZE -> {
                val note = intent.getLongExtra(EXTRA_NOTE, 0L)
                val title = intent.getStringExtra(EXTRA_TITLE) ?: return
                notifications.cancel(NotificationModule.NOTE_TAG, note.toInt())
                val alarms = context.getSystemService(AlarmManager::class.java)
                alarms.set(AlarmManager.RTC_WAKEUP, System.currentTimeMillis() + SNOOZE_MS, AlarmModule.alarmIntent(context, -note, title))
            }
        }
    }

    companion object {
        const val ACTION_FIRE = "net.switchyard.hub.action.REMINDER"
        const val ACTION_SNOOZE = "net.switchyard.hub.action.SNOOZE_NOTE"
        const val EXTRA_ID = "net.switchyard.hub.extra.REMINDER_ID"
        const val EXTRA_NOTE = "net.switchyard.hub.extra.NOTE_ID"
        const val EXTRA_TITLE = "net.switchyard.hub.extra.TITLE"
        private const val REMINDER_TAG = "reminder"
        private const val SNOOZE_MS = 10 * 60 * 1000L
    }
}
