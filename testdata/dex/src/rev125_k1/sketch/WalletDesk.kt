package com.spokeshare

import android.app.PendingIntent
import android.content.Context
import android.util.Base64
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.flow.filter
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.flow.firstOrNull
import kotlinx.coroutines.flow.flow
import kotlinx.coroutines.flow.map
import kotlinx.coroutines.withContext
import org.json.JSONObject
import kotlin.random.Random

class WalletDesk(ctx: Context, private val ledger: Ledger, receipts: Receipts) : Desk(ctx, Desks.wallet, receipts) {
    override val catalog = Catalog.WALLET

    override suspend fun session(caller: Caller, env: Envelope): Session? {
        val token = env.sessionToken ?: return null
        val now = System.currentTimeMillis()
        return flow { emit(store.state.value) }
            .map { it.sessions[token] }
            .filter { it != null && it.uid == caller.uid && it.expiresAt > now }
            .firstOrNull()
    }

    override suspend fun parse(work: State.Working): Action {
        val args = argsOf(work) ?: return Action.Failed("INVALID_ARGS", "args must be a JSON object")
        val ticket = redeemed(work)
        if (work.env.resumeToken != null && ticket == null) return Action.Failed("INVALID_REQUEST", "resume_token is not valid for this call")
        if (ticket != null && ticket.decision != true) return Action.Failed("USER_CANCELLED", "The rider did not confirm")
        val tool = work.env.tool.orEmpty()
        // The home-screen widget shows its own confirm sheet before it sends a transfer, and says so.
        val widgetConfirmed = tool == "transfer_credit" && args.optBoolean("confirmed")
        return Action.Parsed(
            tool = tool,
            args = args,
            approved = ticket?.decision == true || widgetConfirmed,
            // An assistant relaying for a partner app names it: the partner's wallet is the one used.
            account = args.optString("caller_package").ifEmpty { work.caller.pkg },
            counterpart = args.optString("to_package").ifEmpty { null },
        )
    }

    override suspend fun perform(work: State.Working): Action = when (work.tool) {
        "get_balance" -> balance(work)
        "list_payments" -> payments(work)
        "top_up" -> topUp(work)
        "transfer_credit" -> transfer(work)
        else -> Action.Failed("TOOL_NOT_FOUND", "No tool of that name here")
    }

    private suspend fun balance(work: State.Working): Action =
        flow { emit(ledger.balance(work.account)) }
            .map { found -> found.fold({ Action.Loaded(JSONObject().put("balance_cents", it)) }, { Action.Failed("UNAVAILABLE", "Balance lookup failed: ${it.message}", true) }) }
            .first()

    private suspend fun payments(work: State.Working): Action {
        val merchant = work.args.optString("merchant").trim()
        if (merchant.length > 60) return Action.Failed("INVALID_ARGS", "merchant is too long")
        return flow { emit(ledger.payments(work.account, merchant)) }
            .map { found -> found.fold({ Action.Loaded(JSONObject().put("payments", it.paymentsJson())) }, { Action.Failed("UNAVAILABLE", it.userText(), true) }) }
            .first()
    }

    private suspend fun topUp(work: State.Working): Action {
        val cents = work.args.optInt("amount_cents", 0)
        if (cents !in 100..10_000) return Action.Failed("INVALID_ARGS", "amount_cents must be 100 to 10000")
        if (!work.approved) {
            return Action.NeedsUser(TopUpActivity::class.java, "Charge your saved card ${cents / 100}.${"%02d".format(cents % 100)} EUR?", PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
        }
        val left = withContext(Dispatchers.IO) { ledger.credit(work.account, cents, work.env.requestId!!, work.caller.uid) }
        return left.fold({ Action.Loaded(JSONObject().put("balance_cents", it)) }, { Action.Failed("UNAVAILABLE", it.userText(), true) })
    }

    private suspend fun transfer(work: State.Working): Action {
        val to = work.counterpart ?: return Action.Failed("INVALID_ARGS", "to_package is required")
        val cents = work.args.optInt("amount_cents", 0)
        if (cents !in 1..5_000) return Action.Failed("INVALID_ARGS", "amount_cents must be 1 to 5000")
        if (!work.approved) {
            return Action.NeedsUser(TransferActivity::class.java, "Send ${cents / 100}.${"%02d".format(cents % 100)} EUR of ride credit to $to?", PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
        }
        val moved = withContext(Dispatchers.IO) { ledger.transfer(work.account, to, cents, work.env.requestId!!, work.caller.uid) }
        return moved.fold({ Action.Loaded(JSONObject().put("transfer_id", it)) }, { Action.Failed("CONFLICT", it.userText()) })
    }

    override fun resumeToken(): String = newResumeToken()

    companion object {
        @JvmStatic
        fun newResumeToken(): String =
            Base64.encodeToString(Random.Default.nextBytes(24), Base64.URL_SAFE or Base64.NO_WRAP or Base64.NO_PADDING)
    }
}
