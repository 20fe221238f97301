package com.visitloop.care

// Hand-written in the shapes Hilt / Dagger / Room generate (javac output in real builds).
import android.content.Context
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import androidx.room.RoomSQLiteQuery
import androidx.sqlite.db.SupportSQLiteQuery
import dagger.hilt.android.internal.managers.ApplicationComponentManager
import dagger.hilt.android.internal.managers.ComponentSupplier
import dagger.hilt.android.internal.modules.ApplicationContextModule
import dagger.hilt.android.internal.modules.ApplicationContextModule_ProvideContextFactory
import dagger.hilt.internal.GeneratedComponentManager
import dagger.hilt.internal.GeneratedComponentManagerHolder
import dagger.internal.DoubleCheck
import dagger.internal.Factory
import javax.inject.Provider

abstract class Hilt_VisitApp : android.app.Application(), GeneratedComponentManagerHolder {
    private var injected = false
    private val componentManager = ApplicationComponentManager(object : ComponentSupplier {
        override fun get(): Any = DaggerVisitApp_HiltComponents_SingletonC.builder()
            .applicationContextModule(ApplicationContextModule(this@Hilt_VisitApp))
            .build()
    })

    override fun componentManager(): GeneratedComponentManager<*> = componentManager

    override fun generatedComponent(): Any = componentManager().generatedComponent()!!

    override fun onCreate() {
        hiltInternalInject()
        super.onCreate()
    }

    protected fun hiltInternalInject() {
        if (!injected) {
            injected = true
            (generatedComponent() as VisitApp_GeneratedInjector).injectVisitApp(this as VisitApp)
        }
    }
}

interface VisitApp_GeneratedInjector {
    fun injectVisitApp(visitApp: VisitApp)
}

object VisitApp_MembersInjector {
    @JvmStatic
    fun injectSessionTokens(instance: VisitApp, sessionTokens: TokenSource) {
        instance.sessionTokens = sessionTokens
    }
}

class DatabaseModule_ProvideDatabaseFactory(private val contextProvider: Provider<Context>) : Factory<CareDatabase> {
    override fun get(): CareDatabase = provideDatabase(contextProvider.get())

    companion object {
        @JvmStatic
        fun create(contextProvider: Provider<Context>): DatabaseModule_ProvideDatabaseFactory =
            DatabaseModule_ProvideDatabaseFactory(contextProvider)

        @JvmStatic
        fun provideDatabase(context: Context): CareDatabase = DatabaseModule.provideDatabase(context)
    }
}

class DatabaseModule_ProvideNurseDbFactory(private val contextProvider: Provider<Context>) : Factory<SQLiteDatabase> {
    override fun get(): SQLiteDatabase = provideNurseDb(contextProvider.get())

    companion object {
        @JvmStatic
        fun create(contextProvider: Provider<Context>): DatabaseModule_ProvideNurseDbFactory =
            DatabaseModule_ProvideNurseDbFactory(contextProvider)

        @JvmStatic
        fun provideNurseDb(context: Context): SQLiteDatabase = DatabaseModule.provideNurseDb(context)
    }
}

object DatabaseModule_ProvideVisitDaoFactory {
    @JvmStatic
    fun provideVisitDao(db: CareDatabase): VisitDao = DatabaseModule.provideVisitDao(db)
}

object TokenModule_ProvideResumeTokensFactory {
    @JvmStatic
    fun provideResumeTokens(): TokenSource = TokenModule.provideResumeTokens()
}

object TokenModule_ProvideSessionTokensFactory {
    @JvmStatic
    fun provideSessionTokens(): TokenSource = TokenModule.provideSessionTokens()
}

object SqlNurseDirectory_Factory {
    @JvmStatic
    fun newInstance(db: SQLiteDatabase): SqlNurseDirectory = SqlNurseDirectory(db)
}

class ApplicationContextProvider(private val module: ApplicationContextModule) : Factory<Context> {
    override fun get(): Context = ApplicationContextModule_ProvideContextFactory.provideContext(module)
}

