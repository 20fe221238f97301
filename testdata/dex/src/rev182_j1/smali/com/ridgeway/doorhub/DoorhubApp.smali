.class public Lcom/ridgeway/doorhub/DoorhubApp;
.super Landroid/app/Application;
.source "DoorhubApp.java"


# static fields
.field public static final APPLICATION_ID:Ljava/lang/String; = "com.ridgeway.doorhub"


# instance fields
.field private volatile component:Lcom/ridgeway/doorhub/di/DaggerAppComponent;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 12
    invoke-direct {p0}, Landroid/app/Application;-><init>()V

    return-void
.end method

.method public static component(Landroid/content/Context;)Lcom/ridgeway/doorhub/di/DaggerAppComponent;
    .registers 2

    .line 38
    invoke-virtual {p0}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;

    move-result-object v0

    check-cast v0, Lcom/ridgeway/doorhub/DoorhubApp;

    invoke-virtual {v0}, Lcom/ridgeway/doorhub/DoorhubApp;->generatedComponent()Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    move-result-object v0

    return-object v0
.end method

.method public static entryPoint(Landroid/content/Context;Ljava/lang/Class;)Ljava/lang/Object;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<T:",
            "Ljava/lang/Object;",
            ">(",
            "Landroid/content/Context;",
            "Ljava/lang/Class<",
            "TT;>;)TT;"
        }
    .end annotation

    .line 43
    invoke-static {p0}, Lcom/ridgeway/doorhub/DoorhubApp;->component(Landroid/content/Context;)Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    move-result-object v1

    invoke-virtual {p1, v1}, Ljava/lang/Class;->cast(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public generatedComponent()Lcom/ridgeway/doorhub/di/DaggerAppComponent;
    .registers 5

    .line 24
    iget-object v1, p0, Lcom/ridgeway/doorhub/DoorhubApp;->component:Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    .line 25
    if-nez v1, :cond_1

    .line 26
    move-object v2, p0

    monitor-enter v2

    .line 27
    :try_start_0
    iget-object v1, p0, Lcom/ridgeway/doorhub/DoorhubApp;->component:Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    .line 28
    if-nez v1, :cond_0

    .line 29
    invoke-static {}, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->builder()Lcom/ridgeway/doorhub/di/DaggerAppComponent$Builder;

    move-result-object v0

    invoke-virtual {v0, p0}, Lcom/ridgeway/doorhub/di/DaggerAppComponent$Builder;->applicationContext(Landroid/content/Context;)Lcom/ridgeway/doorhub/di/DaggerAppComponent$Builder;

    move-result-object v0

    invoke-virtual {v0}, Lcom/ridgeway/doorhub/di/DaggerAppComponent$Builder;->build()Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    move-result-object v1

    .line 30
    iput-object v1, p0, Lcom/ridgeway/doorhub/DoorhubApp;->component:Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    .line 32
    :cond_0
    monitor-exit v2
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    goto :goto_0

    :catchall_0
    move-exception v3

    :try_start_1
    monitor-exit v2
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v3

    .line 34
    :cond_1
    :goto_0
    return-object v1
.end method

.method public onCreate()V
    .registers 1

    .line 19
    invoke-super {p0}, Landroid/app/Application;->onCreate()V

    .line 20
    invoke-virtual {p0}, Lcom/ridgeway/doorhub/DoorhubApp;->generatedComponent()Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    .line 21
    return-void
.end method
