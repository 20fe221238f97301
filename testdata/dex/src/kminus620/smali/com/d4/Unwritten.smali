.class public final Lcom/d4/Unwritten;
.super Ljava/lang/Object;
.source "Ledger.kt"

# instance fields
.field private pending:Ljava/util/Map;
.field private final rng:Ljava/security/SecureRandom;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 14
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 15
    invoke-static {}, Lkotlin/collections/MapsKt;->emptyMap()Ljava/util/Map;
    move-result-object v1
    iput-object v1, v2, Lcom/d4/Unwritten;->pending:Ljava/util/Map;
    .line 16
    new-instance v1, Ljava/security/SecureRandom;
    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V
    iput-object v1, v2, Lcom/d4/Unwritten;->rng:Ljava/security/SecureRandom;
    .line 14
    return-void
.end method


# virtual methods
.method public final issue(I)Ljava/lang/String;
    .registers 8
    .line 19
    const/16 v0, 0x18
    new-array v0, v0, [B
    move-object v5, v0
    .line 20
    iget-object v0, v6, Lcom/d4/Unwritten;->rng:Ljava/security/SecureRandom;
    invoke-virtual {v0, v5}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 21
    const/4 v1, 0x2
    invoke-static {v5, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v4
    .line 22
    iget-object v1, v6, Lcom/d4/Unwritten;->pending:Ljava/util/Map;
    invoke-static {v7}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v3
    invoke-static {v4, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    invoke-static {v1, v2}, Lkotlin/collections/MapsKt;->plus(Ljava/util/Map;Lkotlin/Pair;)Ljava/util/Map;
    move-result-object v1
    iput-object v1, v6, Lcom/d4/Unwritten;->pending:Ljava/util/Map;
    .line 23
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    return-object v4
.end method

.method public final redeem(Ljava/lang/String;I)Z
    .registers 7
    const-string v1, "token"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 28
    iget-object v0, v4, Lcom/d4/Unwritten;->pending:Ljava/util/Map;
    invoke-interface {v0, v5}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Integer;
    if-eqz v0, :L29
    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I
    move-result v0
    goto :L32
:L29
    const/4 v0, 0x0
    return v0
:L32
    move v2, v0
    .line 29
    iget-object v0, v4, Lcom/d4/Unwritten;->pending:Ljava/util/Map;
    invoke-static {v0, v5}, Lkotlin/collections/MapsKt;->minus(Ljava/util/Map;Ljava/lang/Object;)Ljava/util/Map;
    move-result-object v3
    .line 30
    invoke-interface {v3}, Ljava/util/Map;->isEmpty()Z
    move-result v0
    if-eqz v0, :L61
    const/4 v0, 0x0
    new-array v0, v0, [B
    const/4 v1, 0x0
    invoke-static {v0, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
:L61
    .line 31
    if-ne v2, v6, :L70
    const/4 v0, 0x1
    goto :L71
:L70
    const/4 v0, 0x0
:L71
    return v0
.end method

