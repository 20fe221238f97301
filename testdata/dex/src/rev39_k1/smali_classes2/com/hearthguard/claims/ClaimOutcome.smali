.class public abstract Lcom/hearthguard/claims/ClaimOutcome;
.super Ljava/lang/Object;
.source "Claims.kt"

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/hearthguard/claims/ClaimOutcome$Failed;,
        Lcom/hearthguard/claims/ClaimOutcome$Filed;,
        Lcom/hearthguard/claims/ClaimOutcome$Rejected;
    }
.end annotation

.method private constructor <init>()V
    .registers 1
    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/hearthguard/claims/ClaimOutcome;-><init>()V
    return-void
.end method
