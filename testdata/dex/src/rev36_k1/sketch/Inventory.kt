package com.example.r36k1

import android.content.Context
import com.clawseed.cetp.sdk.CetpAccessDecision
import com.clawseed.cetp.sdk.CetpMutationExecutor
import com.clawseed.cetp.sdk.CetpProviderRequest
import com.clawseed.cetp.sdk.CetpProviderResult
import com.clawseed.cetp.sdk.CetpProviderTool
import com.clawseed.cetp.sdk.CetpV2ContentProvider
import com.clawseed.cetp.sdk.ConfirmationPolicy
import com.clawseed.cetp.sdk.ToolAnnotations
import com.clawseed.cetp.sdk.ToolEffect
import com.clawseed.cetp.sdk.ToolRisk
import org.json.JSONObject

// Inventory.kt: pharmacy stock and home delivery on the SDK base class.

object Grants {
    fun allowed(ctx: Context, request: CetpProviderRequest): Boolean =
        ctx.getSharedPreferences("grants", Context.MODE_PRIVATE).getStringSet(request.callerPackage, null)?.containsAll(request.scopes) == true
}

class StockProvider : CetpV2ContentProvider() {
    override val providerTools = listOf(
        CetpProviderTool("check_stock", ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
        CetpProviderTool("reserve_stock", ToolAnnotations(ToolEffect.CREATE, ToolRisk.MODERATE, ConfirmationPolicy.PROVIDER_POLICY)),
    )

    override val mutationExecutor: CetpMutationExecutor = RecentRequests()

    override fun authorize(request: CetpProviderRequest): CetpAccessDecision =
        if (Grants.allowed(requireContext(), request)) CetpAccessDecision.Allow else CetpAccessDecision.Deny

    override fun executeTool(request: CetpProviderRequest): CetpProviderResult {
        val args = JSONObject(request.args)
        val shelf = requireContext().getSharedPreferences("stock", Context.MODE_PRIVATE)
        return when (request.toolName) {
            "check_stock" -> {
                val drug = args.getString("drug")
                shelf.edit().putLong("checked_$drug", System.currentTimeMillis()).apply()
                CetpProviderResult.ok("{\"on_hand\":${shelf.getInt(drug, 0)}}")
            }
            "reserve_stock" -> {
                val drug = args.getString("drug")
                shelf.edit().putInt(drug, shelf.getInt(drug, 0) - 1).commit()
                CetpProviderResult.ok("{\"reserved\":\"$drug\"}")
            }
            else -> CetpProviderResult.unknownTool(request.toolName)
        }
    }
}

/** StockProvider's executor: finished request ids in a HashMap. */
class RecentRequests : CetpMutationExecutor {
    private val done = HashMap<String, CetpProviderResult>()

    @Synchronized
    override fun execute(context: Context, requestId: String, mutation: () -> CetpProviderResult): CetpProviderResult =
        done.getOrPut(requestId) { mutation() }
}

class DeliveryProvider : CetpV2ContentProvider() {
    override val providerTools = listOf(
        CetpProviderTool("track_delivery", ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
        CetpProviderTool("schedule_delivery", ToolAnnotations(ToolEffect.CREATE, ToolRisk.MODERATE, ConfirmationPolicy.PROVIDER_POLICY)),
    )

    override val mutationExecutor: CetpMutationExecutor by lazy { DeliveryJournal(requireContext()) }

    override fun authorize(request: CetpProviderRequest): CetpAccessDecision =
        if (Grants.allowed(requireContext(), request)) CetpAccessDecision.Allow else CetpAccessDecision.Deny

    override fun executeTool(request: CetpProviderRequest): CetpProviderResult {
        val args = JSONObject(request.args)
        val routes = requireContext().getSharedPreferences("deliveries", Context.MODE_PRIVATE)
        return when (request.toolName) {
            "track_delivery" -> CetpProviderResult.ok(routes.getString(args.getString("delivery_id"), "{}") ?: "{}")
            "schedule_delivery" -> {
                val id = args.getString("rx_id") + "@" + args.getString("window")
                routes.edit().putString(id, "{\"state\":\"scheduled\"}").commit()
                CetpProviderResult.ok("{\"delivery_id\":\"$id\"}")
            }
            else -> CetpProviderResult.unknownTool(request.toolName)
        }
    }
}

/** DeliveryProvider's executor: request ids committed to SharedPreferences, a HashMap in front. */
class DeliveryJournal(ctx: Context) : CetpMutationExecutor {
    private val prefs = ctx.getSharedPreferences("delivery_requests", Context.MODE_PRIVATE)
    private val recent = HashMap<String, CetpProviderResult>()

    @Synchronized
    override fun execute(context: Context, requestId: String, mutation: () -> CetpProviderResult): CetpProviderResult {
        recent[requestId]?.let { return it }
        prefs.getString(requestId, null)?.let { return CetpProviderResult.ok(it) }
        val result = mutation()
        prefs.edit().putString(requestId, result.json).commit()
        recent[requestId] = result
        return result
    }
}
