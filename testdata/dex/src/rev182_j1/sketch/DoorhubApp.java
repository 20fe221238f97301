package com.ridgeway.doorhub;

import android.app.Application;
import android.content.Context;

import com.ridgeway.doorhub.di.DaggerAppComponent;

/**
 * Holds the application component. Content providers are created before Application.onCreate, so the component is
 * built on first use by whoever asks first (a provider's onCreate through its entry point, or onCreate here).
 */
public class DoorhubApp extends Application {
    public static final String APPLICATION_ID = "com.ridgeway.doorhub";

    private volatile DaggerAppComponent component;

    @Override
    public void onCreate() {
        super.onCreate();
        generatedComponent();
    }

    public DaggerAppComponent generatedComponent() {
        DaggerAppComponent result = component;
        if (result == null) {
            synchronized (this) {
                result = component;
                if (result == null) {
                    result = DaggerAppComponent.builder().applicationContext(this).build();
                    component = result;
                }
            }
        }
        return result;
    }

    public static DaggerAppComponent component(Context context) {
        return ((DoorhubApp) context.getApplicationContext()).generatedComponent();
    }

    /** Hilt's EntryPoints.get: the component implements every entry point interface. */
    public static <T> T entryPoint(Context context, Class<T> entryPoint) {
        return entryPoint.cast(component(context));
    }
}
