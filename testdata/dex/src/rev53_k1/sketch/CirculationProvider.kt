package com.lendshelf

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Context
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.os.ParcelFileDescriptor
import android.util.Log
import kotlinx.coroutines.runBlocking
import org.json.JSONObject
import kotlin.concurrent.thread

class CirculationProvider : ContentProvider() {
    override fun onCreate() = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val caller = CallerUid(Binder.getCallingUid())
        val ctx = context ?: return null
        if (!caller.isSoleLender(ctx)) return errorBundle("PERMISSION_DENIED", "not a LendShelf member")
        val req = extras ?: Bundle()
        if (method == "negotiate") return okBundle("{\"selected_version\":2,\"session_token\":\"" + Sessions.open(caller) + "\"}")
        if (!Sessions.owns(req.getString("session_token"), caller)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first")
        return when (method) {
            "list_tools" -> okBundle(HoldTool.entries.joinToString(",", "{\"revision\":\"holds-2\",\"tools\":[", "]}") { "\"" + it.wire + "\"" })
            "execute_tool" -> execute(ctx, caller, req)
            else -> errorBundle("METHOD_NOT_FOUND", "unknown method")
        }
    }

    private fun execute(ctx: Context, caller: CallerUid, req: Bundle): Bundle {
        if (req.getLong("deadline_at_ms") < System.currentTimeMillis()) return errorBundle("DEADLINE_EXCEEDED", "deadline passed")
        val tool = HoldTool.of(req.getString("tool_name")) ?: return errorBundle("TOOL_NOT_FOUND", "no such tool")
        val args = JSONObject(req.getString("args") ?: "{}")
        return runCatching {
            when (tool) {
                HoldTool.PLACE_HOLD -> placeHold(ctx, caller, args)
                HoldTool.CANCEL_HOLD -> cancelHold(ctx, caller, args)
                HoldTool.TRANSFER_HOLD -> transferHold(ctx, args)
                HoldTool.RELEASE_HOLD -> releaseHold(ctx, caller, args)
                HoldTool.EXPORT_HOLDS -> exportHolds(ctx, caller)
            }
        }.getOrElse { e ->
            Log.w(TAG, "hold tool failed", e)
            errorBundle("INTERNAL_ERROR", "circulation is unavailable")
        }
    }

    private fun placeHold(ctx: Context, caller: CallerUid, args: JSONObject): Bundle {
        val bookId = args.optLong("book_id")
        if (!ResumeBook.take(args.optString("resume_token"), caller, "place_hold")) {
            val token = Tokens.secure()
            ResumeBook.issue(token, caller, "place_hold")
            return needsUser(resolution(ctx) {
                action = "com.lendshelf.action.CONFIRM_HOLD"
                flags = PendingIntent.FLAG_IMMUTABLE
            }, token)
        }
        ctx.shelfDb().insert("holds", null, ContentValues().apply {
            put("book_id", bookId)
            put("holder_uid", caller.raw)
        })
        return okBundle("{\"held\":$bookId}")
    }

    private fun cancelHold(ctx: Context, caller: CallerUid, args: JSONObject): Bundle {
        val holdId = args.optLong("hold_id")
        if (!ResumeBook.take(args.optString("resume_token"), caller, "cancel_hold")) {
            val token = Tokens.clock("hold")
            ResumeBook.issue(token, caller, "cancel_hold")
            return needsUser(resolution(ctx) {
                target = ConfirmHoldActivity::class.java
                action = "com.lendshelf.action.CONFIRM_HOLD"
                flags = PendingIntent.FLAG_IMMUTABLE
            }, token)
        }
        val rows = ctx.shelfDb().delete("holds", "_id = ? AND holder_uid = ?", arrayOf(holdId.toString(), caller.raw.toString()))
        return okBundle("{\"cancelled\":$rows}")
    }

    private fun transferHold(ctx: Context, args: JSONObject): Bundle {
        val holdId = args.optLong("hold_id")
        val to = args.optString("to_member")
        val ident = Binder.clearCallingIdentity()
        try {
            val who = CallerUid.current()
            val rows = moveHold(ctx.shelfDb(), holdId, who, to)
            return okBundle("{\"moved\":$rows}")
        } finally {
            Binder.restoreCallingIdentity(ident)
        }
    }

    private fun releaseHold(ctx: Context, caller: CallerUid, args: JSONObject): Bundle {
        val holdId = args.optLong("hold_id")
        val ident = Binder.clearCallingIdentity()
        try {
            val rows = moveHold(ctx.shelfDb(), holdId, caller, "")
            return okBundle("{\"released\":$rows}")
        } finally {
            Binder.restoreCallingIdentity(ident)
        }
    }

    private fun moveHold(db: SQLiteDatabase, holdId: Long, who: CallerUid, to: String): Int =
        db.update("holds", ContentValues().apply { put("holder", to) },
            "_id = ? AND holder_uid = ?", arrayOf(holdId.toString(), who.raw.toString()))

    private fun exportHolds(ctx: Context, caller: CallerUid): Bundle {
        val text = runBlocking { HoldReport.render(ctx.shelfDb(), caller) }
        val (readEnd, writeEnd) = ParcelFileDescriptor.createPipe()
        thread(name = "holds-export") {
            ParcelFileDescriptor.AutoCloseOutputStream(writeEnd).use { it.write(text.toByteArray()) }
        }
        return fileBundle(readEnd)
    }

    override fun query(uri: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, s: String?, a: Array<String>?) = 0
    override fun update(uri: Uri, values: ContentValues?, s: String?, a: Array<String>?) = 0

    companion object {
        private const val TAG = "CirculationProvider"
    }
}

object HoldReport {
    suspend fun render(db: SQLiteDatabase, caller: CallerUid): String =
        db.rawQuery("SELECT book_id FROM holds WHERE holder_uid = ?", arrayOf(caller.raw.toString())).use { c ->
            buildString { while (c.moveToNext()) append(c.getLong(0)).append('\n') }
        }
}
