package com.wrenfield.notes.di;

import android.content.Context;
import com.wrenfield.notes.core.Clock;
import com.wrenfield.notes.core.Confirmations;
import com.wrenfield.notes.core.Grants;
import com.wrenfield.notes.core.IdSource;
import com.wrenfield.notes.core.Sessions;
import com.wrenfield.notes.core.WrenfieldDb;

/** What both tool providers share; each provider's own module adds the Clock, IdSource, Runner and the rest. */
public final class CoreModule implements Module {
    private final Context context;

    public CoreModule(Context context) {
        this.context = context;
    }

    @Override
    public void configure(Container c) {
        c.instance(Context.class, context);
        c.singleton(WrenfieldDb.class, () -> WrenfieldDb.get(context));
        c.singleton(Grants.class, () -> new Grants(context, c.get(Clock.class)));
        c.singleton(Sessions.class, () -> new Sessions(c.get(IdSource.class), c.get(Clock.class)));
        c.instance(Confirmations.class, Confirmations.shared());
    }
}
