package com.lockerloop

import android.app.Activity
import android.app.PendingIntent
import android.content.Context
import android.content.Intent

fun Context.lockerIntent(
    target: Class<out Activity>,
    flags: Int = PendingIntent.FLAG_UPDATE_CURRENT,
    code: Int = 0,
): PendingIntent {
    val intent = Intent(this, target).putExtra("from", packageName)
    return PendingIntent.getActivity(this, code, intent, flags)
}
