package com.example.r34k2

import android.app.Activity
import android.app.Notification
import android.app.NotificationManager
import android.app.PendingIntent
import android.content.BroadcastReceiver
import android.content.Context
import android.content.Intent

// Notify.kt: courier updates as notifications (no provider reaches this).

sealed interface PrintEvent {
    val orderId: String

    class Ready(override val orderId: String) : PrintEvent
    class Shipped(override val orderId: String, val tracking: String) : PrintEvent
}

object PrintNotifier {
    const val ACTION_OPEN_ORDER = "com.example.r34k2.action.OPEN_ORDER"

    fun show(ctx: Context, event: PrintEvent) {
        val tap = when (event) {
            is PrintEvent.Ready -> PendingIntent.getActivity(ctx, 1,
                Intent(ACTION_OPEN_ORDER).putExtra("order_id", event.orderId), PendingIntent.FLAG_MUTABLE)
            is PrintEvent.Shipped -> PendingIntent.getActivity(ctx, 2,
                Intent(ctx, OrdersActivity::class.java).putExtra("tracking", event.tracking), PendingIntent.FLAG_MUTABLE)
        }
        val n = Notification.Builder(ctx, "orders").setContentTitle("Order ${event.orderId}").setContentIntent(tap).build()
        (ctx.getSystemService("notification") as NotificationManager).notify(event.orderId.hashCode(), n)
    }
}

class CourierReceiver : BroadcastReceiver() {
    override fun onReceive(c: Context, i: Intent) {
        val id = i.getStringExtra("order_id") ?: return
        val tracking = i.getStringExtra("tracking")
        PrintNotifier.show(c, if (tracking == null) PrintEvent.Ready(id) else PrintEvent.Shipped(id, tracking))
    }
}

class OrdersActivity : Activity()
