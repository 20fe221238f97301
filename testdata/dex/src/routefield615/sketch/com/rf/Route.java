package com.rf;

import android.content.ComponentName;

/** Where a confirmation screen is reached: by an action resolved in this app, or by a component. */
abstract class Route {
    private Route() {}

    static final class ByAction extends Route {
        final String action;

        ByAction(String action) {
            this.action = action;
        }
    }

    static final class ByComponent extends Route {
        final ComponentName component;

        ByComponent(ComponentName component) {
            this.component = component;
        }
    }
}
