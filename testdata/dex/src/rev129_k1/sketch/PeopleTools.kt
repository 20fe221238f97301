package com.larkbook

import android.content.Context
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext
import org.json.JSONArray
import org.json.JSONObject

/** The address book's tools. */
class PeopleTools(
    private val ctx: Context,
    private val people: ContactRepository,
    private val log: AuditLog,
    private val tickets: TicketBook,
    private val scope: CoroutineScope,
) : ToolBook {
    /** Resume tokens of the address book's confirmations. */
    private val mint = TokenMint(::secureBytes)

    /** Audit rows of one caller, whose UID call() read. */
    private fun auditFor(caller: Caller) = AuditSink { tool, ok -> log.record(caller.uid, tool, ok) }

    override val handlers: Map<String, Handler> = mapOf(
        "list_contacts" to ::list,
        "search_contacts" to ::search,
        "merge_contacts" to ::merge,
        "delete_contact" to ::delete,
    )

    private suspend fun list(call: ToolCall): Outcome {
        val limit = call.args.int("limit", 50).coerceIn(1, 200)
        return attempt("UNAVAILABLE", explain = { "Contacts could not be read: ${it.message}" }) {
            withContext(Dispatchers.IO) { people.page(limit) }
        }
            .map { found -> JSONObject().put("contacts", JSONArray(found.map(Contact::json))) }
            .fold(ifLeft = { Outcome.Failed(it) }, ifRight = { Outcome.Done(it) })
    }

    private suspend fun search(call: ToolCall): Outcome {
        val prefix = call.args["prefix"]?.trim()?.takeIf { it.length in 1..40 }
            ?: return invalid("prefix must be 1 to 40 characters")
        return attempt("UNAVAILABLE") {
            withContext(Dispatchers.IO) { people.find("display_name" startsWith prefix) }
        }
            .map { found -> JSONObject().put("contacts", JSONArray(found.map(Contact::json))) }
            .fold(ifLeft = { Outcome.Failed(it) }, ifRight = { Outcome.Done(it) })
    }

    private suspend fun merge(call: ToolCall): Outcome {
        val keep = call.args["keep_id"]?.let(people::get) ?: return invalid("No contact with that keep_id")
        val drop = call.args["drop_id"]?.let(people::get)?.takeIf { it.id != keep.id }
            ?: return invalid("drop_id must name another contact")
        if (call.ticket?.approved == true) {
            return attempt("CONFLICT") { withContext(Dispatchers.IO) { people.merge(keep.id, drop.id) } }
                .also { scope.report(auditFor(call.caller), call.tool, it is Either.Right) }
                .fold(ifLeft = { Outcome.Failed(it) }, ifRight = { done("contact_id" to keep.id) })
        }
        val token = mint.next()
        tickets.issue(call.ticketFor(token))
        val prompt = "Merge \"${drop.name}\" into \"${keep.name}\"? The card of ${drop.name} is removed; this cannot be undone."
        val resolution = ctx.pending {
            requestCode = token.value.hashCode()
            flags = PiFlags.UpdateCurrent with PiFlags.Immutable
            screen {
                // Reached by its action, so that the tablet layout can bring its own side-by-side review.
                action = ACTION_REVIEW_MERGE
                pkg = ctx.packageName
                this[EXTRA_TOKEN] = token.value
                this[EXTRA_PROMPT] = prompt
            }
        }
        return Outcome.NeedsUser(prompt, resolution, token)
    }

    private suspend fun delete(call: ToolCall): Outcome {
        val contact = call.args["contact_id"]?.let(people::get) ?: return invalid("No contact with that contact_id")
        // An assistant that already showed the user its own confirmation card sends confirmed: no second sheet then.
        val confirmed = call.ticket?.approved == true || call.args.flag("confirmed")
        if (!confirmed) {
            val token = mint.next()
            tickets.issue(call.ticketFor(token))
            val prompt = "Delete the card of ${contact.name}? This cannot be undone."
            val resolution = ctx.pending {
                requestCode = token.value.hashCode()
                screen {
                    activity<DeleteContactActivity>()
                    this[EXTRA_TOKEN] = token.value
                    this[EXTRA_PROMPT] = prompt
                }
            }
            return Outcome.NeedsUser(prompt, resolution, token)
        }
        return attempt("CONFLICT") { withContext(Dispatchers.IO) { people.delete(contact.id) } }
            .also { scope.report(auditFor(call.caller), call.tool, it is Either.Right) }
            .fold(ifLeft = { Outcome.Failed(it) }, ifRight = { deleted -> done("contact_id" to contact.id, "deleted" to deleted) })
    }
}
