package com.fernlog

import android.app.PendingIntent
import android.content.Context
import android.database.sqlite.SQLiteDatabase
import android.os.Bundle
import android.os.ParcelFileDescriptor
import kotlinx.serialization.json.Json

interface Tool {
    val name: String
    val effect: String
    fun run(call: ToolCall): Bundle
}

class ToolCall(val context: Context, val db: SQLiteDatabase, val uid: Int, val pkg: String, val req: Bundle)

val Bundle.toolName: String? get() = getString("tool_name")

val Bundle.sessionToken: String? get() = getString("session_token")

val Bundle.resumeToken: String? get() = getString("resume_token")

val ToolCall.waterArgs: WaterArgs
    get() = Json.decodeFromString(WaterArgs.serializer(), req.getString("args") ?: "{}")

fun attempt(tool: Tool, call: ToolCall): Result<Bundle> = runCatching { tool.run(call) }

fun ok(json: String): Bundle = Bundle().apply {
    putString("status", "success")
    putInt("protocol_version", 2)
    putString("data", "{\"kind\":\"inline\",\"value\":" + json + "}")
}

fun fail(code: String, message: String): Bundle = Bundle().apply {
    putString("status", "error")
    putString("error_code", code)
    putString("error_message", message)
    putBoolean("retryable", false)
}

fun needsUser(resolution: PendingIntent, resumeToken: String): Bundle =
    fail("USER_ACTION_REQUIRED", "confirm on the FernLog screen").also {
        it.putParcelable("resolution", resolution)
        it.putString("resume_token", resumeToken)
    }

fun fileBundle(fd: ParcelFileDescriptor): Bundle = Bundle().apply {
    putString("status", "success")
    putString("data", "{\"kind\":\"file\",\"media_type\":\"text/csv\"}")
    putParcelable("result_fd", fd)
}

fun confirmIntent(ctx: Context, code: Int, target: Class<*>): PendingIntent =
    PendingIntent.getActivity(ctx, code, android.content.Intent(ctx, target), PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)

val GARDENERS = setOf("com.fernlog.companion", "org.greenthumb.assistant")
