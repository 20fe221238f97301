package com.rxrefill

import android.content.ContentValues
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

// Delivery.kt: home delivery of filled prescriptions, on the SDK base class.

class DeliveryProvider : CetpV2ContentProvider() {
    override val providerTools = listOf(
        CetpProviderTool("track_delivery", ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
        CetpProviderTool("schedule_delivery", ToolAnnotations(ToolEffect.CREATE, ToolRisk.LOW, ConfirmationPolicy.PROVIDER_POLICY)),
        CetpProviderTool("change_address", ToolAnnotations(ToolEffect.UPDATE, ToolRisk.MODERATE, ConfirmationPolicy.PROVIDER_POLICY)),
    )

    private val ledger by lazy { DeliveryLedger(requireContext()) }

    override val mutationExecutor: CetpMutationExecutor
        get() = ledger

    override fun authorize(request: CetpProviderRequest): CetpAccessDecision =
        if (requireContext().anyPartner(request.callerUid) && request.scopes.all { it.startsWith("delivery.") }) CetpAccessDecision.Allow
        else CetpAccessDecision.Deny

    override fun executeTool(request: CetpProviderRequest): CetpProviderResult {
        val args = JSONObject(request.args)
        return when (request.toolName) {
            "track_delivery" -> CetpProviderResult.ok(ledger.track(args.text("order_id"), request.callerUid))
            "schedule_delivery" -> {
                val owner = args.optInt("calling_uid", request.callerUid)
                CetpProviderResult.ok(ledger.schedule(args.text("order_id"), args.text("slot"), owner))
            }
            "change_address" -> changeAddress(request, args)
            else -> CetpProviderResult.unknownTool(request.toolName)
        }
    }

    private fun changeAddress(request: CetpProviderRequest, args: JSONObject): CetpProviderResult {
        val claimed = args.optInt("calling_uid", -1)
        if (claimed != -1 && claimed != request.callerUid) {
            return CetpProviderResult.error("PERMISSION_DENIED", "caller mismatch")
        }
        return CetpProviderResult.ok(ledger.readdress(args.text("order_id"), args.text("address"), request.callerUid))
    }
}

/** Deliveries and the executor's request journal, both in SQLite. */
class DeliveryLedger(ctx: Context) : CetpMutationExecutor {
    private val db = ctx.openOrCreateDatabase("delivery.db", Context.MODE_PRIVATE, null)

    fun track(order: String, uid: Int): String =
        db.rawQuery("SELECT state FROM deliveries WHERE order_id = ? AND uid = ?", arrayOf(order, uid.toString())).use { c ->
            if (c.moveToNext()) "{\"state\":\"${c.getString(0)}\"}" else "{}"
        }

    fun schedule(order: String, slot: String, uid: Int): String {
        val id = db.insert("deliveries", null, ContentValues().apply { put("order_id", order); put("slot", slot); put("uid", uid) })
        return "{\"delivery_id\":$id}"
    }

    fun readdress(order: String, address: String, uid: Int): String {
        val n = db.update("deliveries", ContentValues().apply { put("address", address) }, "order_id = ? AND uid = ?", arrayOf(order, uid.toString()))
        return "{\"updated\":$n}"
    }

    @Synchronized
    override fun execute(context: Context, requestId: String, mutation: () -> CetpProviderResult): CetpProviderResult {
        db.rawQuery("SELECT result FROM journal WHERE request_id = ?", arrayOf(requestId)).use { c ->
            if (c.moveToNext()) return CetpProviderResult(c.getString(0))
        }
        val result = mutation()
        db.insert("journal", null, ContentValues().apply { put("request_id", requestId); put("result", result.json) })
        return result
    }
}
