package com.tallyhouse.bus;

import android.os.Bundle;

/** A listener for a destructive action: it acts only while it is marked confirmed, once per mark. */
public abstract class ConfirmedAction implements AppEventBus.Listener {
    public volatile boolean confirmed;

    @Override
    public final void onEvent(String topic, Bundle event) {
        if (!confirmed) {
            event.putBoolean("skipped", true);
            return;
        }
        confirmed = false;
        event.putInt("affected", perform(event));
    }

    protected abstract int perform(Bundle event);
}
