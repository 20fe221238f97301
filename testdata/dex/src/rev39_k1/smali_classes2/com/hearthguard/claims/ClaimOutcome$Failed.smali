.class public final Lcom/hearthguard/claims/ClaimOutcome$Failed;
.super Lcom/hearthguard/claims/ClaimOutcome;
.source "Claims.kt"

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/hearthguard/claims/ClaimOutcome;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Failed"
.end annotation

.field private final cause:Ljava/lang/Throwable;

.method public constructor <init>(Ljava/lang/Throwable;)V
    .registers 3
    const-string v0, "cause"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    const/4 v0, 0x0
    invoke-direct {p0, v0}, Lcom/hearthguard/claims/ClaimOutcome;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object p1, p0, Lcom/hearthguard/claims/ClaimOutcome$Failed;->cause:Ljava/lang/Throwable;
    return-void
.end method

.method public final getCause()Ljava/lang/Throwable;
    .registers 2
    .line 15
    iget-object v0, p0, Lcom/hearthguard/claims/ClaimOutcome$Failed;->cause:Ljava/lang/Throwable;
    return-object v0
.end method
