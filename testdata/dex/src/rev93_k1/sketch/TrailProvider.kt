package com.trailmix

import android.app.PendingIntent
import android.app.job.JobInfo
import android.app.job.JobScheduler
import android.content.ComponentName
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Context
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.os.PersistableBundle
import org.json.JSONObject

class TrailProvider : ContentProvider() {
    override fun onCreate() = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val pkg = ctx.packageManager.getPackagesForUid(uid)?.singleOrNull()
        if (pkg != SnackProvider.AGENT) return errorBundle("PERMISSION_DENIED", "not the TrailMix agent")
        val req = extras ?: Bundle()
        if (method == "negotiate") return okBundle("{\"selected_version\":2,\"session_token\":\"" + Sessions.open(uid) + "\"}")
        if (!Sessions.owns(req.getString("session_token"), uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first")
        if (method == "list_tools") return okBundle(TOOLS)
        if (method != "execute_tool") return errorBundle("METHOD_NOT_FOUND", "unknown method")
        val args = JSONObject(req.getString("args") ?: "{}")
        return when (req.toolName) {
            "find_trails" -> findTrails(ctx, uid, req, args)
            "trails_near" -> trailsNear(ctx, uid, req, args)
            "pack_list" -> packList(ctx, uid, req, args)
            "plan_hike" -> planHike(ctx, uid, req, args)
            else -> errorBundle("TOOL_NOT_FOUND", "unknown tool")
        }
    }

    private fun findTrails(ctx: Context, uid: Int, req: Bundle, args: JSONObject): Bundle {
        val extras = PersistableBundle().apply { putString("query", args.optString("q")) }
        val job = JobInfo.Builder(41, ComponentName(ctx, SearchJobService::class.java))
            .setExtras(extras)
            .build()
        ctx.getSystemService(JobScheduler::class.java).schedule(job)
        return okBundle("{\"search\":\"scheduled\"}")
    }

    private fun trailsNear(ctx: Context, uid: Int, req: Bundle, args: JSONObject): Bundle {
        val extras = PersistableBundle().apply { putString("region", args.optString("region")) }
        val job = JobInfo.Builder(42, ComponentName(ctx, NearJobService::class.java))
            .setExtras(extras)
            .build()
        ctx.getSystemService(JobScheduler::class.java).schedule(job)
        return okBundle("{\"near\":\"scheduled\"}")
    }

    private fun packList(ctx: Context, uid: Int, req: Bundle, args: JSONObject): Bundle {
        val pi = ctx.confirmIntent(PackListActivity::class.java, PendingIntent.FLAG_IMMUTABLE)
        return needsUser(pi, ResumeBook.issue(Tokens.quick(), uid))
    }

    private fun planHike(ctx: Context, uid: Int, req: Bundle, args: JSONObject): Bundle {
        val pi = ctx.confirmIntent(PlanHikeActivity::class.java, PendingIntent.FLAG_IMMUTABLE)
        return needsUser(pi, ResumeBook.issue(Tokens.secure(), uid))
    }

    override fun query(u: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(u: Uri): String? = null
    override fun insert(u: Uri, v: ContentValues?): Uri? = null
    override fun delete(u: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(u: Uri, v: ContentValues?, s: String?, a: Array<String>?): Int = 0

    companion object {
        const val TOOLS = "[\"find_trails\",\"trails_near\",\"pack_list\",\"plan_hike\"]"
    }
}
