package com.gymslot

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Context
import android.content.Intent
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.util.Log
import java.io.File
import java.io.IOException
import kotlinx.coroutines.runBlocking
import org.json.JSONObject

class BookingProvider : ContentProvider() {
    private lateinit var db: SQLiteDatabase

    override fun onCreate(): Boolean {
        db = SQLiteDatabase.openOrCreateDatabase(File(context!!.filesDir, "bookings.db"), null)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val pkg = ctx.packageManager.getPackagesForUid(uid)?.singleOrNull()
        if (pkg == null || pkg !in MEMBERS) return errorBundle("PERMISSION_DENIED", "not a GymSlot app")
        val req = extras ?: Bundle()
        if (method == "negotiate") return okBundle("{\"selected_version\":2,\"session_token\":\"" + Sessions.open(uid) + "\"}")
        if (!Sessions.owns(req.getString("session_token"), uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first")
        if (method == "list_tools") return okBundle(TOOLS)
        if (method != "execute_tool") return errorBundle("METHOD_NOT_FOUND", "unknown method")
        val args = JSONObject(req.getString("args") ?: "{}")
        return when (req.toolName) {
            "book_session" -> bookSession(ctx, uid, req, args)
            "cancel_booking" -> cancelBooking(ctx, uid, req, args)
            "drop_waitlist" -> dropWaitlist(ctx, uid, req, args)
            "my_bookings" -> myBookings(args)
            "bookings_on" -> bookingsOn(args)
            else -> errorBundle("TOOL_NOT_FOUND", "unknown tool")
        }
    }

    private fun bookSession(ctx: Context, uid: Int, req: Bundle, args: JSONObject): Bundle {
        if (!ResumeBook.take(req.getString("resume_token"), uid)) {
            val intent = Intent(ctx, BookConfirmActivity::class.java)
            val pi = PendingIntent.getActivity(ctx, 1, intent, PendingIntent.FLAG_UPDATE_CURRENT)
            return needsUser(pi, ResumeBook.issue(Tokens.secure(), uid))
        }
        val reply = runBlocking { Backend.api.book(BookBody(args.optString("slot"), uid)) }
        if (req.expired()) return errorBundle("DEADLINE_EXCEEDED", "booking window passed")
        db.insert("bookings", null, ContentValues().apply { put("id", reply.bookingId) })
        return okBundle("{\"booking_id\":\"" + reply.bookingId + "\"}")
    }

    private fun cancelBooking(ctx: Context, uid: Int, req: Bundle, args: JSONObject): Bundle {
        if (req.expired()) return errorBundle("DEADLINE_EXCEEDED", "too late to cancel")
        val id = args.optString("booking_id")
        if (!args.optBoolean("confirmed")) {
            val intent = Intent(ctx, BookConfirmActivity::class.java)
            val pi = PendingIntent.getActivity(ctx, 2, intent, PendingIntent.FLAG_IMMUTABLE)
            return needsUser(pi, ResumeBook.issue(Tokens.secure(), uid))
        }
        try {
            runBlocking { Backend.api.cancel(id) }
        } catch (e: IOException) {
            Log.w("GymSlot", "cancel failed", e)
            return errorBundle("UNAVAILABLE", "backend unreachable, try again")
        }
        return okBundle("{\"cancelled\":true}")
    }

    private fun dropWaitlist(ctx: Context, uid: Int, req: Bundle, args: JSONObject): Bundle {
        if (req.expired()) return errorBundle("DEADLINE_EXCEEDED", "too late to drop")
        val id = args.optString("booking_id")
        if (!ResumeBook.take(req.getString("resume_token"), uid)) {
            val intent = Intent(ctx, BookConfirmActivity::class.java)
            val pi = PendingIntent.getActivity(ctx, 3, intent, PendingIntent.FLAG_IMMUTABLE)
            return needsUser(pi, ResumeBook.issue(Tokens.secure(), uid))
        }
        runBlocking { Backend.api.cancel(id) }
        return okBundle("{\"dropped\":true}")
    }

    private fun myBookings(args: JSONObject): Bundle {
        val owner = args.optString("caller_package")
        val c = db.rawQuery("SELECT id FROM bookings WHERE owner = ?", arrayOf(owner))
        val n = c.count
        c.close()
        return okBundle("{\"bookings\":" + n + "}")
    }

    private fun bookingsOn(args: JSONObject): Bundle {
        val day = args.optString("day")
        val c = db.rawQuery("SELECT id FROM bookings WHERE day = '" + day + "'", null)
        val n = c.count
        c.close()
        return okBundle("{\"bookings\":" + n + "}")
    }

    override fun query(u: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(u: Uri): String? = null
    override fun insert(u: Uri, v: ContentValues?): Uri? = null
    override fun delete(u: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(u: Uri, v: ContentValues?, s: String?, a: Array<String>?): Int = 0

    companion object {
        val MEMBERS = setOf("com.gymslot", "com.gymslot.wear")
        const val TOOLS = "[\"book_session\",\"cancel_booking\",\"drop_waitlist\",\"my_bookings\",\"bookings_on\"]"
    }
}
