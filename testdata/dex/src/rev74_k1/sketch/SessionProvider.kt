package com.tutortime

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.util.Log
import com.squareup.moshi.JsonAdapter
import com.squareup.moshi.Moshi
import okhttp3.Call
import okhttp3.Callback
import okhttp3.Response
import java.io.IOException

class SessionProvider : ContentProvider() {
    private lateinit var store: SessionStore
    private val bookingAdapter: JsonAdapter<BookingArgs> = BookingArgsJsonAdapter(Moshi.Builder().build())

    override fun onCreate(): Boolean {
        store = SessionStore(context!!)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val pkg = ctx.packageManager.getPackagesForUid(uid)?.singleOrNull()
        if (pkg == null || pkg !in STUDENT_APPS) return errorBundle("PERMISSION_DENIED", "not a TutorTime app")
        val req = extras ?: Bundle()
        if (method == "negotiate") return okBundle("{\"selected_version\":2,\"session_token\":\"" + store.open(uid) + "\"}")
        if (!store.owns(req.sessionToken, uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first")
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
                "book_slot" -> bookSlot(c)
                "hold_slot" -> holdSlot(c)
                "swap_slot" -> swapSlot(c)
                "move_slot" -> moveSlot(c)
                "sync_slots" -> syncSlots(c)
                "refresh_slots" -> refreshSlots(c)
                else -> errorBundle("TOOL_NOT_FOUND", "no such tool")
            }
        } catch (e: Exception) {
            Log.w(TAG, "session tool failed", e)
            errorBundle("INTERNAL_ERROR", "sessions are unavailable")
        }
    }

    private fun bookSlot(c: ToolCtx): Bundle {
        val args = bookingAdapter.fromJson(c.argsJson) ?: return errorBundle("INVALID_ARGS", "missing arguments")
        if (!ResumeBook.take(args.resumeToken, c.uid, "book_slot")) {
            val token = Tokens.secure()
            ResumeBook.issue(token, c.uid, "book_slot")
            return needsUser(confirmIntent(c.context, ConfirmBookingActivity::class.java, 1), token)
        }
        val student = args.callerPackage ?: c.pkg
        val response = Backend.client.newCall(Backend.post("/bookings", "{\"slot\":\"" + args.slotId + "\",\"student\":\"" + student + "\"}")).execute()
        val booked = response.isSuccessful()
        response.close()
        return okBundle("{\"booked\":" + booked + ",\"student\":\"" + student + "\"}")
    }

    private fun holdSlot(c: ToolCtx): Bundle {
        val args = bookingAdapter.fromJson(c.argsJson) ?: return errorBundle("INVALID_ARGS", "missing arguments")
        val claimed = args.callerPackage
        if (claimed != null && claimed != c.pkg) return errorBundle("PERMISSION_DENIED", "caller_package is not the caller")
        val response = Backend.client.newCall(Backend.post("/holds", "{\"slot\":\"" + args.slotId + "\",\"student\":\"" + c.pkg + "\"}")).execute()
        val held = response.isSuccessful()
        response.close()
        return okBundle("{\"held\":" + held + "}")
    }

    private fun swapSlot(c: ToolCtx): Bundle {
        val args = bookingAdapter.fromJson(c.argsJson) ?: return errorBundle("INVALID_ARGS", "missing arguments")
        if (!args.confirmed) {
            val token = Tokens.secure()
            ResumeBook.issue(token, c.uid, "swap_slot")
            return needsUser(confirmIntent(c.context, SwapSlotActivity::class.java, 2), token)
        }
        val response = Backend.client.newCall(Backend.post("/swaps", "{\"slot\":\"" + args.slotId + "\",\"student\":\"" + c.pkg + "\"}")).execute()
        val swapped = response.isSuccessful()
        response.close()
        return okBundle("{\"swapped\":" + swapped + "}")
    }

    private fun moveSlot(c: ToolCtx): Bundle {
        val args = bookingAdapter.fromJson(c.argsJson) ?: return errorBundle("INVALID_ARGS", "missing arguments")
        if (!ResumeBook.take(args.resumeToken, c.uid, "move_slot")) {
            val token = Tokens.secure()
            ResumeBook.issue(token, c.uid, "move_slot")
            return needsUser(confirmIntent(c.context, SwapSlotActivity::class.java, 4), token)
        }
        val response = Backend.client.newCall(Backend.post("/moves", "{\"slot\":\"" + args.slotId + "\",\"student\":\"" + c.pkg + "\"}")).execute()
        val moved = response.isSuccessful()
        response.close()
        return okBundle("{\"moved\":" + moved + "}")
    }

    private fun syncSlots(c: ToolCtx): Bundle {
        Backend.client.newCall(Backend.get("/slots?student=" + c.pkg)).enqueue(object : Callback {
            override fun onResponse(call: Call, response: Response) {
                val slots = response.body()?.string() ?: "[]"
                store.markSynced(Binder.getCallingUid(), slots)
                response.close()
            }

            override fun onFailure(call: Call, e: IOException) {
                Log.w(TAG, "slot sync failed", e)
            }
        })
        return okBundle("{\"syncing\":true}")
    }

    private fun refreshSlots(c: ToolCtx): Bundle {
        val uid = c.uid
        Backend.client.newCall(Backend.get("/slots?student=" + c.pkg)).enqueue(object : Callback {
            override fun onResponse(call: Call, response: Response) {
                val slots = response.body()?.string() ?: "[]"
                store.markSynced(uid, slots)
                response.close()
            }

            override fun onFailure(call: Call, e: IOException) {
                Log.w(TAG, "slot refresh failed", e)
            }
        })
        return okBundle("{\"refreshing\":true}")
    }

    override fun query(uri: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, s: String?, a: Array<String>?) = 0
    override fun update(uri: Uri, values: ContentValues?, s: String?, a: Array<String>?) = 0

    companion object {
        private const val TAG = "SessionProvider"
        private val STUDENT_APPS = setOf("com.tutortime.student", "com.tutortime.parent")
        private const val TOOLS_JSON = "{\"revision\":\"sessions-1\",\"tools\":[\"book_slot\",\"hold_slot\",\"swap_slot\",\"move_slot\",\"sync_slots\",\"refresh_slots\"]}"
    }
}
