package com.hivewatch

import dagger.Binds
import dagger.Module
import dagger.Provides
import dagger.multibindings.IntoMap
import dagger.multibindings.StringKey
import java.security.SecureRandom
import java.util.Random
import java.util.concurrent.Executor
import java.util.concurrent.Executors
import javax.inject.Named
import javax.inject.Singleton

@Module
object AppModule {
    @Provides @Singleton @Named("tokens")
    fun provideTokenSource(): Random = Random()

    @Provides @Singleton @Named("secure")
    fun provideSecureTokenSource(): Random = SecureRandom()

    @Provides @Singleton @Named("io")
    fun provideIoExecutor(): Executor = Executors.newSingleThreadExecutor()
}

@Module
abstract class ToolModule {
    @Binds @IntoMap @StringKey("inspect_hive")
    abstract fun inspectHive(tool: InspectHiveTool): ToolHandler

    @Binds @IntoMap @StringKey("hive_history")
    abstract fun hiveHistory(tool: HiveHistoryTool): ToolHandler

    @Binds @IntoMap @StringKey("requeen_hive")
    abstract fun requeenHive(tool: RequeenTool): ToolHandler

    @Binds @IntoMap @StringKey("combine_hives")
    abstract fun combineHives(tool: CombineTool): ToolHandler

    @Binds @IntoMap @StringKey("harvest_honey")
    abstract fun harvestHoney(tool: HarvestTool): ToolHandler

    @Binds @IntoMap @StringKey("split_colony")
    abstract fun splitColony(tool: SplitColonyTool): ToolHandler
}
