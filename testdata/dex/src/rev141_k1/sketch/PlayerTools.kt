package com.saltmarsh.podcasts

import android.content.Intent
import android.os.Binder
import android.os.ParcelFileDescriptor
import android.os.PersistableBundle
import org.json.JSONArray
import org.json.JSONObject

/** The player provider's tools: what is playing, the queue, playback, follows, the queue's log. */
class PlayerTools(private val graph: PodcastGraph) {
    val tickets = TicketBook()

    val host = ToolHost(
        APP_ID,
        listOf(
            Tool(NOW_PLAYING) { nowPlaying() },
            Tool(QUEUE_EPISODE) { queue(it) },
            Tool(PLAY_EPISODE) { play(it) },
            Tool(CLEAR_QUEUE) { clear(it) },
            Tool(FOLLOW_SHOW) { follow(it) },
            Tool(EXPORT_QUEUE_LOG) { exportQueueLog(it) },
        ),
        graph.receipts,
        tickets,
    )

    private fun nowPlaying(): Reply {
        val service = graph.link.service
        val now = service?.state?.value ?: return Reply.Ok(JSONObject().put("playing", false))
        graph.feed.obtainMessage(FeedHandler.MSG_WARM, now.episodeId).sendToTarget()
        return Reply.Ok(
            JSONObject()
                .put("playing", now.playing)
                .put("episode_id", now.episodeId)
                .put("title", now.title)
                .put("position_ms", now.positionMs)
                .put("queued", service.queued())
                .put("artwork_ready", graph.feed.artworkReady(now.episodeId)),
        )
    }

    private fun queue(call: ToolCall): Reply {
        val episode = graph.db.episode(call.args.optLong("episode_id", -1L)) ?: return invalid("No episode with that episode_id")
        val ident = Binder.clearCallingIdentity()
        val position = try {
            graph.link.start()
            graph.link.service?.enqueue(episode.id)
        } finally {
            Binder.restoreCallingIdentity(ident)
        }
        if (position == null) return Reply.BUSY
        if (position < 0) return Reply.fail("CONFLICT", "This assistant already has as many episodes queued as it may")
        val extras = PersistableBundle()
        extras.putLong(EXTRA_EPISODE, episode.id)
        extras.putInt(EXTRA_UID, call.caller.uid)
        Jobs.schedule(graph.app, PrefetchJob::class.java, PREFETCH_JOBS + (episode.id % 10_000).toInt(), extras)
        return Reply.Ok(JSONObject().put("episode_id", episode.id).put("position", position))
    }

    private fun play(call: ToolCall): Reply {
        val episode = graph.db.episode(call.args.optLong("episode_id", -1L)) ?: return invalid("No episode with that episode_id")
        if (episode.premium && !graph.account.premium) {
            val token = tickets.issue(call)
            val upgrade = Intent(ACTION_UPGRADE).setPackage(APP_ID)
            val resolution = graph.prompts.resolution(upgrade, token, "\"${episode.title}\" is for Saltmarsh Plus members") ?: return Reply.BUSY
            return Reply.NeedsUser("USER_ACTION_REQUIRED", "This episode needs a Saltmarsh Plus membership", resolution, token)
        }
        val playing = graph.link.started { it.play(episode) } ?: return Reply.BUSY
        return Reply.Ok(JSONObject().put("episode_id", episode.id).put("playing", playing))
    }

    private fun clear(call: ToolCall): Reply {
        val confirmed = call.extras.getBoolean(KEY_CONFIRMED, false)
        if (call.ticket == null || !confirmed) {
            val token = tickets.issue(call)
            val screen = Intent(graph.app, ClearQueueActivity::class.java)
            val resolution = graph.prompts.resolution(screen, token, "Remove every episode from your queue?") ?: return Reply.BUSY
            return Reply.NeedsUser("USER_ACTION_REQUIRED", "Clearing the queue needs your confirmation in Saltmarsh", resolution, token)
        }
        val removed = graph.link.started { it.clear() } ?: return Reply.BUSY
        return Reply.Ok(JSONObject().put("removed", removed))
    }

