package com.example.r30k2

import android.content.ContentProvider
import android.content.Context
import android.os.Binder
import android.os.Bundle
import android.util.Log
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.flow.flow
import kotlinx.coroutines.flow.flowOn
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withContext
import java.io.File
import java.io.IOException

// FeedProvider.kt: the rev27_ktuse call() head (lines 24-31); tools run
// under runBlocking on the Binder thread, with flows moved to Dispatchers.IO
// by flowOn and blocks moved by withContext.
//

class FeedProvider : ContentProvider() {
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        if (!Callers.trusted(context!!, uid)) return Replies.error("PERMISSION_DENIED", "caller not allowed")
        if ("negotiate" == method) return Replies.success(Sessions.open(uid))
        if (extras == null || !Sessions.check(extras.getString("session_token"), uid)) return Replies.error("NEGOTIATION_REQUIRED", "negotiate first")
        if ("execute_tool" != method) return Replies.error("METHOD_NOT_FOUND", "unknown method")
        if (extras.getLong("deadline_at_ms") <= System.currentTimeMillis()) return Replies.error("TIMEOUT", "deadline passed")
        val ctx = context!!
        return when (extras.getString("tool_name")) {
            "who_am_i" -> runBlocking { Replies.success("{\"caller\":\"${callerName(ctx).first()}\"}") }
            "who_is" -> runBlocking { Replies.success("{\"caller\":\"${nameOf(ctx, uid).first()}\"}") }
            "refresh_feed" -> refresh(ctx, uid)
            "refresh_quiet" -> refreshQuiet(ctx, uid)
            else -> Replies.error("TOOL_NOT_FOUND", "no such tool")
        }
    }

    // the package lookup is I/O: keep it off the caller's thread
    private fun callerName(ctx: Context): Flow<String> = flow {
        emit(ctx.packageManager.getNameForUid(Binder.getCallingUid()) ?: "unknown")
    }.flowOn(Dispatchers.IO)

    private fun nameOf(ctx: Context, uid: Int): Flow<String> = flow {
        emit(ctx.packageManager.getNameForUid(uid) ?: "unknown")
    }.flowOn(Dispatchers.IO)

    private fun refresh(ctx: Context, uid: Int): Bundle = runBlocking {
        try {
            val n = withContext(Dispatchers.IO) { pull(ctx, uid) }
            Replies.success("{\"items\":$n}")
        } catch (e: IOException) {
            Replies.error("UNAVAILABLE", e.stackTraceToString())
        }
    }

    private fun refreshQuiet(ctx: Context, uid: Int): Bundle = runBlocking {
        try {
            val n = withContext(Dispatchers.IO) { pull(ctx, uid) }
            Replies.success("{\"items\":$n}")
        } catch (e: IOException) {
            Log.w("feed", e.stackTraceToString())
            Replies.error("UNAVAILABLE", "feed server unreachable")
        }
    }

    private fun pull(ctx: Context, uid: Int): Int =
        File(ctx.cacheDir, "feed-$uid.json").readText().length

    override fun onCreate(): Boolean = true
}
