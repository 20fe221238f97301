package com.larchwood.library

import android.content.Context
import org.json.JSONArray
import org.json.JSONObject

/** com.larchwood.library.fines: the borrower's fines, paying them, and linking library cards. */
class FineTools(private val graph: LibraryGraph) {
    private val ctx: Context get() = graph.app
    private val fines = FineRepository(graph.db)
    private val ui = ProviderUi(LarchwoodId, PaymentScreen)

    /** The borrower behind [call], as the audit rows record it. */
    private fun payer(call: ToolCall): CallerId = { call.caller.uid }

    private val tools = listOf(
        Tool(ToolSpec("list_fines", "The borrower's fines, paid and unpaid", LIST_ARGS, "fines.read")) { call -> list(call) },
        Tool(ToolSpec("fine_details", "One fine: what it is for, the amount and whether it is paid", FINE_ARGS, "fines.read")) { call -> details(call) },
        Tool(ToolSpec("pay_fine", "Pays a fine with the borrower's saved card", FINE_ARGS, "fines.pay", Effect.TRANSACTION, "high", "always")) { call ->
            pay(call)
        },
        Tool(ToolSpec("link_card", "Links another library card to the borrower's account", CARD_ARGS, "cards.write", Effect.UPDATE, "moderate", "provider_policy")) { call ->
            linkCard(call)
        },
    )

    val host = ToolHost(PROVIDER_ID, tools, Timed(Handlers(tools), TAG), graph.receipts, FineDesk)

    private fun list(call: ToolCall): Reply {
        val limit = call.args.optInt("limit", 20).coerceIn(1, 50)
        val order = call.args.optString("order_by").ifEmpty { null }
        val page = fines.page(order, limit)
        return Reply.Ok(JSONObject().put("fines", JSONArray(page.map { it.json() })))
    }

    private fun details(call: ToolCall): Reply {
        val id = call.args.optString("fine_id").ifEmpty { return invalid("fine_id is required") }
        return when (val found = fines.byId(id)) {
            is Attempt.Done -> found.value?.let { Reply.Ok(it.json()) } ?: invalid("No fine with that id")
            is Attempt.Failed -> Reply.fail("UNAVAILABLE", found.reason, true)
        }
    }

    private fun pay(call: ToolCall): Reply {
        val id = call.args.optString("fine_id").ifEmpty { return invalid("fine_id is required") }
        val fine = (fines.byId(id) as? Attempt.Done)?.value?.takeIf { !it.paid } ?: return invalid("No unpaid fine with that id")
        if (call.ticket?.approved != true) {
            val prompt = "Pay ${pounds(fine.amountPence)} for \"${fine.reason}\" with your saved card?"
            val token = FineDesk.issue(call)
            return Reply.NeedsUser("USER_ACTION_REQUIRED", prompt, ui.confirmation(ctx, token, prompt), token)
        }
        if (!fines.markPaid(fine.id)) return Reply.fail("CONFLICT", "This fine has already been paid")
        graph.journal.later(call.tool, fine.id, payer(call))
        return Reply.Ok(JSONObject().put("fine_id", fine.id).put("paid_pence", fine.amountPence))
    }

    private fun linkCard(call: ToolCall): Reply {
        val number = call.args.optString("card_number").takeIf { CARD.matches(it) } ?: return invalid("card_number is 14 digits")
        if (!graph.account.councilLinked) {
            val token = FineDesk.issue(call)
            return Reply.NeedsUser("AUTH_REQUIRED", "Sign in with Larchwood ID to link a card", ui.signInFor(ctx, token), token)
        }
        graph.db.linkCard(number)
        graph.journal.later(call.tool, "card ending ${number.takeLast(4)}", payer(call))
        return Reply.Ok(JSONObject().put("linked", number.takeLast(4)))
    }

    private fun pounds(pence: Int): String = "£%d.%02d".format(pence / 100, pence % 100)

    companion object {
        const val PROVIDER_ID = "com.larchwood.library.fines"
        private const val TAG = "LarchwoodFines"
        private val CARD = Regex("[0-9]{14}")
        private const val LIST_ARGS = """{"type":"object","properties":{"order_by":{"enum":["newest","oldest","amount"]},"limit":{"type":"integer","minimum":1,"maximum":50}},"additionalProperties":false}"""
        private const val FINE_ARGS = """{"type":"object","properties":{"fine_id":{"type":"string"}},"required":["fine_id"],"additionalProperties":false}"""
        private const val CARD_ARGS = """{"type":"object","properties":{"card_number":{"type":"string","pattern":"^[0-9]{14}$"}},"required":["card_number"],"additionalProperties":false}"""
    }
}
