package com.larkbook

import android.content.Context
import android.os.Binder
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext
import org.json.JSONArray
import org.json.JSONObject
import java.time.LocalDate
import java.time.LocalTime
import java.time.Year
import java.time.YearMonth
import java.time.ZoneId
import kotlin.random.Random

/** The calendar's tools. */
class EventTools(
    private val ctx: Context,
    private val events: EventRepository,
    private val log: AuditLog,
    private val tickets: TicketBook,
    private val scope: CoroutineScope,
) : ToolBook {
    /** Resume tokens of the calendar's confirmations; they live ten minutes. */
    private val mint = TokenMint(Random::nextBytes)

    /** Who changed the calendar: the owner's history screen and the daily creation limit read these rows. */
    private val audit = AuditSink { tool, ok -> log.record(Binder.getCallingUid(), tool, ok) }

    override val handlers: Map<String, Handler> = mapOf(
        "list_events" to ::list,
        "create_event" to ::create,
        "cancel_event" to ::cancel,
    )

    private suspend fun list(call: ToolCall): Outcome {
        val prefix = when (call.args["range"] ?: "today") {
            "today" -> LocalDate.now().toString()
            "month" -> YearMonth.now().toString()
            "year" -> Year.now().toString()
            else -> return invalid("range must be today, month or year")
        }
        return attempt("UNAVAILABLE", explain = { "Events could not be read: ${it.safeText()}" }) {
            withContext(Dispatchers.IO) { events.find("day" startsWith prefix) }
        }
            .map { found -> JSONObject().put("events", JSONArray(found.map(Event::json))) }
            .fold(ifLeft = { Outcome.Failed(it) }, ifRight = { Outcome.Done(it) })
    }

    private suspend fun create(call: ToolCall): Outcome {
        val title = call.args["title"]?.trim()?.takeIf { it.length in 1..120 }
            ?: return invalid("title must be 1 to 120 characters")
        val day = call.args["day"]?.let { runCatching { LocalDate.parse(it) }.getOrNull() }
            ?: return invalid("day must be a date such as 2026-12-24")
        val start = call.args["start"]?.let { runCatching { LocalTime.parse(it) }.getOrNull() }
            ?: return invalid("start must be a time such as 09:30")
        val minutes = call.args.int("minutes", 30).takeIf { it in 5..720 } ?: return invalid("minutes must be 5 to 720")
        val today = LocalDate.now().atStartOfDay(ZoneId.systemDefault()).toInstant().toEpochMilli()
        if (log.countSince(call.caller.uid, call.tool, today) >= DAILY_LIMIT) {
            return Outcome.Failed(Fault("RATE_LIMITED", "This assistant has created enough events for today", retryable = true))
        }
        val id = withContext(Dispatchers.IO) {
            events.insert(title, day.toString(), start.toString(), minutes, createdBy = call.caller.uid)
        }
        scope.report(audit, call.tool, true)
        return done("event_id" to id)
    }

    private suspend fun cancel(call: ToolCall): Outcome {
        val event = call.args["event_id"]?.let(events::get) ?: return invalid("No event with that event_id")
        if (call.ticket?.approved == true) {
            val ok = withContext(Dispatchers.IO) { events.cancel(event.id) }
            scope.report(audit, call.tool, ok)
            return done("event_id" to event.id, "cancelled" to ok)
        }
        // An assistant that already talked it over with the user says so: the sheet then words it as a reminder.
        val agreed = call.args.flag("user_confirmed")
        val token = mint.next()
        tickets.issue(call.ticketFor(token))
        val prompt = if (agreed) "You asked to cancel \"${event.title}\" on ${event.day}. Cancel it now?"
        else "Cancel \"${event.title}\" on ${event.day} at ${event.start}? Its attendees will be told."
        val resolution = ctx.pending {
            requestCode = token.value.hashCode()
            // The sheet is reused when the assistant asks again: keep its extras current.
            flags = PiFlags.UpdateCurrent
            screen {
                activity<CancelEventActivity>()
                this[EXTRA_TOKEN] = token.value
                this[EXTRA_PROMPT] = prompt
            }
        }
        return Outcome.NeedsUser(prompt, resolution, token)
    }

    companion object {
        private const val DAILY_LIMIT = 50
    }
}
