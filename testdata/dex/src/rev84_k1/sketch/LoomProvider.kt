package com.loomkit

import android.app.PendingIntent
import android.content.ContentValues
import android.content.Context
import android.content.Intent
import android.os.Binder
import android.os.Bundle
import android.util.Log
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.async
import kotlinx.coroutines.launch
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.sync.Mutex
import kotlinx.coroutines.sync.withLock
import org.json.JSONObject

class LoomProvider : KitProvider() {
    private val lock = Mutex()

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        callerPackage(uid) ?: return fail("PERMISSION_DENIED", "not a LoomKit app")
        val req = extras ?: Bundle()
        if (method == "negotiate") return ok("{\"selected_version\":2,\"session_token\":\"" + openSession(uid) + "\"}")
        if (!owns(req.getString("session_token"), uid)) return fail("NEGOTIATION_REQUIRED", "negotiate first")
        if (method == "list_tools") return ok(TOOLS)
        if (method != "execute_tool") return fail("METHOD_NOT_FOUND", "unknown method")
        val deadline = req.getLong("deadline_at_ms")
        if (deadline > 0 && deadline < System.currentTimeMillis()) return fail("DEADLINE_EXCEEDED", "too late")
        val args = JSONObject(req.getString("args") ?: "{}")
        return when (req.getString("tool_name")) {
            "purge_drafts" -> purgeDrafts(ctx, uid, args)
            "archive_pattern" -> archivePattern(ctx, uid, req, args)
            "import_pattern" -> importPattern(uid, args)
            "import_palette" -> importPalette(uid, args)
            "pattern_stats" -> patternStats(uid)
            else -> fail("TOOL_NOT_FOUND", "unknown tool")
        }
    }

    private fun purgeDrafts(ctx: Context, uid: Int, args: JSONObject): Bundle {
        if (!args.optBoolean("force")) {
            val pi = PendingIntent.getActivity(ctx, 1, Intent(ctx, ConfirmPurgeActivity::class.java), LOCKED_FLAGS)
            return needsUser(pi, issue(secureToken(), uid, "purge_drafts"))
        }
        CoroutineScope(Dispatchers.IO).launch {
            val owner = Binder.getCallingUid()
            db.delete("drafts", "owner = ?", arrayOf(owner.toString()))
        }
        return ok("{\"purging\":true}")
    }

    private fun archivePattern(ctx: Context, uid: Int, req: Bundle, args: JSONObject): Bundle {
        val name = args.optString("name")
        if (!take(req.getString("resume_token"), uid, "archive_pattern")) {
            val pi = PendingIntent.getActivity(ctx, 2, Intent(ctx, ConfirmArchiveActivity::class.java), LOCKED_FLAGS)
            return needsUser(pi, issue(secureToken(), uid, "archive_pattern"))
        }
        CoroutineScope(Dispatchers.IO).launch {
            lock.withLock {
                db.delete("patterns", "name = ? AND owner = ?", arrayOf(name, uid.toString()))
            }
        }
        return ok("{\"archiving\":true}")
    }

    private fun importPattern(uid: Int, args: JSONObject): Bundle {
        val warp = runCatching { JSONObject(args.getString("pattern")).getString("warp") }
            .onFailure { Log.w(TAG, "import_pattern", it) }
            .getOrElse { return fail("INVALID_ARGUMENT", it.message ?: "bad pattern") }
        db.insert("patterns", null, ContentValues().also { it.put("warp", warp); it.put("owner", uid) })
        return ok("{\"imported\":true}")
    }

    private fun importPalette(uid: Int, args: JSONObject): Bundle {
        val parsed = runCatching { JSONObject(args.getString("palette")).getString("colours") }
        parsed.exceptionOrNull()?.let {
            Log.w(TAG, "import_palette: " + it.message, it)
            return fail("INVALID_ARGUMENT", "palette is not valid JSON")
        }
        db.insert("palettes", null, ContentValues().also { it.put("colours", parsed.getOrNull()); it.put("owner", uid) })
        return ok("{\"imported\":true}")
    }

    private fun patternStats(uid: Int): Bundle {
        val count = runBlocking {
            async(Dispatchers.IO) { countFor(uid) }.await()
        }
        return ok("{\"patterns\":" + count + "}")
    }

    private fun countFor(uid: Int): Long =
        db.rawQuery("SELECT COUNT(*) FROM patterns WHERE owner = ?", arrayOf(uid.toString())).let { c ->
            (if (c.moveToFirst()) c.getLong(0) else 0L).also { c.close() }
        }

    companion object {
        private const val TOOLS = "[{\"name\":\"purge_drafts\",\"effect\":\"delete\"},{\"name\":\"archive_pattern\",\"effect\":\"delete\"},{\"name\":\"import_pattern\",\"effect\":\"write\"},{\"name\":\"import_palette\",\"effect\":\"write\"},{\"name\":\"pattern_stats\",\"effect\":\"read\"}]"
    }
}
