package app.trailmark.logbook.cetp

import java.util.concurrent.ExecutorService
import java.util.concurrent.Executors

fun interface Clock {
    fun now(): Long
}

object Clocks {
    val wall: Clock by lazy { Clock { System.currentTimeMillis() } }
}

/** Background work of the tool providers: archiving, audit writes. */
object Workers {
    val pool: ExecutorService by lazy { Executors.newFixedThreadPool(2) }
}
