.class public final Lcom/example/r34k3/PartsLedger;
.super Ljava/lang/Object;
.source "Billing.kt"

# interfaces
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.field public static final INSTANCE:Lcom/example/r34k3/PartsLedger;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r34k3/PartsLedger;
    invoke-direct {v0}, Lcom/example/r34k3/PartsLedger;-><init>()V
    sput-object v0, Lcom/example/r34k3/PartsLedger;->INSTANCE:Lcom/example/r34k3/PartsLedger;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 54
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
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
    const-string v0, "requestId"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "mutation"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 57
    const-string v0, "parts_ledger"
    const/4 v1, 0x0
    invoke-virtual {p1, v0, v1}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p1
    .line 58
    invoke-interface {p1, p2}, Landroid/content/SharedPreferences;->contains(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :cond_fresh
    sget-object p3, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v0, "{}"
    invoke-interface {p1, p2, v0}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {p3, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    monitor-exit p0
    return-object p1
    .line 59
    :cond_fresh
    invoke-interface {p3}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object p3
    check-cast p3, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .line 60
    invoke-interface {p1}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-virtual {p3}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-interface {p1, p2, v0}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->commit()Z
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 61
    monitor-exit p0
    return-object p3
    :catchall_0
    move-exception p1
    monitor-exit p0
    throw p1
.end method
