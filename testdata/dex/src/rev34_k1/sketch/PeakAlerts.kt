package com.example.r34k1

import android.app.Notification
import android.app.NotificationManager
import android.app.PendingIntent
import android.content.BroadcastReceiver
import android.content.Context
import android.content.Intent

// PeakAlerts.kt: peak-tariff notifications (not reachable from the providers).

fun Context.broadcastPi(intent: Intent, code: Int, flags: Int): PendingIntent =
    PendingIntent.getBroadcast(this, code, intent, flags)

object PeakAlerts {
    const val ACTION_SHIFT_LOAD = "com.example.r34k1.action.SHIFT_LOAD"
    const val ACTION_SNOOZE = "com.example.r34k1.action.SNOOZE_PEAK"

    fun notifyPeak(ctx: Context, tariff: String) {
        val open = PendingIntent.getActivity(ctx, 1, Intent(ctx, ConfirmActivity::class.java),
            PendingIntent.FLAG_MUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
        val shift = ctx.broadcastPi(Intent(ACTION_SHIFT_LOAD).putExtra("tariff", tariff), 2, PendingIntent.FLAG_MUTABLE)
        val snooze = ctx.broadcastPi(Intent(ACTION_SNOOZE), 3, PendingIntent.FLAG_IMMUTABLE)
        val n = Notification.Builder(ctx, "peak")
            .setContentTitle("Peak tariff $tariff")
            .setContentIntent(open)
            .addAction(0, "Shift load", shift)
            .addAction(0, "Snooze", snooze)
            .build()
        (ctx.getSystemService("notification") as NotificationManager).notify(42, n)
    }
}

class PeakReceiver : BroadcastReceiver() {
    override fun onReceive(c: Context, i: Intent) {
        PeakAlerts.notifyPeak(c, i.getStringExtra("tariff") ?: "high")
    }
}
