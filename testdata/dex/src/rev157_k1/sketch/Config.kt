package com.brightmoor.pantry

import android.content.Context

/** What the Gradle debug variant generates. */
object BuildConfig {
    @JvmField val DEBUG: Boolean = java.lang.Boolean.parseBoolean("true")
    const val APPLICATION_ID = "com.brightmoor.pantry"
}

/** Remote configuration, fetched by the app into preferences and read once per process. */
class RemoteConfig(ctx: Context) {
    private val prefs = ctx.getSharedPreferences("remote_config", Context.MODE_PRIVATE)
    val memoryReplays: Boolean by lazy { prefs.getBoolean("memory_replays", false) }
    val orderLimit: Int by lazy { prefs.getString("order_limit", "40")?.toIntOrNull() ?: 40 }
}
