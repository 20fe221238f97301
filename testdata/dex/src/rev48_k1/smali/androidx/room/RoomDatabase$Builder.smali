.class public final Landroidx/room/RoomDatabase$Builder;
.super Ljava/lang/Object;
.source "Room.kt"

.field private final context:Landroid/content/Context;
.field private final klass:Ljava/lang/Class;
.field private final name:Ljava/lang/String;

.method public constructor <init>(Landroid/content/Context;Ljava/lang/Class;Ljava/lang/String;)V
    .registers 5
    const-string v0, "context"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "klass"
    invoke-static {v3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "name"
    invoke-static {v4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Landroidx/room/RoomDatabase$Builder;->context:Landroid/content/Context;
    iput-object v3, v1, Landroidx/room/RoomDatabase$Builder;->klass:Ljava/lang/Class;
    iput-object v4, v1, Landroidx/room/RoomDatabase$Builder;->name:Ljava/lang/String;
    return-void
.end method

.method public final build()Landroidx/room/RoomDatabase;
    .registers 11
    .line 25
    iget-object v0, v10, Landroidx/room/RoomDatabase$Builder;->klass:Ljava/lang/Class;
    invoke-virtual {v0}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v0
    new-instance v7, Ljava/lang/StringBuilder;
    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v7, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v8, "_Impl"
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Ljava/lang/Class;->forName(Ljava/lang/String;)Ljava/lang/Class;
    move-result-object v0
    const/4 v1, 0x0
    new-array v1, v1, [Ljava/lang/Class;
    invoke-virtual {v0, v1}, Ljava/lang/Class;->getDeclaredConstructor([Ljava/lang/Class;)Ljava/lang/reflect/Constructor;
    move-result-object v0
    const/4 v1, 0x0
    new-array v1, v1, [Ljava/lang/Object;
    invoke-virtual {v0, v1}, Ljava/lang/reflect/Constructor;->newInstance([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    const-string v2, "null cannot be cast to non-null type T of androidx.room.RoomDatabase.Builder"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v0, Landroidx/room/RoomDatabase;
    move-object v9, v0
    .line 26
    new-instance v1, Landroidx/sqlite/db/framework/FrameworkSQLiteDatabase;
    iget-object v3, v10, Landroidx/room/RoomDatabase$Builder;->context:Landroid/content/Context;
    iget-object v4, v10, Landroidx/room/RoomDatabase$Builder;->name:Ljava/lang/String;
    const/4 v5, 0x0
    const/4 v6, 0x0
    invoke-virtual {v3, v4, v5, v6}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILjava/lang/Object;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v3
    const-string v5, "openOrCreateDatabase(...)"
    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v1, v3}, Landroidx/sqlite/db/framework/FrameworkSQLiteDatabase;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V
    check-cast v1, Landroidx/sqlite/db/SupportSQLiteDatabase;
    invoke-virtual {v9, v1}, Landroidx/room/RoomDatabase;->init(Landroidx/sqlite/db/SupportSQLiteDatabase;)V
    .line 27
    return-object v9
.end method

