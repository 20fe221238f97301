package dagger.hilt.internal

interface GeneratedComponentManager<T> {
    fun generatedComponent(): T
}
