package com.harborfiles

import android.app.PendingIntent
import android.content.Intent
import android.os.Bundle
import java.util.concurrent.ConcurrentHashMap

/** How a resolution PendingIntent is made; tools copy BASE and change what they need. */
data class ResolutionSpec(val requestCode: Int, val flags: Int, val action: String) {
    companion object {
        const val ACTION_CONFIRM = "com.harborfiles.action.CONFIRM"
        val BASE = ResolutionSpec(0, PendingIntent.FLAG_IMMUTABLE, ACTION_CONFIRM)
    }
}

/** Builds the Intent of the screen that asks the user; each provider is given its own. */
class Confirmer(private val targetPackage: String, private val targetActivity: String) {
    fun intent(action: String, extras: Bundle): Intent = Intent(action).apply {
        setClassName(targetPackage, targetActivity)
        putExtras(extras)
    }
}

data class Approval(val uid: Int, val tool: String, val args: String)

/** Resume tokens waiting for their second call: single use, bound to caller, tool and raw args. */
class ResumeLedger {
    private val pending = ConcurrentHashMap<String, Approval>()

    fun hold(token: String, approval: Approval): String {
        pending[token] = approval
        return token
    }

    fun take(token: String?, uid: Int, tool: String, args: String): Boolean {
        val held = token?.let { pending.remove(it) } ?: return false
        return held.uid == uid && held.tool == tool && held.args == args
    }
}
