# Java sketch:
#   interface PiSource { PendingIntent make(Context c); }
.class interface abstract Lcom/example/pf/PiSource;
.super Ljava/lang/Object;
.source "PiSource.java"

.method public abstract make(Landroid/content/Context;)Landroid/app/PendingIntent;
.end method