class DaggerVisitApp_HiltComponents_SingletonC private constructor(
    applicationContextModule: ApplicationContextModule
) : VisitApp_GeneratedInjector, CareEntryPoint {
    private val provideDatabaseProvider: Provider<CareDatabase> =
        DoubleCheck.provider(DatabaseModule_ProvideDatabaseFactory.create(ApplicationContextProvider(applicationContextModule)))
    private val provideNurseDbProvider: Provider<SQLiteDatabase> =
        DoubleCheck.provider(DatabaseModule_ProvideNurseDbFactory.create(ApplicationContextProvider(applicationContextModule)))

    override fun injectVisitApp(visitApp: VisitApp) {
        injectVisitApp2(visitApp)
    }

    override fun visitDao(): VisitDao = DatabaseModule_ProvideVisitDaoFactory.provideVisitDao(provideDatabaseProvider.get())

    override fun nurseDirectory(): NurseDirectory = SqlNurseDirectory_Factory.newInstance(provideNurseDbProvider.get())

    override fun resumeTokens(): TokenSource = TokenModule_ProvideResumeTokensFactory.provideResumeTokens()

    private fun injectVisitApp2(instance: VisitApp): VisitApp {
        VisitApp_MembersInjector.injectSessionTokens(instance, TokenModule_ProvideSessionTokensFactory.provideSessionTokens())
        return instance
    }

    class Builder {
        private var applicationContextModule: ApplicationContextModule? = null

        fun applicationContextModule(module: ApplicationContextModule): Builder {
            applicationContextModule = module
            return this
        }

        fun build(): DaggerVisitApp_HiltComponents_SingletonC =
            DaggerVisitApp_HiltComponents_SingletonC(applicationContextModule!!)
    }

    companion object {
        @JvmStatic
        fun builder(): Builder = Builder()
    }
}

class CareDatabase_Impl : CareDatabase() {
    private val _visitDao: VisitDao by lazy { VisitDao_Impl(this) }

    override fun visitDao(): VisitDao = _visitDao
}

class VisitDao_Impl(private val __db: androidx.room.RoomDatabase) : VisitDao {
    override fun findByPatient(patient: String): List<String> {
        val _sql = "SELECT patient FROM visits WHERE patient = ? ORDER BY due"
        val _statement = RoomSQLiteQuery.acquire(_sql, 1)
        var _argIndex = 1
        _statement.bindString(_argIndex, patient)
        val _cursor: Cursor = __db.query(_statement)
        try {
            val _result = ArrayList<String>(_cursor.count)
            while (_cursor.moveToNext()) {
                _result.add(_cursor.getString(0))
            }
            return _result
        } finally {
            _cursor.close()
            _statement.release()
        }
    }

    override suspend fun countForNurse(uid: Int): Int {
        val _sql = "SELECT count(*) FROM visits WHERE nurse_uid = ?"
        val _statement = RoomSQLiteQuery.acquire(_sql, 1)
        _statement.bindLong(1, uid.toLong())
        val _cursor: Cursor = __db.query(_statement)
        try {
            return if (_cursor.moveToNext()) _cursor.getInt(0) else 0
        } finally {
            _cursor.close()
            _statement.release()
        }
    }

    override fun openCount(): Int {
        val _statement = RoomSQLiteQuery.acquire("SELECT count(*) FROM visits WHERE done = 0", 0)
        val _cursor: Cursor = __db.query(_statement)
        try {
            return if (_cursor.moveToNext()) _cursor.getInt(0) else 0
        } finally {
            _cursor.close()
            _statement.release()
        }
    }

    override fun complete(id: Long): Int {
        val _stmt = __db.compileStatement("UPDATE visits SET done = 1 WHERE _id = ?")
        _stmt.bindLong(1, id)
        return _stmt.executeUpdateDelete()
    }

    override fun reassign(id: Long, assignedBy: String): Int {
        val _stmt = __db.compileStatement("UPDATE visits SET assigned_by = ? WHERE _id = ?")
        _stmt.bindString(1, assignedBy)
        _stmt.bindLong(2, id)
        return _stmt.executeUpdateDelete()
    }

    override fun searchNotes(query: SupportSQLiteQuery): Int {
        val _cursor: Cursor = __db.query(query)
        try {
            return if (_cursor.moveToNext()) _cursor.getInt(0) else 0
        } finally {
            _cursor.close()
        }
    }
}
