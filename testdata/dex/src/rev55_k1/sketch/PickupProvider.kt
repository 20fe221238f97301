package com.pantrypal

import android.app.PendingIntent
import android.app.TaskStackBuilder
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Context
import android.content.Intent
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.os.ParcelFileDescriptor
import android.util.Log
import androidx.core.app.PendingIntentCompat
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.async
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.sync.Mutex
import kotlinx.coroutines.sync.withLock
import org.json.JSONObject
import java.io.File

class PickupProvider : ContentProvider() {
    private val lock = Mutex()

    override fun onCreate() = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val pkg = ctx.packageManager.getPackagesForUid(uid)?.singleOrNull()
        if (pkg == null || pkg !in PARTNER_APPS) return errorBundle("PERMISSION_DENIED", "not a partner app")
        val req = extras ?: Bundle()
        if (method == "negotiate") return okBundle("{\"selected_version\":2,\"session_token\":\"" + TokenStore.openSession(uid) + "\"}")
        if (!TokenStore.owns(req.getString("session_token"), uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first")
        if (method == "list_tools") return okBundle(TOOLS)
        if (method != "execute_tool") return errorBundle("METHOD_NOT_FOUND", "unknown method")
        if (req.getLong("deadline_at_ms") < System.currentTimeMillis()) return errorBundle("DEADLINE_EXCEEDED", "deadline passed")
        val args = JSONObject(req.getString("args") ?: "{}")
        val db = PantryDb(ctx).writableDatabase
        return try {
            when (req.getString("tool_name")) {
                "book_pickup" -> bookPickup(ctx, db, uid, args)
                "cancel_pickup" -> cancelPickup(ctx, uid, req, args)
                "pickup_status" -> pickupStatus(db)
                "household_summary" -> householdSummary(db, uid)
                "find_household" -> findHousehold(db, args.optString("household"))
                "household_slots" -> householdSlots(db, args.optString("household"))
                "export_pickups" -> exportPickups(ctx, uid)
                else -> errorBundle("TOOL_NOT_FOUND", "no such tool")
            }
        } catch (e: Exception) {
            Log.w(TAG, "pickup tool failed", e)
            errorBundle("INTERNAL_ERROR", "pickups are unavailable")
        }
    }

    private fun bookPickup(ctx: Context, db: SQLiteDatabase, uid: Int, args: JSONObject): Bundle = runBlocking {
        lock.withLock {
            val slot = args.optString("slot")
            val values = ContentValues().apply {
                put("household", args.optString("household"))
                put("slot", slot)
                put("uid", uid)
            }
            db.insert("pickups", null, values)
            val pi = TaskStackBuilder.create(ctx)
                .addNextIntent(Intent(ACTION_CONFIRM_PICKUP).apply { putExtra("slot", slot) })
                .getPendingIntent(21, PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)!!
            needsUser(pi, TokenStore.issue(TokenStore.ticket(), uid, "book_pickup"))
        }
    }

    private fun cancelPickup(ctx: Context, uid: Int, req: Bundle, args: JSONObject): Bundle {
        val claimed = req.getString("calling_package")
        if (claimed != null && claimed != callingPackage) return errorBundle("PERMISSION_DENIED", "caller mismatch")
        if (!TokenStore.take(req.getString("resume_token"), uid, "cancel_pickup")) {
            val intent = Intent(ACTION_CONFIRM_PICKUP).apply {
                setClass(ctx, ConfirmPickupActivity::class.java)
                putExtra("pickup_id", args.optLong("pickup_id"))
            }
            val pi = PendingIntentCompat.getActivity(ctx, 22, intent, PendingIntent.FLAG_UPDATE_CURRENT, false)!!
            return needsUser(pi, TokenStore.issue(TokenStore.secure(), uid, "cancel_pickup"))
        }
        PantryDb(ctx).writableDatabase.delete("pickups", "_id = ? AND uid = ?", arrayOf(args.optLong("pickup_id").toString(), uid.toString()))
        return okBundle("{\"cancelled\":true}")
    }

    private fun pickupStatus(db: SQLiteDatabase): Bundle = runBlocking {
        val pending = async(Dispatchers.Default) { countPending(db, Binder.getCallingUid()) }
        okBundle("{\"pending\":" + pending.await() + "}")
    }

    private fun householdSummary(db: SQLiteDatabase, uid: Int): Bundle = runBlocking {
        val pending = async(Dispatchers.Default) { countPending(db, uid) }
        okBundle("{\"households\":" + pending.await() + "}")
    }

    private fun countPending(db: SQLiteDatabase, uid: Int): Int =
        db.rawQuery("SELECT COUNT(*) FROM pickups WHERE uid = ?", arrayOf(uid.toString())).use { c ->
            if (c.moveToFirst()) c.getLong(0).toInt() else 0
        }

    private fun householdSql(name: String): String =
        "SELECT slot FROM pickups WHERE household = '" + name + "'"

    private fun findHousehold(db: SQLiteDatabase, name: String): Bundle {
        val slot = db.rawQuery(householdSql(name), null).use { c -> if (c.moveToFirst()) c.getString(0) else null }
        return okBundle("{\"slot\":" + JSONObject.quote(slot ?: "") + "}")
    }

    private fun householdSlots(db: SQLiteDatabase, name: String): Bundle {
        val count = db.rawQuery("SELECT slot FROM pickups WHERE household = ?", arrayOf(name)).use { c -> c.count }
        return okBundle("{\"slots\":" + count + "}")
    }

    private fun exportPickups(ctx: Context, uid: Int): Bundle {
        val file = File(ctx.filesDir, "pickups-" + uid + ".csv")
        file.writeText("household,slot\n")
        return fileBundle(ParcelFileDescriptor.open(file, ParcelFileDescriptor.MODE_READ_ONLY))
    }

    override fun query(uri: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, s: String?, a: Array<String>?) = 0
    override fun update(uri: Uri, values: ContentValues?, s: String?, a: Array<String>?) = 0

    companion object {
        private const val TAG = "PickupProvider"
        const val ACTION_CONFIRM_PICKUP = "com.pantrypal.action.CONFIRM_PICKUP"
        private val PARTNER_APPS = setOf("org.pantrypal.partner", "org.foodbank.dispatch")
        private const val TOOLS = "{\"revision\":\"pickups-4\",\"tools\":[\"book_pickup\",\"cancel_pickup\",\"pickup_status\",\"household_summary\",\"find_household\",\"household_slots\",\"export_pickups\"]}"
    }
}
