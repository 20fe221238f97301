package net.pantrybox.app.core

import com.clawseed.sdk.provider.CetpProviderRequest
import com.clawseed.sdk.provider.CetpProviderResult
import com.clawseed.sdk.provider.CetpProviderTool
import com.clawseed.sdk.provider.ConfirmationPolicy
import com.clawseed.sdk.provider.ToolAnnotations
import com.clawseed.sdk.provider.ToolEffect
import com.clawseed.sdk.provider.ToolRisk

typealias ToolHandler = (CetpProviderRequest) -> CetpProviderResult

class ToolSpec(@JvmField val name: String) {
    @JvmField var title: String = ""
    @JvmField var description: String = ""
    @JvmField var input: String = "{\"type\":\"object\",\"additionalProperties\":false}"
    @JvmField var output: String = ""
    @JvmField var scopes: List<String> = emptyList()
    @JvmField var effect: ToolEffect = ToolEffect.READ
    @JvmField var risk: ToolRisk = ToolRisk.LOW
    @JvmField var confirmation: ConfirmationPolicy = ConfirmationPolicy.NEVER
    @JvmField var destructive: Boolean = false
    @JvmField var idempotent: Boolean = false
    @JvmField var mayRunAsync: Boolean = false

    fun build(): CetpProviderTool {
        val annotations = annotations()
        return CetpProviderTool(name, title, description, input, output, scopes, annotations)
    }

    private fun annotations(): ToolAnnotations =
        ToolAnnotations(effect, risk, confirmation, destructive, idempotent, false, mayRunAsync)
}

/** A tool descriptor; the block runs inline at the registry's initializer. */
inline fun tool(name: String, spec: ToolSpec.() -> Unit): CetpProviderTool = ToolSpec(name).apply(spec).build()

fun failure(code: String, message: String): CetpProviderResult = CetpProviderResult.Failure(code, message)
