package net.switchyard.hub

import android.app.Activity
import android.app.PendingIntent
import android.content.Context
import android.content.Intent
import android.os.Binder

/** Runs platform calls as the hub itself rather than as the assistant that called in; the identity is restored after. */
inline fun <T> asProvider(block: () -> T): T {
    val identity = Binder.clearCallingIdentity()
    try {
        return block()
    } finally {
        Binder.restoreCallingIdentity(identity)
    }
}

object PendingIntents {
    /** A PendingIntent for one of the hub's receivers: immutable, and replacing an earlier one of the same code. */
    fun broadcast(context: Context, requestCode: Int, intent: Intent): PendingIntent =
        PendingIntent.getBroadcast(context, requestCode, intent, PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
}

object Resolutions {
    const val EXTRA_TOKEN = "net.switchyard.hub.extra.RESUME_TOKEN"
    const val EXTRA_SUMMARY = "net.switchyard.hub.extra.SUMMARY"

    /** The resolution of a held ticket: the module's confirmation screen, explicit and immutable. */
    fun open(context: Context, screen: Class<out Activity>, token: String, summary: String): PendingIntent {
        val intent = Intent(context, screen)
            .putExtra(EXTRA_TOKEN, token)
            .putExtra(EXTRA_SUMMARY, summary)
        return PendingIntent.getActivity(context, token.hashCode(), intent, PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_ONE_SHOT)
    }
}
