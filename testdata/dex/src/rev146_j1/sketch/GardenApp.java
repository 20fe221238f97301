package com.greenwick.garden;

import android.app.Application;
import com.greenwick.garden.di.Graph;
import com.greenwick.garden.di.ServiceLocator;

/** Builds the object graph once per process. The tool providers start before this runs, so they read it lazily. */
public final class GardenApp extends Application {
    @Override
    public void onCreate() {
        super.onCreate();
        ServiceLocator.install(new Graph(this));
    }
}
