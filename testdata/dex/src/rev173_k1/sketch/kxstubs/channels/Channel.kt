@file:JvmName("ChannelKt")
package kotlinx.coroutines.channels

enum class BufferOverflow { SUSPEND, DROP_OLDEST, DROP_LATEST }

interface SendChannel<in E> {
    suspend fun send(element: E)
}

interface ChannelIterator<out E> {
    suspend operator fun hasNext(): Boolean
    operator fun next(): E
}

interface ReceiveChannel<out E> {
    operator fun iterator(): ChannelIterator<E>
}

interface Channel<E> : SendChannel<E>, ReceiveChannel<E> {
    companion object Factory {
        const val UNLIMITED: Int = Int.MAX_VALUE
        const val RENDEZVOUS: Int = 0
    }
}

fun <E> Channel(
    capacity: Int = Channel.RENDEZVOUS,
    onBufferOverflow: BufferOverflow = BufferOverflow.SUSPEND,
    onUndeliveredElement: ((E) -> Unit)? = null,
): Channel<E> = throw UnsupportedOperationException("stub")
