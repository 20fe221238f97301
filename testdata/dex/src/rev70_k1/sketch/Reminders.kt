package com.permitpark

import android.app.NotificationManager
import android.app.PendingIntent
import android.content.BroadcastReceiver
import android.content.Context
import android.content.Intent
import androidx.core.app.NotificationCompat
import androidx.core.app.PendingIntentCompat
import androidx.core.content.ContextCompat

class ReminderReceiver : BroadcastReceiver() {
    override fun onReceive(context: Context, intent: Intent) {
        if (intent.action == "com.permitpark.action.DISMISS") {
            PendingIntent.getBroadcast(context, 34, Intent("com.permitpark.action.REMIND"),
                PendingIntent.FLAG_NO_CREATE or PendingIntent.FLAG_MUTABLE)?.cancel()
            return
        }
        val plate = intent.getStringExtra("plate") ?: return
        val open = PendingIntentCompat.getActivity(context, 31,
            Intent(context, RenewActivity::class.java).putExtra("plate", plate), PendingIntent.FLAG_UPDATE_CURRENT, true)
        val renew = PendingIntentCompat.getActivity(context, 32,
            Intent("com.permitpark.action.RENEW").putExtra("plate", plate), PendingIntent.FLAG_UPDATE_CURRENT, true)
        val snooze = PendingIntentCompat.getBroadcast(context, 33,
            Intent("com.permitpark.action.SNOOZE").putExtra("plate", plate), 0, false)
        val notification = NotificationCompat.Builder(context, "permit_reminders")
            .setSmallIcon(17301659)
            .setContentTitle("Parking permit expiring")
            .setContentText(plate)
            .setContentIntent(open)
            .addAction(0, "Renew now", renew)
            .addAction(0, "Remind me tomorrow", snooze)
            .setAutoCancel(true)
            .build()
        ContextCompat.getSystemService(context, NotificationManager::class.java)?.notify(plate.hashCode(), notification)
    }
}
