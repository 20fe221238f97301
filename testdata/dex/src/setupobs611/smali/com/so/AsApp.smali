.class final Lcom/so/AsApp;
.super Ljava/lang/Object;
.source "AsApp.java"


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 8
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static run(Ljava/util/concurrent/Callable;)Ljava/lang/Object;
    .registers 7
    .line 11
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v3
:L4
    .line 13
    invoke-interface {v6}, Ljava/util/concurrent/Callable;->call()Ljava/lang/Object;
    move-result-object v2
:L11
    .line 17
    invoke-static {v3, v4}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 13
    return-object v2
:L17
    .line 14
    move-exception v2
    .line 15
    new-instance v0, Ljava/lang/IllegalStateException;
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/Throwable;)V
    throw v0
:L27
    .line 17
    move-exception v5
:L29
    invoke-static {v3, v4}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 18
    throw v5
    .catch Ljava/lang/Exception; {:L4 .. :L11} :L17
    .catchall {:L4 .. :L11} :L27
    .catchall {:L17 .. :L29} :L27
.end method

