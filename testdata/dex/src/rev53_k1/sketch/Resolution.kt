package com.lendshelf

import android.app.Activity
import android.app.PendingIntent
import android.content.Context
import android.content.Intent

/** What a confirmation screen needs; filled by the resolution { } builder. */
class ResolutionSpec {
    var target: Class<out Activity>? = null
    var action: String? = null
    var requestCode: Int = 0
    var flags: Int = 0
}

fun resolution(ctx: Context, build: ResolutionSpec.() -> Unit): PendingIntent {
    val spec = ResolutionSpec().apply(build)
    val intent = spec.target?.let { Intent(ctx, it) } ?: Intent()
    spec.action?.let { intent.setAction(it) }
    return PendingIntent.getActivity(ctx, spec.requestCode, intent, spec.flags)
}
