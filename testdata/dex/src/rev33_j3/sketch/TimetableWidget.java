package com.example.r33j3;

import android.app.PendingIntent;
import android.appwidget.AppWidgetManager;
import android.appwidget.AppWidgetProvider;
import android.content.Context;
import android.content.Intent;
import android.widget.RemoteViews;
import io.classkit.pending.Pendings;

// Home-screen widget: today's timetable, tap to open, "next" button to page lessons.
public final class TimetableWidget extends AppWidgetProvider {
    static final String ACTION_NEXT_LESSON = "com.example.r33j3.WIDGET_NEXT_LESSON";

    @Override
    public void onUpdate(Context context, AppWidgetManager manager, int[] widgetIds) {
        for (int id : widgetIds) {
            RemoteViews views = new RemoteViews(context.getPackageName(), android.R.layout.simple_list_item_1);
            Intent open = new Intent(context, TimetableActivity.class);
            views.setOnClickPendingIntent(android.R.id.text1, Pendings.activity(context, id, open, PendingIntent.FLAG_MUTABLE));
            Intent next = new Intent(ACTION_NEXT_LESSON).putExtra("widget_id", id);
            views.setOnClickPendingIntent(android.R.id.button1, Pendings.broadcast(context, id, next, PendingIntent.FLAG_MUTABLE));
            manager.updateAppWidget(id, views);
        }
    }
}
