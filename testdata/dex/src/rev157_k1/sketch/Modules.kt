package com.brightmoor.pantry

import android.content.Context

/** The bindings, installed once from the first provider's onCreate. */
object Modules {
    private var installed = false

    @Synchronized
    fun install(ctx: Context) {
        if (installed) return
        installed = true
        val app = ctx.applicationContext
        ServiceLocator.bind<Context> { app }
        ServiceLocator.bind { RemoteConfig(app) }
        ServiceLocator.bind { PantryDb(app) }
        ServiceLocator.bind { PantryDao(ServiceLocator.get<PantryDb>()) }
        ServiceLocator.bind { MemoryCache() }
        ServiceLocator.bind { CallerRepository(app.packageManager) }
        ServiceLocator.bind { ItemRepository(ServiceLocator.get(), ServiceLocator.get()) }
        ServiceLocator.bind { ListRepository(ServiceLocator.get(), ServiceLocator.get()) }
        // the pantry's mutations: a quick in-memory store while debugging or when remote config asks for it
        ServiceLocator.bind<ReplayStore>(PANTRY) {
            val config = ServiceLocator.get<RemoteConfig>()
            if (BuildConfig.DEBUG || config.memoryReplays) MemoryReplayStore() else DurableReplayStore(ServiceLocator.get(), ServiceLocator.get())
        }
        ServiceLocator.bind<ReplayStore>(SHOPPING) { DurableReplayStore(ServiceLocator.get(), ServiceLocator.get()) }
        ServiceLocator.bind<CallerVerifier>(PANTRY) { PinnedCertVerifier(app.packageManager) }
        // the shopping lists still serve the older household assistants
        ServiceLocator.bind<CallerVerifier>(SHOPPING) { LegacySignatureVerifier(app.packageManager) }
    }
}
