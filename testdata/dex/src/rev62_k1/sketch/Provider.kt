package javax.inject

interface Provider<T> {
    fun get(): T
}
