package com.tallyfold.money

import android.app.PendingIntent
import android.util.Log
import org.json.JSONObject
import java.time.LocalDate
import java.time.ZoneId

/** The budget ledger's tools: envelopes, expenses, transfers between envelopes. */
class LedgerToolProvider : CetpProvider<LedgerCommand>() {
    override val providerId = "com.tallyfold.money.ledger"
    override val description = "Envelope budgets: balances, expenses and moves between envelopes"
    override val revision = "ledger-7"
    override val optionalCapabilities = emptySet<String>()
    override val replies: ReplyLog = LedgerReplies
    override val scopeCatalog = """[
        {"name":"envelopes.read","title":"See envelopes","description":"Read envelope names and balances","access":"read","sensitivity":"financial"},
        {"name":"envelopes.write","title":"Manage envelopes","description":"Move money between envelopes and close them","access":"write","sensitivity":"financial"},
        {"name":"expenses.write","title":"Record expenses","description":"Record an expense against an envelope","access":"write","sensitivity":"financial"}]"""

    override val tools = listOf(
        ToolSpec("list_envelopes", "List envelopes", "The open envelopes with their balances in cents.",
            "read", "low", "never", listOf("envelopes.read"),
            """{"type":"object","properties":{},"additionalProperties":false}""",
            """{"type":"object","properties":{"envelopes":{"type":"array"}},"required":["envelopes"]}"""),
        ToolSpec("record_expense", "Record expense", "Record an expense against an envelope for the assistant app named in the call.",
            "create", "moderate", "provider_policy", listOf("expenses.write"),
            """{"type":"object","properties":{"envelopeId":{"type":"integer","minimum":1},"amountCents":{"type":"integer","minimum":1},""" +
                """"merchant":{"type":"string","maxLength":120},"callerPackage":{"type":"string","maxLength":255}},""" +
                """"required":["envelopeId","amountCents","merchant","callerPackage"],"additionalProperties":false}""",
            """{"type":"object","properties":{"expense_id":{"type":"integer"}},"required":["expense_id"]}"""),
        ToolSpec("move_funds", "Move funds", "Move money from one envelope to another.",
            "transaction", "high", "always", listOf("envelopes.write"),
            """{"type":"object","properties":{"from":{"type":"integer"},"to":{"type":"integer"},"amountCents":{"type":"integer","minimum":1}},""" +
                """"required":["from","to","amountCents"],"additionalProperties":false}""",
            """{"type":"object","properties":{"moved_cents":{"type":"integer"},"from_balance_cents":{"type":"integer"}},"required":["moved_cents"]}"""),
        ToolSpec("close_envelope", "Close envelope", "Close an envelope and sweep what it holds into another one.",
            "delete", "high", "always", listOf("envelopes.write"),
            """{"type":"object","properties":{"envelopeId":{"type":"integer"},"sweepTo":{"type":"integer"}},""" +
                """"required":["envelopeId","sweepTo"],"additionalProperties":false}""",
            """{"type":"object","properties":{"closed":{"type":"integer"},"swept_cents":{"type":"integer"}},"required":["closed"]}""",
            destructive = true),
    )

    override fun decode(tool: String, args: Map<String, Any?>): Result<LedgerCommand> = when (tool) {
        "list_envelopes" -> Result.success(ListEnvelopes)
        "record_expense" -> args.decodeAs(::RecordExpense)
        "move_funds" -> args.decodeAs { MoveFunds((it["from"] as Number).toLong(), (it["to"] as Number).toLong(), (it["amountCents"] as Number).toLong()) }
        "close_envelope" -> args.decodeAs { CloseEnvelope((it["envelopeId"] as Number).toLong(), (it["sweepTo"] as Number).toLong()) }
        else -> Result.failure(IllegalArgumentException("unknown tool"))
    }

    /** Large expenses are confirmed by the user, although record_expense is only provider_policy. */
    override fun wantsUser(command: LedgerCommand): Boolean = command is RecordExpense && command.amountCents >= 50_000L

    override fun summarize(command: LedgerCommand): String = when (command) {
        ListEnvelopes -> "List envelopes"
        is RecordExpense -> "Record ${command.amountCents} cents at ${command.merchant} in envelope ${command.envelopeId}"
        is MoveFunds -> "Move ${command.amountCents} cents from envelope ${command.from} to envelope ${command.to}"
        is CloseEnvelope -> "Close envelope ${command.envelopeId} and move its money to envelope ${command.sweepTo}; this cannot be undone"
    }

    override fun resolution(command: LedgerCommand, token: ResumeToken, summary: String): PendingIntent {
        val flags = when (command) {
            is MoveFunds, is RecordExpense -> PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_ONE_SHOT
            // The close screen is shown again with the newest balance while the user decides.
            is CloseEnvelope -> PendingIntent.FLAG_UPDATE_CURRENT
            ListEnvelopes -> PendingIntent.FLAG_IMMUTABLE
        }
        return ctx.resolutionFor<ConfirmActivity>(token, summary, flags)
    }

    override fun perform(call: ToolCall, command: LedgerCommand): Outcome = when (command) {
        ListEnvelopes -> Outcome.Done(JSONObject().put("envelopes", Store.envelopes()))
        is RecordExpense -> record(call, command)
        is MoveFunds -> runCatching { Store.transfer(command.from, command.to, command.amountCents) }.settle(
            done = { left -> JSONObject().put("moved_cents", command.amountCents).put("from_balance_cents", left) },
            failed = { err -> Outcome.Failure("CONFLICT", err.message ?: "The money could not be moved.") },
        )
        is CloseEnvelope -> runCatching { Store.close(command.envelopeId, command.sweepTo) }.settle(
            done = { swept -> JSONObject().put("closed", command.envelopeId).put("swept_cents", swept) },
            failed = { err ->
                Log.w(TAG, "close_envelope failed", err)
                Outcome.Failure("CONFLICT", "The envelope could not be closed.")
            },
        )
    }

    /** Records an expense within the assistant's monthly limit, then refreshes the envelope's activity card. */
    private fun record(call: ToolCall, command: RecordExpense): Outcome {
        val assistant = command.callerPackage
        val monthStart = LocalDate.now().withDayOfMonth(1).atStartOfDay(ZoneId.systemDefault()).toInstant().toEpochMilli()
        if (Store.spentBy(assistant, monthStart) + command.amountCents > Grants.expenseLimitOf(assistant)) {
            return Outcome.Failure("PERMISSION_DENIED", "This assistant has reached its monthly expense limit.")
        }
        return runCatching { Store.addExpense(command.envelopeId, command.amountCents, command.merchant, assistant) }
            .onSuccess {
                Background.io.execute {
                    val source = ctx.callerPackages(call.uid).singleOrNull() ?: "unknown"
                    Store.noteActivity(command.envelopeId, source)
                }
            }
            .settle(
                done = { id -> JSONObject().put("expense_id", id) },
                failed = { err ->
                    Log.w(TAG, "record_expense failed", err)
                    Outcome.Failure("INTERNAL_ERROR", "The expense could not be recorded.", true)
                },
            )
    }
}
