.class public final Lcom/hearthguard/claims/HearthModule;
.super Ljava/lang/Object;
.source "Graph.kt"

.annotation build Ldagger/Module;
.end annotation

.field public static final INSTANCE:Lcom/hearthguard/claims/HearthModule;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/hearthguard/claims/HearthModule;
    invoke-direct {v0}, Lcom/hearthguard/claims/HearthModule;-><init>()V
    sput-object v0, Lcom/hearthguard/claims/HearthModule;->INSTANCE:Lcom/hearthguard/claims/HearthModule;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final sessionMint()Lcom/hearthguard/claims/TokenMint;
    .registers 2
    .annotation runtime Ldagger/Provides;
    .end annotation

    .line 23
    sget-object v0, Lcom/hearthguard/claims/SecureMint;->INSTANCE:Lcom/hearthguard/claims/SecureMint;
    check-cast v0, Lcom/hearthguard/claims/TokenMint;
    return-object v0
.end method

.method public final ticketMint()Lcom/hearthguard/claims/TokenMint;
    .registers 2
    .annotation runtime Ldagger/Provides;
    .end annotation

    .line 26
    new-instance v0, Lcom/hearthguard/claims/QuickMint;
    invoke-direct {v0}, Lcom/hearthguard/claims/QuickMint;-><init>()V
    check-cast v0, Lcom/hearthguard/claims/TokenMint;
    return-object v0
.end method
