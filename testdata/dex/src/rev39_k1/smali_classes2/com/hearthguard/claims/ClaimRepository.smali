.class public final Lcom/hearthguard/claims/ClaimRepository;
.super Ljava/lang/Object;
.source "Claims.kt"

.annotation runtime Ljavax/inject/Singleton;
.end annotation

.field private final db:Lcom/hearthguard/claims/ClaimDb;

.method public constructor <init>(Lcom/hearthguard/claims/ClaimDb;)V
    .registers 3
    .annotation runtime Ljavax/inject/Inject;
    .end annotation

    const-string v0, "db"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 55
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 56
    iput-object p1, p0, Lcom/hearthguard/claims/ClaimRepository;->db:Lcom/hearthguard/claims/ClaimDb;
    return-void
.end method

.method public final file(Ljava/lang/String;JLjava/lang/String;)Lcom/hearthguard/claims/ClaimOutcome;
    .registers 8
    const-string v0, "peril"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "app"
    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 57
    nop
    .line 58
    const-wide/16 v0, 0x0
    cmp-long v2, p2, v0
    if-gtz v2, :cond_0
    :try_start_0
    new-instance p1, Lcom/hearthguard/claims/ClaimOutcome$Rejected;
    const-string p2, "the loss amount must be positive"
    invoke-direct {p1, p2}, Lcom/hearthguard/claims/ClaimOutcome$Rejected;-><init>(Ljava/lang/String;)V
    check-cast p1, Lcom/hearthguard/claims/ClaimOutcome;
    goto :goto_0
    .line 59
    :cond_0
    new-instance v0, Lcom/hearthguard/claims/ClaimOutcome$Filed;
    iget-object v1, p0, Lcom/hearthguard/claims/ClaimRepository;->db:Lcom/hearthguard/claims/ClaimDb;
    invoke-virtual {v1, p1, p2, p3, p4}, Lcom/hearthguard/claims/ClaimDb;->insert(Ljava/lang/String;JLjava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-direct {v0, p1}, Lcom/hearthguard/claims/ClaimOutcome$Filed;-><init>(Ljava/lang/String;)V
    move-object p1, v0
    check-cast p1, Lcom/hearthguard/claims/ClaimOutcome;
    :try_end_0
    .catch Ljava/lang/IllegalStateException; {:try_start_0 .. :try_end_0} :catch_0
    :goto_0
    goto :goto_1
    .line 60
    :catch_0
    move-exception p1
    .line 61
    new-instance p2, Lcom/hearthguard/claims/ClaimOutcome$Failed;
    check-cast p1, Ljava/lang/Throwable;
    invoke-direct {p2, p1}, Lcom/hearthguard/claims/ClaimOutcome$Failed;-><init>(Ljava/lang/Throwable;)V
    move-object p1, p2
    check-cast p1, Lcom/hearthguard/claims/ClaimOutcome;
    .line 62
    :goto_1
    return-object p1
.end method

.method public final getDb()Lcom/hearthguard/claims/ClaimDb;
    .registers 2
    .line 56
    iget-object v0, p0, Lcom/hearthguard/claims/ClaimRepository;->db:Lcom/hearthguard/claims/ClaimDb;
    return-object v0
.end method

.method public final withdraw(Ljava/lang/String;Ljava/lang/String;)Lcom/hearthguard/claims/ClaimOutcome;
    .registers 5
    const-string v0, "claimNo"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "app"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 64
    nop
    .line 65
    :try_start_0
    iget-object v0, p0, Lcom/hearthguard/claims/ClaimRepository;->db:Lcom/hearthguard/claims/ClaimDb;
    invoke-virtual {v0, p1, p2}, Lcom/hearthguard/claims/ClaimDb;->withdraw(Ljava/lang/String;Ljava/lang/String;)I
    move-result p2
    if-nez p2, :cond_0
    new-instance p1, Lcom/hearthguard/claims/ClaimOutcome$Rejected;
    const-string p2, "no open claim with that number"
    invoke-direct {p1, p2}, Lcom/hearthguard/claims/ClaimOutcome$Rejected;-><init>(Ljava/lang/String;)V
    check-cast p1, Lcom/hearthguard/claims/ClaimOutcome;
    goto :goto_0
    .line 66
    :cond_0
    new-instance p2, Lcom/hearthguard/claims/ClaimOutcome$Filed;
    invoke-direct {p2, p1}, Lcom/hearthguard/claims/ClaimOutcome$Filed;-><init>(Ljava/lang/String;)V
    move-object p1, p2
    check-cast p1, Lcom/hearthguard/claims/ClaimOutcome;
    :try_end_0
    .catch Ljava/lang/IllegalStateException; {:try_start_0 .. :try_end_0} :catch_0
    :goto_0
    goto :goto_1
    .line 67
    :catch_0
    move-exception p1
    .line 68
    new-instance p2, Lcom/hearthguard/claims/ClaimOutcome$Failed;
    check-cast p1, Ljava/lang/Throwable;
    invoke-direct {p2, p1}, Lcom/hearthguard/claims/ClaimOutcome$Failed;-><init>(Ljava/lang/Throwable;)V
    move-object p1, p2
    check-cast p1, Lcom/hearthguard/claims/ClaimOutcome;
    .line 69
    :goto_1
    return-object p1
.end method
