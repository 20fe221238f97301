package com.tutortime

import android.app.Application
import android.content.Context
import androidx.datastore.core.DataStore
import androidx.datastore.preferences.core.PreferenceDataStoreFactory
import androidx.datastore.preferences.core.Preferences
import dagger.hilt.internal.GeneratedComponentManager
import dagger.internal.DoubleCheck
import java.io.File
import javax.inject.Provider

class TutorApp : Application(), GeneratedComponentManager<Any> {
    private val component: Any = DaggerTutorApp_HiltComponents_SingletonC(this)
    override fun generatedComponent(): Any = component
}

interface ProviderEntryPoint {
    fun repo(): SessionRepo
    fun tokens(): TokenStore
}

object StorageModule {
    fun provideDataStore(ctx: Context): DataStore<Preferences> =
        PreferenceDataStoreFactory.create(File(ctx.filesDir, "datastore/holds.preferences_pb"))

    fun provideDb(ctx: Context): TutorDb = TutorDb(ctx)
}

class DaggerTutorApp_HiltComponents_SingletonC(private val app: Context) : ProviderEntryPoint, WorkerEntryPoint {
    private val dataStoreProvider: Provider<DataStore<Preferences>> = DoubleCheck.provider(SwitchingProvider(this, 0))
    private val dbProvider: Provider<TutorDb> = DoubleCheck.provider(SwitchingProvider(this, 1))
    private val repoProvider: Provider<SessionRepo> = DoubleCheck.provider(SwitchingProvider(this, 2))
    private val tokensProvider: Provider<TokenStore> = DoubleCheck.provider(SwitchingProvider(this, 3))

    override fun repo(): SessionRepo = repoProvider.get()
    override fun tokens(): TokenStore = tokensProvider.get()
    override fun db(): TutorDb = dbProvider.get()

    private class SwitchingProvider<T>(private val c: DaggerTutorApp_HiltComponents_SingletonC, private val id: Int) : Provider<T> {
        @Suppress("UNCHECKED_CAST")
        override fun get(): T = when (id) {
            0 -> StorageModule.provideDataStore(c.app) as T
            1 -> StorageModule.provideDb(c.app) as T
            2 -> SessionRepo(c.dbProvider.get()) as T
            3 -> TokenStore(c.dataStoreProvider.get()) as T
            else -> throw AssertionError(id)
        }
    }
}
