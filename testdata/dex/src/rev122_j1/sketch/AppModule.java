package com.keyholder.di;

import android.content.Context;
import androidx.room.Room;
import com.keyholder.data.CetpDao;
import com.keyholder.data.KeyDao;
import com.keyholder.data.KeyholderDatabase;
import dagger.Module;
import dagger.Provides;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import javax.inject.Named;
import javax.inject.Singleton;

@Module
public class AppModule {
    private final Context context;

    public AppModule(Context context) {
        this.context = context;
    }

    @Provides
    Context provideContext() {
        return context;
    }

    @Provides
    @Singleton
    KeyholderDatabase provideDatabase(Context context) {
        return Room.databaseBuilder(context, KeyholderDatabase.class, "keyholder.db").build();
    }

    @Provides
    KeyDao provideKeyDao(KeyholderDatabase db) {
        return db.keyDao();
    }

    @Provides
    CetpDao provideCetpDao(KeyholderDatabase db) {
        return db.cetpDao();
    }

    @Provides
    @Singleton
    @Named("io")
    Executor provideIoExecutor() {
        return Executors.newSingleThreadExecutor();
    }
}
