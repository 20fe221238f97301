package com.example.r34k1

import android.content.Context
import java.io.File

// Home.kt: the meter readings, the charger and linked installers.

object Usage {
    fun today(ctx: Context): String =
        "{\"kwh\":" + ctx.getSharedPreferences("meter", Context.MODE_PRIVATE).getString("today", "0") + "}"

    fun writeReport(ctx: Context, op: String, uid: Int) {
        File(ctx.filesDir, "$op.csv").writeText(today(ctx))
        ctx.getSharedPreferences("meter_ops", Context.MODE_PRIVATE).edit()
            .putString(op, "{\"uid\":$uid,\"state\":\"succeeded\"}").apply()
    }
}

object Charger {
    fun pause(ctx: Context, minutes: Int, requestedBy: Int) {
        ctx.getSharedPreferences("charger", Context.MODE_PRIVATE).edit()
            .putLong("paused_until", System.currentTimeMillis() + minutes * 60_000L)
            .putInt("paused_by", requestedBy)
            .apply()
    }
}

object Installers {
    fun isLinked(ctx: Context, app: String, code: String): Boolean =
        ctx.getSharedPreferences("installers", Context.MODE_PRIVATE).getString(app, null) == code
}
