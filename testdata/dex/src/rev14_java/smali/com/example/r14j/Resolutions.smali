# The interface of sketch/ToolProvider.java after D8: its methods moved to Resolutions$-CC.
.class public interface abstract Lcom/example/r14j/Resolutions;
.super Ljava/lang/Object;
.source "Resolutions.java"

.method public abstract retry(Landroid/content/Context;)Landroid/app/PendingIntent;
.end method
