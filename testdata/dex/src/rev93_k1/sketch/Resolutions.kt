package com.trailmix

import android.app.Activity
import android.app.PendingIntent
import android.content.Context
import android.content.Intent

fun Context.confirmIntent(target: Class<out Activity>, flags: Int): PendingIntent {
    val intent = Intent(this, target).apply { putExtra("from", packageName) }
    return PendingIntent.getActivity(this, target.name.hashCode(), intent, flags)
}
