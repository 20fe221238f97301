.class public final Lcom/shedshare/tools/ShedDb;
.super Ljava/lang/Object;
.source "Ledger.kt"

.field public static final INSTANCE:Lcom/shedshare/tools/ShedDb;

.method private constructor <init>()V
    .registers 1
    .line 117
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 6
    const-string v1, "context"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 118
    const-string v1, "shed.db"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v5, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILjava/lang/Object;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v2, "openOrCreateDatabase(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/shedshare/tools/ShedDb;
    invoke-direct {v0}, Lcom/shedshare/tools/ShedDb;-><init>()V
    sput-object v0, Lcom/shedshare/tools/ShedDb;->INSTANCE:Lcom/shedshare/tools/ShedDb;
    return-void
.end method

