.class public final Lcom/bikebus/core/CallersKt;
.super Ljava/lang/Object;
.source "Callers.kt"

.field private static final COORDINATOR_APPS:Ljava/util/Set;

.method public static final getCOORDINATOR_APPS()Ljava/util/Set;
    .registers 1
    .line 3
    sget-object v0, Lcom/bikebus/core/CallersKt;->COORDINATOR_APPS:Ljava/util/Set;
    return-object v0
.end method

.method public static final anyTrusted([Ljava/lang/String;)Z
    .registers 6
    .line 6
    if-nez v5, :L6
    const/4 v0, 0x0
    return v0
    :L6
    .line 7
    move-object v1, v5
    const/4 v0, 0x0
    move v2, v0
    array-length v0, v1
    move v3, v0
    :L13
    if-ge v2, v3, :L44
    aget-object v0, v1, v2
    move-object v4, v0
    .line 8
    sget-object v0, Lcom/bikebus/core/CallersKt;->COORDINATOR_APPS:Ljava/util/Set;
    invoke-interface {v0, v4}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L38
    const/4 v0, 0x1
    return v0
    :L38
    .line 7
    add-int/lit8 v2, v2, 0x1
    goto :L13
    :L44
    .line 10
    const/4 v0, 0x0
    return v0
.end method

.method public static final allTrusted([Ljava/lang/String;)Z
    .registers 6
    .line 14
    if-eqz v5, :L9
    array-length v0, v5
    if-nez v0, :L11
    :L9
    const/4 v0, 0x0
    return v0
    :L11
    .line 15
    move-object v1, v5
    const/4 v0, 0x0
    move v2, v0
    array-length v0, v1
    move v3, v0
    :L18
    if-ge v2, v3, :L49
    aget-object v0, v1, v2
    move-object v4, v0
    .line 16
    sget-object v0, Lcom/bikebus/core/CallersKt;->COORDINATOR_APPS:Ljava/util/Set;
    invoke-interface {v0, v4}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L43
    const/4 v0, 0x0
    return v0
    :L43
    .line 15
    add-int/lit8 v2, v2, 0x1
    goto :L18
    :L49
    .line 18
    const/4 v0, 0x1
    return v0
.end method

.method static constructor <clinit>()V
    .registers 4
    .line 3
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    move-object v3, v0
    const/4 v1, 0x0
    const-string v2, "com.clawseed.agent"
    aput-object v2, v3, v1
    const/4 v1, 0x1
    const-string v2, "org.bikebus.coordinator"
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/bikebus/core/CallersKt;->COORDINATOR_APPS:Ljava/util/Set;
    return-void
.end method

