package com.pantrypal

import android.app.PendingIntent
import android.os.Bundle
import android.os.ParcelFileDescriptor

fun okBundle(json: String): Bundle = Bundle().apply {
    putString("status", "success")
    putInt("protocol_version", 2)
    putString("data", "{\"kind\":\"inline\",\"value\":" + json + "}")
}

fun errorBundle(code: String, message: String): Bundle = Bundle().apply {
    putString("status", "error")
    putString("error_code", code)
    putString("error_message", message)
    putBoolean("retryable", code == "UNAVAILABLE")
}

fun needsUser(resolution: PendingIntent, resumeToken: String): Bundle =
    errorBundle("USER_ACTION_REQUIRED", "confirm on the PantryPal screen").also {
        it.putParcelable("resolution", resolution)
        it.putString("resume_token", resumeToken)
    }

fun fileBundle(fd: ParcelFileDescriptor): Bundle = Bundle().apply {
    putString("status", "success")
    putString("data", "{\"kind\":\"file\",\"media_type\":\"text/csv\"}")
    putParcelable("result_fd", fd)
}
