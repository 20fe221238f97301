package com.saltmarsh.podcasts

import android.app.DownloadManager
import android.content.Intent
import android.os.Bundle
import android.os.ParcelFileDescriptor
import android.os.PersistableBundle
import org.json.JSONArray
import org.json.JSONObject

/** The library provider's tools: downloads, new episodes, the listening history. */
class LibraryTools(private val graph: PodcastGraph) {
    val tickets = TicketBook()

    val host = ToolHost(
        APP_ID,
        listOf(
            Tool(LIST_DOWNLOADS) { listDownloads() },
            Tool(LIST_NEW_EPISODES) { listNew(it) },
            Tool(DOWNLOAD_EPISODE) { download(it) },
            Tool(DELETE_DOWNLOAD) { delete(it) },
            Tool(QUEUE_DOWNLOAD) { queueDownload(it) },
            Tool(EXPORT_HISTORY) { exportHistory(it) },
        ),
        graph.downloadReceiver,
        tickets,
    )

    private fun listDownloads(): Reply {
        val out = JSONArray()
        for (d in graph.downloads.all()) out.put(JSONObject().put("episode_id", d.episodeId).put("title", d.title).put("state", d.state))
        return Reply.Ok(JSONObject().put("downloads", out))
    }

    private fun listNew(call: ToolCall): Reply {
        val limit = call.args.optInt("limit", 20).coerceIn(1, 100)
        val episodes = graph.db.newEpisodes(limit)
        // The app's "New" badge counts only what the listener has not been told about yet.
        if (episodes.isNotEmpty()) graph.feed.obtainMessage(FeedHandler.MSG_MARK_SEEN, LongArray(episodes.size) { episodes[it].id }).sendToTarget()
        val out = JSONArray()
        for (e in episodes) out.put(e.toJson())
        return Reply.Ok(JSONObject().put("episodes", out))
    }

    private fun download(call: ToolCall): Reply {
        if ("async_operations" !in call.session.capabilities) {
            return Reply.fail("UNSUPPORTED_CAPABILITY", "download_episode runs in the background: negotiate async_operations")
        }
        val episode = graph.db.episode(call.args.optLong("episode_id", -1L)) ?: return invalid("No episode with that episode_id")
        if (episode.premium && !graph.account.premium) return Reply.fail("PERMISSION_DENIED", "This episode is for Saltmarsh Plus members")
        val operation = graph.operations.open(call.caller.uid, call.requestId, episode.id)
        val extras = PersistableBundle()
        extras.putLong(EXTRA_EPISODE, episode.id)
        extras.putInt(EXTRA_UID, call.caller.uid)
        extras.putString(EXTRA_OPERATION, operation)
        Jobs.schedule(graph.app, DownloadJob::class.java, DOWNLOAD_JOBS + (episode.id % 10_000).toInt(), extras)
        graph.activity.note(call.caller.pkg, "downloaded ${episode.title}")
        return Reply.Accepted(operation, 2000L)
    }

    private fun delete(call: ToolCall): Reply {
        val download = graph.downloads.find(call.args.optLong("episode_id", -1L)) ?: return invalid("That episode is not downloaded")
        if (download.requestedBy != call.caller.pkg) return Reply.fail("PERMISSION_DENIED", "Only the app a download was made for may delete it")
        if (call.ticket?.approved != true) {
            val token = tickets.issue(call)
            val screen = Intent(graph.app, DeleteDownloadActivity::class.java)
            val resolution = graph.prompts.resolution(screen, token, "Delete the download of \"${download.title}\"?") ?: return Reply.BUSY
            return Reply.NeedsUser("USER_ACTION_REQUIRED", "Deleting a download needs your confirmation in Saltmarsh", resolution, token)
        }
        graph.app.getSystemService(DownloadManager::class.java).remove(download.downloadId)
        graph.downloads.remove(download.episodeId)
        return Reply.Ok(JSONObject().put("episode_id", download.episodeId).put("deleted", true))
    }

    private fun queueDownload(call: ToolCall): Reply {
        val download = graph.downloads.find(call.args.optLong("episode_id", -1L)) ?: return invalid("That episode is not downloaded")
        val position = graph.link.started { it.enqueue(download.episodeId) } ?: return Reply.BUSY
        if (position < 0) return Reply.fail("CONFLICT", "This assistant already has as many episodes queued as it may")
        return Reply.Ok(JSONObject().put("episode_id", download.episodeId).put("position", position))
    }

