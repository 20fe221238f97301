package com.hearthguard.claims

import android.content.Context
import dagger.Component
import dagger.Module
import dagger.Provides
import javax.inject.Singleton

// Graph.kt: the Dagger graph (DaggerHearthComponent and the _Factory classes are Dagger's Java output).

@Singleton
@Component(modules = [HearthModule::class])
interface HearthComponent {
    fun claimRepository(): ClaimRepository
    fun policyStore(): PolicyStore
    fun sessionMint(): TokenMint
    fun ticketMint(): TokenMint
}

@Module
object HearthModule {
    @Provides
    fun sessionMint(): TokenMint = SecureMint

    @Provides
    fun ticketMint(): TokenMint = QuickMint()
}

object Graph {
    private var component: HearthComponent? = null

    @Synchronized
    fun of(ctx: Context): HearthComponent =
        component ?: DaggerHearthComponent.create(ctx.applicationContext).also { component = it }
}
