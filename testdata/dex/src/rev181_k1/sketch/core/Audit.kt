package net.pantrybox.app.core

import android.util.Log

/** Redacted audit events (caller, tool, request ID, outcome) to the system log. */
class AuditTrail(private val tag: String) {
    operator fun invoke(callerUid: Int, tool: String, requestId: String, outcome: String) {
        Log.i(tag, "uid=" + callerUid + " tool=" + tool + " request=" + requestId + " outcome=" + outcome)
    }
}
