.class public Landroidx/room/RoomDatabase$Builder;
.super Ljava/lang/Object;
.source "RoomDatabase.java"

.field private final mDatabaseClass:Ljava/lang/Class;
.field private final mName:Ljava/lang/String;
.field private final mContext:Landroid/content/Context;

.method constructor <init>(Landroid/content/Context;Ljava/lang/Class;Ljava/lang/String;)V
    .registers 4
    .line 35
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    .line 36
    iput-object v1, v0, Landroidx/room/RoomDatabase$Builder;->mContext:Landroid/content/Context;
    .line 37
    iput-object v2, v0, Landroidx/room/RoomDatabase$Builder;->mDatabaseClass:Ljava/lang/Class;
    .line 38
    iput-object v3, v0, Landroidx/room/RoomDatabase$Builder;->mName:Ljava/lang/String;
    .line 39
    return-void
.end method

.method public build()Landroidx/room/RoomDatabase;
    .registers 4
    .line 42
    iget-object v0, v3, Landroidx/room/RoomDatabase$Builder;->mDatabaseClass:Ljava/lang/Class;
    const-string v1, "_Impl"
    invoke-static {v0, v1}, Landroidx/room/Room;->getGeneratedImplementation(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroidx/room/RoomDatabase;
    move-object v2, v0
    .line 43
    return-object v2
.end method

