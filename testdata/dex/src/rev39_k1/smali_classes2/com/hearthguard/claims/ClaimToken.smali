.class public final Lcom/hearthguard/claims/ClaimToken;
.super Ljava/lang/Object;
.source "Tokens.kt"

.annotation runtime Lkotlin/jvm/JvmInline;
.end annotation

.field private final raw:Ljava/lang/String;

.method private synthetic constructor <init>(Ljava/lang/String;)V
    .registers 2
    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/hearthguard/claims/ClaimToken;->raw:Ljava/lang/String;
    return-void
.end method

.method public static final synthetic box-impl(Ljava/lang/String;)Lcom/hearthguard/claims/ClaimToken;
    .registers 2
    new-instance v0, Lcom/hearthguard/claims/ClaimToken;
    invoke-direct {v0, p0}, Lcom/hearthguard/claims/ClaimToken;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public static constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    .registers 2
    const-string v0, "raw"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p0
.end method

.method public static equals-impl(Ljava/lang/String;Ljava/lang/Object;)Z
    .registers 4
    instance-of v0, p1, Lcom/hearthguard/claims/ClaimToken;
    const/4 v1, 0x0
    if-nez v0, :cond_0
    return v1
    :cond_0
    check-cast p1, Lcom/hearthguard/claims/ClaimToken;
    invoke-virtual {p1}, Lcom/hearthguard/claims/ClaimToken;->unbox-impl()Ljava/lang/String;
    move-result-object p1
    invoke-static {p0, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p0
    if-nez p0, :cond_1
    return v1
    :cond_1
    const/4 p0, 0x1
    return p0
.end method

.method public static final equals-impl0(Ljava/lang/String;Ljava/lang/String;)Z
    .registers 2
    invoke-static {p0, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p0
    return p0
.end method

.method public static hashCode-impl(Ljava/lang/String;)I
    .registers 1
    invoke-virtual {p0}, Ljava/lang/String;->hashCode()I
    move-result p0
    return p0
.end method

.method public static toString-impl(Ljava/lang/String;)Ljava/lang/String;
    .registers 3
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "ClaimToken(raw="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p0
    const/16 v0, 0x29
    invoke-virtual {p0, v0}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object p0
    invoke-virtual {p0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 3
    iget-object v0, p0, Lcom/hearthguard/claims/ClaimToken;->raw:Ljava/lang/String;
    invoke-static {v0, p1}, Lcom/hearthguard/claims/ClaimToken;->equals-impl(Ljava/lang/String;Ljava/lang/Object;)Z
    move-result p1
    return p1
.end method

.method public final getRaw()Ljava/lang/String;
    .registers 2
    .line 11
    iget-object v0, p0, Lcom/hearthguard/claims/ClaimToken;->raw:Ljava/lang/String;
    return-object v0
.end method

.method public hashCode()I
    .registers 2
    iget-object v0, p0, Lcom/hearthguard/claims/ClaimToken;->raw:Ljava/lang/String;
    invoke-static {v0}, Lcom/hearthguard/claims/ClaimToken;->hashCode-impl(Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/hearthguard/claims/ClaimToken;->raw:Ljava/lang/String;
    invoke-static {v0}, Lcom/hearthguard/claims/ClaimToken;->toString-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public final synthetic unbox-impl()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/hearthguard/claims/ClaimToken;->raw:Ljava/lang/String;
    return-object v0
.end method
