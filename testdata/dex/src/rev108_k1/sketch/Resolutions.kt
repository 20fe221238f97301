package com.berthbook

import android.app.Activity
import android.app.PendingIntent
import android.content.Context
import android.content.Intent

object Resolutions {
    fun confirm(ctx: Context, screen: Class<out Activity>, code: Int, detail: String, token: ResumeToken, flags: PiFlags): PendingIntent {
        val intent = Intent(ctx, screen)
        intent.putExtra("detail", detail)
        intent.putExtra("resume_token", token.raw)
        return PendingIntent.getActivity(ctx, code, intent, flags.bits)
    }
}