    private fun follow(call: ToolCall): Reply {
        val show = graph.db.show(call.args.optLong("show_id", -1L)) ?: return invalid("No show with that show_id")
        val added = graph.db.follow(show.id)
        // An assistant working for another app (a car launcher, a watch face) names that app; the log credits it.
        val by = call.extras.getString(KEY_CALLING_PACKAGE) ?: call.caller.pkg
        if (added) graph.activity.note(by, "followed ${show.title}")
        return Reply.Ok(JSONObject().put("show_id", show.id).put("following", true))
    }

    private fun exportQueueLog(call: ToolCall): Reply {
        if ("large_results" !in call.session.capabilities) return Reply.fail("RESULT_TOO_LARGE", "The queue log needs large_results")
        val service = graph.link.ready() ?: return Reply.BUSY
        val log = service.openLog(PlaybackService.QUEUE_LOG, ParcelFileDescriptor.MODE_READ_ONLY)
            ?: return Reply.Ok(JSONObject().put("entries", JSONArray()))
        return Reply.File(log.fd, "application/x-ndjson", log.size, log.sha256)
    }

    fun info(): JSONObject = JSONObject()
        .put("provider_id", APP_ID)
        .put("provider_name", APP_NAME)
        .put("description", "What is playing, the listening queue and the shows you follow")
        .put("schema_dialect", "https://json-schema.org/draft/2020-12/schema")
        .put(
            "scopes",
            JSONArray()
                .put(scope("playback.read", "See what is playing and your queue", "read"))
                .put(scope("playback.write", "Play episodes and change your queue", "write"))
                .put(scope("shows.write", "Follow shows", "write")),
        )

    private fun scope(name: String, description: String, access: String): JSONObject =
        JSONObject().put("name", name).put("title", description).put("description", description).put("access", access).put("sensitivity", "personal")

    companion object {
        private const val PREFETCH_JOBS = 20_000
        private const val NO_ARGS = """{"type":"object","properties":{},"additionalProperties":false}"""
        private const val EPISODE_ARG =
            """{"type":"object","properties":{"episode_id":{"type":"integer","minimum":1}},"required":["episode_id"],"additionalProperties":false}"""

        val NOW_PLAYING = ToolSpec(
            "now_playing", "Now playing", "The episode playing now, its position and the queue's length", NO_ARGS,
            """{"type":"object","properties":{"playing":{"type":"boolean"},"episode_id":{"type":"integer"}},"required":["playing"]}""",
            "playback.read",
        )
        val QUEUE_EPISODE = ToolSpec(
            "queue_episode", "Queue an episode", "Add an episode to the end of the listening queue", EPISODE_ARG,
            """{"type":"object","properties":{"position":{"type":"integer"}},"required":["position"]}""",
            "playback.write", Effect.CREATE, "moderate", "provider_policy",
        )
        val PLAY_EPISODE = ToolSpec(
            "play_episode", "Play an episode", "Start playing an episode now", EPISODE_ARG,
            """{"type":"object","properties":{"playing":{"type":"boolean"}},"required":["playing"]}""",
            "playback.write", Effect.UPDATE, "low", "provider_policy",
        )
        val CLEAR_QUEUE = ToolSpec(
            "clear_queue", "Clear the queue", "Remove every episode from the listening queue", NO_ARGS,
            """{"type":"object","properties":{"removed":{"type":"integer"}},"required":["removed"]}""",
            "playback.write", Effect.DELETE, "high", "always",
        )
        val FOLLOW_SHOW = ToolSpec(
            "follow_show", "Follow a show", "Follow a show so that its new episodes appear in the library",
            """{"type":"object","properties":{"show_id":{"type":"integer","minimum":1}},"required":["show_id"],"additionalProperties":false}""",
            """{"type":"object","properties":{"following":{"type":"boolean"}},"required":["following"]}""",
            "shows.write", Effect.CREATE,
        )
        val EXPORT_QUEUE_LOG = ToolSpec(
            "export_queue_log", "Export the queue log", "Every change to the listening queue, one JSON object a line", NO_ARGS,
            """{"type":"object","properties":{"entries":{"type":"array"}},"required":["entries"]}""",
            "playback.read",
        )
    }
}
