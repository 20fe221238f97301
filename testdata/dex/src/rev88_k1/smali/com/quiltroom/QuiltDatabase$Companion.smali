.class public final Lcom/quiltroom/QuiltDatabase$Companion;
.super Ljava/lang/Object;
.source "Model.kt"


.method private constructor <init>()V
    .registers 1
    .line 38
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final open(Landroid/content/Context;)Lcom/quiltroom/QuiltDatabase;
    .registers 7
    const-string v1, "context"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 43
    invoke-static {}, Lcom/quiltroom/QuiltDatabase;->access$getInstance$cp()Lcom/quiltroom/QuiltDatabase;
    move-result-object v0
    move-object v3, v0
    .line 44
    if-eqz v3, :L16
    return-object v3
    :L16
    .line 45
    invoke-virtual {v6}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;
    move-result-object v0
    const-class v1, Lcom/quiltroom/QuiltDatabase;
    const-string v2, "quilt.db"
    invoke-static {v0, v1, v2}, Landroidx/room/Room;->databaseBuilder(Landroid/content/Context;Ljava/lang/Class;Ljava/lang/String;)Landroidx/room/RoomDatabase$Builder;
    move-result-object v0
    invoke-virtual {v0}, Landroidx/room/RoomDatabase$Builder;->build()Landroidx/room/RoomDatabase;
    move-result-object v0
    check-cast v0, Lcom/quiltroom/QuiltDatabase;
    move-object v4, v0
    .line 46
    invoke-static {v4}, Lcom/quiltroom/QuiltDatabase;->access$setInstance$cp(Lcom/quiltroom/QuiltDatabase;)V
    .line 47
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    return-object v4
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/quiltroom/QuiltDatabase$Companion;-><init>()V
    return-void
.end method

