.class public final Lcom/od/ReceiptProvider;
.super Lcom/od/ToolProvider;
.source "Providers.kt"

# instance fields
.field private final db$delegate:Lkotlin/Lazy;
.field private final replies$delegate:Lkotlin/Lazy;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 51
    invoke-direct {v2}, Lcom/od/ToolProvider;-><init>()V
    .line 52
    sget-object v1, Lcom/od/ReceiptProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/od/ReceiptProvider$$ExternalSyntheticLambda0;
    invoke-static {v1}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v1
    iput-object v1, v2, Lcom/od/ReceiptProvider;->db$delegate:Lkotlin/Lazy;
    .line 53
    new-instance v1, Lcom/od/ReceiptProvider$$ExternalSyntheticLambda1;
    invoke-direct {v1, v2}, Lcom/od/ReceiptProvider$$ExternalSyntheticLambda1;-><init>(Lcom/od/ReceiptProvider;)V
    invoke-static {v1}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v1
    iput-object v1, v2, Lcom/od/ReceiptProvider;->replies$delegate:Lkotlin/Lazy;
    .line 51
    return-void
.end method

.method private final getDb()Landroid/database/sqlite/SQLiteDatabase;
    .registers 3
    .line 52
    iget-object v0, v2, Lcom/od/ReceiptProvider;->db$delegate:Lkotlin/Lazy;
    move-object v1, v0
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/database/sqlite/SQLiteDatabase;
    .line 52
    return-object v0
.end method

.method public static final db_delegate$lambda$0()Landroid/database/sqlite/SQLiteDatabase;
    .registers 2
    .line 52
    const-string v0, "/data/data/com.od/databases/receipts.db"
    const/4 v1, 0x0
    invoke-static {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    return-object v0
.end method

.method public static final replies_delegate$lambda$0(Lcom/od/ReceiptProvider;)Lcom/od/ReceiptReplies;
    .registers 6
    .line 53
    new-instance v0, Lcom/od/ReceiptReplies;
    invoke-direct {v5}, Lcom/od/ReceiptProvider;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v2
    const-string v4, "<get-db>(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v2}, Lcom/od/ReceiptReplies;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V
    return-object v0
.end method


# virtual methods
.method protected getReplies()Lcom/od/Replies;
    .registers 3
    .line 53
    iget-object v0, v2, Lcom/od/ReceiptProvider;->replies$delegate:Lkotlin/Lazy;
    move-object v1, v0
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/od/Replies;
    .line 53
    return-object v0
.end method

.method protected run(Ljava/lang/String;Landroid/os/Bundle;)Ljava/lang/String;
    .registers 5
    const-string v1, "tool"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 56
    invoke-direct {v2}, Lcom/od/ReceiptProvider;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "DELETE FROM receipts WHERE total < 0"
    invoke-virtual {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 57
    const-string v0, "{\"ok\":true}"
    return-object v0
.end method

