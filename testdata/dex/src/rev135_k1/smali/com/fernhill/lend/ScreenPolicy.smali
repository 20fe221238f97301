.class public interface abstract Lcom/fernhill/lend/ScreenPolicy;
.super Ljava/lang/Object;
.source "ToolSet.kt"


# virtual methods
.method public abstract authorize(Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;
.end method

.method public abstract confirm(Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;
.end method
