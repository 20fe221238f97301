package dagger.hilt.android

import android.content.Context
import dagger.hilt.internal.GeneratedComponentManager

object EntryPointAccessors {
    @JvmStatic
    fun <T : Any> fromApplication(context: Context, entryPoint: Class<T>): T {
        val app = context.applicationContext
        check(app is GeneratedComponentManager<*>) { "Hilt application expected" }
        return entryPoint.cast(app.generatedComponent())
    }
}
