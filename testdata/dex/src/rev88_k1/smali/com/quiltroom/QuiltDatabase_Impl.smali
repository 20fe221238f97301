.class public final Lcom/quiltroom/QuiltDatabase_Impl;
.super Lcom/quiltroom/QuiltDatabase;
.source "QuiltDatabase_Impl.java"

.field private volatile _patternDao:Lcom/quiltroom/PatternDao;

.method public constructor <init>()V
    .registers 1
    .line 7
    invoke-direct {v0}, Lcom/quiltroom/QuiltDatabase;-><init>()V
    return-void
.end method

.method public patternDao()Lcom/quiltroom/PatternDao;
    .registers 5
    .line 12
    iget-object v0, v4, Lcom/quiltroom/QuiltDatabase_Impl;->_patternDao:Lcom/quiltroom/PatternDao;
    if-eqz v0, :L12
    .line 13
    iget-object v0, v4, Lcom/quiltroom/QuiltDatabase_Impl;->_patternDao:Lcom/quiltroom/PatternDao;
    return-object v0
    :L12
    .line 15
    move-object v2, v4
    monitor-enter v4
    :t_16
    .line 16
    iget-object v0, v4, Lcom/quiltroom/QuiltDatabase_Impl;->_patternDao:Lcom/quiltroom/PatternDao;
    if-nez v0, :L35
    .line 17
    new-instance v1, Lcom/quiltroom/PatternDao_Impl;
    invoke-direct {v1, v4}, Lcom/quiltroom/PatternDao_Impl;-><init>(Landroidx/room/RoomDatabase;)V
    iput-object v1, v4, Lcom/quiltroom/QuiltDatabase_Impl;->_patternDao:Lcom/quiltroom/PatternDao;
    :L35
    .line 19
    iget-object v0, v4, Lcom/quiltroom/QuiltDatabase_Impl;->_patternDao:Lcom/quiltroom/PatternDao;
    monitor-exit v2
    :t_41
    return-object v0
    :L42
    .line 20
    move-exception v0
    move-object v3, v0
    monitor-exit v2
    throw v3
    .catchall {:t_16 .. :t_41} :L42
.end method

