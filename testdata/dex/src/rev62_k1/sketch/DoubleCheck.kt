package dagger.internal

import javax.inject.Provider

class DoubleCheck<T> private constructor(private var provider: Provider<T>?) : Provider<T> {
    @Volatile private var instance: Any? = UNINITIALIZED

    @Suppress("UNCHECKED_CAST")
    override fun get(): T {
        var result = instance
        if (result === UNINITIALIZED) {
            synchronized(this) {
                result = instance
                if (result === UNINITIALIZED) {
                    result = provider!!.get()
                    instance = result
                    provider = null
                }
            }
        }
        return result as T
    }

    companion object {
        private val UNINITIALIZED = Any()

        @JvmStatic
        fun <T> provider(delegate: Provider<T>): Provider<T> =
            if (delegate is DoubleCheck<*>) delegate else DoubleCheck(delegate)
    }
}
