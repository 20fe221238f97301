package com.shedshare.tools

import org.koin.android.ext.koin.androidContext
import org.koin.dsl.module

val shedModule = module {
    single<ToolLedger> { SqlToolLedger(ShedDb.open(androidContext())) }
    factory { ReturnDesk(get()) }
}
