package app.larder.kitchen.cetp

import java.util.concurrent.Callable
import java.util.concurrent.ExecutorService
import java.util.concurrent.Executors
import java.util.concurrent.Future

/** The background pool both providers use for audit writes and meal-plan generation. */
object Workers {
    @JvmStatic
    val pool: ExecutorService = Executors.newFixedThreadPool(2)
}

/** Runs [block] on [Workers.pool]; the block is copied into the caller's own Callable class. */
inline fun <T> onWorker(crossinline block: () -> T): Future<T> = Workers.pool.submit(Callable { block() })