    private fun exportHistory(call: ToolCall): Reply {
        if ("large_results" !in call.session.capabilities) return Reply.fail("RESULT_TOO_LARGE", "The listening history needs large_results")
        val service = graph.link.ready() ?: return Reply.BUSY
        // Read-write: an importer that has taken the history truncates it, so that nothing is imported twice.
        val log = service.openLog(PlaybackService.HISTORY_LOG, ParcelFileDescriptor.MODE_READ_WRITE)
            ?: return Reply.Ok(JSONObject().put("entries", JSONArray()))
        return Reply.File(log.fd, "application/x-ndjson", log.size, log.sha256)
    }

    /** get_operation for the library's downloads. */
    fun operation(caller: Caller, session: Session, extras: Bundle): Reply {
        if ("async_operations" !in session.capabilities) return Reply.fail("UNSUPPORTED_CAPABILITY", "async_operations was not negotiated")
        val id = extras.getString("operation_id") ?: return Reply.fail("INVALID_REQUEST", "operation_id is required")
        val requestId = extras.getString(REQUEST_ID) ?: return Reply.fail("INVALID_REQUEST", "request_id is required")
        val state = graph.operations.describe(id, caller.uid, requestId) ?: return Reply.fail("INVALID_REQUEST", "No such operation")
        return Reply.Data(state)
    }

    fun info(): JSONObject = JSONObject()
        .put("provider_id", APP_ID)
        .put("provider_name", APP_NAME)
        .put("description", "Downloaded episodes, new episodes of followed shows and the listening history")
        .put("schema_dialect", "https://json-schema.org/draft/2020-12/schema")
        .put(
            "scopes",
            JSONArray()
                .put(JSONObject().put("name", "library.read").put("title", "See your library").put("description", "See downloads, new episodes and what you listened to").put("access", "read").put("sensitivity", "personal"))
                .put(JSONObject().put("name", "downloads.write").put("title", "Manage downloads").put("description", "Download, delete and queue episodes").put("access", "write").put("sensitivity", "personal")),
        )

    companion object {
        private const val DOWNLOAD_JOBS = 10_000
        private const val NO_ARGS = """{"type":"object","properties":{},"additionalProperties":false}"""
        private const val EPISODE_ARG =
            """{"type":"object","properties":{"episode_id":{"type":"integer","minimum":1}},"required":["episode_id"],"additionalProperties":false}"""

        val LIST_DOWNLOADS = ToolSpec(
            "list_downloads", "Downloaded episodes", "The episodes downloaded to this device and their state", NO_ARGS,
            """{"type":"object","properties":{"downloads":{"type":"array"}},"required":["downloads"]}""",
            "library.read",
        )
        val LIST_NEW_EPISODES = ToolSpec(
            "list_new_episodes", "New episodes", "New episodes of the shows you follow, newest first",
            """{"type":"object","properties":{"limit":{"type":"integer","minimum":1,"maximum":100}},"additionalProperties":false}""",
            """{"type":"object","properties":{"episodes":{"type":"array"}},"required":["episodes"]}""",
            "library.read",
        )
        val DOWNLOAD_EPISODE = ToolSpec(
            "download_episode", "Download an episode", "Download an episode for offline listening", EPISODE_ARG,
            """{"type":"object","properties":{"downloaded":{"type":"boolean"}},"required":["downloaded"]}""",
            "downloads.write", Effect.CREATE, "moderate", "provider_policy", "sync_or_async",
        )
        val DELETE_DOWNLOAD = ToolSpec(
            "delete_download", "Delete a download", "Delete a downloaded episode from this device", EPISODE_ARG,
            """{"type":"object","properties":{"deleted":{"type":"boolean"}},"required":["deleted"]}""",
            "downloads.write", Effect.DELETE, "moderate", "always",
        )
        val QUEUE_DOWNLOAD = ToolSpec(
            "queue_download", "Queue a download", "Add a downloaded episode to the end of the listening queue", EPISODE_ARG,
            """{"type":"object","properties":{"position":{"type":"integer"}},"required":["position"]}""",
            "downloads.write", Effect.CREATE, "moderate", "provider_policy",
        )
        val EXPORT_HISTORY = ToolSpec(
            "export_listening_history", "Export listening history", "Every episode you finished, one JSON object a line", NO_ARGS,
            """{"type":"object","properties":{"entries":{"type":"array"}},"required":["entries"]}""",
            "library.read",
        )
    }
}
