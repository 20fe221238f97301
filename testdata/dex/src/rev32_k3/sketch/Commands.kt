package com.example.r32k3

import org.json.JSONObject
import java.util.concurrent.atomic.AtomicInteger

// Commands.kt: execute_tool requests parsed into a sealed type, and the
// pending sends that wait for the user's go-ahead.

sealed interface Command {
    class ListConversations(val query: String) : Command
    class Send(val conversation: String, val text: String) : Command
    class Delete(val conversation: String) : Command
    class Mute(val conversation: String, val hours: Int) : Command
    class Schedule(val conversation: String, val text: String, val atMs: Long) : Command

    companion object {
        @JvmStatic
        fun parse(tool: String?, args: JSONObject): Command? = when (tool) {
            "list_conversations" -> ListConversations(args.optString("query"))
            "send_message" -> Send(args.getString("conversation"), args.getString("text"))
            "delete_conversation" -> Delete(args.getString("conversation"))
            "mute_conversation" -> Mute(args.getString("conversation"), args.optInt("hours", 8))
            "schedule_message" -> Schedule(args.getString("conversation"), args.getString("text"), args.getLong("at_ms"))
            else -> null
        }
    }
}

private val SEQ = AtomicInteger()

data class PendingSend(
    val uid: Int,
    val conversation: String,
    val text: String,
    val token: String = "rs-${System.currentTimeMillis().toString(36)}-${SEQ.incrementAndGet()}",
)

class PendingDelete(val uid: Int, val conversation: String)
