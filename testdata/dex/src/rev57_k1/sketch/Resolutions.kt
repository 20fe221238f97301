package com.chorechart

import android.app.Activity
import android.app.PendingIntent
import android.content.Context
import android.content.Intent
import kotlin.reflect.KClass

class Resolutions private constructor() {
    companion object {
        fun confirm(ctx: Context, target: KClass<out Activity>, flags: Int): PendingIntent {
            val intent = Intent(ctx, target.java).putExtra("house", ctx.packageName)
            return PendingIntent.getActivity(ctx, 0x51, intent, flags)
        }
    }
}
