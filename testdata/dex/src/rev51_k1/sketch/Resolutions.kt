package com.waterwheel.ui

import android.app.Activity
import android.app.PendingIntent
import android.content.Context
import android.content.Intent

/** Builds the resolution PendingIntents the providers hand back with USER_ACTION_REQUIRED. */
object Resolutions {
    fun confirm(
        context: Context,
        screen: Class<out Activity>,
        requestCode: Int = 0,
        flags: Int = PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT,
    ): PendingIntent = PendingIntent.getActivity(context, requestCode, Intent(context, screen), flags)
}
