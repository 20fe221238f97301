.class public final Lcom/od/LedgerProvider;
.super Lcom/od/ToolProvider;
.source "Providers.kt"

# instance fields
.field private final db$delegate:Lkotlin/Lazy;
.field private final replies:Lcom/od/Replies;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 41
    invoke-direct {v2}, Lcom/od/ToolProvider;-><init>()V
    .line 42
    sget-object v1, Lcom/od/LedgerProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/od/LedgerProvider$$ExternalSyntheticLambda0;
    invoke-static {v1}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v1
    iput-object v1, v2, Lcom/od/LedgerProvider;->db$delegate:Lkotlin/Lazy;
    .line 43
    sget-object v1, Lcom/od/LedgerReplies;->INSTANCE:Lcom/od/LedgerReplies;
    check-cast v1, Lcom/od/Replies;
    iput-object v1, v2, Lcom/od/LedgerProvider;->replies:Lcom/od/Replies;
    .line 41
    return-void
.end method

.method private final getDb()Landroid/database/sqlite/SQLiteDatabase;
    .registers 3
    .line 42
    iget-object v0, v2, Lcom/od/LedgerProvider;->db$delegate:Lkotlin/Lazy;
    move-object v1, v0
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/database/sqlite/SQLiteDatabase;
    .line 42
    return-object v0
.end method

.method public static final db_delegate$lambda$0()Landroid/database/sqlite/SQLiteDatabase;
    .registers 2
    .line 42
    const-string v0, "/data/data/com.od/databases/ledger.db"
    const/4 v1, 0x0
    invoke-static {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method protected getReplies()Lcom/od/Replies;
    .registers 2
    .line 43
    iget-object v0, v1, Lcom/od/LedgerProvider;->replies:Lcom/od/Replies;
    return-object v0
.end method

.method protected run(Ljava/lang/String;Landroid/os/Bundle;)Ljava/lang/String;
    .registers 5
    const-string v1, "tool"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 46
    invoke-direct {v2}, Lcom/od/LedgerProvider;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "DELETE FROM entries WHERE month < 1"
    invoke-virtual {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 47
    const-string v0, "{\"ok\":true}"
    return-object v0
.end method

