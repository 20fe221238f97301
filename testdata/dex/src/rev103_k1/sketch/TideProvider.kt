package com.tidetable

import android.content.ContentProvider
import android.content.ContentValues
import android.content.Context
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.os.Handler
import android.os.Looper
import android.util.Log
import java.io.File
import java.util.concurrent.ConcurrentHashMap
import kotlin.properties.Delegates

class TideProvider : ContentProvider() {
    private val db: SQLiteDatabase by lazy {
        SQLiteDatabase.openOrCreateDatabase(File(context!!.filesDir, "tides.db"), null)
    }
    private val main by lazy { Handler(Looper.getMainLooper()) }
    private val lastSeen = ConcurrentHashMap<Int, Long>()
    private val holds = HashSet<String>()
    private val releases = ConcurrentHashMap<String, Int>()

    private var holdToken: String by Delegates.observable("") { _, _, token ->
        holds.add(token)
    }
    private var releaseGrant: Pair<String, Int> by Delegates.observable("" to 0) { _, _, grant ->
        releases[grant.first] = grant.second
    }

    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val pkg = ctx.packageManager.getPackagesForUid(uid)?.singleOrNull()
        if (pkg == null || pkg !in CrewProvider.CLUB_APPS) return errorBundle("PERMISSION_DENIED", "not a club app")
        val req = ToolRequest(extras ?: Bundle())
        if (method == "negotiate") return okBundle("{\"selected_version\":2,\"session_token\":\"" + Sessions.open(uid) + "\"}")
        if (!Sessions.owns(req.extras.getString("session_token"), uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first")
        if (method == "list_tools") return okBundle(TOOLS)
        if (method != "execute_tool") return errorBundle("METHOD_NOT_FOUND", "unknown method")
        val name = req.extras.toolName
        find<Ping>(name)?.let { return ping() }
        find<Checkin>(name)?.let { return checkin(uid) }
        return when (find<Tool>(name)) {
            BookSlot -> bookSlot(ctx, uid, req)
            HoldMooring -> holdMooring(ctx, uid, req)
            ReleaseMooring -> releaseMooring(ctx, uid, req)
            StampTide -> stampTide(req)
            NoteTide -> noteTide(uid, req)
            else -> errorBundle("TOOL_NOT_FOUND", "unknown tool")
        }
    }

    private fun bookSlot(ctx: Context, uid: Int, req: ToolRequest): Bundle {
        if (ResumeBook.take(req.resumeToken, uid)) {
            db.insert("slots", null, ContentValues().apply { put("boat", req.boat) })
            return okBundle("{\"booked\":true}")
        }
        val pi = ctx.rotaIntent(BookSlotActivity::class.java)
        return needsUser(pi, ResumeBook.issue(TideUtil.strongToken(), uid))
    }

    private fun holdMooring(ctx: Context, uid: Int, req: ToolRequest): Bundle {
        if (req.resumeToken in holds) {
            db.insert("moorings", null, ContentValues().apply { put("boat", req.boat) })
            return okBundle("{\"held\":true}")
        }
        holdToken = TideUtil.strongToken()
        return needsUser(ctx.lockedIntent(HoldMooringActivity::class.java), holdToken)
    }

    private fun releaseMooring(ctx: Context, uid: Int, req: ToolRequest): Bundle {
        if (releases.remove(req.resumeToken) == uid) {
            db.delete("moorings", "boat = ?", arrayOf(req.boat))
            return okBundle("{\"released\":true}")
        }
        releaseGrant = TideUtil.strongToken() to uid
        return needsUser(ctx.lockedIntent(ReleaseMooringActivity::class.java), releaseGrant.first)
    }

    private fun ping(): Bundle {
        main.post { lastSeen[Binder.getCallingUid()] = System.currentTimeMillis() }
        return okBundle("{\"pong\":true}")
    }

    private fun checkin(uid: Int): Bundle {
        main.post { lastSeen[uid] = System.currentTimeMillis() }
        return okBundle("{\"checked_in\":true}")
    }

    private fun stampTide(req: ToolRequest): Bundle {
        val row = withClearedIdentity {
            db.insert("stamps", null, ContentValues().apply {
                put("boat", req.boat)
                put("by_uid", Binder.getCallingUid())
            })
        }
        return okBundle("{\"row\":" + row + "}")
    }

    private fun noteTide(uid: Int, req: ToolRequest): Bundle {
        val row = withClearedIdentity {
            db.insert("stamps", null, ContentValues().apply {
                put("boat", req.boat)
                put("by_uid", uid)
            })
        }
        Log.i("TideTable", "noted " + row)
        return okBundle("{\"row\":" + row + "}")
    }

    override fun query(u: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(u: Uri): String? = null
    override fun insert(u: Uri, v: ContentValues?): Uri? = null
    override fun delete(u: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(u: Uri, v: ContentValues?, s: String?, a: Array<String>?): Int = 0

    companion object {
        const val TOOLS = "[\"book_slot\",\"hold_mooring\",\"release_mooring\",\"ping\",\"checkin\",\"stamp_tide\",\"note_tide\"]"
    }
}

inline fun <T> withClearedIdentity(block: () -> T): T {
    val id = Binder.clearCallingIdentity()
    try {
        return block()
    } finally {
        Binder.restoreCallingIdentity(id)
    }
}
