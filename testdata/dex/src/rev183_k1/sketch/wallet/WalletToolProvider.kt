package io.kanbu.app.wallet

import android.app.PendingIntent
import android.content.Context
import android.content.Intent
import android.content.pm.PackageManager
import android.os.Binder
import android.os.Bundle
import android.util.Log
import com.clawseed.sdk.provider.Cetp
import com.clawseed.sdk.provider.CetpAccessDecision
import com.clawseed.sdk.provider.CetpMutationExecutor
import com.clawseed.sdk.provider.CetpRequest
import com.clawseed.sdk.provider.CetpV2ContentProvider
import com.clawseed.sdk.provider.Envelope
import com.clawseed.sdk.provider.ScopeInfo
import com.clawseed.sdk.provider.ToolDescriptor
import io.kanbu.app.core.ConfirmationDesk
import io.kanbu.app.core.JournalExecutor
import io.kanbu.app.core.Middleware
import io.kanbu.app.core.Outcome
import io.kanbu.app.core.RequestJournal
import io.kanbu.app.core.Store
import io.kanbu.app.core.Tokens
import io.kanbu.app.ui.WalletConfirmActivity

/** The wallet's CETP v2 provider: execute_tool calls become [WalletAction]s dispatched to the wallet store. */
class WalletToolProvider : CetpV2ContentProvider() {
    override val providerId = "io.kanbu.app.wallet"
    override val providerName = "Kanbu wallet"
    override val providerDescription = "Expenses and envelope budgets kept in Kanbu"
    override val scopes: List<ScopeInfo> = WalletTools.SCOPES
    override val tools: List<ToolDescriptor> = WalletTools.ALL
    override val revision = "wallet-3"

    private val prefs by lazy { context!!.getSharedPreferences("wallet", Context.MODE_PRIVATE) }
    private val book by lazy { WalletBook(prefs) }
    private val journal by lazy { RequestJournal(prefs, providerId) }
    override val mutationExecutor: CetpMutationExecutor by lazy { JournalExecutor(journal) }

    private val identify: Middleware<WalletState, WalletAction> = { store, action, next ->
        if (action is WalletAction.Tool && tool(action.call.toolName)?.mutating == true) {
            val pm = context!!.packageManager
            val (pkg) = pm.getPackagesForUid(action.call.callerUid) ?: arrayOf("unknown")
            val version = runCatching { pm.getPackageInfo(pkg, PackageManager.GET_SIGNING_CERTIFICATES) }
                .map { it.versionName ?: "?" }.getOrDefault("?")
            store.dispatch(WalletAction.Identified(action.call.requestId, "$pkg $version"))
        }
        next(action)
    }

    private val gate: Middleware<WalletState, WalletAction> = { store, action, next ->
        if (action is WalletAction.Tool) {
            val decision = authorize(action.call)
            val token = action.call.resumeToken
            when {
                decision is CetpAccessDecision.Deny ->
                    store.dispatch(WalletAction.Rejected(action.call.requestId, decision.code, decision.message))
                tool(action.call.toolName)?.annotations?.confirmation != "always" -> next(action)
                action.call.args.optBoolean("user_confirmed", false) -> next(action)
                token == null -> store.dispatch(WalletAction.NeedsConfirmation(action.call, store.state.describe(action)))
                else -> {
                    val ticket = ConfirmationDesk.redeem(token, action.call, providerId)
                    when {
                        ticket == null -> store.dispatch(WalletAction.Rejected(action.call.requestId, "INVALID_REQUEST",
                            "The resume token is not valid for this call"))
                        ticket.approved -> next(action)
                        else -> store.dispatch(WalletAction.Rejected(action.call.requestId, "USER_CANCELLED",
                            "The user declined this action"))
                    }
                }
            }
        } else next(action)
    }

    private val store: Store<WalletState, WalletAction> by lazy {
        Store(WalletState.of(book.load()), { state, action -> reduceWallet(state, action) },
            listOf(identify, gate))
    }

