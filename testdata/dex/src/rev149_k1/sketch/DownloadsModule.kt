package net.switchyard.hub

import android.app.Activity
import android.app.DownloadManager
import android.content.Context
import android.net.Uri
import android.os.Binder
import org.json.JSONArray
import org.json.JSONObject

/** Downloads through the platform's DownloadManager; every new download is shown to the user first. */
class DownloadsModule(private val downloads: DownloadManager) : ToolModule {
    override val tools = listOf(
        ToolSpec(
            name = "list_downloads", title = "List downloads",
            description = "The latest downloads started through Switchyard and their state.",
            effect = "read", risk = "low", confirmation = "never",
            scopes = listOf("downloads.read"),
            input = schema(), output = schema("downloads" to "array", required = listOf("downloads")),
        ),
        ToolSpec(
            name = "start_download", title = "Download a file",
            description = "Downloads an https URL into the device's downloads.",
            effect = "create", risk = "moderate", confirmation = "provider_policy",
            scopes = listOf("downloads.write"),
            input = schema("url" to "string", required = listOf("url")),
            output = schema("download_id" to "integer", required = listOf("download_id")),
            openWorld = true,
        ),
    )

    override fun wantsUser(call: ToolCall, spec: ToolSpec): Boolean = spec.name == "start_download"

    override fun summary(call: ToolCall, spec: ToolSpec): String =
        if (spec.name == "start_download") "Download ${call.args.optString("url")}" else spec.title

    override fun confirmActivity(spec: ToolSpec): Class<out Activity> = DownloadConsentActivity::class.java

    override fun execute(call: ToolCall, spec: ToolSpec, env: HostEnv): Outcome = when (spec.name) {
        "list_downloads" -> list(env)
        "start_download" -> start(call, env)
        else -> problem("TOOL_NOT_FOUND", "No tool of that name.")
    }

    private fun list(env: HostEnv): Outcome {
        val ids = env.store.recentDownloads(20)
        val found = JSONArray()
        if (ids.isNotEmpty()) {
            downloads.query(DownloadManager.Query().setFilterById(*ids)).use { c ->
                while (c.moveToNext()) {
                    found.put(JSONObject()
                        .put("download_id", c.getLong(c.getColumnIndexOrThrow(DownloadManager.COLUMN_ID)))
                        .put("title", c.getString(c.getColumnIndexOrThrow(DownloadManager.COLUMN_TITLE)))
                        .put("state", stateName(c.getInt(c.getColumnIndexOrThrow(DownloadManager.COLUMN_STATUS)))))
                }
            }
        }
        return Outcome.Done(JSONObject().put("downloads", found))
    }

    private fun start(call: ToolCall, env: HostEnv): Outcome {
        val url = Uri.parse(call.args.optString("url"))
        if (url.scheme != "https" || url.host.isNullOrEmpty()) return problem("INVALID_ARGS", "url must be an https URL.")
        val request = DownloadManager.Request(url)
            .setTitle(url.lastPathSegment ?: "download")
            .setNotificationVisibility(DownloadManager.Request.VISIBILITY_VISIBLE_NOTIFY_COMPLETED)
        val id = asProvider {
            val owner = Binder.getCallingUid()
            if (env.store.downloadsSince(owner, System.currentTimeMillis() - DAY_MS) >= DAILY_LIMIT) {
                null
            } else {
                downloads.enqueue(request).also { env.store.addDownload(it, owner, url.toString()) }
            }
        } ?: return problem("RATE_LIMITED", "This assistant started too many downloads today.", true)
        return Outcome.Done(JSONObject().put("download_id", id))
    }

    private fun stateName(status: Int): String = when (status) {
        DownloadManager.STATUS_PENDING -> "pending"
        DownloadManager.STATUS_RUNNING -> "running"
        DownloadManager.STATUS_PAUSED -> "paused"
        DownloadManager.STATUS_SUCCESSFUL -> "done"
        else -> "failed"
    }

    companion object : ToolModule.Factory {
        private const val DAY_MS = 24 * 60 * 60 * 1000L
        private const val DAILY_LIMIT = 20
        override val moduleId = "downloads"
        override fun create(context: Context): ToolModule = DownloadsModule(context.getSystemService(DownloadManager::class.java))
    }
}
