package com.shedshare.tools

import android.app.Activity
import android.content.Context
import android.content.Intent
import android.os.Bundle
import android.os.ParcelFileDescriptor
import kotlinx.serialization.json.JsonObject
import kotlinx.serialization.json.buildJsonObject
import kotlinx.serialization.json.put
import java.io.File

val Bundle.toolName: String get() = getString("tool_name").orEmpty()
val Bundle.sessionToken: String? get() = getString("session_token")
val Bundle.deadlineAt: Long get() = getLong("deadline_at_ms")
val Bundle.resumeToken: String? get() = getString("resume_token")
val Bundle.argsText: String get() = getString("args") ?: "{}"

fun Context.manualsDir(): File = File(filesDir, "manuals").apply { mkdirs() }

fun Context.manualFile(id: ToolId): File = File(manualsDir(), id.fileName)

fun Context.checkedManualFile(id: ToolId): File? {
    val dir = manualsDir().canonicalFile
    val file = File(dir, id.fileName).canonicalFile
    return if (file.path.startsWith(dir.path + File.separator)) file else null
}

inline fun <reified T : Activity> Context.confirmIntent(tool: String): Intent =
    Intent(this, T::class.java).putExtra("tool", tool)

fun okBundle(value: JsonObject): Bundle = Bundle().apply {
    putString("status", "success")
    putInt("protocol_version", 2)
    putString("data", buildJsonObject {
        put("kind", "inline")
        put("value", value)
    }.toString())
}

fun okRows(rows: Int): Bundle = okBundle(buildJsonObject { put("rows", rows) })

fun fileBundle(fd: ParcelFileDescriptor): Bundle = Bundle().apply {
    putString("status", "success")
    putInt("protocol_version", 2)
    putString("data", "{\"kind\":\"file\",\"media_type\":\"application/pdf\"}")
    putParcelable("result_fd", fd)
}

fun errorBundle(code: String, message: String, retryable: Boolean = false): Bundle = Bundle().apply {
    putString("status", "error")
    putInt("protocol_version", 2)
    putString("error_code", code)
    putString("error_message", message)
    putBoolean("retryable", retryable)
}
