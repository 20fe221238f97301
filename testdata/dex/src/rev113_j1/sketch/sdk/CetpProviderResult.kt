package com.clawseed.cetp.sdk

import android.app.PendingIntent
import android.os.Bundle
import android.os.ParcelFileDescriptor
import org.json.JSONObject

/** What a tool hook returns; the SDK turns it into the reply Bundle. */
sealed class CetpProviderResult {
    class Success(val value: JSONObject) : CetpProviderResult()

    class Failure(val code: String, val message: String) : CetpProviderResult()

    class NeedsUser(val resolution: PendingIntent, val resumeToken: String) : CetpProviderResult()

    class File(val fd: ParcelFileDescriptor, val mediaType: String) : CetpProviderResult()

    class Accepted(val operationId: String, val pollAfterMs: Long) : CetpProviderResult()

    class Status(val data: JSONObject) : CetpProviderResult()

    fun toBundle(requestId: String?): Bundle {
        val b = Bundle()
        b.putInt("protocol_version", 2)
        b.putString("request_id", requestId)
        when (this) {
            is Success -> {
                b.putString("status", "success")
                b.putString("data", "{\"kind\":\"inline\",\"value\":$value}")
            }
            is File -> {
                b.putString("status", "success")
                b.putString("data", "{\"kind\":\"file\",\"media_type\":\"$mediaType\"}")
                b.putParcelable("result_fd", fd)
            }
            is Accepted -> {
                b.putString("status", "accepted")
                b.putString("data", "{\"operation_id\":\"$operationId\",\"poll_after_ms\":$pollAfterMs}")
            }
            is Status -> {
                b.putString("status", "success")
                b.putString("data", data.toString())
            }
            is Failure -> b.putError(code, message)
            is NeedsUser -> {
                b.putError("USER_ACTION_REQUIRED", "confirm in the app")
                b.putParcelable("resolution", resolution)
                b.putString("resume_token", resumeToken)
            }
        }
        return b
    }

    companion object {
        fun success(value: JSONObject): CetpProviderResult = Success(value)

        fun error(code: String, message: String): CetpProviderResult = Failure(code, message)

        fun needsUser(resolution: PendingIntent, resumeToken: String): CetpProviderResult =
            NeedsUser(resolution, resumeToken)

        fun accepted(operationId: String, pollAfterMs: Long): CetpProviderResult = Accepted(operationId, pollAfterMs)

        fun status(data: JSONObject): CetpProviderResult = Status(data)

        fun file(readEnd: ParcelFileDescriptor, mediaType: String = "application/json"): CetpProviderResult =
            File(readEnd, mediaType)
    }
}

internal fun Bundle.putError(code: String, message: String) {
    putString("status", "error")
    putString("error_code", code)
    putString("error_message", message)
    putBoolean("retryable", code == "NEGOTIATION_REQUIRED")
}
