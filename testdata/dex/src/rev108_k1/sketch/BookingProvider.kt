package com.berthbook

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Context
import android.database.Cursor
import android.database.sqlite.SQLiteException
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.util.Log
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.async
import kotlinx.coroutines.coroutineScope
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.sync.withLock

class BookingProvider : ContentProvider() {
    private val sessions = SessionStore(Tokens.strong)

    override fun onCreate(): Boolean {
        Wiring.app = context!!.applicationContext
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = CallerUid(Binder.getCallingUid())
        val ctx = context ?: return null
        val pm = ctx.packageManager
        val pkg = uid.onlyPackage(pm)
        if (pkg == null || pkg !in BOOKING_APPS || !uid.signedBy(pm, Certs.RELEASE)) {
            return errorBundle("PERMISSION_DENIED", "not a BerthBook app", null)
        }
        val req = extras ?: Bundle()
        return runBlocking { dispatch(ctx, uid, method, req) }
    }

    private suspend fun dispatch(ctx: Context, uid: CallerUid, method: String, req: Bundle): Bundle {
        val requestId = req.getString("request_id")
        if (method == "negotiate") {
            if (!supportsV2(req)) return errorBundle("UNSUPPORTED_VERSION", "this provider speaks v2", null)
            return negotiated(PROVIDER_ID, sessions.open(uid))
        }
        val token = SessionToken(req.getString("session_token") ?: "")
        if (!sessions.owns(token, uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first", requestId)
        if (method == "get_provider_info") return okData(INFO, requestId)
        if (method == "list_tools") return okData(TOOLS, requestId)
        if (method != "execute_tool") return errorBundle("METHOD_NOT_FOUND", "unknown method", requestId)
        if (Deadline(req.getLong("deadline_at_ms")).isPast()) return ToolResult.Expired.toBundle(requestId)
        val tool = ToolName(req.getString("tool_name") ?: "")
        val args = req.getString("args") ?: "{}"
        val result = when (tool.raw) {
            "find_berths" -> findBerths(args)
            "book_berth" -> bookBerth(args)
            "amend_booking" -> amendBooking(args)
            "cancel_booking" -> cancelBooking(ctx, uid, tool, req, args)
            "release_booking" -> releaseBooking(ctx, uid, tool, req, args)
            else -> ToolResult.Unknown
        }
        return result.toBundle(requestId)
    }

    private suspend fun findBerths(args: String): ToolResult {
        val a = Codec.json.decodeFromString<FindBerthsArgs>(args)
        val repo = Wiring.repo
        return coroutineScope {
            val free = async(Dispatchers.IO) { repo.freeCount(a.marina, a.minLength) }
            val held = async(Dispatchers.IO) { repo.heldCount(a.marina) }
            ToolResult.Ok("{\"free\":" + free.await() + ",\"held\":" + held.await() + "}")
        }
    }

    private suspend fun bookBerth(args: String): ToolResult {
        val a = Codec.json.decodeFromString<BookArgs>(args)
        val repo = Wiring.repo
        return repo.mutex.withLock {
            try {
                ToolResult.Ok("{\"booking_id\":" + repo.book(a.marina, a.vessel, a.nights) + "}")
            } catch (e: SQLiteException) {
                ToolResult.Failed("CONFLICT", "booking failed: " + e.message)
            }
        }
    }

    private suspend fun amendBooking(args: String): ToolResult {
        val a = Codec.json.decodeFromString<BookArgs>(args)
        val repo = Wiring.repo
        return repo.mutex.withLock {
            try {
                ToolResult.Ok("{\"amended\":" + repo.amend(a.bookingId ?: "", a.nights) + "}")
            } catch (e: SQLiteException) {
                Log.w(TAG, "amend failed", e)
                ToolResult.Failed("CONFLICT", "the booking could not be changed")
            }
        }
    }

    private suspend fun cancelBooking(ctx: Context, uid: CallerUid, tool: ToolName, req: Bundle, args: String): ToolResult {
        val a = Codec.json.decodeFromString<CancelArgs>(args)
        if (!a.force && !Wiring.resumes.take(req.getString("resume_token"), uid, tool, args)) {
            return askUser(ctx, uid, tool, args, "cancel booking " + a.bookingId)
        }
        val repo = Wiring.repo
        val n = repo.mutex.withLock { repo.remove(a.bookingId) }
        return ToolResult.Ok("{\"cancelled\":" + n + "}")
    }

    private suspend fun releaseBooking(ctx: Context, uid: CallerUid, tool: ToolName, req: Bundle, args: String): ToolResult {
        val a = Codec.json.decodeFromString<CancelArgs>(args)
        if (!Wiring.resumes.take(req.getString("resume_token"), uid, tool, args)) {
            return askUser(ctx, uid, tool, args, "release booking " + a.bookingId)
        }
        val repo = Wiring.repo
        val n = repo.mutex.withLock { repo.remove(a.bookingId) }
        return ToolResult.Ok("{\"released\":" + n + "}")
    }

    private fun askUser(ctx: Context, uid: CallerUid, tool: ToolName, args: String, detail: String): ToolResult {
        val token = Wiring.resumes.issue(ResumeToken(Tokens.strong.mint("rt_")), uid, tool, args)
        val flags = PiFlags(PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
        val pi = Resolutions.confirm(ctx, ConfirmCancelActivity::class.java, 11, detail, token, flags)
        return ToolResult.NeedsUser(pi, token)
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    companion object {
        private const val TAG = "BookingProvider"
        const val PROVIDER_ID = "com.berthbook"
        val BOOKING_APPS = setOf("com.berthbook.crew", "com.berthbook.kiosk")
        const val INFO = "{\"provider_id\":\"com.berthbook\",\"provider_name\":\"BerthBook\",\"description\":\"Berth bookings\",\"scopes\":[]}"
        const val TOOLS = "{\"revision\":\"b-7\",\"tools\":[\"find_berths\",\"book_berth\",\"amend_booking\",\"cancel_booking\",\"release_booking\"]}"
    }
}
