.class public Landroidx/room/Room;
.super Ljava/lang/Object;
.source "Room.java"


.method public constructor <init>()V
    .registers 1
    .line 5
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static databaseBuilder(Landroid/content/Context;Ljava/lang/Class;Ljava/lang/String;)Landroidx/room/RoomDatabase$Builder;
    .registers 4
    .line 7
    new-instance v0, Landroidx/room/RoomDatabase$Builder;
    invoke-direct {v0, v1, v2, v3}, Landroidx/room/RoomDatabase$Builder;-><init>(Landroid/content/Context;Ljava/lang/Class;Ljava/lang/String;)V
    return-object v0
.end method

.method static getGeneratedImplementation(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Object;
    .registers 8
    .line 11
    invoke-virtual {v6}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v0
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    move-object v4, v0
    :t_11
    .line 13
    invoke-static {v4}, Ljava/lang/Class;->forName(Ljava/lang/String;)Ljava/lang/Class;
    move-result-object v0
    move-object v5, v0
    .line 14
    invoke-virtual {v5}, Ljava/lang/Class;->newInstance()Ljava/lang/Object;
    move-result-object v0
    :t_20
    return-object v0
    :L21
    .line 15
    move-exception v0
    move-object v5, v0
    .line 16
    new-instance v0, Ljava/lang/RuntimeException;
    invoke-virtual {v6}, Ljava/lang/Class;->getCanonicalName()Ljava/lang/String;
    move-result-object v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "cannot find implementation for "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-direct {v0, v1}, Ljava/lang/RuntimeException;-><init>(Ljava/lang/String;)V
    throw v0
    :L39
    .line 17
    move-exception v0
    move-object v5, v0
    .line 18
    new-instance v0, Ljava/lang/RuntimeException;
    invoke-virtual {v6}, Ljava/lang/Class;->getCanonicalName()Ljava/lang/String;
    move-result-object v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "Cannot access the constructor"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-direct {v0, v1}, Ljava/lang/RuntimeException;-><init>(Ljava/lang/String;)V
    throw v0
    :L57
    .line 19
    move-exception v0
    move-object v5, v0
    .line 20
    new-instance v0, Ljava/lang/RuntimeException;
    invoke-virtual {v6}, Ljava/lang/Class;->getCanonicalName()Ljava/lang/String;
    move-result-object v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "Failed to create an instance of "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-direct {v0, v1}, Ljava/lang/RuntimeException;-><init>(Ljava/lang/String;)V
    throw v0
    .catch Ljava/lang/ClassNotFoundException; {:t_11 .. :t_20} :L21
    .catch Ljava/lang/IllegalAccessException; {:t_11 .. :t_20} :L39
    .catch Ljava/lang/InstantiationException; {:t_11 .. :t_20} :L57
.end method

