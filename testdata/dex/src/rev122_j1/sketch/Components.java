package com.keyholder.di;

import android.content.Context;

/** Providers are created before Application.onCreate, so the component is built on first use. */
public final class Components {
    private static ToolComponent tools;

    private Components() {
    }

    public static synchronized ToolComponent tools(Context context) {
        if (tools == null) {
            tools = DaggerToolComponent.builder()
                    .appModule(new AppModule(context.getApplicationContext()))
                    .build();
        }
        return tools;
    }
}
