package com.plotshare

import android.app.PendingIntent
import android.content.Context
import android.content.Intent
import android.os.Bundle

fun okBundle(json: String): Bundle = Bundle().apply {
    putString("status", "success")
    putInt("protocol_version", 2)
    putString("data", "{\"kind\":\"inline\",\"value\":" + json + "}")
}

fun errorBundle(code: String, message: String): Bundle = Bundle().apply {
    putString("status", "error")
    putString("error_code", code)
    putString("error_message", message)
    putBoolean("retryable", false)
}

fun needsUser(resolution: PendingIntent, resumeToken: String): Bundle =
    errorBundle("USER_ACTION_REQUIRED", "confirm on the PlotShare screen").also {
        it.putParcelable("resolution", resolution)
        it.putString("resume_token", resumeToken)
    }

interface Resolutions {
    val host: Context

    fun resolutionFor(screen: Class<*>, code: Int): PendingIntent =
        PendingIntent.getActivity(host, code, Intent(host, screen), PendingIntent.FLAG_UPDATE_CURRENT)

    fun sealedResolutionFor(screen: Class<*>, code: Int): PendingIntent =
        PendingIntent.getActivity(host, code, Intent(host, screen), PendingIntent.FLAG_IMMUTABLE)
}
