.class public Lcom/droprx/data/CourierDb;
.super Landroidx/room/RoomDatabase;
.source "CourierDb.java"

.field private static volatile sInstance:Lcom/droprx/data/CourierDb;

.field private courierDao:Lcom/droprx/data/CourierDao;

.method public constructor <init>()V
    .registers 1
    .line 7
    invoke-direct {p0}, Landroidx/room/RoomDatabase;-><init>()V
    return-void
.end method

.method public static get(Landroid/content/Context;)Lcom/droprx/data/CourierDb;
    .registers 3
    .line 12
    sget-object p0, Lcom/droprx/data/CourierDb;->sInstance:Lcom/droprx/data/CourierDb;
    if-nez p0, :cond_1
    .line 13
    const-class p0, Lcom/droprx/data/CourierDb;
    monitor-enter p0
    .line 14
    :try_start_0
    sget-object v0, Lcom/droprx/data/CourierDb;->sInstance:Lcom/droprx/data/CourierDb;
    if-nez v0, :cond_0
    .line 15
    new-instance v0, Lcom/droprx/data/CourierDb;
    invoke-direct {v0}, Lcom/droprx/data/CourierDb;-><init>()V
    sput-object v0, Lcom/droprx/data/CourierDb;->sInstance:Lcom/droprx/data/CourierDb;
    .line 17
    :cond_0
    monitor-exit p0
    goto :goto_1
    :catchall_0
    move-exception v0
    monitor-exit p0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    throw v0
    .line 19
    :cond_1
    :goto_1
    sget-object p0, Lcom/droprx/data/CourierDb;->sInstance:Lcom/droprx/data/CourierDb;
    return-object p0
.end method

.method public declared-synchronized courierDao()Lcom/droprx/data/CourierDao;
    .registers 2
    monitor-enter p0
    .line 23
    :try_start_0
    iget-object v0, p0, Lcom/droprx/data/CourierDb;->courierDao:Lcom/droprx/data/CourierDao;
    if-nez v0, :cond_0
    .line 24
    new-instance v0, Lcom/droprx/data/CourierDao_Impl;
    invoke-direct {v0, p0}, Lcom/droprx/data/CourierDao_Impl;-><init>(Landroidx/room/RoomDatabase;)V
    iput-object v0, p0, Lcom/droprx/data/CourierDb;->courierDao:Lcom/droprx/data/CourierDao;
    .line 26
    :cond_0
    iget-object v0, p0, Lcom/droprx/data/CourierDb;->courierDao:Lcom/droprx/data/CourierDao;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    monitor-exit p0
    return-object v0
    :catchall_0
    move-exception v0
    monitor-exit p0
    throw v0
.end method
