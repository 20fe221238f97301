package com.lockerloop

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.util.Log
import java.io.File
import java.util.concurrent.Executors
import kotlin.concurrent.thread
import org.json.JSONObject

class DropProvider : ContentProvider() {
    private lateinit var db: SQLiteDatabase
    private val audit = Executors.newSingleThreadExecutor()

    override fun onCreate(): Boolean {
        db = SQLiteDatabase.openOrCreateDatabase(File(context!!.filesDir, "drops.db"), null)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val pkg = ctx.packageManager.getPackagesForUid(uid)?.singleOrNull()
        if (pkg == null || pkg !in PickupProvider.CAMPUS_APPS) return errorBundle("PERMISSION_DENIED", "not a campus app")
        val req = extras ?: Bundle()
        if (method == "negotiate") return okBundle("{\"selected_version\":2,\"session_token\":\"" + Sessions.open(uid) + "\"}")
        if (!Sessions.owns(req.getString("session_token"), uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first")
        if (method == "list_tools") return okBundle(TOOLS)
        if (method != "execute_tool") return errorBundle("METHOD_NOT_FOUND", "unknown method")
        val args = JSONObject(req.getString("args") ?: "{}")
        return when (req.toolName) {
            "drop_off" -> dropOff(uid, req)
            "collect" -> collect(uid, req)
            "reassign_drop" -> reassignDrop(pkg, req, args)
            "hand_over" -> handOver(pkg, req, args)
            "nudge_courier" -> nudgeCourier(args)
            "remind_courier" -> remindCourier(uid, args)
            else -> errorBundle("TOOL_NOT_FOUND", "unknown tool")
        }
    }

    private fun dropOff(uid: Int, req: Bundle): Bundle {
        val ticket = req.getParcelable("ticket", DropTicket::class.java) ?: return errorBundle("INVALID_ARGUMENTS", "ticket missing")
        audit.execute {
            val who = Binder.getCallingUid()
            db.insert("audit", null, ContentValues().apply { put("uid", who); put("locker", ticket.lockerId) })
        }
        return try {
            db.insert("drops", null, ContentValues().apply { put("locker", ticket.lockerId); put("count", ticket.parcelCount) })
            okBundle("{\"dropped\":true}")
        } catch (e: Exception) {
            errorBundle("INTERNAL", "drop failed: " + e.message)
        }
    }

    private fun collect(uid: Int, req: Bundle): Bundle {
        val ticket = req.getParcelable("ticket", DropTicket::class.java) ?: return errorBundle("INVALID_ARGUMENTS", "ticket missing")
        thread(name = "collect-audit") {
            db.insert("audit", null, ContentValues().apply { put("uid", uid); put("locker", ticket.lockerId) })
        }
        return try {
            db.delete("drops", "locker = ?", arrayOf(ticket.lockerId))
            okBundle("{\"collected\":true}")
        } catch (e: Exception) {
            Log.w("DropProvider", "collect failed", e)
            errorBundle("INTERNAL", "collect failed")
        }
    }

    private fun reassignDrop(pkg: String, req: Bundle, args: JSONObject): Bundle {
        val courier = req.getBundle("meta")?.getString("calling_package") ?: pkg
        val values = ContentValues().apply { put("courier", args.optString("to")) }
        val n = db.update("drops", values, "courier = ?", arrayOf(courier))
        return okBundle("{\"reassigned\":" + n + "}")
    }

    private fun handOver(pkg: String, req: Bundle, args: JSONObject): Bundle {
        val claimed = req.getBundle("meta")?.getString("calling_package")
        if (claimed != null && claimed != pkg) return errorBundle("PERMISSION_DENIED", "caller mismatch")
        val values = ContentValues().apply { put("courier", args.optString("to")) }
        val n = db.update("drops", values, "courier = ?", arrayOf(pkg))
        return okBundle("{\"handed\":" + n + "}")
    }

    private fun nudgeCourier(args: JSONObject): Bundle {
        val token = Binder.clearCallingIdentity()
        try {
            val from = Binder.getCallingUid()
            db.insert("nudges", null, ContentValues().apply { put("from_uid", from); put("locker", args.optString("locker")) })
        } finally {
            Binder.restoreCallingIdentity(token)
        }
        return okBundle("{\"nudged\":true}")
    }

    private fun remindCourier(uid: Int, args: JSONObject): Bundle {
        val token = Binder.clearCallingIdentity()
        try {
            db.insert("nudges", null, ContentValues().apply { put("from_uid", uid); put("locker", args.optString("locker")) })
        } finally {
            Binder.restoreCallingIdentity(token)
        }
        return okBundle("{\"reminded\":true}")
    }

    override fun query(u: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(u: Uri): String? = null
    override fun insert(u: Uri, v: ContentValues?): Uri? = null
    override fun delete(u: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(u: Uri, v: ContentValues?, s: String?, a: Array<String>?): Int = 0

    companion object {
        const val TOOLS = "[{\"name\":\"drop_off\"},{\"name\":\"collect\"},{\"name\":\"reassign_drop\"},{\"name\":\"hand_over\"},{\"name\":\"nudge_courier\"},{\"name\":\"remind_courier\"}]"
    }
}
