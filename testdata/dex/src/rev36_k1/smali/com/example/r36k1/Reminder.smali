.class public interface abstract Lcom/example/r36k1/Reminder;
.super Ljava/lang/Object;
.source "Reminders.kt"


.method public abstract remind(Landroid/content/Context;Ljava/lang/String;)V
.end method
