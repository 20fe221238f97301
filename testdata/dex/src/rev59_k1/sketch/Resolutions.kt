package com.slipstream.ui

import android.app.PendingIntent
import android.content.Context
import android.content.Intent
import android.util.Base64
import java.security.SecureRandom
import java.util.concurrent.ConcurrentHashMap

class Hold(val uid: Int, val tool: String)

/** Resume tokens: SecureRandom, bound to the caller and the tool, single use. */
object Holds {
    private val random = SecureRandom()
    private val open = ConcurrentHashMap<String, Hold>()

    fun issue(uid: Int, tool: String): String {
        val raw = ByteArray(24)
        random.nextBytes(raw)
        return Base64.encodeToString(raw, Base64.NO_WRAP).also { open[it] = Hold(uid, tool) }
    }

    fun take(token: String?, uid: Int, tool: String): Boolean {
        val hold = token?.let { open.remove(it) } ?: return false
        return hold.uid == uid && hold.tool == tool
    }
}

fun Context.confirmScreen(screen: Class<*>, code: Int, subject: String): PendingIntent {
    val intent = Intent(this, screen).putExtra("subject", subject)
    return PendingIntent.getActivity(this, code, intent, PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
}
