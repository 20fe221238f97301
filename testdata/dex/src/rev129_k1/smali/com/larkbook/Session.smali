.class public final Lcom/larkbook/Session;
.super Ljava/lang/Object;
.source "Sessions.kt"

# instance fields
.field private final expiresAt:J
.field private final pkg:Ljava/lang/String;
.field private final token:Ljava/lang/String;
.field private final uid:I


# direct methods
.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;J)V
    .registers 7
    const-string v0, "token"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "pkg"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/larkbook/Session;->token:Ljava/lang/String;
    iput p2, p0, Lcom/larkbook/Session;->uid:I
    iput-object p3, p0, Lcom/larkbook/Session;->pkg:Ljava/lang/String;
    iput-wide p4, p0, Lcom/larkbook/Session;->expiresAt:J
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;ILjava/lang/String;JLkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 7
    invoke-direct/range {p0 .. p5}, Lcom/larkbook/Session;-><init>(Ljava/lang/String;ILjava/lang/String;J)V
    return-void
.end method

.method public static synthetic copy-RZjJ7nA$default(Lcom/larkbook/Session;Ljava/lang/String;ILjava/lang/String;JILjava/lang/Object;)Lcom/larkbook/Session;
    .registers 9
    and-int/lit8 v0, p6, 0x1
    if-eqz v0, :L12
    iget-object p1, p0, Lcom/larkbook/Session;->token:Ljava/lang/String;
:L12
    and-int/lit8 v0, p6, 0x2
    if-eqz v0, :L24
    iget p2, p0, Lcom/larkbook/Session;->uid:I
:L24
    and-int/lit8 v0, p6, 0x4
    if-eqz v0, :L36
    iget-object p3, p0, Lcom/larkbook/Session;->pkg:Ljava/lang/String;
:L36
    and-int/lit8 v0, p6, 0x8
    if-eqz v0, :L50
    iget-wide p4, p0, Lcom/larkbook/Session;->expiresAt:J
:L50
    invoke-virtual/range {p0 .. p5}, Lcom/larkbook/Session;->copy-RZjJ7nA(Ljava/lang/String;ILjava/lang/String;J)Lcom/larkbook/Session;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final component1-M_JtaAE()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/larkbook/Session;->token:Ljava/lang/String;
    return-object v0
.end method

.method public final component2()I
    .registers 2
    iget v0, p0, Lcom/larkbook/Session;->uid:I
    return v0
.end method

.method public final component3()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/larkbook/Session;->pkg:Ljava/lang/String;
    return-object v0
.end method

.method public final component4()J
    .registers 3
    iget-wide v0, p0, Lcom/larkbook/Session;->expiresAt:J
    return-wide v0
.end method

.method public final copy-RZjJ7nA(Ljava/lang/String;ILjava/lang/String;J)Lcom/larkbook/Session;
    .registers 13
    const-string v1, "token"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "pkg"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/larkbook/Session;
    move-object v1, p1
    move v2, p2
    move-object v3, p3
    move-wide v4, p4
    const/4 v6, 0x0
    invoke-direct/range {v0 .. v6}, Lcom/larkbook/Session;-><init>(Ljava/lang/String;ILjava/lang/String;JLkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 7
    if-ne p0, p1, :L7
    const/4 v0, 0x1
    return v0
:L7
    instance-of v0, p1, Lcom/larkbook/Session;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, p1
    check-cast v0, Lcom/larkbook/Session;
    move-object v4, v0
    iget-object v0, p0, Lcom/larkbook/Session;->token:Ljava/lang/String;
    iget-object v1, v4, Lcom/larkbook/Session;->token:Ljava/lang/String;
    invoke-static {v0, v1}, Lcom/larkbook/SessionToken;->equals-impl0(Ljava/lang/String;Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
:L37
    iget v0, p0, Lcom/larkbook/Session;->uid:I
    iget v1, v4, Lcom/larkbook/Session;->uid:I
    if-eq v0, v1, :L50
    const/4 v0, 0x0
    return v0
:L50
    iget-object v0, p0, Lcom/larkbook/Session;->pkg:Ljava/lang/String;
    iget-object v1, v4, Lcom/larkbook/Session;->pkg:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L66
    const/4 v0, 0x0
    return v0
:L66
    iget-wide v0, p0, Lcom/larkbook/Session;->expiresAt:J
    iget-wide v2, v4, Lcom/larkbook/Session;->expiresAt:J
    cmp-long v0, v0, v2
    if-eqz v0, :L80
    const/4 v0, 0x0
    return v0
:L80
    const/4 v0, 0x1
    return v0
.end method

.method public final getExpiresAt()J
    .registers 3
    .line 8
    iget-wide v0, p0, Lcom/larkbook/Session;->expiresAt:J
    return-wide v0
.end method

.method public final getPkg()Ljava/lang/String;
    .registers 2
    .line 8
    iget-object v0, p0, Lcom/larkbook/Session;->pkg:Ljava/lang/String;
    return-object v0
.end method

.method public final getToken-M_JtaAE()Ljava/lang/String;
    .registers 2
    .line 8
    iget-object v0, p0, Lcom/larkbook/Session;->token:Ljava/lang/String;
    return-object v0
.end method

.method public final getUid()I
    .registers 2
    .line 8
    iget v0, p0, Lcom/larkbook/Session;->uid:I
    return v0
.end method

.method public hashCode()I
    .registers 5
    iget-object v0, p0, Lcom/larkbook/Session;->token:Ljava/lang/String;
    invoke-static {v0}, Lcom/larkbook/SessionToken;->hashCode-impl(Ljava/lang/String;)I
    move-result v3
    mul-int/lit8 v0, v3, 0x1f
    iget v1, p0, Lcom/larkbook/Session;->uid:I
    invoke-static {v1}, Ljava/lang/Integer;->hashCode(I)I
    move-result v1
    add-int v3, v0, v1
    mul-int/lit8 v0, v3, 0x1f
    iget-object v1, p0, Lcom/larkbook/Session;->pkg:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int v3, v0, v1
    mul-int/lit8 v0, v3, 0x1f
    iget-wide v1, p0, Lcom/larkbook/Session;->expiresAt:J
    invoke-static {v1, v2}, Ljava/lang/Long;->hashCode(J)I
    move-result v1
    add-int v3, v0, v1
    return v3
.end method

.method public toString()Ljava/lang/String;
    .registers 8
    iget-object v0, p0, Lcom/larkbook/Session;->token:Ljava/lang/String;
    invoke-static {v0}, Lcom/larkbook/SessionToken;->toString-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    iget v1, p0, Lcom/larkbook/Session;->uid:I
    iget-object v2, p0, Lcom/larkbook/Session;->pkg:Ljava/lang/String;
    iget-wide v3, p0, Lcom/larkbook/Session;->expiresAt:J
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "Session(token="
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, ", uid="
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v6, ", pkg="
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, ", expiresAt="
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3, v4}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v6, ")"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
