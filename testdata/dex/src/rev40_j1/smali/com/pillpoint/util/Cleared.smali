.class public final Lcom/pillpoint/util/Cleared;
.super Ljava/lang/Object;
.source "Cleared.java"

.method private constructor <init>()V
    .registers 1
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 8
    return-void
.end method

.method public static run(Lcom/pillpoint/util/Callback;)V
    .registers 3
    .line 11
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    .line 13
    :try_start_0
    invoke-interface {p0}, Lcom/pillpoint/util/Callback;->onCleared()V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 15
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 16
    .line 17
    return-void
    .line 15
    :catchall_0
    move-exception p0
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 16
    throw p0
.end method
