package com.hearthkit

import android.app.PendingIntent
import android.content.Context

// Every resolution PendingIntent of both desks is made here.
object Resolutions {
    fun pending(ctx: Context, screen: ConfirmScreen, token: String, prompt: String, flags: PiFlags): PendingIntent {
        val intent = screen.target(ctx).putExtra(EXTRA_TOKEN, token).putExtra(EXTRA_PROMPT, prompt)
        return PendingIntent.getActivity(ctx, screen.requestCode, intent, flags.bits)
    }
}
