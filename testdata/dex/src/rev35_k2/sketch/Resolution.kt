package com.example.r35k2

import android.app.Activity
import android.app.PendingIntent
import android.content.ComponentName
import android.content.Context
import android.content.Intent

// Resolution.kt: a fluent builder for confirmation PendingIntents.

class ResolutionBuilder(private val ctx: Context) {
    private var intent = Intent()
    private var code = 0
    private var flags = PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT

    fun target(screen: Class<out Activity>) = apply { intent = Intent(ctx, screen) }

    fun component(pkg: String, cls: String) = apply { intent = Intent().setComponent(ComponentName(pkg, cls)) }

    fun requestCode(value: Int) = apply { code = value }

    fun extra(key: String, value: String) = apply { intent.putExtra(key, value) }

    /** The consent screen writes the vet's note back into the intent, so it must stay fillable. */
    fun allowFillIn() = apply { flags = flags and PendingIntent.FLAG_IMMUTABLE.inv() or PendingIntent.FLAG_MUTABLE }

    fun build(): PendingIntent = PendingIntent.getActivity(ctx, code, intent, flags)
}
