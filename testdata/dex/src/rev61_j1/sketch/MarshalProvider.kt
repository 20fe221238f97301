package com.bikebus.marshals

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Context
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.util.Log
import com.bikebus.core.Dispatch
import com.bikebus.core.PendingAction
import com.bikebus.core.Replies
import com.bikebus.core.ResolutionBuilder
import com.bikebus.core.Roster
import com.bikebus.core.Session
import com.bikebus.core.allTrusted
import com.bikebus.core.sessionToken
import java.util.concurrent.ConcurrentHashMap
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withContext
import org.json.JSONObject

/** The volunteer-marshal tools (the Kotlin half of BikeBus). */
class MarshalProvider : ContentProvider() {
    private val sessions = ConcurrentHashMap<String, Session>()
    private val pending = ConcurrentHashMap<String, PendingAction>()

    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context!!
        val pkgs = ctx.packageManager.getPackagesForUid(uid)
        if (!pkgs.allTrusted()) {
            return Replies.error("PERMISSION_DENIED", "not a BikeBus coordinator app")
        }
        val req = extras ?: Bundle()
        if (method == "negotiate") {
            val token = sessionToken()
            sessions[token] = Session(uid, System.currentTimeMillis())
            val b = Replies.ok("{\"selected_version\":2}")
            b.putString("session_token", token)
            return b
        }
        val s = sessions[req.getString("session_token", "")]
        if (s == null || s.uid != uid) {
            return Replies.error("NEGOTIATION_REQUIRED", "negotiate first")
        }
        if (method == "list_tools") {
            return Replies.ok(TOOLS)
        }
        if (method != "execute_tool") {
            return Replies.error("METHOD_NOT_FOUND", "unknown method")
        }
        if (req.getLong("deadline_at_ms") <= System.currentTimeMillis()) {
            return Replies.error("DEADLINE_EXCEEDED", "deadline passed")
        }
        val resume = req.getString("resume_token")
        val resumed = resume != null && pending.remove(resume)?.uid == uid
        return try {
            val args = JSONObject(req.getString("args", "{}"))
            execute(ctx, req.getString("tool_name", ""), args, uid, resumed)
        } catch (e: Exception) {
            Log.w(TAG, "tool failed", e)
            Replies.error("INTERNAL", "the tool could not run")
        }
    }

    private fun execute(ctx: Context, name: String, args: JSONObject, uid: Int, resumed: Boolean): Bundle {
        if (name == "sign_up_shift") return signUp(ctx, args.getString("shift_id"), uid)
        if (name == "check_in") return checkIn(ctx, args.getString("shift_id"), uid)
        if (name == "shift_report") return shiftReport(ctx, args.getString("shift_id"))
        if (name == "shift_summary") return shiftSummary(ctx, args.getString("shift_id"), uid)
        if (name == "swap_shift") return swapShift(ctx, args, uid, resumed)
        if (name == "cancel_shift") return cancelShift(ctx, args, uid, resumed)
        return Replies.error("TOOL_NOT_FOUND", "unknown tool")
    }

    private fun signUp(ctx: Context, shiftId: String, uid: Int): Bundle {
        val pkgs = ctx.packageManager.getPackagesForUid(uid)
            ?: return Replies.error("PERMISSION_DENIED", "unknown caller")
        val app = pkgs[0]
        val values = ContentValues()
        values.put("shift_id", shiftId)
        values.put("marshal_app", app)
        values.put("marshal_uid", uid)
        Roster.open(ctx).insert("marshals", null, values)
        return Replies.ok("{\"signed_up\":true}")
    }

    private fun checkIn(ctx: Context, shiftId: String, uid: Int): Bundle = runBlocking {
        val at = withContext(Dispatchers.IO) { Roster.checkIn(ctx, shiftId, uid) }
        Replies.ok("{\"checked_in_at\":" + at + "}")
    }

    private fun shiftReport(ctx: Context, shiftId: String): Bundle {
        Dispatch.later(ctx) { c -> Roster.writeReport(c, shiftId, Binder.getCallingUid()) }
        return Replies.ok("{\"queued\":true}")
    }

    private fun shiftSummary(ctx: Context, shiftId: String, uid: Int): Bundle {
        Dispatch.later(ctx) { c -> Roster.writeReport(c, shiftId, uid) }
        return Replies.ok("{\"queued\":true}")
    }

    private fun swapShift(ctx: Context, args: JSONObject, uid: Int, resumed: Boolean): Bundle {
        val shiftId = args.getString("shift_id")
        if (args.optBoolean("force")) {
            Log.i(TAG, "swap_shift asked with force for " + shiftId)
        }
        if (!resumed) {
            val token = sessionToken(18)
            pending[token] = PendingAction(uid, "swap_shift")
            val pi = ResolutionBuilder(ctx).apply {
                setScreen(SwapShiftActivity::class.java)
                setFlags(PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
            }.build()
            return Replies.needsUser(pi, token)
        }
        Roster.release(ctx, shiftId, uid)
        return Replies.ok("{\"swapped\":true}")
    }

    private fun cancelShift(ctx: Context, args: JSONObject, uid: Int, resumed: Boolean): Bundle {
        val shiftId = args.getString("shift_id")
        if (!resumed && !args.optBoolean("confirmed")) {
            val token = sessionToken(18)
            pending[token] = PendingAction(uid, "cancel_shift")
            val pi = ResolutionBuilder(ctx).apply {
                setScreen(CancelShiftActivity::class.java)
                setFlags(PendingIntent.FLAG_IMMUTABLE)
            }.build()
            return Replies.needsUser(pi, token)
        }
        Roster.release(ctx, shiftId, uid)
        return Replies.ok("{\"cancelled\":true}")
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null

    override fun getType(uri: Uri): String? = null

    override fun insert(uri: Uri, values: ContentValues?): Uri? = null

    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0

    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    companion object {
        const val TAG = "BikeBus"
        const val TOOLS = "{\"revision\":\"2\",\"tools\":[]}"
    }
}
