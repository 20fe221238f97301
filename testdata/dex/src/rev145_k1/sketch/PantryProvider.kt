package com.larderly.pantry

import android.content.ContentValues
import android.content.Intent
import android.os.Binder
import android.os.Bundle
import org.json.JSONArray
import org.json.JSONObject

private const val DAY_MS = 24 * 60 * 60 * 1000L

/** What discard_item reads from the agent's arguments. */
class DiscardArgs(raw: Map<String, Any?>) {
    private val map = raw.withDefault { key -> if (key == "confirmed") false else null }
    val item: Number by map
    val confirmed: Boolean by map
}

class PantryProvider : ToolEndpoint() {
    override val providerId = "com.larderly.pantry.larder"
    override val description = "The household pantry: what is in stock and what expires soon"
    override val revision = "larder-7"
    override val gate: CallerGate by lazy { PrimaryPackageGate(context!!) }
    override val outcomes: OutcomeStore by lazy { DurableOutcomes(dao) }
    override val confirmScreen: Intent by lazy { Intent(context, ConfirmActivity::class.java) }

    override val scopes = listOf(
        scopeOf("pantry.read", "read", "personal", "See the pantry"),
        scopeOf("pantry.write", "write", "personal", "Add and discard pantry items"),
        scopeOf("pantry.share", "write", "personal", "Share the pantry list with a companion app"),
    )

    override fun session(extras: Bundle, caller: CallerUid): Session? =
        SessionBook.find(extras.sessionToken, caller, providerId)

    override fun grantedScopes(call: ToolCall): Set<String> = dao.scopesFor(call.callerPackage)

    override val tools = toolSet {
        tool("list_items") {
            title = "List pantry items"
            description = "Lists what is in the pantry, soonest expiry first."
            scope("pantry.read")
            param("limit", "integer", required = false, description = "At most this many items (1-200)")
            output("items" to "array")
            handle { listItems(it) }
        }
        tool("expiring_items") {
            title = "Items expiring soon"
            description = "Lists the items that expire within the given number of days."
            scope("pantry.read")
            param("days", "integer", required = false, description = "Look-ahead in days (0-30), 3 by default")
            output("items" to "array")
            handle { expiringItems(it) }
        }
        tool("add_item") {
            title = "Add a pantry item"
            description = "Adds an item to the pantry."
            effect = Effect.CREATE
            risk = Risk.LOW
            confirmation = Confirmation.PROVIDER_POLICY
            scope("pantry.write")
            param("name", "string", description = "What the item is")
            param("qty", "integer", required = false)
            param("expires_at_ms", "integer", required = false)
            output("item_id" to "integer")
            handle { addItem(it) }
        }
        tool("discard_item") {
            title = "Discard a pantry item"
            description = "Removes an item from the pantry for good."
            effect = Effect.DELETE
            risk = Risk.MODERATE
            destructive = true
            confirmation = Confirmation.ALWAYS
            scope("pantry.write")
            param("item", "integer", description = "item_id from list_items")
            output("discarded" to "integer")
            handle { discardItem(it) }
        }
        tool("share_pantry") {
            title = "Share the pantry list"
            description = "Lets a Larderly companion app read the exported pantry list."
            effect = Effect.CREATE
            risk = Risk.MODERATE
            confirmation = Confirmation.PROVIDER_POLICY
            scope("pantry.share")
            param("target_package", "string", description = "Package name of the companion app")
            output("shared_with" to "string", "uri" to "string")
            handle { sharePantry(it) }
        }
    }

    private fun listItems(call: ToolCall): Outcome {
        val limit = call.args.arg<Number>("limit")?.toInt()?.coerceIn(1, 200) ?: 50
        return Outcome.Done(JSONObject().put("items", JSONArray(dao.items(null, null).take(limit))))
    }

    private fun expiringItems(call: ToolCall): Outcome {
        val days = call.args.arg<Number>("days")?.toInt()?.coerceIn(0, 30) ?: 3
        val until = (System.currentTimeMillis() + days * DAY_MS).toString()
        val soon = dao.tx {
            // Whatever the assistant reports as expiring moves to the "use soon" shelf of the pantry screen.
            val shelf = ContentValues()
            shelf.put("shelf", "use_soon")
            update("items", shelf, "expires_at < ?", arrayOf(until))
            PantryDao.itemsIn(this, "expires_at < ?", arrayOf(until))
        }
        return Outcome.Done(JSONObject().put("items", JSONArray(soon)))
    }

    private fun addItem(call: ToolCall): Outcome {
        val name = call.args.arg<String>("name")?.trim()?.takeIf { it.length in 1..80 }
            ?: return invalid("name must be 1 to 80 characters.")
        val qty = call.args.arg<Number>("qty")?.toInt()?.takeIf { it in 1..999 } ?: 1
        val expiresAt = call.args.arg<Number>("expires_at_ms")?.toLong() ?: 0L
        return Outcome.Done(JSONObject().put("item_id", dao.addItem(name, qty, expiresAt)))
    }

    private fun discardItem(call: ToolCall): Outcome {
        val args = DiscardArgs(call.argMap())
        val id = args.item.toLong()
        val item = dao.item(id) ?: return invalid("No pantry item has that item_id.")
        if (!args.confirmed) {
            when (confirmation(call)) {
                null -> return askUser(call, "Throw away ${item.optString("name")} (${item.optInt("qty")}) for good?")
                false -> return Outcome.Failed("USER_CANCELLED", "Discarding was not approved.")
                true -> Unit
            }
        }
        return Outcome.Done(JSONObject().put("discarded", dao.discard(id)))
    }

    private fun sharePantry(call: ToolCall): Outcome {
        val target = call.args.arg<String>("target_package") ?: return invalid("target_package is required.")
        if (!TrustedSigners.known(target)) return invalid("The pantry list can be shared only with Larderly companion apps.")
        val uri = EXPORTS.buildUpon().appendPath("pantry.json").build()
        withOwnIdentity {
            context!!.grantUriPermission(target, uri, Intent.FLAG_GRANT_READ_URI_PERMISSION)
            dao.logShare(target, Binder.getCallingUid(), "pantry")
        }
        return Outcome.Done(JSONObject().put("shared_with", target).put("uri", uri.toString()))
    }
}
