package com.waterwheel.valves

import android.content.pm.PackageManager
import android.os.ParcelFileDescriptor
import android.util.Base64
import android.util.Log
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
import com.waterwheel.data.GardenDb
import com.waterwheel.ui.Resolutions
import com.waterwheel.ui.ValveConfirmActivity
import java.security.SecureRandom
import kotlin.concurrent.thread
import org.json.JSONObject

/** The co-op's smart garden taps: one valve per plot. */
class ValveProvider : CetpV2ContentProvider() {
    private val db by lazy { GardenDb(requireNotNull(context)) }
    private val random = SecureRandom()

    override fun onCreate(): Boolean = true

    override val providerTools = listOf(
        CetpProviderTool(TOOL_LOG, "Valve history", listOf("valves.read"), ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
        CetpProviderTool(TOOL_OPEN, "Open a plot's valve", listOf("valves.write"), ToolAnnotations(ToolEffect.UPDATE, ToolRisk.MODERATE, ConfirmationPolicy.ALWAYS)),
    )

    override val mutationExecutor: CetpMutationExecutor = ValveOnce

    override fun authorize(request: CetpProviderRequest): CetpAccessDecision = when (request.toolName) {
        TOOL_LOG -> letIn("history")
        TOOL_OPEN -> letIn("valve")
        else -> letIn("other")
    }

    private fun letIn(what: String): CetpAccessDecision {
        Log.d(TAG, "authorize $what")
        return CetpAccessDecision.allow()
    }

    override fun executeTool(request: CetpProviderRequest): CetpProviderResult = when (request.toolName) {
        TOOL_LOG -> valveLog(request)
        TOOL_OPEN -> openValve(request)
        else -> CetpProviderResult.error("TOOL_NOT_FOUND", "no such tool")
    }

    private fun valveLog(request: CetpProviderRequest): CetpProviderResult = runCatching {
        pipeLog(request.args.optLong("since"))
    }.getOrElse { CetpProviderResult.error("INTERNAL_ERROR", "valve log failed: ${it.message}") }

    private fun pipeLog(since: Long): CetpProviderResult {
        val (sink, source) = ParcelFileDescriptor.createPipe()
        val text = "since=$since\n"
        thread(name = "valve-log") {
            ParcelFileDescriptor.AutoCloseOutputStream(sink).use { it.write(text.toByteArray()) }
        }
        return CetpProviderResult.file(source)
    }

    private fun openValve(request: CetpProviderRequest): CetpProviderResult {
        val plot = request.args.optString("plot", "")
        val minutes = request.args.optInt("minutes", 10)
        val pm = requireNotNull(context).packageManager
        if (!request.isKeeperApp(pm)) {
            return CetpProviderResult.error("PERMISSION_DENIED", "only the keeper app may open valves")
        }
        val token = request.resumeToken
        if (token == null) {
            return askKeeper(plot)
        }
        val approved = ValveTokens.pending[token]
            ?: return CetpProviderResult.error("INVALID_REQUEST", "unknown resume token")
        if (approved != plot) {
            return CetpProviderResult.error("INVALID_REQUEST", "resume token is for another plot")
        }
        return runValve(plot, minutes)
    }

    private fun askKeeper(plot: String): CetpProviderResult {
        val fresh = Base64.encodeToString(ByteArray(24).also { random.nextBytes(it) }, Base64.NO_WRAP)
        ValveTokens.pending[fresh] = plot
        val pi = Resolutions.confirm(requireNotNull(context), ValveConfirmActivity::class.java, plot.hashCode())
        return CetpProviderResult.needsUser(pi, fresh)
    }

    private fun runValve(plot: String, minutes: Int): CetpProviderResult {
        db.writableDatabase.execSQL("UPDATE valves SET open = 1, minutes = $minutes WHERE plot = '$plot'")
        return CetpProviderResult.success(JSONObject().put("plot", plot).put("minutes", minutes))
    }

    companion object {
        const val TAG = "WaterWheel"
        const val TOOL_LOG = "valve_log"
        const val TOOL_OPEN = "open_valve"
        const val KEEPER_SIG = "308201e53082014ea00302010202044f6c1b2e300d06092a864886f70d01010505003037"
    }
}

/** The keeper app's signature, the legacy way. */
fun CetpProviderRequest.isKeeperApp(pm: PackageManager): Boolean = runCatching {
    val pkg = callingPackage ?: return false
    pm.getPackageInfo(pkg, PackageManager.GET_SIGNATURES).signatures[0].toCharsString() == ValveProvider.KEEPER_SIG
}.getOrDefault(false)

/** Resume tokens of open_valve: token -> plot. */
object ValveTokens {
    val pending = java.util.concurrent.ConcurrentHashMap<String, String>()
}

/** open_valve's mutation executor: remembers what it ran. */
object ValveOnce : CetpMutationExecutor {
    private val done = mutableMapOf<String, CetpProviderResult>()

    override fun execute(request: CetpProviderRequest, mutation: () -> CetpProviderResult): CetpProviderResult =
        synchronized(done) {
            val key = "${request.callingUid}/${request.requestId}"
            done[key] ?: mutation().also { if (it !is CetpProviderResult.NeedsUser) done[key] = it }
        }
}
