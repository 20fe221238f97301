package com.spokeshare

import android.app.PendingIntent
import android.content.Context
import android.content.Intent

/** Every resolution PendingIntent of both desks is made here, from what the call's state holds. */
object Resolutions {
    @JvmStatic
    fun pending(ctx: Context, screen: Class<*>, desk: String, token: String, prompt: String, flags: Int): PendingIntent {
        val intent = Intent(ctx, screen)
            .putExtra(ConfirmActivity.EXTRA_DESK, desk)
            .putExtra(ConfirmActivity.EXTRA_TOKEN, token)
            .putExtra(ConfirmActivity.EXTRA_PROMPT, prompt)
        return PendingIntent.getActivity(ctx, token.hashCode(), intent, flags)
    }
}
