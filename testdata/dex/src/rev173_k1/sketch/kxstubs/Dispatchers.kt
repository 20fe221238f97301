package kotlinx.coroutines

object Dispatchers {
    @JvmStatic
    val Default: CoroutineDispatcher get() = throw UnsupportedOperationException("stub")

    @JvmStatic
    val IO: CoroutineDispatcher get() = throw UnsupportedOperationException("stub")
}
