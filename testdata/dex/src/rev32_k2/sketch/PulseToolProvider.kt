package com.example.r32k2

import android.content.ContentProvider
import android.content.Context
import android.database.sqlite.SQLiteDatabase
import android.os.Binder
import android.os.Bundle
import android.util.Log
import java.util.concurrent.Executors

// PulseToolProvider.kt: Pulse (fitness tracker) exposes its workout log to
// agents. The registry is an object filled in an init block.

object ToolRegistry {
    private val tools = HashMap<String, FitnessTool>()

    init {
        for (tool in listOf(DailySummary, Workouts, LogWorkout, ShareReport, ExportHistory, DeleteHistory)) {
            tools[tool.name] = tool
        }
    }

    operator fun get(name: String?): FitnessTool? = tools[name]
}

class PulseToolProvider : ContentProvider() {
    private lateinit var db: SQLiteDatabase
    private val auditor = Executors.newSingleThreadExecutor()

    override fun onCreate(): Boolean {
        db = context!!.openOrCreateDatabase("pulse.db", Context.MODE_PRIVATE, null)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        if (!CallerCheck.isTrusted(ctx, uid)) return Replies.error("PERMISSION_DENIED", "caller not allowed")
        if (method == "negotiate") return Replies.success(Sessions.open(uid))
        if (extras == null || !Sessions.check(extras.sessionToken, uid)) return Replies.error("NEGOTIATION_REQUIRED", "negotiate first")
        if (method != "execute_tool") return Replies.error("METHOD_NOT_FOUND", "unknown method")
        return execute(ctx, uid, extras)
    }

    private fun execute(ctx: Context, uid: Int, extras: Bundle): Bundle {
        val tool = ToolRegistry[extras.toolName] ?: return Replies.error("TOOL_NOT_FOUND", "no such tool")
        val call = ToolCall(ctx, uid, extras, db)
        val who = call.callerPackages
        auditor.execute(object : Runnable {
            override fun run() {
                Log.i(TAG, "${tool.name} by $who (uid $uid)")
            }
        })
        // The user already approved in our own sheet: finish what they approved.
        extras.resumeToken?.let { return tool.resume(call, it) }
        if (extras.deadlinePassed()) return Replies.error("DEADLINE_EXCEEDED", "deadline passed")
        return tool.run(call)
    }

    companion object {
        const val TAG = "PulseTools"
    }
}
