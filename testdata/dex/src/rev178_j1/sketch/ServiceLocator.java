package com.larderly.app.di;

import android.content.Context;
import android.content.SharedPreferences;
import android.os.Handler;
import android.os.Looper;
import com.larderly.app.cetp.CallerRegistry;
import com.larderly.app.cetp.ConfirmationStore;
import com.larderly.app.cetp.OperationStore;
import com.larderly.app.cetp.SessionStore;
import com.larderly.app.data.AppDatabase;
import com.larderly.app.data.ChangeJournal;
import com.larderly.app.data.InMemoryPantryRepository;
import com.larderly.app.data.InMemoryPlanRepository;
import com.larderly.app.data.PantryRepository;
import com.larderly.app.data.PlanRepository;
import com.larderly.app.data.SqlitePantryRepository;
import com.larderly.app.data.SqlitePlanRepository;
import com.larderly.app.domain.UseCaseHandler;
import java.util.concurrent.Executors;

/**
 * The app's hand-written service locator. Built once per process; picks the repositories at start-up: SQLite
 * normally, in-memory when the user runs Larderly in guest mode.
 */
public final class ServiceLocator {
    private static ServiceLocator instance;

    private final AppDatabase database;
    private final PantryRepository pantry;
    private final PlanRepository plans;
    private final ChangeJournal journal;
    private final SessionStore sessions;
    private final OperationStore operations;
    private final ConfirmationStore confirmations;
    private final CallerRegistry callers;
    private final UseCaseHandler useCaseHandler;

    ServiceLocator(Context context) {
        database = new AppDatabase(context);
        SharedPreferences prefs = context.getSharedPreferences("larderly_settings", Context.MODE_PRIVATE);
        if (prefs.getBoolean("guest_mode", false)) {
            pantry = new InMemoryPantryRepository();
            plans = new InMemoryPlanRepository();
        } else {
            pantry = new SqlitePantryRepository(database);
            plans = new SqlitePlanRepository(database);
        }
        journal = new ChangeJournal(database);
        sessions = new SessionStore(database);
        operations = new OperationStore(database);
        confirmations = new ConfirmationStore(database);
        callers = new CallerRegistry(database, context.getPackageManager());
        useCaseHandler = new UseCaseHandler(Executors.newFixedThreadPool(2), new Handler(Looper.getMainLooper()));
    }

    public static synchronized ServiceLocator from(Context context) {
        if (instance == null) {
            instance = new ServiceLocator(context);
        }
        return instance;
    }

    public AppDatabase database() {
        return database;
    }

    public PantryRepository pantry() {
        return pantry;
    }

    public PlanRepository plans() {
        return plans;
    }

    public ChangeJournal journal() {
        return journal;
    }

    public SessionStore sessions() {
        return sessions;
    }

    public OperationStore operations() {
        return operations;
    }

    public ConfirmationStore confirmations() {
        return confirmations;
    }

    public CallerRegistry callers() {
        return callers;
    }

    public UseCaseHandler useCaseHandler() {
        return useCaseHandler;
    }
}
