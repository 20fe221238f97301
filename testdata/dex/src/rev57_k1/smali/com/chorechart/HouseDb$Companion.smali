.class public final Lcom/chorechart/HouseDb$Companion;
.super Ljava/lang/Object;
.source "Locator.kt"


.method private constructor <init>()V
    .registers 1
    .line 33
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 6
    const-string v1, "ctx"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 36
    new-instance v0, Ljava/io/File;
    invoke-virtual {v5}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v2
    const-string v3, "house.db"
    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    const/4 v1, 0x0
    invoke-static {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/io/File;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v2, "openOrCreateDatabase(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/chorechart/HouseDb$Companion;-><init>()V
    return-void
.end method

