package com.permitpark

import android.app.PendingIntent
import android.os.Bundle
import androidx.core.os.bundleOf

fun okReply(json: String): Bundle = bundleOf(
    "status" to "success",
    "protocol_version" to 2,
    "data" to "{\"kind\":\"inline\",\"value\":" + json + "}",
)

fun errorReply(
    code: String,
    message: String,
    resolution: PendingIntent? = null,
    resumeToken: String? = null,
): Bundle {
    val reply = bundleOf(
        "status" to "error",
        "protocol_version" to 2,
        "error_code" to code,
        "error_message" to message,
        "retryable" to false,
    )
    if (resolution != null) reply.putParcelable("resolution", resolution)
    if (resumeToken != null) reply.putString("resume_token", resumeToken)
    return reply
}
