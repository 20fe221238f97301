package com.tutortime

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.util.Log
import dagger.hilt.android.EntryPointAccessors
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.sync.Mutex
import kotlinx.coroutines.sync.withLock
import kotlinx.coroutines.withContext

class RoomProvider : ContentProvider() {
    private val mutex = Mutex()

    private fun entry(): ProviderEntryPoint = EntryPointAccessors.fromApplication(context!!, ProviderEntryPoint::class.java)

    override fun onCreate() = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val pkg = ctx.packageManager.getPackagesForUid(uid)?.singleOrNull()
        if (pkg == null || pkg !in SCHOOL_APPS) return errorBundle("PERMISSION_DENIED", "not a TutorTime app")
        val req = extras ?: Bundle()
        if (method == "negotiate") return okBundle("{\"selected_version\":2,\"session_token\":\"" + Sessions.open(uid) + "\"}")
        if (!Sessions.owns(req.sessionToken, uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first")
        return when (method) {
            "list_tools" -> okBundle(TOOLS_JSON)
            "execute_tool" -> execute(ToolCtx(ctx, uid, pkg, req))
            else -> errorBundle("METHOD_NOT_FOUND", "unknown method")
        }
    }

    private fun execute(c: ToolCtx): Bundle {
        if (c.req.getLong("deadline_at_ms") < System.currentTimeMillis()) return errorBundle("DEADLINE_EXCEEDED", "deadline passed")
        return try {
            when (c.req.toolName) {
                "swap_tutor" -> swapTutor(c)
                "reserve_room" -> reserveRoom(c)
                "claim_for" -> claimFor(c)
                "claim" -> claim(c)
                "history" -> history(c)
                "my_history" -> myHistory(c)
                else -> errorBundle("TOOL_NOT_FOUND", "no such tool")
            }
        } catch (e: Exception) {
            Log.w(TAG, "room tool failed", e)
            errorBundle("INTERNAL_ERROR", "rooms are unavailable")
        }
    }

    private fun swapTutor(c: ToolCtx): Bundle {
        val tokens = entry().tokens()
        if (!tokens.redeem(c.args.optString("resume_token"))) {
            val token = Tokens.quick(c.uid)
            tokens.hold(token, c.uid)
            return needsUser(Screen.SwapTutor.pendingIntent(c.context), token)
        }
        return okBundle("{\"swapped\":" + entry().repo().book(c.args.optLong("slot_id"), c.pkg) + "}")
    }

    private fun reserveRoom(c: ToolCtx): Bundle {
        if (!ResumeBook.take(c.args.optString("resume_token"), c.uid, "reserve_room")) {
            val token = Tokens.secure()
            ResumeBook.issue(token, c.uid, "reserve_room")
            return needsUser(Screen.CancelSlot.pendingIntent(c.context), token)
        }
        return okBundle("{\"reserved\":" + entry().repo().book(c.args.optLong("room_id"), c.pkg) + "}")
    }

    private fun claimFor(c: ToolCtx): Bundle {
        val owner = c.req.getString("calling_package") ?: c.pkg
        return okBundle("{\"claimed\":" + entry().repo().book(c.args.optLong("slot_id"), owner) + "}")
    }

    private fun claim(c: ToolCtx): Bundle {
        val claimed = c.req.getString("calling_package")
        require(claimed == null || claimed == c.pkg) { "package mismatch" }
        return okBundle("{\"claimed\":" + entry().repo().book(c.args.optLong("slot_id"), c.pkg) + "}")
    }

    private fun history(c: ToolCtx): Bundle {
        val repo = entry().repo()
        val n = runBlocking { withContext(Dispatchers.IO) { repo.history(Binder.getCallingUid()) } }
        return okBundle("{\"sessions\":" + n + "}")
    }

    private fun myHistory(c: ToolCtx): Bundle {
        val repo = entry().repo()
        val uid = c.uid
        val n = runBlocking { mutex.withLock { repo.history(uid) } }
        return okBundle("{\"sessions\":" + n + "}")
    }

    override fun query(uri: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, s: String?, a: Array<String>?) = 0
    override fun update(uri: Uri, values: ContentValues?, s: String?, a: Array<String>?) = 0

    companion object {
        private const val TAG = "RoomProvider"
        private val SCHOOL_APPS = setOf("com.tutortime.student", "com.tutortime.staff")
        private const val TOOLS_JSON = "{\"revision\":\"rooms-1\",\"tools\":[\"swap_tutor\",\"reserve_room\",\"claim_for\",\"claim\",\"history\",\"my_history\"]}"
    }
}
