package com.example.r36k1

import android.content.Context
import android.os.Binder

// Reminders.kt: pickup reminders (two implementations) and the pickup log.

interface Reminder {
    fun remind(ctx: Context, rx: String)
}

class SmsReminder(private val ctx: Context) : Reminder {
    override fun remind(ctx: Context, rx: String) {
        ctx.getSharedPreferences("sms_queue", Context.MODE_PRIVATE).edit().putString(rx, "ready").apply()
    }
}

class PushReminder(private val ctx: Context) : Reminder {
    override fun remind(ctx: Context, rx: String) {
        val owner = Binder.getCallingUid()
        ctx.getSharedPreferences("push_queue", Context.MODE_PRIVATE).edit().putInt("owner_$rx", owner).apply()
    }
}

object PickupLog {
    fun ready(ctx: Context, rx: String, uid: Int) {
        ctx.getSharedPreferences("pickup", Context.MODE_PRIVATE).edit().putInt("watch_$rx", uid).apply()
    }
}
