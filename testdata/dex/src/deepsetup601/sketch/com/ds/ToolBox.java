package com.ds;

import android.content.Context;

/** Four constructors below onCreate: the handlers the tool calls reach, subscribed to the box's bus. */
final class ToolBox {
    private final Bus bus = new Bus();

    ToolBox(Context context) {
        bus.subscribe(new ArchiveHandler(context));
        bus.subscribe(new ExportHandler(context));
    }

    Bus bus() {
        return bus;
    }
}
