.class public final Lcom/example/r33k3/Pantry;
.super Ljava/lang/Object;
.source "Stores.kt"

.field public static final INSTANCE:Lcom/example/r33k3/Pantry;

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/example/r33k3/Pantry;
    invoke-direct {v0}, Lcom/example/r33k3/Pantry;-><init>()V
    sput-object v0, Lcom/example/r33k3/Pantry;->INSTANCE:Lcom/example/r33k3/Pantry;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 5
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    const-string v0, "pantry.db"
    const/4 v1, 0x0
    const/4 v2, 0x0
    invoke-virtual {p1, v0, v1, v2}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p1
    const-string v0, "openOrCreateDatabase(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
.end method

.method public final snapshot(Landroid/content/Context;)Ljava/lang/String;
    .registers 3
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 14
    invoke-virtual {p0, p1}, Lcom/example/r33k3/Pantry;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r33k3/StoresKt;->listPantry(Landroid/database/sqlite/SQLiteDatabase;)Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method
