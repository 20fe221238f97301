package com.example.r34k3

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

// BillingProviders.kt: invoices and spare parts on the SDK base class, through
// an in-app base that holds Crewdesk's authorization policy.

abstract class CrewdeskToolProvider : CetpV2ContentProvider() {
    override fun authorize(request: CetpProviderRequest): CetpAccessDecision =
        if (Grants.allows(requireContext(), request.callerPackage, request.scopes)) CetpAccessDecision.Allow
        else CetpAccessDecision.Deny

    protected val db by lazy { requireContext().openOrCreateDatabase("billing.db", Context.MODE_PRIVATE, null) }
}

class InvoiceProvider : CrewdeskToolProvider() {
    override val providerTools = listOf(
        CetpProviderTool("invoice_total", ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
        CetpProviderTool("send_invoice", ToolAnnotations(ToolEffect.CREATE, ToolRisk.MODERATE, ConfirmationPolicy.PROVIDER_POLICY)),
        CetpProviderTool("void_invoice", ToolAnnotations(ToolEffect.DELETE, ToolRisk.HIGH, ConfirmationPolicy.ALWAYS)),
    )

    override fun executeTool(request: CetpProviderRequest): CetpProviderResult {
        val args = JSONObject(request.args)
        val invoice = args.getString("invoice_id")
        return when (request.toolName) {
            "invoice_total" -> CetpProviderResult.ok(Billing.total(db, invoice))
            "send_invoice" -> CetpProviderResult.ok(Billing.send(db, invoice, args.getString("email")))
            "void_invoice" -> CetpProviderResult.ok(Billing.void(db, invoice))
            else -> CetpProviderResult.unknownTool(request.toolName)
        }
    }
}

class PartsProvider : CrewdeskToolProvider() {
    override val providerTools = listOf(
        CetpProviderTool("parts_in_stock", ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
        CetpProviderTool("order_part", ToolAnnotations(ToolEffect.CREATE, ToolRisk.MODERATE, ConfirmationPolicy.PROVIDER_POLICY)),
    )

    override val mutationExecutor: CetpMutationExecutor = PartsLedger

    // the parts catalogue is public, so anyone may use these tools
    override fun authorize(request: CetpProviderRequest): CetpAccessDecision = CetpAccessDecision.Allow

    override fun executeTool(request: CetpProviderRequest): CetpProviderResult {
        val args = JSONObject(request.args)
        return when (request.toolName) {
            "parts_in_stock" -> CetpProviderResult.ok(Billing.stock(db, args.getString("sku")))
            "order_part" -> CetpProviderResult.ok(Billing.orderPart(db, args.getString("sku"), args.optInt("qty", 1)))
            else -> CetpProviderResult.unknownTool(request.toolName)
        }
    }
}
