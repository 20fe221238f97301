package com.example.r32k2

import android.content.Context
import android.os.Binder
import android.os.Bundle
import org.json.JSONObject

// Requests.kt: the CETP envelope as extension properties, and the helpers
// the Pulse tools share.

val Bundle.sessionToken: String? get() = getString("session_token")
val Bundle.toolName: String? get() = getString("tool_name")
val Bundle.resumeToken: String? get() = getString("resume_token")
val Bundle.args: JSONObject get() = JSONObject(getString("args") ?: "{}")

/** The package the consumer says it is (Pulse partners send it with every share). */
val Bundle.callingPackage: String? get() = getString("calling_package")

fun Bundle.deadlinePassed(now: Long = System.currentTimeMillis()): Boolean =
    getLong("deadline_at_ms") <= now

/** The caller's app, for the export's owner column. */
val ToolCall.ownerPackage: String?
    get() = context.packageManager.getPackagesForUid(uid)?.takeIf { it.isNotEmpty() }?.get(0)

/** Every package of the caller's UID, for the audit log. */
val ToolCall.callerPackages: String
    get() = context.packageManager.getPackagesForUid(uid)?.joinToString(",").orEmpty()

/** Runs [block] as Pulse itself: our own providers see our UID, not the caller's. */
inline fun <T> Context.withProviderIdentity(block: Context.() -> T): T {
    val token = Binder.clearCallingIdentity()
    try {
        return block()
    } finally {
        Binder.restoreCallingIdentity(token)
    }
}
