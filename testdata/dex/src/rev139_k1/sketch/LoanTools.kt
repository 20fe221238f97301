package com.larchwood.library

import android.content.Context
import android.os.Binder
import org.json.JSONArray
import org.json.JSONObject

/** com.larchwood.library.loans: the borrower's loans, renewals and holds. */
class LoanTools(private val graph: LibraryGraph) {
    private val ctx: Context get() = graph.app
    private val loans = LoanRepository(graph.db)
    private val ui = ProviderUi(OwnAccount, RenewScreen)

    /** The borrower behind the current call, as the audit rows record it. */
    private val borrower: CallerId = { Binder.getCallingUid() }

    private val tools = listOf(
        Tool(ToolSpec("list_loans", "The borrower's current loans with their due dates", LIST_ARGS, "loans.read")) { call -> list(call) },
        Tool(ToolSpec("loan_details", "One loan: title, author, due date and renewals so far", LOAN_ARGS, "loans.read")) { call -> details(call) },
        Tool(ToolSpec("renew_loan", "Renews a loan for three more weeks", LOAN_ARGS, "loans.write", Effect.UPDATE, "moderate", "always")) { call ->
            renew(call)
        },
        Tool(ToolSpec("place_hold", "Places a hold on a title by ISBN", HOLD_ARGS, "loans.write", Effect.CREATE, "low", "provider_policy")) { call ->
            hold(call)
        },
    )

    val host = ToolHost(PROVIDER_ID, tools, DeadlineGuard(Handlers(tools)), graph.receipts, LoanDesk)

    private fun list(call: ToolCall): Reply {
        val limit = call.args.optInt("limit", 20).coerceIn(1, 50)
        val order = call.args.optString("order_by").ifEmpty { null }
        val page = loans.page(order, limit)
        return Reply.Ok(JSONObject().put("loans", JSONArray(page.map { it.json() })))
    }

    private fun details(call: ToolCall): Reply {
        val id = call.args.optString("loan_id").ifEmpty { return invalid("loan_id is required") }
        return when (val found = loans.byId(id)) {
            is Attempt.Done -> found.value?.let { Reply.Ok(it.json()) } ?: invalid("No loan with that id")
            is Attempt.Failed -> Reply.fail("UNAVAILABLE", found.reason, true)
        }
    }

    private fun renew(call: ToolCall): Reply {
        val id = call.args.optString("loan_id").ifEmpty { return invalid("loan_id is required") }
        val loan = (loans.byId(id) as? Attempt.Done)?.value ?: return invalid("No loan with that id")
        if (loan.renewals >= MAX_RENEWALS) return Reply.fail("CONFLICT", "This loan cannot be renewed again")
        if (call.ticket?.approved != true) {
            val prompt = "Renew \"${loan.title}\" by ${loan.author} for $RENEW_DAYS more days?"
            val token = LoanDesk.issue(call)
            return Reply.NeedsUser("USER_ACTION_REQUIRED", prompt, ui.confirmation(ctx, token, prompt), token)
        }
        val due = loans.renew(loan.id, RENEW_DAYS)
        return Reply.Ok(JSONObject().put("loan_id", loan.id).put("due_at", due))
    }

    private fun hold(call: ToolCall): Reply {
        val isbn = call.args.optString("isbn").filter { it.isDigit() || it == 'X' }.takeIf { it.length == 10 || it.length == 13 }
            ?: return invalid("isbn has 10 or 13 digits")
        if (!graph.account.signedIn) {
            val token = LoanDesk.issue(call)
            return Reply.NeedsUser("AUTH_REQUIRED", "Sign in to place a hold", ui.signInFor(ctx, token), token)
        }
        val hold = graph.db.placeHold(isbn)
        graph.journal.later(call.tool, hold, borrower)
        return Reply.Ok(JSONObject().put("hold_id", hold).put("isbn", isbn))
    }

    companion object {
        const val PROVIDER_ID = "com.larchwood.library.loans"
        private const val RENEW_DAYS = 21
        private const val MAX_RENEWALS = 3
        private const val LIST_ARGS = """{"type":"object","properties":{"order_by":{"enum":["due_at","title","author"]},"limit":{"type":"integer","minimum":1,"maximum":50}},"additionalProperties":false}"""
        private const val LOAN_ARGS = """{"type":"object","properties":{"loan_id":{"type":"string"}},"required":["loan_id"],"additionalProperties":false}"""
        private const val HOLD_ARGS = """{"type":"object","properties":{"isbn":{"type":"string","pattern":"^[0-9X]{10,13}$"}},"required":["isbn"],"additionalProperties":false}"""
    }
}
