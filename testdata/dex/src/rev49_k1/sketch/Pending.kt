package com.shedshare.lend

import android.app.PendingIntent
import android.content.Context
import android.content.Intent

fun Context.confirmPending(
    tool: String,
    screen: Class<*>,
    flags: Int = PendingIntent.FLAG_UPDATE_CURRENT,
): PendingIntent {
    val intent = Intent(this, screen).putExtra("tool", tool)
    return PendingIntent.getActivity(this, tool.hashCode(), intent, flags)
}
