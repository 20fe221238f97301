package com.example.r27k

import android.content.ContentProvider
import android.os.Binder
import android.os.Bundle
import android.util.Log
import java.util.concurrent.Executor
import java.util.concurrent.Executors
import java.util.concurrent.atomic.AtomicInteger

// AuditProvider.kt (one file; rev15 helpers Callers, Sessions, Replies are Java)
inline fun background(pool: Executor, crossinline block: () -> Unit) {
    pool.execute(object : Runnable {
        override fun run() { block() }
    })
}

class AuditProvider : ContentProvider() {
    private val pool = Executors.newSingleThreadExecutor()
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        if (!Callers.trusted(context!!, uid)) return Replies.error("PERMISSION_DENIED", "caller not allowed")
        if ("negotiate" == method) return Replies.success(Sessions.open(uid))
        if (extras == null || !Sessions.check(extras.getString("session_token"), uid)) return Replies.error("NEGOTIATION_REQUIRED", "negotiate first")
        if ("execute_tool" != method) return Replies.error("METHOD_NOT_FOUND", "unknown method")
        if (extras.getLong("deadline_at_ms") <= System.currentTimeMillis()) return Replies.error("TIMEOUT", "deadline passed")
        val ctx = context!!
        when (extras.getString("tool_name")) {
            "audit_log" -> {
                background(pool) { Audit.record(ctx, Binder.getCallingUid()) }
                return Replies.success("{}")
            }
            "whoami" -> return timed("whoami") {
                Replies.success("{\"uid\":" + Binder.getCallingUid() + "}")
            }
            "start_export" -> {
                val b = Replies.success("{}"); b.putString("operation_id", OpIds.next()); return b
            }
            else -> return Replies.error("TOOL_NOT_FOUND", "no such tool")
        }
    }
    override fun onCreate(): Boolean = true
}

object OpIds {
    private val seq = AtomicInteger(1000)
    fun next(): String = "op-" + seq.getAndIncrement()
}

object Audit {
    fun record(c: android.content.Context, uid: Int) { Log.i("audit", "uid " + uid) }
}

inline fun <T> timed(tag: String, block: () -> T): T {
    val t0 = System.nanoTime()
    try {
        return block()
    } finally {
        Log.d(tag, "took " + (System.nanoTime() - t0))
    }
}
