.class interface abstract Lcom/example/r29c/Confirmation;
.super Ljava/lang/Object;
.source "Confirmation.java"

.method public abstract create(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;
.end method