    override fun authorize(request: CetpRequest): CetpAccessDecision =
        when (WalletTools.byName[request.toolName]?.annotations?.effect) {
            null -> CetpAccessDecision.Allow // unknown tools never reach the store
            "read" -> CetpAccessDecision.Allow
            else -> CetpAccessDecision.Allow.also { Log.i(TAG, "mutation " + request.toolName + " for " + request.requestId) }
        }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val bundle = extras ?: Bundle()
        if (method != "execute_tool") return dispatchCall(uid, method, bundle)
        val request = when (val opened = open(uid, method, bundle)) {
            is Envelope.Rejected -> return opened.response
            is Envelope.Opened -> opened.request
        }
        return execute(request).getOrElse { error ->
            Log.w(TAG, "execute_tool failed", error)
            Cetp.error("INTERNAL_ERROR", "The wallet could not run this tool", request.requestId)
        }
    }

    private fun execute(request: CetpRequest): Result<Bundle> = runCatching {
        if (tool(request.toolName) == null) return@runCatching Cetp.error("TOOL_NOT_FOUND", "No such tool", request.requestId)
        val action = WalletTools.toAction(request)
            ?: return@runCatching Cetp.error("INVALID_ARGS", "Arguments do not match the tool's input schema", request.requestId)
        store.atomically {
            if (tool(request.toolName)!!.mutating) mutationExecutor.execute(request) { through(action) } else through(action)
        }
    }

    /** Dispatches the action, runs the effects it caused and reads the request's outcome back from the new state. */
    private fun through(action: WalletAction.Tool): Bundle {
        val requestId = action.call.requestId
        store.dispatch(action)
        settle()
        val outcome = store.state.outcome(requestId) ?: Outcome.Failed("INTERNAL_ERROR", "The tool produced no result")
        store.dispatch(WalletAction.Delivered(requestId))
        return outcome.toBundle(requestId)
    }

    private fun settle() {
        var batch = store.state.pending
        while (batch.isNotEmpty()) {
            store.dispatch(WalletAction.EffectsTaken(batch.size))
            for (effect in batch) store.dispatch(run(effect))
            batch = store.state.pending
        }
    }

    private fun run(effect: WalletEffect): WalletAction = when (effect) {
        is WalletEffect.Persist -> runCatching { book.commit(store.state.ledger, journal.entry(effect.call, effect.outcome)) }
            .fold(
                onSuccess = { WalletAction.Committed(effect.call.requestId, effect.outcome) },
                onFailure = { error -> WalletAction.Failed(effect.call.requestId, error, effect.before) },
            )
        is WalletEffect.AskUser -> park(effect)
    }

    private fun park(effect: WalletEffect.AskUser): WalletAction {
        val ctx = context!!
        val resumeToken = "wr" + effect.ask.toString().padStart(8, '0')
        val ticket = Tokens.random(16)
        ConfirmationDesk.park(resumeToken, ticket, effect.call, providerId, effect.summary)
        val intent = Intent(ctx, WalletConfirmActivity::class.java).putExtra(WalletConfirmActivity.EXTRA_TICKET, ticket)
        val resolution = PendingIntent.getActivity(ctx, effect.ask, intent,
            PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
        return WalletAction.Parked(effect.call.requestId, resolution, resumeToken)
    }

    companion object {
        private const val TAG = "KanbuWallet"
    }
}

/** Selector: what the confirmation screen shows for a wallet action. */
fun WalletState.describe(action: WalletAction.Tool): String = when (action) {
    is WalletAction.DeleteExpense -> {
        val e = ledger.expenses[action.id]
        if (e == null) "Delete an expense that no longer exists"
        else "Delete the expense \"" + e.label + "\" of " + e.amountCents + " cents from " + e.envelope + ". This cannot be undone."
    }
    is WalletAction.MoveFunds -> "Move " + action.amountCents + " cents of budget from " + action.from + " to " + action.to +
        ". " + action.from + " keeps " + ((ledger.budgets[action.from] ?: 0L) - action.amountCents) + " cents."
    else -> "Run " + action.call.toolName
}
