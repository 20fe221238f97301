package com.clawseed.sdk.provider

import android.app.PendingIntent
import android.os.Bundle
import org.json.JSONArray
import org.json.JSONObject

// The vendored ClawSeed provider SDK (protocol model). Wire names are the spec's.

enum class ToolEffect(@JvmField val wire: String) {
    READ("read"), CREATE("create"), UPDATE("update"), DELETE("delete"), TRANSACTION("transaction")
}

enum class ToolRisk(@JvmField val wire: String) { LOW("low"), MODERATE("moderate"), HIGH("high") }

enum class ConfirmationPolicy(@JvmField val wire: String) {
    NEVER("never"), PROVIDER_POLICY("provider_policy"), ALWAYS("always")
}

enum class ScopeAccess(@JvmField val wire: String) { READ("read"), WRITE("write") }

enum class ScopeSensitivity(@JvmField val wire: String) {
    PUBLIC("public"), PERSONAL("personal"), FINANCIAL("financial"), HEALTH("health"), DEVICE("device"), OTHER("other")
}

class ProviderScope(
    val name: String,
    val title: String,
    val description: String,
    val access: ScopeAccess,
    val sensitivity: ScopeSensitivity,
) {
    fun toJson(): JSONObject = JSONObject()
        .put("name", name)
        .put("title", title)
        .put("description", description)
        .put("access", access.wire)
        .put("sensitivity", sensitivity.wire)
}

class ToolAnnotations(
    val effect: ToolEffect,
    val risk: ToolRisk,
    val confirmation: ConfirmationPolicy,
    val destructive: Boolean = false,
    val idempotent: Boolean = false,
    val openWorld: Boolean = false,
    val mayRunAsync: Boolean = false,
) {
    val mutating: Boolean get() = effect != ToolEffect.READ

    fun toJson(asyncNegotiated: Boolean): JSONObject = JSONObject()
        .put("effect", effect.wire)
        .put("risk", risk.wire)
        .put("destructive", destructive)
        .put("idempotent", idempotent)
        .put("open_world", openWorld)
        .put("confirmation", confirmation.wire)
        .put("execution", if (mayRunAsync && asyncNegotiated) "sync_or_async" else "sync")
}

class CetpProviderTool(
    val name: String,
    val title: String,
    val description: String,
    val inputSchema: String,
    val outputSchema: String,
    val scopes: List<String>,
    val annotations: ToolAnnotations,
) {
    fun toJson(asyncNegotiated: Boolean): JSONObject {
        val scopeList = JSONArray()
        for (s in scopes) scopeList.put(s)
        return JSONObject()
            .put("name", name)
            .put("title", title)
            .put("description", description)
            .put("input_schema", JSONObject(inputSchema))
            .put("output_schema", JSONObject(outputSchema))
            .put("scopes", scopeList)
            .put("annotations", annotations.toJson(asyncNegotiated))
    }
}

class CetpProviderDescriptor(
    val providerId: String,
    val providerName: String,
    val description: String,
    val scopes: List<ProviderScope>,
)

/** One execute_tool call as the SDK hands it to the application (caller UID captured in call()). */
class CetpProviderRequest(
    @JvmField val callerUid: Int,
    @JvmField val requestId: String,
    @JvmField val deadlineAtMs: Long,
    @JvmField val tool: CetpProviderTool,
    @JvmField val argsText: String,
    @JvmField val args: JSONObject,
    @JvmField val resumeToken: String?,
    @JvmField val capabilities: Set<String>,
    @JvmField val extras: Bundle,
) {
    val expired: Boolean get() = System.currentTimeMillis() >= deadlineAtMs
    val asyncAllowed: Boolean get() = Cetp.ASYNC_OPERATIONS in capabilities
}

sealed class CetpAccessDecision {
    object Allow : CetpAccessDecision()
    class Deny(val code: String, val message: String) : CetpAccessDecision()
    class Resolve(
        val code: String,
        val message: String,
        val resolution: PendingIntent,
        val resumeToken: String,
    ) : CetpAccessDecision()
}

sealed class CetpProviderResult {
    class Inline(val value: Any) : CetpProviderResult()
    class Accepted(val operationId: String, val pollAfterMs: Long) : CetpProviderResult()
    class Failure(val code: String, val message: String) : CetpProviderResult()
}

/** Durable request reservation + business mutation + result (spec section 10). */
interface CetpMutationExecutor {
    fun execute(request: CetpProviderRequest, work: (CetpProviderRequest) -> CetpProviderResult): CetpProviderResult
}

/** Background operation state for get_operation / cancel_operation. */
interface CetpOperations {
    /** The operation's status JSON, or null when the caller has no such operation. */
    fun status(callerUid: Int, requestId: String, operationId: String): JSONObject?

    /** null: unknown; false: already terminal (CONFLICT); true: cancellation requested. */
    fun requestCancel(callerUid: Int, requestId: String, operationId: String): Boolean?
}

object Cetp {
    const val ASYNC_OPERATIONS = "async_operations"
    const val CANCELLATION = "cancellation"
    const val LARGE_RESULTS = "large_results"

    @JvmField
    val KNOWN_CAPABILITIES: Set<String> = setOf(ASYNC_OPERATIONS, CANCELLATION, LARGE_RESULTS)

    @JvmStatic
    fun retryable(code: String): Boolean = when (code) {
        "NEGOTIATION_REQUIRED", "RATE_LIMITED", "UNAVAILABLE" -> true
        else -> false
    }
}
