package net.pantrybox.app.pantry

import android.app.PendingIntent
import android.content.pm.PackageManager
import android.net.Uri
import android.os.Binder
import android.util.Log
import com.clawseed.sdk.provider.CetpAccessDecision
import com.clawseed.sdk.provider.CetpOperations
import com.clawseed.sdk.provider.CetpProviderRequest
import com.clawseed.sdk.provider.CetpProviderResult
import com.clawseed.sdk.provider.ConfirmationPolicy
import net.pantrybox.app.core.AuditTrail
import net.pantrybox.app.core.ConfirmationDesk
import net.pantrybox.app.core.ToolHandler
import net.pantrybox.app.core.Tokens
import net.pantrybox.app.core.failure
import net.pantrybox.app.core.hasPinnedSigner
import net.pantrybox.app.core.hexToBytes
import net.pantrybox.app.core.inBackground
import net.pantrybox.app.core.packagesFor
import net.pantrybox.app.core.prefs
import net.pantrybox.app.core.resolutionFor
import net.pantrybox.app.core.toEnumOrNull
import net.pantrybox.app.core.withClearedIdentity
import net.pantrybox.app.ui.ConfirmActivity
import org.json.JSONArray
import org.json.JSONObject
import java.util.concurrent.ExecutorService
import java.util.concurrent.Executors

/** The caller as the pantry provider sees it: its UID and the one package behind it. */
class PantryCaller(private val pm: PackageManager, @JvmField val uid: Int) {
    val packageName: String? by lazy { pm.packagesFor(uid).singleOrNull() }
}

class PantryToolProvider : com.clawseed.sdk.provider.CetpV2ContentProvider() {
    override val provider get() = PantryTools.DESCRIPTOR
    override val providerTools get() = PantryTools.ALL
    override val toolsRevision get() = PantryTools.REVISION
    override val offeredCapabilities get() = PantryTools.CAPABILITIES

    override val mutationExecutor: LedgerExecutor by lazy {
        LedgerExecutor(PantryTools.PROVIDER_ID, RequestLedger(context.prefs("pantry.ledger")), OperationBoard())
    }
    override val operations: CetpOperations get() = mutationExecutor

    private val store: PantryStore by lazy { AuditedPantry(PrefsPantryStore(context.prefs("pantry"))) }
    private val worker: ExecutorService by lazy { Executors.newSingleThreadExecutor() }
    private val audit = AuditTrail("PantryCetp")

    private val handlers: Map<String, ToolHandler> = mapOf(
        "list_items" to { r -> listItems(r) },
        "add_item" to { r -> addItem(r) },
        "update_quantity" to { r -> updateQuantity(r) },
        "remove_item" to { r -> removeItem(r) },
        "sync_prices" to { r -> syncPrices(r) },
    )

    override fun authorize(request: CetpProviderRequest): CetpAccessDecision {
        val pm = context.packageManager
        val caller = PantryCaller(pm, request.callerUid)
        val pkg = caller.packageName?.takeIf { it in TrustedAssistants }
            ?: return CetpAccessDecision.Deny("PERMISSION_DENIED", "This app is not linked to Pantrybox.")
        val pin = TrustedAssistants.pinFor(pkg)
        if (pin == null || !pm.hasPinnedSigner(pkg, pin)) {
            return CetpAccessDecision.Deny("PERMISSION_DENIED", "This app is not linked to Pantrybox.")
        }
        val missing = request.tool.scopes.filterNot { it in TrustedAssistants.scopesFor(pkg) }
        if (missing.isNotEmpty()) {
            return CetpAccessDecision.Deny("PERMISSION_DENIED", "Missing scope: " + missing.joinToString(","))
        }
        if (request.tool.annotations.confirmation != ConfirmationPolicy.ALWAYS) return CetpAccessDecision.Allow
        if (request.resumeToken != null) {
            return when (ConfirmationDesk.redeem(request, PantryTools.PROVIDER_ID)) {
                ConfirmationDesk.Verdict.APPROVED -> CetpAccessDecision.Allow
                ConfirmationDesk.Verdict.DENIED -> CetpAccessDecision.Deny("USER_CANCELLED", "The user declined.")
                ConfirmationDesk.Verdict.INVALID -> CetpAccessDecision.Deny("INVALID_REQUEST", "The resume token is not valid for this call.")
            }
        }
        val item = store[request.args.optString("item_id")]
            ?: return CetpAccessDecision.Deny("INVALID_ARGS", "Unknown item_id.")
        val parked = ConfirmationDesk.park(request, PantryTools.PROVIDER_ID,
            "Remove \"" + item.name + "\" (" + item.quantity + " " + item.measure.name.lowercase() + ") from your pantry. This cannot be undone.")
        val resolution = context.resolutionFor<ConfirmActivity>(parked.ticket,
            PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT) {
            putExtra(ConfirmActivity.EXTRA_SOURCE, "pantry")
        }
        return CetpAccessDecision.Resolve("USER_ACTION_REQUIRED", "Confirm the removal in Pantrybox.", resolution, parked.resumeToken)
    }

    override fun executeTool(request: CetpProviderRequest): CetpProviderResult {
        val handler = handlers[request.tool.name] ?: return failure("TOOL_NOT_FOUND", "No such tool.")
        return handler(request).also { audit(request.callerUid, request.tool.name, request.requestId, "done") }
    }

