.class public final Lcom/wc/Repository;
.super Ljava/lang/Object;
.source "FilesProvider.kt"

# instance fields
.field private final db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method public constructor <init>(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 4
    const-string v1, "db"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    iput-object v3, v2, Lcom/wc/Repository;->db:Landroid/database/sqlite/SQLiteDatabase;
    return-void
.end method

.method public static final synthetic access$getDb$p(Lcom/wc/Repository;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 2
    .line 20
    iget-object v0, v1, Lcom/wc/Repository;->db:Landroid/database/sqlite/SQLiteDatabase;
    return-object v0
.end method


# virtual methods
.method public final oldExports(Lcom/wc/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 9
    .line 22
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/wc/Repository$oldExports$2;
    const/4 v5, 0x0
    invoke-direct {v1, v6, v7, v5}, Lcom/wc/Repository$oldExports$2;-><init>(Lcom/wc/Repository;Lcom/wc/Call;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    invoke-static {v0, v1, v8}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 27
    return-object v0
.end method

.method public final requestedName(Lcom/wc/Call;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 8
    .line 30
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/wc/Repository$requestedName$2;
    const/4 v4, 0x0
    invoke-direct {v1, v6, v4}, Lcom/wc/Repository$requestedName$2;-><init>(Lcom/wc/Call;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    invoke-static {v0, v1, v7}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 32
    return-object v0
.end method

