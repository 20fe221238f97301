package com.parcelnest.app

import android.app.PendingIntent
import android.os.Bundle
import android.os.ParcelFileDescriptor
import org.json.JSONObject
import java.io.File

/** A reply writes itself into the response Bundle. */
typealias Reply = Bundle.() -> Unit

fun success(value: JSONObject): Reply = {
    putString("status", "success")
    putString("data", JSONObject().put("kind", "inline").put("value", value).toString())
}

fun failure(code: String, message: String, retryable: Boolean = false): Reply = {
    putString("status", "error")
    putString("error_code", code)
    putString("error_message", message)
    putBoolean("retryable", retryable)
}

/** USER_ACTION_REQUIRED with the resolution and the resume token (§4.3). */
fun needsUser(resolution: PendingIntent, token: String, message: String): Reply = {
    failure("USER_ACTION_REQUIRED", message).invoke(this)
    putParcelable("resolution", resolution)
    putString("resume_token", token)
}

/** A large result handed over as a descriptor of [file] (§4.5). */
fun fileResult(file: File, mode: Int): Reply {
    val fd = ParcelFileDescriptor.open(file, mode)
    val data = JSONObject().put("kind", "file").put("media_type", "application/json")
        .put("size_bytes", file.length()).put("sha256", sha256Hex(file.readBytes()))
    return {
        putString("status", "success")
        putString("data", data.toString())
        putParcelable("result_fd", fd)
    }
}

/** The response envelope: protocol_version and the echoed request_id, then the reply. */
fun Bundle.reply(requestId: String?, reply: Reply): Bundle = apply {
    putInt("protocol_version", 2)
    requestId?.let { putString("request_id", it) }
    reply()
}

/** A mutation's recorded outcome (the `replies` table), bound to its tool and the digest of its args. */
class Prior(val tool: String, val argsDigest: String, val status: String, val data: String) {
    fun replayFor(tool: String, argsDigest: String): Reply =
        if (tool != this.tool || argsDigest != this.argsDigest) {
            failure("INVALID_REQUEST", "This request_id was used for another call.")
        } else {
            { putString("status", status); putString("data", data) }
        }
}
