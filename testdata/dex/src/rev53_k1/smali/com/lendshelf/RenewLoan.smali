.class public final Lcom/lendshelf/RenewLoan;
.super Ljava/lang/Object;
.source "ShelfTools.kt"

# interfaces
.implements Lcom/lendshelf/ShelfTool;

.field private final name:Ljava/lang/String;

.method public constructor <init>()V
    .registers 2
    .line 90
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 91
    const-string v0, "renew_loan"
    iput-object v0, v1, Lcom/lendshelf/RenewLoan;->name:Ljava/lang/String;
    .line 90
    return-void
.end method

.method public getName()Ljava/lang/String;
    .registers 2
    .line 91
    iget-object v0, v1, Lcom/lendshelf/RenewLoan;->name:Ljava/lang/String;
    return-object v0
.end method

.method public getEffect()Lcom/lendshelf/Effect;
    .registers 2
    .line 92
    sget-object v0, Lcom/lendshelf/Effect;->UPDATE:Lcom/lendshelf/Effect;
    return-object v0
.end method

.method public run-aJOaiM4(Landroid/content/Context;ILorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 11
    const-string v1, "ctx"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 95
    const-string v1, "loan_id"
    invoke-virtual {v10, v1}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v0
    move-wide v4, v0
    .line 96
    invoke-static {}, Lcom/lendshelf/ShelfKt;->getShelfWorker()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    new-instance v2, Lcom/lendshelf/RenewLoan$$ExternalSyntheticLambda0;
    invoke-direct {v2, v8, v4, v5}, Lcom/lendshelf/RenewLoan$$ExternalSyntheticLambda0;-><init>(Landroid/content/Context;J)V
    move-object v1, v2
    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/concurrent/Future;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Integer;
    move-object v6, v0
    .line 97
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "{\"renewed\":"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v3, "}"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/lendshelf/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public static final run_aJOaiM4$lambda$0(Landroid/content/Context;J)Ljava/lang/Integer;
    .registers 6
    .line 96
    sget-object v0, Lcom/lendshelf/Loans;->INSTANCE:Lcom/lendshelf/Loans;
    invoke-static {v3}, Lcom/lendshelf/ShelfKt;->shelfDb(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    sget-object v2, Lcom/lendshelf/CallerUid;->Companion:Lcom/lendshelf/CallerUid$Companion;
    invoke-virtual {v2}, Lcom/lendshelf/CallerUid$Companion;->current-hopKgA4()I
    move-result v2
    invoke-virtual {v0, v1, v2, v4, v5}, Lcom/lendshelf/Loans;->renew-aJOaiM4(Landroid/database/sqlite/SQLiteDatabase;IJ)I
    move-result v0
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
.end method

