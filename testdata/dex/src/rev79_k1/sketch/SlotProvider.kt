package com.gymslot

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Context
import android.content.Intent
import android.content.SharedPreferences
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import kotlinx.coroutines.runBlocking
import org.json.JSONObject
import retrofit2.HttpException

class SlotProvider : ContentProvider() {
    private lateinit var prefs: SharedPreferences

    override fun onCreate(): Boolean {
        prefs = context!!.getSharedPreferences("slots", Context.MODE_PRIVATE)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val pkg = ctx.packageManager.getPackagesForUid(uid)?.singleOrNull()
        if (pkg == null || pkg !in BookingProvider.MEMBERS) return errorBundle("PERMISSION_DENIED", "not a GymSlot app")
        val req = extras ?: Bundle()
        if (method == "negotiate") return okBundle("{\"selected_version\":2,\"session_token\":\"" + Sessions.open(uid) + "\"}")
        if (!Sessions.owns(req.getString("session_token"), uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first")
        if (method == "list_tools") return okBundle(TOOLS)
        if (method != "execute_tool") return errorBundle("METHOD_NOT_FOUND", "unknown method")
        val args = JSONObject(req.getString("args") ?: "{}")
        return when (req.toolName) {
            "list_slots" -> listSlots(args)
            "hold_slot" -> holdSlot(ctx, uid, req, args)
            "swap_slot" -> swapSlot(ctx, uid, req, args)
            "my_holds" -> myHolds(pkg)
            else -> errorBundle("TOOL_NOT_FOUND", "unknown tool")
        }
    }

    private fun listSlots(args: JSONObject): Bundle {
        val day = args.optString("day")
        val slots = try {
            runBlocking { Backend.api.slots(day) }
        } catch (e: HttpException) {
            return errorBundle("UPSTREAM_ERROR", "slots failed: " + e.message)
        }
        return okBundle("{\"slots\":" + slots.size + "}")
    }

    private fun holdSlot(ctx: Context, uid: Int, req: Bundle, args: JSONObject): Bundle {
        if (req.expired()) return errorBundle("DEADLINE_EXCEEDED", "hold window passed")
        if (!ResumeBook.take(req.getString("resume_token"), uid)) {
            val intent = Intent(ctx, SlotConfirmActivity::class.java)
            val pi = PendingIntent.getActivity(ctx, 4, intent, PendingIntent.FLAG_IMMUTABLE)
            return needsUser(pi, ResumeBook.issue(Tokens.quick(), uid))
        }
        val reply = runBlocking { Backend.api.book(BookBody(args.optString("slot"), Binder.getCallingUid())) }
        prefs.edit().putString("hold", reply.bookingId).apply()
        return okBundle("{\"held\":\"" + reply.bookingId + "\"}")
    }

    private fun swapSlot(ctx: Context, uid: Int, req: Bundle, args: JSONObject): Bundle {
        if (req.expired()) return errorBundle("DEADLINE_EXCEEDED", "swap window passed")
        val token = req.getString("resume_token")
        if (token == null || !prefs.contains("resume:" + token)) {
            val fresh = Tokens.secure()
            prefs.edit().putInt("resume:" + fresh, uid).apply()
            val intent = Intent(ctx, SlotConfirmActivity::class.java)
            val pi = PendingIntent.getActivity(ctx, 5, intent, PendingIntent.FLAG_IMMUTABLE)
            return needsUser(pi, fresh)
        }
        val reply = runBlocking { Backend.api.book(BookBody(args.optString("slot"), uid)) }
        prefs.edit().putString("hold", reply.bookingId).apply()
        return okBundle("{\"swapped\":\"" + reply.bookingId + "\"}")
    }

    private fun myHolds(pkg: String): Bundle {
        val hold = prefs.getString("holder:" + pkg, "")
        return okBundle("{\"hold\":\"" + hold + "\"}")
    }

    override fun query(u: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(u: Uri): String? = null
    override fun insert(u: Uri, v: ContentValues?): Uri? = null
    override fun delete(u: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(u: Uri, v: ContentValues?, s: String?, a: Array<String>?): Int = 0

    companion object {
        const val TOOLS = "[\"list_slots\",\"hold_slot\",\"swap_slot\",\"my_holds\"]"
    }
}
