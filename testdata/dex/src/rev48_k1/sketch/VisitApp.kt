package com.visitloop.care

import android.content.Context
import android.database.sqlite.SQLiteDatabase
import dagger.Binds
import dagger.Module
import dagger.Provides
import dagger.hilt.EntryPoint
import dagger.hilt.InstallIn
import dagger.hilt.android.HiltAndroidApp
import dagger.hilt.android.qualifiers.ApplicationContext
import dagger.hilt.components.SingletonComponent
import javax.inject.Inject
import javax.inject.Singleton

@HiltAndroidApp
class VisitApp : Hilt_VisitApp() {
    @Inject
    lateinit var sessionTokens: TokenSource
}

@EntryPoint
@InstallIn(SingletonComponent::class)
interface CareEntryPoint {
    fun visitDao(): VisitDao
    fun nurseDirectory(): NurseDirectory
    fun resumeTokens(): TokenSource
}

@Module
@InstallIn(SingletonComponent::class)
object DatabaseModule {
    @Provides
    @Singleton
    fun provideDatabase(@ApplicationContext context: Context): CareDatabase = CareDatabase.open(context)

    @Provides
    fun provideVisitDao(db: CareDatabase): VisitDao = db.visitDao()

    @Provides
    @Singleton
    fun provideNurseDb(@ApplicationContext context: Context): SQLiteDatabase =
        context.openOrCreateDatabase("nurses.db", Context.MODE_PRIVATE, null)
}

@Module
@InstallIn(SingletonComponent::class)
abstract class DirectoryModule {
    @Binds
    abstract fun bindDirectory(impl: SqlNurseDirectory): NurseDirectory
}

@Module
@InstallIn(SingletonComponent::class)
object TokenModule {
    @Provides
    fun provideResumeTokens(): TokenSource = ClockTokens

    @Provides
    fun provideSessionTokens(): TokenSource = SecureTokens
}
