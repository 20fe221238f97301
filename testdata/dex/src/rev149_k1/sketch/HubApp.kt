package net.switchyard.hub

import android.app.Application

class HubApp : Application() {
    override fun onCreate() {
        super.onCreate()
        for (factory in MODULES) ModuleRegistry.install(factory, this)
    }

    companion object {
        /** Every module the hub ships, in the order a ServiceLoader file would list them. */
        val MODULES: List<ToolModule.Factory> = listOf(
            AccountsModule, ClipboardModule, DownloadsModule,
            AlarmModule, NotificationModule, ContactsModule,
        )
    }
}
