package com.tidelog

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
import java.io.File
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.flow.flow
import kotlinx.coroutines.flow.map
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withContext

class TripProvider : ContentProvider() {
    private lateinit var db: SQLiteDatabase

    override fun onCreate(): Boolean {
        db = SQLiteDatabase.openOrCreateDatabase(File(context!!.filesDir, "trips.db"), null)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val pkg = ctx.packageManager.getPackagesForUid(uid)?.singleOrNull()
        if (pkg == null || pkg !in PADDLERS) return ToolResult.Failed("PERMISSION_DENIED", "not a TideLog app").toBundle()
        val req = extras ?: Bundle()
        if (method == "negotiate") return ToolResult.Ok("{\"selected_version\":2,\"session_token\":\"" + Sessions.open(uid) + "\"}").toBundle()
        if (!Sessions.owns(req.getString("session_token"), uid)) return ToolResult.Failed("NEGOTIATION_REQUIRED", "negotiate first").toBundle()
        if (method == "list_tools") return ToolResult.Ok(TOOLS).toBundle()
        if (method != "execute_tool") return ToolResult.Failed("METHOD_NOT_FOUND", "unknown method").toBundle()
        val result = when (req.toolName) {
            "delete_trip" -> deleteTrip(ctx, uid, req)
            "archive_trip" -> archiveTrip(ctx, uid, req)
            "trip_legs" -> tripLegs(req)
            "trip_legs_safe" -> tripLegsSafe(req)
            "tide_at" -> tideAt(req)
            "tide_now" -> tideNow(req)
            "export_gpx" -> exportGpx(ctx)
            "share_gpx" -> shareGpx(ctx)
            else -> ToolResult.Failed("TOOL_NOT_FOUND", "unknown tool")
        }
        return result.toBundle()
    }

    private fun deleteTrip(ctx: Context, uid: Int, req: Bundle): ToolResult {
        val id = TripId(req.argString("trip_id"))
        val step = if (req.argFlag("confirmed")) ToolResult.Proceed else ToolResult.NeedsUser(Screens.deleteTrip(ctx), Resume.issue(Tokens.secure(), uid))
        return when (step) {
            is ToolResult.Proceed -> runBlocking {
                withContext(Dispatchers.IO) { db.delete("trips", "id = ?", arrayOf(id.raw)) }
                ToolResult.Ok("{\"deleted\":true}")
            }
            is ToolResult.NeedsUser, is ToolResult.Ok, is ToolResult.Failed, is ToolResult.FileOut -> step
        }
    }

    private fun archiveTrip(ctx: Context, uid: Int, req: Bundle): ToolResult {
        val id = TripId(req.argString("trip_id"))
        val step = if (Resume.take(req.getString("resume_token"), uid)) ToolResult.Proceed else ToolResult.NeedsUser(Screens.archiveTrip(ctx), Resume.issue(Tokens.secure(), uid))
        return when (step) {
            is ToolResult.Proceed -> runBlocking {
                withContext(Dispatchers.IO) { db.delete("active_trips", "id = ?", arrayOf(id.raw)) }
                ToolResult.Ok("{\"archived\":true}")
            }
            is ToolResult.NeedsUser, is ToolResult.Ok, is ToolResult.Failed, is ToolResult.FileOut -> step
        }
    }

    private fun tripLegs(req: Bundle): ToolResult {
        val id = TripId(req.argString("trip_id"))
        return ToolResult.Ok("{\"legs\":" + legCount(db, id) + "}")
    }

    private fun tripLegsSafe(req: Bundle): ToolResult {
        val id = TripId(req.argString("trip_id"))
        return ToolResult.Ok("{\"legs\":" + boundLegCount(db, id) + "}")
    }

    private fun tideAt(req: Bundle): ToolResult {
        val station = req.argString("station")
        return try {
            val h = runBlocking { flow { emit(TideTable.lookup(station)) }.map { it * 10 }.first() }
            ToolResult.Ok("{\"cm\":" + h + "}")
        } catch (e: Exception) {
            ToolResult.Failed("INTERNAL", e.message ?: "tide lookup failed")
        }
    }

    private fun tideNow(req: Bundle): ToolResult {
        val station = req.argString("station")
        return try {
            val h = runBlocking { flow { emit(TideTable.lookup(station)) }.map { it * 10 }.first() }
            ToolResult.Ok("{\"cm\":" + h + "}")
        } catch (e: Exception) {
            Log.w(TAG, "tide lookup", e)
            ToolResult.Failed("UNAVAILABLE", "tide lookup failed")
        }
    }

    private fun exportGpx(ctx: Context): ToolResult =
        ToolResult.FileOut(ParcelFileDescriptor.open(File(ctx.filesDir, "trip.gpx"), ParcelFileDescriptor.MODE_READ_WRITE))

    private fun shareGpx(ctx: Context): ToolResult =
        ToolResult.FileOut(ParcelFileDescriptor.open(File(ctx.filesDir, "trip.gpx"), ParcelFileDescriptor.MODE_READ_ONLY))

    override fun query(u: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(u: Uri): String? = null
    override fun insert(u: Uri, v: ContentValues?): Uri? = null
    override fun delete(u: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(u: Uri, v: ContentValues?, s: String?, a: Array<String>?): Int = 0

    companion object {
        const val TAG = "TripProvider"
        val PADDLERS = setOf("com.tidelog", "com.tidelog.watch")
        const val TOOLS = "[\"delete_trip\",\"archive_trip\",\"trip_legs\",\"trip_legs_safe\",\"tide_at\",\"tide_now\",\"export_gpx\",\"share_gpx\"]"
    }
}

object TideTable {
    @JvmStatic
    fun lookup(station: String): Int {
        if (station.isEmpty()) throw IllegalStateException("no station table at /data/data/com.tidelog/files/tides.db")
        return 150
    }
}
