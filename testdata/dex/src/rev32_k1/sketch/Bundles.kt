package com.example.r32k1

import android.app.PendingIntent
import android.content.Context
import android.content.Intent
import android.os.Bundle
import org.json.JSONObject

// Bundles.kt: the request envelope read through extension properties, and
// the resolution helpers every Wayfare tool shares.

const val KEY_RESOLUTION = "resolution"
const val KEY_RESUME = "resume_token"

val Bundle.sessionToken: String? get() = getString("session_token")
val Bundle.toolName: String? get() = getString("tool_name")
val Bundle.resumeToken: String? get() = getString(KEY_RESUME)
val Bundle.args: JSONObject get() = JSONObject(getString("args") ?: "{}")

fun Bundle.deadlinePassed(now: Long = System.currentTimeMillis()): Boolean =
    getLong("deadline_at_ms") <= now

/** Set by the rider app's own sheet once the rider tapped "Yes, cancel". */
val JSONObject.userConfirmed: Boolean get() = optBoolean("user_confirmed", false)

@JvmOverloads
fun Context.resolution(target: Intent, requestCode: Int = 0, flags: Int = PendingIntent.FLAG_UPDATE_CURRENT): PendingIntent =
    PendingIntent.getActivity(this, requestCode, target, flags)

fun needsUser(resolution: PendingIntent, resumeToken: String): Bundle =
    Replies.error("USER_ACTION_REQUIRED", "confirm in Wayfare").apply {
        putParcelable(KEY_RESOLUTION, resolution)
        putString(KEY_RESUME, resumeToken)
    }
