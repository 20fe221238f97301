package io.kanbu.app.core

typealias Next<A> = (A) -> Unit

/** A middleware sees every action before the reducer; it may pass it on, swallow it or dispatch others. */
typealias Middleware<S, A> = (store: Store<S, A>, action: A, next: Next<A>) -> Unit

/**
 * A small Redux store: one immutable state, a pure reducer, and a middleware chain folded from the right so the
 * first middleware in the list sees an action first and the reducer runs last.
 */
class Store<S, A>(initial: S, private val reducer: (S, A) -> S, middlewares: List<Middleware<S, A>>) {
    @Volatile
    var state: S = initial
        private set

    private val chain: Next<A> = middlewares.foldRight({ action: A -> reduce(action) }) { middleware, next ->
        { action: A -> middleware(this, action, next) }
    }

    private fun reduce(action: A) {
        state = reducer(state, action)
    }

    @Synchronized
    fun dispatch(action: A) {
        chain(action)
    }

    /** Runs [block] with the store locked, so a dispatch and the read of its result are one step. */
    @Synchronized
    fun <T> atomically(block: () -> T): T = block()
}
