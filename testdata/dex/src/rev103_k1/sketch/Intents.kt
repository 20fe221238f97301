package com.tidetable

import android.app.Activity
import android.app.PendingIntent
import android.content.Context
import android.content.Intent

fun Context.rotaIntent(target: Class<out Activity>): PendingIntent {
    val intent = Intent(this, target).apply { putExtra("club", packageName) }
    return PendingIntent.getActivity(this, 7, intent, PendingIntent.FLAG_UPDATE_CURRENT)
}

fun Context.lockedIntent(target: Class<out Activity>): PendingIntent {
    val intent = Intent(this, target).apply { putExtra("club", packageName) }
    return PendingIntent.getActivity(this, 8, intent, PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
}
