package com.example.r34k2

import android.content.pm.PackageManager
import android.os.Binder
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
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.launch
import org.json.JSONObject

// OrderProvider.kt: Printly's print orders on the SDK base class.

class OrderProvider : CetpV2ContentProvider() {
    override val providerTools = listOf(
        CetpProviderTool("quote_prints", ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
        CetpProviderTool("place_order", ToolAnnotations(ToolEffect.TRANSACTION, ToolRisk.HIGH, ConfirmationPolicy.ALWAYS)),
        CetpProviderTool("cancel_order", ToolAnnotations(ToolEffect.DELETE, ToolRisk.MODERATE, ConfirmationPolicy.ALWAYS)),
    )

    override val mutationExecutor: CetpMutationExecutor by lazy { OrderJournal(requireContext()) }

    private val scope = CoroutineScope(SupervisorJob())

    override fun authorize(request: CetpProviderRequest): CetpAccessDecision {
        val pm = requireContext().packageManager
        val trusted = pm.hasSigningCertificate(request.callerPackage, PARTNER_CERT, PackageManager.CERT_INPUT_SHA256)
        return if (trusted && request.scopes.all { it in ORDER_SCOPES }) CetpAccessDecision.Allow else CetpAccessDecision.Deny
    }

    override fun executeTool(request: CetpProviderRequest): CetpProviderResult {
        val args = JSONObject(request.args)
        return when (request.toolName) {
            "quote_prints" -> CetpProviderResult.ok(PriceList.quote(requireContext(), args.optString("size", "10x15"), args.optInt("copies", 1)))
            "place_order" -> placeOrder(args)
            "cancel_order" -> cancelOrder(args.getString("order_id"))
            else -> CetpProviderResult.unknownTool(request.toolName)
        }
    }

    private fun placeOrder(args: JSONObject): CetpProviderResult {
        val ctx = requireContext()
        val orderId = Orders.create(ctx, args.getString("album_id"), args.optString("size", "10x15"))
        scope.launch(Dispatchers.IO) {
            Receipts.email(ctx, orderId, Binder.getCallingUid())
        }
        return CetpProviderResult.ok("{\"order_id\":\"$orderId\"}")
    }

    private fun cancelOrder(orderId: String): CetpProviderResult {
        val ctx = requireContext()
        val requester = Binder.getCallingUid()
        Orders.cancel(ctx, orderId)
        scope.launch(Dispatchers.IO) { Receipts.cancelled(ctx, orderId, requester) }
        return CetpProviderResult.ok("{\"cancelled\":\"$orderId\"}")
    }

    companion object {
        private val PARTNER_CERT = byteArrayOf(0x11, 0x2f, 0x6a, 0x08)
        private val ORDER_SCOPES = setOf("orders.read", "orders.write")
    }
}
