package com.kitelog

import android.app.Application
import dagger.hilt.internal.GeneratedComponentManager
import org.koin.android.ext.koin.androidContext
import org.koin.core.context.startKoin
import org.koin.dsl.module

class KiteApp : Application(), GeneratedComponentManager<Any> {
    lateinit var component: AppComponent

    override fun onCreate() {
        super.onCreate()
        component = DaggerAppComponent.builder().context(this).build()
        startKoin {
            androidContext(this@KiteApp)
            modules(module {
                single { SpotDb(androidContext()) }
                single { SpotRepo(get()) }
                single { CommandBus() }
                single<Policy> { PartnerPolicy(androidContext()) }
                factory<Exporter> { CsvExporter() }
            })
        }
    }

    override fun generatedComponent(): Any = component
}
