.class public final Lcom/plotshare/garden/GardenDb;
.super Ljava/lang/Object;
.source "Garden.kt"

.field public static final INSTANCE:Lcom/plotshare/garden/GardenDb;

.method private constructor <init>()V
    .registers 1
    .line 12
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 6
    const-string v1, "context"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 13
    const-string v1, "garden.db"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v5, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILjava/lang/Object;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v2, "openOrCreateDatabase(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public final support(Landroid/content/Context;)Landroidx/sqlite/db/SupportSQLiteDatabase;
    .registers 5
    const-string v1, "context"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    new-instance v0, Landroidx/sqlite/db/framework/FrameworkSQLiteDatabase;
    invoke-virtual {v3, v4}, Lcom/plotshare/garden/GardenDb;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v2
    invoke-direct {v0, v2}, Landroidx/sqlite/db/framework/FrameworkSQLiteDatabase;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V
    check-cast v0, Landroidx/sqlite/db/SupportSQLiteDatabase;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/plotshare/garden/GardenDb;
    invoke-direct {v0}, Lcom/plotshare/garden/GardenDb;-><init>()V
    sput-object v0, Lcom/plotshare/garden/GardenDb;->INSTANCE:Lcom/plotshare/garden/GardenDb;
    return-void
.end method

