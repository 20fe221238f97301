.class public final Lcom/lendshelf/MyLoans;
.super Ljava/lang/Object;
.source "ShelfTools.kt"

# interfaces
.implements Lcom/lendshelf/ShelfTool;

.field public static final INSTANCE:Lcom/lendshelf/MyLoans;
.field private static final name:Ljava/lang/String;

.method private constructor <init>()V
    .registers 1
    .line 101
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public getName()Ljava/lang/String;
    .registers 2
    .line 102
    sget-object v0, Lcom/lendshelf/MyLoans;->name:Ljava/lang/String;
    return-object v0
.end method

.method public run-aJOaiM4(Landroid/content/Context;ILorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 9
    const-string v1, "ctx"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 105
    invoke-static {}, Lcom/lendshelf/ShelfKt;->getShelfWorker()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    new-instance v2, Lcom/lendshelf/MyLoans$$ExternalSyntheticLambda0;
    invoke-direct {v2, v6, v7}, Lcom/lendshelf/MyLoans$$ExternalSyntheticLambda0;-><init>(Landroid/content/Context;I)V
    move-object v1, v2
    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/concurrent/Future;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Integer;
    move-object v4, v0
    .line 106
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "{\"open_loans\":"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v3, "}"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/lendshelf/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 2
    const-string v0, "MyLoans"
    return-object v0
.end method

.method public hashCode()I
    .registers 2
    const v0, -0x64b57c69
    return v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 3
    if-ne v1, v2, :L7
    const/4 v0, 0x1
    return v0
    :L7
    instance-of v0, v2, Lcom/lendshelf/MyLoans;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
    :L16
    check-cast v2, Lcom/lendshelf/MyLoans;
    const/4 v0, 0x1
    return v0
.end method

.method public static final run_aJOaiM4$lambda$0(Landroid/content/Context;I)Ljava/lang/Integer;
    .registers 4
    .line 105
    sget-object v0, Lcom/lendshelf/Loans;->INSTANCE:Lcom/lendshelf/Loans;
    invoke-static {v2}, Lcom/lendshelf/ShelfKt;->shelfDb(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    invoke-virtual {v0, v1, v3}, Lcom/lendshelf/Loans;->countFor-RwgxzhU(Landroid/database/sqlite/SQLiteDatabase;I)I
    move-result v0
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/lendshelf/MyLoans;
    invoke-direct {v0}, Lcom/lendshelf/MyLoans;-><init>()V
    sput-object v0, Lcom/lendshelf/MyLoans;->INSTANCE:Lcom/lendshelf/MyLoans;
    .line 102
    const-string v0, "my_loans"
    sput-object v0, Lcom/lendshelf/MyLoans;->name:Ljava/lang/String;
    return-void
.end method

