package com.saltmarsh.ferry

import android.app.PendingIntent
import android.content.Context
import android.database.sqlite.SQLiteException
import android.net.Uri
import android.os.Binder
import org.json.JSONObject
import java.io.File
import java.security.SecureRandom

/** com.saltmarsh.ferry.trips: timetables, bookings, the itinerary and seat preferences. */
class TripTools(private val graph: FerryGraph) {
    private val ctx: Context get() = graph.app

    val box = toolbox(graph.app, PROVIDER_ID, SecureRandom(), graph.outcomes, redeem = { token -> pending[token] }) {
        tool("list_sailings") {
            description = "Upcoming sailings with their free seats"
            scope = "trips.read"
            handler { Reply.Ok(JSONObject().put("sailings", graph.db.sailings())) }
        }
        tool("sailing_status") {
            description = "One sailing: route, departure, free seats and fare"
            input = SAILING_ARGS
            scope = "trips.read"
            handler { call ->
                val id = call.args.arg<String>("sailing_id") ?: return@handler invalid("sailing_id is required")
                val sailing = runCatching { graph.db.sailing(id) }.getOrElse { e ->
                    return@handler Reply.fail("UNAVAILABLE", "Sailing $id is ${if (e is SQLiteException) "busy" else "unreadable"} right now", true)
                }
                sailing?.let { (_, route, departs, seats, fare) ->
                    Reply.Ok(JSONObject().put("sailing_id", id).put("route", route).put("departs", departs).put("seats_left", seats).put("fare", fare.pounds))
                } ?: invalid("No sailing with that id")
            }
        }
        tool("book_seat") {
            description = "Books seats on a sailing and pays the fare with the saved card"
            input = BOOK_ARGS
            scope = "bookings.pay"
            effect = Effect.TRANSACTION
            risk = "high"
            confirmation = "always"
            handler { book(it) }
        }
        tool("export_itinerary") {
            description = "Saves the user's upcoming bookings as a text file in Saltmarsh's exports folder"
            input = EXPORT_ARGS
            scope = "trips.write"
            effect = Effect.CREATE
            handler { export(it) }
        }
        tool("save_seat_preference") {
            description = "Remembers where the user likes to sit"
            input = SEAT_ARGS
            scope = "trips.write"
            effect = Effect.UPDATE
            handler { savePreference(it) }
        }
    }

    private fun book(call: ToolCall): Reply {
        val id = call.args.arg<String>("sailing_id") ?: return invalid("sailing_id is required")
        val seats = call.args.arg<Int>("seats")?.takeIf { it in 1..9 } ?: return invalid("seats is 1 to 9")
        if (!graph.account.signedIn) {
            return call.askUser("AUTH_REQUIRED", "Sign in to Saltmarsh Ferries to book seats") { token ->
                ctx.resolution(token, PendingIntent.FLAG_IMMUTABLE) {
                    action = ACTION_SIGN_IN
                    setClassName(APP_ID, SIGN_IN_ACTIVITY)
                }
            }
        }
        val (_, route, departs, _, fare) = graph.db.sailing(id)?.takeIf { it.seatsLeft >= seats } ?: return invalid("No sailing with that many free seats")
        if (call.ticket?.approved != true) {
            val prompt = "Book $seats seat(s) on the $departs $route sailing for ${(fare * seats).pounds}?"
            return call.askUser("USER_ACTION_REQUIRED", prompt) { token ->
                ctx.resolution(token) {
                    target<TripConfirmActivity>(ctx)
                    putExtra(EXTRA_PROMPT, prompt)
                }
            }
        }
        val booking = graph.db.book(id, seats)
        graph.worker.later { graph.audit.note(Binder.getCallingUid(), call.tool, booking.raw) }
        return Reply.Ok(JSONObject().put("booking_id", booking.raw).put("seats", seats))
    }

    private fun export(call: ToolCall): Reply {
        val dir = File(ctx.filesDir, "exports").also { it.mkdirs() }
        val file = call.args.arg<String>("file_name")
            ?.let { it.trim() }
            ?.let { File(dir, it) }
            ?: File(dir, "itinerary.txt")
        val text = graph.db.itinerary().joinToString("\n", postfix = "\n")
        file.outputStream().use { it.write(text.toByteArray()) }
        return Reply.Ok(JSONObject().put("file", file.name).put("bytes", text.length))
    }

    private fun savePreference(call: ToolCall): Reply {
        val seat = call.args.arg<String>("seat")?.takeIf { it in SEATS } ?: return invalid("seat is one of $SEATS")
        Binder.getCallingUid().let { uid ->
            asSelf {
                graph.db.savePreference("seat", seat)
                // the lounge widget in our own process observes this URI and checks who changed it
                ctx.contentResolver.notifyChange(PREFERENCES, null)
                graph.audit.note(uid, call.tool, seat)
            }
        }
        return Reply.Ok(JSONObject().put("seat", seat))
    }

    companion object {
        const val PROVIDER_ID = "com.saltmarsh.ferry.trips"
        private val PREFERENCES: Uri = Uri.parse("content://com.saltmarsh.ferry.trips/preferences")
        private val SEATS = listOf("window", "aisle", "lounge", "deck")
        private const val SAILING_ARGS = """{"type":"object","properties":{"sailing_id":{"type":"string"}},"required":["sailing_id"],"additionalProperties":false}"""
        private const val BOOK_ARGS = """{"type":"object","properties":{"sailing_id":{"type":"string"},"seats":{"type":"integer","minimum":1,"maximum":9}},"required":["sailing_id","seats"],"additionalProperties":false}"""
        private const val EXPORT_ARGS = """{"type":"object","properties":{"file_name":{"type":"string","maxLength":64}},"additionalProperties":false}"""
        private const val SEAT_ARGS = """{"type":"object","properties":{"seat":{"enum":["window","aisle","lounge","deck"]}},"required":["seat"],"additionalProperties":false}"""
    }
}
