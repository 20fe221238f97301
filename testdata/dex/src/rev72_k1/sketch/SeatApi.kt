package com.ridequeue

import java.io.IOException
import java.util.concurrent.ConcurrentHashMap
import java.util.concurrent.ExecutorService
import java.util.concurrent.Executors

interface SeatCallback {
    fun onResult(seats: Int)
    fun onError(e: Exception)
}

class SeatApi {
    private val worker: ExecutorService = Executors.newSingleThreadExecutor()
    private val seats = ConcurrentHashMap<String, Int>()

    fun fetch(route: String, cb: SeatCallback) {
        worker.execute { cb.onResult(seats[route] ?: 0) }
    }

    fun book(route: String, uid: Int): String {
        val left = seats[route] ?: throw IOException("route " + route + " not in /data/seats.db for uid " + uid)
        if (left <= 0) throw IOException("bus " + route + " full")
        seats[route] = left - 1
        return route + "-" + left
    }
}
