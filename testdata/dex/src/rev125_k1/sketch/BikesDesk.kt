package com.spokeshare

import android.app.PendingIntent
import android.content.Context
import android.os.Binder
import android.util.Base64
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.flow.filter
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.flow.firstOrNull
import kotlinx.coroutines.flow.flow
import kotlinx.coroutines.flow.map
import kotlinx.coroutines.withContext
import org.json.JSONObject
import java.security.SecureRandom
import kotlin.random.Random
import kotlin.random.asKotlinRandom

class BikesDesk(ctx: Context, private val stations: Stations, receipts: Receipts) : Desk(ctx, Desks.bikes, receipts) {
    override val catalog = Catalog.BIKES

    override suspend fun session(caller: Caller, env: Envelope): Session? {
        val token = env.sessionToken ?: return null
        val now = System.currentTimeMillis()
        return flow { emit(store.state.value) }
            .map { it.sessions[token] }
            .filter { it != null && it.expiresAt > now }
            .firstOrNull()
    }

    override suspend fun parse(work: State.Working): Action {
        val args = argsOf(work) ?: return Action.Failed("INVALID_ARGS", "args must be a JSON object")
        val ticket = redeemed(work)
        if (work.env.resumeToken != null && ticket == null) return Action.Failed("INVALID_REQUEST", "resume_token is not valid for this call")
        if (ticket != null && ticket.decision != true) return Action.Failed("USER_CANCELLED", "The rider did not confirm")
        return Action.Parsed(
            tool = work.env.tool.orEmpty(),
            args = args,
            approved = ticket?.decision == true,
            account = work.caller.pkg,
            counterpart = args.optString("package_name").ifEmpty { null },
        )
    }

    override suspend fun perform(work: State.Working): Action = when (work.tool) {
        "find_station" -> find(work)
        "list_rides" -> rides(work)
        "reserve_bike" -> reserve(work)
        "unlock_bike" -> unlock(work)
        "share_ride" -> share(work)
        else -> Action.Failed("TOOL_NOT_FOUND", "No tool of that name here")
    }

    private suspend fun find(work: State.Working): Action {
        val text = work.args.optString("query").trim()
        if (text.isEmpty() || text.length > 80) return Action.Failed("INVALID_ARGS", "query must be 1 to 80 characters")
        return flow { emit(stations.search(text)) }
            .map { found -> found.fold({ Action.Loaded(JSONObject().put("stations", it.stationsJson())) }, { Action.Failed("UNAVAILABLE", it.userText(), true) }) }
            .first()
    }

    private suspend fun rides(work: State.Working): Action =
        flow { emit(stations.rides(work.account)) }
            .map { found -> found.fold({ Action.Loaded(JSONObject().put("rides", it.ridesJson())) }, { Action.Failed("UNAVAILABLE", it.userText(), true) }) }
            .first()

    private suspend fun reserve(work: State.Working): Action {
        val bike = work.args.optString("bike_id")
        if (bike.isEmpty()) return Action.Failed("INVALID_ARGS", "bike_id is required")
        val until = System.currentTimeMillis() + work.args.optInt("minutes", 15).coerceIn(5, 30) * 60_000L
        val held = withContext(Dispatchers.IO) {
            stations.hold(bike, Binder.getCallingUid(), until)
        }
        return held.fold({ Action.Loaded(it) }, { Action.Failed("CONFLICT", it.userText()) })
    }

    private suspend fun unlock(work: State.Working): Action {
        val bike = work.args.optString("bike_id")
        if (bike.isEmpty()) return Action.Failed("INVALID_ARGS", "bike_id is required")
        if (!work.approved) {
            // The dock's unlock sheet stays open while the rider walks up; a second ask updates it in place.
            return Action.NeedsUser(UnlockActivity::class.java, "Unlock bike $bike and start a paid ride?", PendingIntent.FLAG_UPDATE_CURRENT)
        }
        val ride = withContext(Dispatchers.IO) { stations.unlock(bike, work.account, work.caller.uid) }
        return ride.fold({ Action.Loaded(it) }, { Action.Failed("CONFLICT", it.userText()) })
    }

    private suspend fun share(work: State.Working): Action {
        val ride = work.args.optString("ride_id")
        val app = work.counterpart ?: return Action.Failed("INVALID_ARGS", "package_name is required")
        if (ride.isEmpty()) return Action.Failed("INVALID_ARGS", "ride_id is required")
        val shared = withContext(Dispatchers.IO) { stations.share(ride, withApp = app, by = work.account) }
        return shared.fold({ Action.Loaded(it) }, { Action.Failed("UNAVAILABLE", it.userText(), true) })
    }

    override fun resumeToken(): String = newResumeToken()

    companion object {
        private val secure: Random = SecureRandom().asKotlinRandom()

        @JvmStatic
        fun newResumeToken(): String =
            Base64.encodeToString(secure.nextBytes(24), Base64.URL_SAFE or Base64.NO_WRAP or Base64.NO_PADDING)
    }
}
