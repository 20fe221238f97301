package com.inkwell

import android.app.Activity
import android.content.Context
import android.content.Intent
import android.database.sqlite.SQLiteException
import android.os.Bundle
import java.util.concurrent.Callable
import java.util.concurrent.ExecutorService
import java.util.concurrent.Executors

private val diskThread: ExecutorService = Executors.newSingleThreadExecutor()

const val ACTION_CONFIRM_SHARE = "com.inkwell.action.CONFIRM_SHARE"

fun withDeadline(req: Bundle, block: () -> Bundle): Bundle {
    val deadline = req.getLong("deadline_at_ms")
    if (deadline <= System.currentTimeMillis()) {
        return Envelope.error(req, "DEADLINE_EXCEEDED", "the deadline has passed", retryable = true)
    }
    return block()
}

fun <T> guarded(uid: Int, block: () -> T): T? = if (Access.allows(uid)) block() else null

fun retrying(times: Int, block: () -> Unit) {
    var left = times
    while (true) {
        try {
            block()
            return
        } catch (e: SQLiteException) {
            if (--left <= 0) throw e
        }
    }
}

fun <T> onDiskThread(block: () -> T): T = diskThread.submit(Callable { block() }).get()

fun problemIn(block: () -> Unit): String? =
    runCatching(block).exceptionOrNull()?.let { it.message ?: it.javaClass.simpleName }

@JvmOverloads
fun confirmIntent(ctx: Context, action: String, target: Class<out Activity>? = null, subject: String = ""): Intent =
    (target?.let { Intent(ctx, it) } ?: Intent().setPackage(ctx.packageName)).apply {
        this.action = action
        putExtra("subject", subject)
    }
