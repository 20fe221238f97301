package app.larder.pantry

import android.app.PendingIntent
import android.os.Build
import android.os.Bundle
import android.util.Log
import app.larder.core.Decision
import app.larder.core.Larder
import app.larder.core.MutationLedger
import app.larder.core.Parked
import app.larder.core.Reply
import app.larder.core.Scope
import app.larder.core.ToolCall
import app.larder.core.ToolHandler
import app.larder.core.ToolHost
import app.larder.core.ToolSpec
import app.larder.core.inlineReply
import app.larder.core.placeholders
import app.larder.ui.ConfirmActivity
import org.json.JSONObject

/** The pantry: what is in the cupboards and when it runs out (authority app.larder.tools.pantry). */
class PantryToolProvider : ToolHost() {
    override val providerId = "app.larder"
    override val providerName = "Larder Pantry"
    override val description = "Keep track of pantry items and their expiry dates"
    override val revision = "pantry-7"
    override val optional: Set<String> get() = setOf("async_operations", "cancellation")

    override val scopes = listOf(
        Scope("pantry.read", "See your pantry", "List pantry items and expiry dates", "read", "personal"),
        Scope("pantry.write", "Change your pantry", "Add, restock and remove pantry items", "write", "personal"),
    )

    override val tools = pantryTools()

    override val handlers: Map<String, ToolHandler> by lazy {
        mapOf(
            "list_items" to ToolHandler(::listItems),
            "find_expiring" to ToolHandler(::findExpiring),
            "add_item" to ToolHandler(::addItem),
            "restock_from_list" to ToolHandler(::startRestock),
            "purge_expired" to ToolHandler(this::purge),
        )
    }

    override val ledger: MutationLedger by lazy { JournalLedger(Larder.db) }

    // Linked apps are verified when they negotiate; every linked app may manage the pantry.
    override fun authorize(call: ToolCall, spec: ToolSpec): Decision = when (spec.effect) {
        "read" -> Decision.Allow
        else -> Decision.Allow.also { Log.i(TAG, "pantry " + spec.name + " for a linked session") }
    }

    override fun resolution(spec: ToolSpec, parked: Parked): PendingIntent {
        val context = requireNotNull(getContext())
        val flags = if (Build.VERSION.SDK_INT >= 23) PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT
        else PendingIntent.FLAG_UPDATE_CURRENT
        return PendingIntent.getActivity(context, parked.ticket.hashCode(), ConfirmActivity.intent(context, parked.ticket), flags)
    }

    override fun summary(call: ToolCall, spec: ToolSpec): String = when (spec.name) {
        "purge_expired" -> expiredBefore(call.beforeDay()).let { items ->
            "Permanently remove ${items.size} expired items: " + items.joinToString(limit = 8) { it.name }
        }
        else -> spec.title
    }

    override fun operation(method: String, uid: Int, requestId: String, extras: Bundle): Reply =
        operationReply(method, uid, requestId, extras.getString("operation_id"))

    private fun purge(call: ToolCall): Reply {
        val doomed = expiredBefore(call.beforeDay())
        val removed = if (doomed.isEmpty()) 0 else Larder.db.getWritableDatabase()
            .delete("items", placeholders("id", doomed.size), doomed.map { it.id }.toTypedArray())
        return inlineReply(call.requestId, JSONObject().put("removed", removed))
    }

    companion object {
        const val TAG = "LarderPantry"
    }
}
