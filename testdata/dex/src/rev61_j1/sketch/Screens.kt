package com.bikebus.core

import android.app.Activity
import android.app.PendingIntent
import android.content.Context
import android.content.Intent

/** Resolution screens, called from the Java RouteProvider. */
class Screens {
    companion object {
        @JvmStatic
        @JvmOverloads
        fun confirm(
            ctx: Context,
            screen: Class<out Activity>,
            requestCode: Int = 0,
            flags: Int = PendingIntent.FLAG_UPDATE_CURRENT,
        ): PendingIntent {
            val intent = Intent(ctx, screen)
            return PendingIntent.getActivity(ctx, requestCode, intent, flags)
        }
    }
}
