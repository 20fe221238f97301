package com.lockerloop

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Context
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import java.io.File

class PickupProvider : ContentProvider() {
    private lateinit var db: SQLiteDatabase

    override fun onCreate(): Boolean {
        db = SQLiteDatabase.openOrCreateDatabase(File(context!!.filesDir, "lockers.db"), null)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val pkg = ctx.packageManager.getPackagesForUid(uid)?.singleOrNull()
        if (pkg == null || pkg !in CAMPUS_APPS) return errorBundle("PERMISSION_DENIED", "not a campus app")
        val req = extras ?: Bundle()
        if (method == "negotiate") return okBundle("{\"selected_version\":2,\"session_token\":\"" + Sessions.open(uid) + "\"}")
        if (!Sessions.owns(req.getString("session_token"), uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first")
        if (method == "list_tools") return okBundle(TOOLS)
        if (method != "execute_tool") return errorBundle("METHOD_NOT_FOUND", "unknown method")
        val args = req.getParcelable("args", PickupArgs::class.java) ?: return errorBundle("INVALID_ARGUMENTS", "args missing")
        return when (req.toolName) {
            "cancel_pickup" -> cancelPickup(ctx, uid, args)
            "release_slot" -> releaseSlot(ctx, uid, req, args)
            "claim_parcel" -> claimParcel(pkg, args)
            "my_parcels" -> myParcels(pkg, args)
            "find_parcel" -> findParcel(req)
            "parcels_at" -> parcelsAt(req)
            else -> errorBundle("TOOL_NOT_FOUND", "unknown tool")
        }
    }

    private fun cancelPickup(ctx: Context, uid: Int, args: PickupArgs): Bundle {
        if (!args.confirmed) {
            val pi = ctx.lockerIntent(CancelPickupActivity::class.java, PendingIntent.FLAG_IMMUTABLE)
            return needsUser(pi, ResumeBook.issue(Tokens.secure(), uid))
        }
        db.delete("pickups", "locker = ? AND slot = ?", arrayOf(args.lockerId, args.slot.toString()))
        return okBundle("{\"cancelled\":true}")
    }

    private fun releaseSlot(ctx: Context, uid: Int, req: Bundle, args: PickupArgs): Bundle {
        if (ResumeBook.take(req.getString("resume_token"), uid)) {
            db.delete("slots", "locker = ? AND slot = ?", arrayOf(args.lockerId, args.slot.toString()))
            return okBundle("{\"released\":true}")
        }
        val pi = ctx.lockerIntent(ReleaseSlotActivity::class.java)
        return needsUser(pi, ResumeBook.issue(Tokens.secure(), uid))
    }

    private fun claimParcel(pkg: String, args: PickupArgs): Bundle {
        val owner = args.callerPackage ?: pkg
        val values = ContentValues().apply { put("claimed", 1) }
        val n = db.update("parcels", values, "owner = ? AND locker = ?", arrayOf(owner, args.lockerId))
        return okBundle("{\"claimed\":" + n + "}")
    }

    private fun myParcels(pkg: String, args: PickupArgs): Bundle {
        require(args.callerPackage == null || args.callerPackage == pkg) { "caller mismatch" }
        val values = ContentValues().apply { put("seen", 1) }
        val n = db.update("parcels", values, "owner = ? AND locker = ?", arrayOf(pkg, args.lockerId))
        return okBundle("{\"seen\":" + n + "}")
    }

    @Suppress("DEPRECATION")
    private fun findParcel(req: Bundle): Bundle {
        val args = req.getParcelable<PickupArgs>("args") ?: return errorBundle("INVALID_ARGUMENTS", "args missing")
        val sql = "SELECT code FROM parcels WHERE locker = '" + args.lockerId + "'"
        val code = db.rawQuery(sql, null).use { c -> if (c.moveToFirst()) c.getString(0) else null }
        return okBundle("{\"found\":" + (code != null) + "}")
    }

    @Suppress("DEPRECATION")
    private fun parcelsAt(req: Bundle): Bundle {
        val args = req.getParcelable<PickupArgs>("args") ?: return errorBundle("INVALID_ARGUMENTS", "args missing")
        val n = db.rawQuery("SELECT code FROM parcels WHERE locker = ?", arrayOf(args.lockerId)).use { c -> c.count }
        return okBundle("{\"count\":" + n + "}")
    }

    override fun query(u: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(u: Uri): String? = null
    override fun insert(u: Uri, v: ContentValues?): Uri? = null
    override fun delete(u: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(u: Uri, v: ContentValues?, s: String?, a: Array<String>?): Int = 0

    companion object {
        val CAMPUS_APPS = setOf("com.lockerloop.courier", "edu.campus.assistant")
        const val TOOLS = "[{\"name\":\"cancel_pickup\"},{\"name\":\"release_slot\"},{\"name\":\"claim_parcel\"},{\"name\":\"my_parcels\"},{\"name\":\"find_parcel\"},{\"name\":\"parcels_at\"}]"
    }
}
