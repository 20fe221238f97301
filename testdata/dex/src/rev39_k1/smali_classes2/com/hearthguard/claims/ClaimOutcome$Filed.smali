.class public final Lcom/hearthguard/claims/ClaimOutcome$Filed;
.super Lcom/hearthguard/claims/ClaimOutcome;
.source "Claims.kt"

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/hearthguard/claims/ClaimOutcome;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Filed"
.end annotation

.field private final claimNo:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;)V
    .registers 3
    const-string v0, "claimNo"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 13
    const/4 v0, 0x0
    invoke-direct {p0, v0}, Lcom/hearthguard/claims/ClaimOutcome;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object p1, p0, Lcom/hearthguard/claims/ClaimOutcome$Filed;->claimNo:Ljava/lang/String;
    return-void
.end method

.method public final getClaimNo()Ljava/lang/String;
    .registers 2
    .line 13
    iget-object v0, p0, Lcom/hearthguard/claims/ClaimOutcome$Filed;->claimNo:Ljava/lang/String;
    return-object v0
.end method
