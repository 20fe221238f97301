package com.tutortime

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.util.Log
import androidx.sqlite.db.SimpleSQLiteQuery
import java.io.IOException

class RoomProvider : ContentProvider() {
    private val results = HashMap<String, String>()
    private lateinit var store: SessionStore

    override fun onCreate(): Boolean {
        store = SessionStore(context!!)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val pkg = ctx.packageManager.getPackagesForUid(uid)?.firstOrNull { it in STAFF_APPS }
        if (pkg == null) return errorBundle("PERMISSION_DENIED", "not a TutorTime staff app")
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
                "find_tutors" -> findTutors(c)
                "tutors_for" -> tutorsFor(c)
                "tutors_at_level" -> tutorsAtLevel(c)
                "room_status" -> roomStatus(c)
                "room_list" -> roomList(c)
                "reserve_room" -> reserveRoom(c)
                "release_room" -> releaseRoom(c)
                "cancel_room" -> cancelRoom(c)
                else -> errorBundle("TOOL_NOT_FOUND", "no such tool")
            }
        } catch (e: Exception) {
            Log.w(TAG, "room tool failed", e)
            errorBundle("INTERNAL_ERROR", "rooms are unavailable")
        }
    }

    private fun dao(c: ToolCtx): TutorDao = TutorDb.get(c.context).tutorDao()

    private fun findTutors(c: ToolCtx): Bundle {
        val subject = c.args.optString("subject")
        val query = SimpleSQLiteQuery("SELECT name FROM tutors WHERE subject = '" + subject + "'")
        val names = dao(c).rawTutors(query)
        return okBundle("{\"tutors\":" + names.size + "}")
    }

    private fun tutorsFor(c: ToolCtx): Bundle {
        val subject = c.args.optString("subject")
        val names = dao(c).tutorsFor(subject)
        return okBundle("{\"tutors\":" + names.size + "}")
    }

    private fun tutorsAtLevel(c: ToolCtx): Bundle {
        val level = c.args.optString("level")
        val query = SimpleSQLiteQuery("SELECT name FROM tutors WHERE level = ?", arrayOf<Any>(level))
        val names = dao(c).rawTutors(query)
        return okBundle("{\"tutors\":" + names.size + "}")
    }

    private fun roomStatus(c: ToolCtx): Bundle {
        val room = c.args.optInt("room")
        return try {
            val response = Backend.client.newCall(Backend.get("/rooms/" + room)).execute()
            val body = response.body()?.string() ?: "{}"
            response.close()
            okBundle(body)
        } catch (e: IOException) {
            errorBundle("UNAVAILABLE", "room service failed: " + e.message)
        }
    }

    private fun roomList(c: ToolCtx): Bundle {
        val floor = c.args.optInt("floor")
        return try {
            val response = Backend.client.newCall(Backend.get("/rooms?floor=" + floor)).execute()
            val body = response.body()?.string() ?: "[]"
            response.close()
            okBundle(body)
        } catch (e: IOException) {
            Log.w(TAG, "room list failed", e)
            errorBundle("UNAVAILABLE", "room service unreachable")
        }
    }

    private fun reserveRoom(c: ToolCtx): Bundle {
        val requestId = c.req.getString("request_id") ?: return errorBundle("INVALID_REQUEST", "request_id missing")
        val done = results[requestId]
        if (done != null) return okBundle(done)
        val response = Backend.client.newCall(Backend.post("/rooms/reserve", "{\"room\":" + c.args.optInt("room") + ",\"by\":\"" + c.pkg + "\"}")).execute()
        val json = "{\"reserved\":" + response.isSuccessful() + "}"
        response.close()
        results[requestId] = json
        return okBundle(json)
    }

    private fun releaseRoom(c: ToolCtx): Bundle {
        val requestId = c.req.getString("request_id") ?: return errorBundle("INVALID_REQUEST", "request_id missing")
        val done = store.replay(requestId, c.uid)
        if (done != null) return okBundle(done)
        val response = Backend.client.newCall(Backend.post("/rooms/release", "{\"room\":" + c.args.optInt("room") + ",\"by\":\"" + c.pkg + "\"}")).execute()
        val json = "{\"released\":" + response.isSuccessful() + "}"
        response.close()
        store.remember(requestId, c.uid, json)
        return okBundle(json)
    }

    private fun cancelRoom(c: ToolCtx): Bundle {
        if (!ResumeBook.take(c.args.optString("resume_token"), c.uid, "cancel_room")) {
            val token = Tokens.quick()
            ResumeBook.issue(token, c.uid, "cancel_room")
            return needsUser(confirmIntent(c.context, CancelRoomActivity::class.java, 3), token)
        }
        val response = Backend.client.newCall(Backend.post("/rooms/cancel", "{\"room\":" + c.args.optInt("room") + ",\"by\":\"" + c.pkg + "\"}")).execute()
        val cancelled = response.isSuccessful()
        response.close()
        return okBundle("{\"cancelled\":" + cancelled + "}")
    }

    override fun query(uri: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, s: String?, a: Array<String>?) = 0
    override fun update(uri: Uri, values: ContentValues?, s: String?, a: Array<String>?) = 0

    companion object {
        private const val TAG = "RoomProvider"
        private val STAFF_APPS = setOf("com.tutortime.staff", "com.tutortime.frontdesk")
        private const val TOOLS_JSON = "{\"revision\":\"rooms-1\",\"tools\":[\"find_tutors\",\"tutors_for\",\"tutors_at_level\",\"room_status\",\"room_list\",\"reserve_room\",\"release_room\",\"cancel_room\"]}"
    }
}
