.class public abstract Lcom/example/r34k3/CrewdeskToolProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "BillingProviders.kt"

.field private final db$delegate:Lkotlin/Lazy;

.method public constructor <init>()V
    .registers 2
    .line 19
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    .line 24
    new-instance v0, Lcom/example/r34k3/CrewdeskToolProvider$$ExternalSyntheticLambda0;
    invoke-direct {v0, p0}, Lcom/example/r34k3/CrewdeskToolProvider$$ExternalSyntheticLambda0;-><init>(Lcom/example/r34k3/CrewdeskToolProvider;)V
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r34k3/CrewdeskToolProvider;->db$delegate:Lkotlin/Lazy;
    .line 19
    return-void
.end method

.method public static final db_delegate$lambda$0(Lcom/example/r34k3/CrewdeskToolProvider;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 4
    .line 24
    invoke-virtual {p0}, Lcom/example/r34k3/CrewdeskToolProvider;->requireContext()Landroid/content/Context;
    move-result-object p0
    const-string v0, "billing.db"
    const/4 v1, 0x0
    const/4 v2, 0x0
    invoke-virtual {p0, v0, v1, v2}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p0
    return-object p0
.end method

.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 6
    const-string v0, "request"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    sget-object v0, Lcom/example/r34k3/Grants;->INSTANCE:Lcom/example/r34k3/Grants;
    invoke-virtual {p0}, Lcom/example/r34k3/CrewdeskToolProvider;->requireContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallerPackage()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getScopes()Ljava/util/List;
    move-result-object p1
    invoke-virtual {v0, v1, v2, p1}, Lcom/example/r34k3/Grants;->allows(Landroid/content/Context;Ljava/lang/String;Ljava/util/List;)Z
    move-result p1
    if-eqz p1, :cond_deny
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Allow;->INSTANCE:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Allow;
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    goto :goto_ret
    .line 22
    :cond_deny
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Deny;->INSTANCE:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Deny;
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .line 21
    :goto_ret
    return-object p1
.end method

.method protected final getDb()Landroid/database/sqlite/SQLiteDatabase;
    .registers 2
    .line 24
    iget-object v0, p0, Lcom/example/r34k3/CrewdeskToolProvider;->db$delegate:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/database/sqlite/SQLiteDatabase;
    return-object v0
.end method