    private fun listItems(request: CetpProviderRequest): CetpProviderResult {
        val filter = request.args.optString("name_contains", "").trim().takeIf { it.length <= 64 }
            ?: return failure("INVALID_ARGS", "name_contains is too long.")
        val items = JSONArray()
        store.all().filter { filter.isEmpty() || it.name.contains(filter, ignoreCase = true) }
            .forEach { items.put(it.toJson()) }
        return CetpProviderResult.Inline(JSONObject().put("items", items))
    }

    private fun addItem(request: CetpProviderRequest): CetpProviderResult {
        val name = request.args.optString("name", "").trim()
        if (name.isEmpty() || name.length > 64 || name.any { it.isISOControl() }) return failure("INVALID_ARGS", "name must be 1-64 printable characters.")
        val quantity = request.args.optInt("quantity", -1).takeIf { it in 1..10000 }
            ?: return failure("INVALID_ARGS", "quantity must be between 1 and 10000.")
        val measure = request.args.optString("unit", "").toEnumOrNull<Measure>()
            ?: return failure("INVALID_ARGS", "unit must be one of pcs, g, kg, ml, l.")
        val item = PantryItem(Tokens.hex(8), name, quantity, measure)
        withClearedIdentity {
            store.put(item.copy(addedByUid = Binder.getCallingUid()))
            context.contentResolver.notifyChange(ITEMS_URI, null)
        }
        return CetpProviderResult.Inline(JSONObject().put("item_id", item.id))
    }

    private fun updateQuantity(request: CetpProviderRequest): CetpProviderResult {
        val item = store[request.args.optString("item_id")] ?: return failure("INVALID_ARGS", "Unknown item_id.")
        val quantity = request.args.optInt("quantity", -1).takeIf { it in 0..10000 }
            ?: return failure("INVALID_ARGS", "quantity must be between 0 and 10000.")
        val updated = item.copy(quantity = quantity)
        store.put(updated)
        return CetpProviderResult.Inline(JSONObject().put("item", updated.toJson()))
    }

    private fun removeItem(request: CetpProviderRequest): CetpProviderResult {
        val id = request.args.optString("item_id")
        if (id !in store) return failure("INVALID_ARGS", "Unknown item_id.")
        return CetpProviderResult.Inline(JSONObject().put("removed", store.remove(id)))
    }

    private fun syncPrices(request: CetpProviderRequest): CetpProviderResult {
        val table = PriceTable.forRegion(request.args.optString("region"))
            ?: return failure("INVALID_ARGS", "region must be north, south, east or west.")
        if (!request.asyncAllowed) {
            val n = store.all().count { reprice(it, table) }
            return CetpProviderResult.Inline(JSONObject().put("repriced", n))
        }
        val op = PantryOperation("op_" + Tokens.hex(16), request.callerUid, request.requestId)
        val board = mutationExecutor.board
        board[op.id] = op
        worker.inBackground {
            audit(Binder.getCallingUid(), "sync_prices", op.requestId, "started")
            runSync(op, table)
        }
        return CetpProviderResult.Accepted(op.id, 1000L)
    }

    private fun runSync(op: PantryOperation, table: Map<String, Long>) {
        try {
            val items = store.all()
            op.total = items.size
            op.state = "running"
            var repriced = 0
            for (item in items) {
                if (op.cancelRequested) {
                    op.state = "cancelled"
                    return
                }
                if (reprice(item, table)) repriced++
                op.done++
            }
            op.result = JSONObject().put("repriced", repriced)
            op.state = "succeeded"
        } catch (e: RuntimeException) {
            Log.w("PantryCetp", "price sync failed", e)
            op.state = "failed"
        }
    }

    private fun reprice(item: PantryItem, table: Map<String, Long>): Boolean {
        val perUnit = table[item.name.lowercase()] ?: return false
        store.put(item.copy(priceCents = perUnit * item.quantity))
        return true
    }

    companion object {
        @JvmField
        val ITEMS_URI: Uri = Uri.parse("content://net.pantrybox.app.data/items")
    }
}

/** Assistant apps the user linked in Pantrybox's settings, with their certificate pins and grants. */
object TrustedAssistants {
    private val PINS = mapOf(
        "com.clawseed.assistant" to "3f1c0e9a7b5d2c4e6f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6",
        "org.example.kitchenhelper" to "a9b8c7d6e5f40312233445566778899aabbccddeeff00112233445566778899a",
    )
    private val GRANTS = mapOf(
        "com.clawseed.assistant" to setOf("pantry.read", "pantry.write"),
        "org.example.kitchenhelper" to setOf("pantry.read"),
    )

    operator fun contains(pkg: String): Boolean = pkg in PINS

    fun pinFor(pkg: String): ByteArray? = PINS[pkg]?.hexToBytes()

    fun scopesFor(pkg: String): Set<String> = GRANTS[pkg] ?: emptySet()
}

object PriceTable {
    private val BASE = mapOf("rice" to 180L, "flour" to 95L, "milk" to 110L, "eggs" to 32L, "pasta" to 140L)
    private val FACTOR = mapOf("north" to 110, "south" to 95, "east" to 100, "west" to 105)

    fun forRegion(region: String): Map<String, Long>? {
        val f = FACTOR[region] ?: return null
        return BASE.mapValues { (_, cents) -> cents * f / 100 }
    }
}
