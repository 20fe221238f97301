.class public final Lcom/example/r36k1/DeliveryJournal;
.super Ljava/lang/Object;
.source "Inventory.kt"

# interfaces
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nInventory.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Inventory.kt\ncom/example/r36k1/DeliveryJournal\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,103:1\n1#2:104\n*E\n"
.end annotation

.field private final prefs:Landroid/content/SharedPreferences;

.field private final recent:Ljava/util/HashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/HashMap<",
            "Ljava/lang/String;",
            "Lcom/clawseed/cetp/sdk/CetpProviderResult;",
            ">;"
        }
    .end annotation
.end field

.method public constructor <init>(Landroid/content/Context;)V
    .registers 4
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 89
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 90
    const-string v0, "delivery_requests"
    const/4 v1, 0x0
    invoke-virtual {p1, v0, v1}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p1
    iput-object p1, p0, Lcom/example/r36k1/DeliveryJournal;->prefs:Landroid/content/SharedPreferences;
    .line 91
    new-instance p1, Ljava/util/HashMap;
    invoke-direct {p1}, Ljava/util/HashMap;-><init>()V
    iput-object p1, p0, Lcom/example/r36k1/DeliveryJournal;->recent:Ljava/util/HashMap;
    .line 89
    return-void
.end method

.method public declared-synchronized execute(Landroid/content/Context;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 6
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Landroid/content/Context;",
            "Ljava/lang/String;",
            "Lkotlin/jvm/functions/Function0<",
            "Lcom/clawseed/cetp/sdk/CetpProviderResult;",
            ">;)",
            "Lcom/clawseed/cetp/sdk/CetpProviderResult;"
        }
    .end annotation
    monitor-enter p0
    :try_start_0
    const-string v0, "context"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string p1, "requestId"
    invoke-static {p2, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string p1, "mutation"
    invoke-static {p3, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 95
    iget-object p1, p0, Lcom/example/r36k1/DeliveryJournal;->recent:Ljava/util/HashMap;
    invoke-virtual {p1, p2}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    if-eqz p1, :cond_prefs
    .line 104
    const/4 v0, 0x0
    .line 95
    monitor-exit p0
    return-object p1

    .line 96
    :cond_prefs
    :try_start_1
    iget-object p1, p0, Lcom/example/r36k1/DeliveryJournal;->prefs:Landroid/content/SharedPreferences;
    const/4 v0, 0x0
    invoke-interface {p1, p2, v0}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    if-eqz p1, :cond_run
    .line 104
    const/4 v0, 0x0
    .line 96
    sget-object p2, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {p2, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0
    monitor-exit p0
    return-object p1

    .line 97
    :cond_run
    :try_start_2
    invoke-interface {p3}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .line 98
    iget-object p3, p0, Lcom/example/r36k1/DeliveryJournal;->prefs:Landroid/content/SharedPreferences;
    invoke-interface {p3}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object p3
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->getJson()Ljava/lang/String;
    move-result-object v0
    invoke-interface {p3, p2, v0}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object p3
    invoke-interface {p3}, Landroid/content/SharedPreferences$Editor;->commit()Z
    .line 99
    iget-object p3, p0, Lcom/example/r36k1/DeliveryJournal;->recent:Ljava/util/HashMap;
    check-cast p3, Ljava/util/Map;
    invoke-interface {p3, p2, p1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0
    .line 100
    monitor-exit p0
    return-object p1

    :catchall_0
    move-exception p1
    monitor-exit p0
    throw p1
.end method
