package com.hivewatch

import android.app.Application
import dagger.BindsInstance
import dagger.Component
import javax.inject.Singleton

@Singleton
@Component(modules = [AppModule::class, ToolModule::class])
interface AppComponent {
    fun inject(provider: HiveProvider)
    fun inject(provider: YardProvider)

    @Component.Builder
    interface Builder {
        @BindsInstance
        fun application(application: Application): Builder
        fun build(): AppComponent
    }
}
