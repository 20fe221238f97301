package com.ridequeue

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
import kotlin.coroutines.resume
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.async
import kotlinx.coroutines.channels.awaitClose
import kotlinx.coroutines.coroutineScope
import kotlinx.coroutines.flow.callbackFlow
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.suspendCancellableCoroutine
import org.json.JSONObject

class SeatProvider : ContentProvider() {
    private lateinit var db: SQLiteDatabase
    private val api = SeatApi()

    override fun onCreate(): Boolean {
        db = SQLiteDatabase.openOrCreateDatabase(File(context!!.filesDir, "seats.db"), null)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val pkg = ctx.packageManager.getPackagesForUid(uid)?.singleOrNull()
        if (pkg == null || pkg !in SCHOOL_APPS) return errorBundle("PERMISSION_DENIED", "not a RideQueue app")
        val req = extras ?: Bundle()
        if (method == "negotiate") return okBundle("{\"selected_version\":2,\"session_token\":\"" + Sessions.open(uid) + "\"}")
        if (!Sessions.owns(req.getString("session_token"), uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first")
        if (method == "list_tools") return okBundle(TOOLS)
        if (method != "execute_tool") return errorBundle("METHOD_NOT_FOUND", "unknown method")
        if (req.getLong("deadline_at_ms") < System.currentTimeMillis()) return errorBundle("DEADLINE_EXCEEDED", "too late")
        val args = JSONObject(req.getString("args") ?: "{}")
        return runBlocking(Dispatchers.IO) { execute(ctx, uid, req, args) }
    }

    private suspend fun execute(ctx: Context, uid: Int, req: Bundle, args: JSONObject): Bundle =
        when (req.toolName) {
            "seat_count" -> seatCount(args.optString("route"))
            "my_seats" -> mySeats(uid, args.optString("route"))
            "book_seat" -> bookSeat(uid, args.optString("route"))
            "reserve_seat" -> reserveSeat(uid, args.optString("route"))
            "cancel_booking" -> cancelBooking(ctx, uid, args)
            "release_seat" -> releaseSeat(ctx, uid, req, args)
            else -> errorBundle("TOOL_NOT_FOUND", "unknown tool")
        }

    private suspend fun seatCount(route: String): Bundle {
        val seats = suspendCancellableCoroutine<Int> { cont ->
            api.fetch(route, object : SeatCallback {
                override fun onResult(seats: Int) {
                    db.insert("lookups", null, ContentValues().apply { put("uid", Binder.getCallingUid()); put("route", route) })
                    cont.resume(seats)
                }
                override fun onError(e: Exception) { cont.resume(0) }
            })
        }
        return okBundle("{\"seats\":" + seats + "}")
    }

    private suspend fun mySeats(uid: Int, route: String): Bundle {
        val seats = suspendCancellableCoroutine<Int> { cont ->
            api.fetch(route, object : SeatCallback {
                override fun onResult(seats: Int) {
                    db.insert("lookups", null, ContentValues().apply { put("uid", uid); put("route", route) })
                    cont.resume(seats)
                }
                override fun onError(e: Exception) { cont.resume(0) }
            })
        }
        return okBundle("{\"seats\":" + seats + "}")
    }

    private suspend fun bookSeat(uid: Int, route: String): Bundle =
        try {
            val ticket = coroutineScope { async(Dispatchers.Default) { api.book(route, uid) }.await() }
            okBundle("{\"ticket\":\"" + ticket + "\"}")
        } catch (e: Exception) {
            errorBundle("CONFLICT", "booking failed: " + e.message)
        }

    private suspend fun reserveSeat(uid: Int, route: String): Bundle =
        try {
            val ticket = coroutineScope { async(Dispatchers.Default) { api.book(route, uid) }.await() }
            okBundle("{\"ticket\":\"" + ticket + "\"}")
        } catch (e: Exception) {
            Log.w("RideQueue", "reserve failed", e)
            errorBundle("CONFLICT", "no seat left on this bus")
        }

    private suspend fun cancelBooking(ctx: Context, uid: Int, args: JSONObject): Bundle {
        val confirmed = args.optBoolean("confirmed")
        val booking = args.optString("booking")
        val seat = seatOf(booking)
        if (!confirmed) {
            val pi = PendingIntent.getActivity(ctx, 5, Intent(ctx, ConfirmCancelActivity::class.java), PendingIntent.FLAG_IMMUTABLE)
            return needsUser(pi, ResumeBook.issue(Tokens.secure(), uid))
        }
        db.delete("bookings", "id = ? AND seat = ?", arrayOf(booking, seat.toString()))
        return okBundle("{\"cancelled\":true}")
    }

    private suspend fun releaseSeat(ctx: Context, uid: Int, req: Bundle, args: JSONObject): Bundle {
        val approved = ResumeBook.take(req.getString("resume_token"), uid)
        val booking = args.optString("booking")
        val seat = seatOf(booking)
        if (!approved) {
            val pi = PendingIntent.getActivity(ctx, 6, Intent(ctx, ReleaseSeatActivity::class.java), PendingIntent.FLAG_IMMUTABLE)
            return needsUser(pi, ResumeBook.issue(Tokens.secure(), uid))
        }
        db.delete("bookings", "id = ? AND seat = ?", arrayOf(booking, seat.toString()))
        return okBundle("{\"released\":true}")
    }

    private suspend fun seatOf(booking: String): Int = callbackFlow {
        api.fetch(booking, object : SeatCallback {
            override fun onResult(seats: Int) { trySend(seats) }
            override fun onError(e: Exception) { close(e) }
        })
        awaitClose { }
    }.first()

    override fun query(u: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(u: Uri): String? = null
    override fun insert(u: Uri, v: ContentValues?): Uri? = null
    override fun delete(u: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(u: Uri, v: ContentValues?, s: String?, a: Array<String>?): Int = 0

    companion object {
        val SCHOOL_APPS = setOf("com.ridequeue", "com.ridequeue.parents")
        const val TOOLS = "[\"seat_count\",\"my_seats\",\"book_seat\",\"reserve_seat\",\"cancel_booking\",\"release_seat\"]"
    }
}
