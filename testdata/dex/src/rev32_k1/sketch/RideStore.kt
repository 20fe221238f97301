package com.example.r32k1

import android.content.SharedPreferences
import java.net.HttpURLConnection
import java.net.URL
import java.util.UUID

// RideStore.kt: the rider's rides, tips and audit trail (SharedPreferences),
// and the live status endpoint.

object RideStore {
    private const val MAX_TIP_CENTS = 5000
    lateinit var prefs: SharedPreferences

    fun status(rideId: String, live: Boolean): String {
        if (!live) prefs.getString("ride.$rideId", null)?.let { return it }
        return RideApi.fetch("/v1/rides/$rideId")
    }

    fun book(pickup: String, dropoff: String): String {
        val id = UUID.randomUUID().toString()
        prefs.edit().putString("ride.$id", "requested:$pickup:$dropoff").apply()
        return "{\"ride_id\":\"$id\"}"
    }

    fun cancel(rideId: String): Boolean =
        prefs.contains("ride.$rideId").also { if (it) prefs.edit().remove("ride.$rideId").apply() }

    fun tip(rideId: String, cents: Int): String {
        val card = prefs.getString("card", null) ?: error("no card on file")
        check(cents in 1..MAX_TIP_CENTS) { "amount $cents outside 1..$MAX_TIP_CENTS for card $card" }
        prefs.edit().putInt("tip.$rideId", cents).apply()
        return "{\"tipped\":$cents}"
    }

    fun shareLink(rideId: String, contact: String): String =
        "https://wayfare.example/t/$rideId".also { prefs.edit().putString("share.$rideId", contact).apply() }

    fun audit(event: String, uid: Int) = prefs.edit().putInt("audit.$event", uid).apply()

    fun noteShared(contact: String, uid: Int) = prefs.edit().putInt("shared_by.$contact", uid).apply()
}

object RideApi {
    private const val BASE = "https://api.wayfare.example"

    fun fetch(path: String): String =
        (URL(BASE + path).openConnection() as HttpURLConnection).run {
            requestMethod = "GET"
            inputStream.bufferedReader().use { it.readText() }
        }
}
