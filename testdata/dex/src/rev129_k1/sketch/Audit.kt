package com.larkbook

import android.content.ContentValues
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.Job
import kotlinx.coroutines.launch

/** Where a tool's audit row goes. */
fun interface AuditSink {
    fun record(tool: String, ok: Boolean)
}

/** Who changed what: one row per mutating call, read back by the history screen and the daily limits. */
class AuditLog(private val db: LarkDb) {
    fun record(uid: Int, tool: String, ok: Boolean) {
        val row = ContentValues().apply {
            put("uid", uid)
            put("tool", tool)
            put("ok", if (ok) 1 else 0)
            put("at", System.currentTimeMillis())
        }
        db.writableDatabase.insert("audit", null, row)
    }

    fun countSince(uid: Int, tool: String, since: Long): Int =
        db.readableDatabase.rawQuery(
            "SELECT COUNT(*) FROM audit WHERE uid = ? AND tool = ? AND ok = 1 AND at >= ?",
            arrayOf(uid.toString(), tool, since.toString()),
        ).use { c -> if (c.moveToFirst()) c.getInt(0) else 0 }
}

/** Runs [block] in the background: the Consumer does not wait for it. */
inline fun CoroutineScope.background(crossinline block: () -> Unit): Job = launch(Dispatchers.Default) { block() }

/** Audit rows are written in the background. */
fun CoroutineScope.report(sink: AuditSink, tool: String, ok: Boolean): Job = background { sink.record(tool, ok) }
