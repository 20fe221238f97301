package com.tidelog

import android.app.PendingIntent
import android.os.Bundle
import android.os.ParcelFileDescriptor
import org.json.JSONObject

sealed interface ToolResult {
    data class Ok(val json: String) : ToolResult
    data class Failed(val code: String, val message: String) : ToolResult
    data class NeedsUser(val resolution: PendingIntent, val resumeToken: String) : ToolResult
    data class FileOut(val fd: ParcelFileDescriptor) : ToolResult
    data object Proceed : ToolResult
}

val Bundle.toolName: String? get() = getString("tool_name")

fun Bundle.argString(key: String): String = JSONObject(getString("args") ?: "{}").optString(key)

fun Bundle.argFlag(key: String): Boolean = JSONObject(getString("args") ?: "{}").optBoolean(key)

fun ToolResult.toBundle(): Bundle = Bundle().also { b ->
    when (this) {
        is ToolResult.Ok -> {
            b.putString("status", "success")
            b.putString("data", "{\"kind\":\"inline\",\"value\":" + json + "}")
        }
        is ToolResult.Failed -> {
            b.putString("status", "error")
            b.putString("error_code", code)
            b.putString("error_message", message)
        }
        is ToolResult.NeedsUser -> {
            b.putString("status", "error")
            b.putString("error_code", "USER_ACTION_REQUIRED")
            b.putString("error_message", "confirm on the TideLog screen")
            b.putParcelable("resolution", resolution)
            b.putString("resume_token", resumeToken)
        }
        is ToolResult.FileOut -> {
            b.putString("status", "success")
            b.putParcelable("result_fd", fd)
        }
        ToolResult.Proceed -> b.putString("status", "success")
    }
    b.putInt("protocol_version", 2)
}
