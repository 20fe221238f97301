package com.ds;

import android.content.Context;

/** The app's service graph, built once in onCreate: services → wiring → modules → tool box → handlers. */
final class Services {
    private final Wiring wiring;

    Services(Context context) {
        wiring = new Wiring(context);
    }

    Object handle(String tool) {
        return wiring.modules().box().bus().publish(tool);
    }
}
