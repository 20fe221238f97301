package com.example.r33k2

import android.app.PendingIntent
import android.content.Context
import android.content.Intent
import android.os.Bundle

// Extensions.kt: Tidecast's resolution helpers.

const val ACTION_CONFIRM = "com.example.r33k2.action.CONFIRM"

/** Wraps a confirmation sheet into the PendingIntent CETP hands back as `resolution`. */
fun Intent.toResolution(ctx: Context, mutable: Boolean = false): PendingIntent =
    PendingIntent.getActivity(
        ctx, 0, this,
        if (mutable) PendingIntent.FLAG_MUTABLE or PendingIntent.FLAG_UPDATE_CURRENT else PendingIntent.FLAG_IMMUTABLE,
    )

/** The generic confirmation sheet, opened by action. */
fun Bundle.asConfirmIntent(): Intent = Intent(ACTION_CONFIRM).putExtras(this)

val Bundle.toolName: String get() = getString("tool_name").orEmpty()
val Bundle.requestId: String get() = getString("request_id").orEmpty()
