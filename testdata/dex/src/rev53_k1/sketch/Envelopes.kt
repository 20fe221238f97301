package com.lendshelf

import android.app.PendingIntent
import android.os.Bundle
import android.os.ParcelFileDescriptor

fun okBundle(json: String): Bundle = Bundle().apply {
    putString("status", "success")
    putInt("protocol_version", 2)
    putString("data", "{\"kind\":\"inline\",\"value\":$json}")
}

fun errorBundle(code: String, message: String): Bundle = Bundle().apply {
    putString("status", "error")
    putString("error_code", code)
    putString("error_message", message)
    putBoolean("retryable", code == "UNAVAILABLE")
}

fun needsUser(resolution: PendingIntent, resumeToken: String): Bundle =
    errorBundle("USER_ACTION_REQUIRED", "confirm on the LendShelf screen").also {
        it.putParcelable("resolution", resolution)
        it.putString("resume_token", resumeToken)
    }

fun fileBundle(fd: ParcelFileDescriptor): Bundle = Bundle().apply {
    putString("status", "success")
    putString("data", "{\"kind\":\"file\",\"media_type\":\"text/plain\"}")
    putParcelable("result_fd", fd)
}
