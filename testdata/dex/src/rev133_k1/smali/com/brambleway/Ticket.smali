.class public final Lcom/brambleway/Ticket;
.super Ljava/lang/Object;
.source "Tickets.kt"

# static fields
.field public static final Companion:Lcom/brambleway/Ticket$Companion;
.field private static final TTL_MILLIS:J = 0x927c0L


# instance fields
.field private final approved:Ljava/lang/Boolean;
.field private final digest:Ljava/lang/String;
.field private final expiresAt:J
.field private final token:Ljava/lang/String;
.field private final tool:Ljava/lang/String;
.field private final uid:I


# direct methods
.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/brambleway/Ticket$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/brambleway/Ticket$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/brambleway/Ticket;->Companion:Lcom/brambleway/Ticket$Companion;
    return-void
.end method

.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;JLjava/lang/Boolean;)V
    .registers 9
    const-string v0, "token"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "tool"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "digest"
    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 8
    iput-object p1, p0, Lcom/brambleway/Ticket;->token:Ljava/lang/String;
    .line 9
    iput p2, p0, Lcom/brambleway/Ticket;->uid:I
    .line 10
    iput-object p3, p0, Lcom/brambleway/Ticket;->tool:Ljava/lang/String;
    .line 11
    iput-object p4, p0, Lcom/brambleway/Ticket;->digest:Ljava/lang/String;
    .line 12
    iput-wide p5, p0, Lcom/brambleway/Ticket;->expiresAt:J
    .line 13
    iput-object p7, p0, Lcom/brambleway/Ticket;->approved:Ljava/lang/Boolean;
    .line 7
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;JLjava/lang/Boolean;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 19
    .line 7
    and-int/lit8 v0, p8, 0x20
    if-eqz v0, :L11
    .line 13
    const/16 p7, 0x0
:L11
    .line 7
    move-object v0, p0
    move-object v1, p1
    move v2, p2
    move-object v3, p3
    move-object v4, p4
    move-wide v5, p5
    move-object/from16 v7, p7
    const/4 v8, 0x0
    invoke-direct/range {v0 .. v8}, Lcom/brambleway/Ticket;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;JLjava/lang/Boolean;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .line 14
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;JLjava/lang/Boolean;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 9
    invoke-direct/range {p0 .. p7}, Lcom/brambleway/Ticket;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;JLjava/lang/Boolean;)V
    return-void
.end method

.method public static synthetic copy-hmptekg$default(Lcom/brambleway/Ticket;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;JLjava/lang/Boolean;ILjava/lang/Object;)Lcom/brambleway/Ticket;
    .registers 11
    and-int/lit8 v0, p8, 0x1
    if-eqz v0, :L12
    iget-object p1, p0, Lcom/brambleway/Ticket;->token:Ljava/lang/String;
:L12
    and-int/lit8 v0, p8, 0x2
    if-eqz v0, :L24
    iget p2, p0, Lcom/brambleway/Ticket;->uid:I
:L24
    and-int/lit8 v0, p8, 0x4
    if-eqz v0, :L36
    iget-object p3, p0, Lcom/brambleway/Ticket;->tool:Ljava/lang/String;
:L36
    and-int/lit8 v0, p8, 0x8
    if-eqz v0, :L50
    iget-object p4, p0, Lcom/brambleway/Ticket;->digest:Ljava/lang/String;
:L50
    and-int/lit8 v0, p8, 0x10
    if-eqz v0, :L64
    iget-wide p5, p0, Lcom/brambleway/Ticket;->expiresAt:J
:L64
    and-int/lit8 v0, p8, 0x20
    if-eqz v0, :L78
    iget-object p7, p0, Lcom/brambleway/Ticket;->approved:Ljava/lang/Boolean;
:L78
    invoke-virtual/range {p0 .. p7}, Lcom/brambleway/Ticket;->copy-hmptekg(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;JLjava/lang/Boolean;)Lcom/brambleway/Ticket;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final component1-UQajaAk()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/brambleway/Ticket;->token:Ljava/lang/String;
    return-object v0
.end method

.method public final component2()I
    .registers 2
    iget v0, p0, Lcom/brambleway/Ticket;->uid:I
    return v0
.end method

.method public final component3()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/brambleway/Ticket;->tool:Ljava/lang/String;
    return-object v0
.end method

.method public final component4()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/brambleway/Ticket;->digest:Ljava/lang/String;
    return-object v0
.end method

.method public final component5()J
    .registers 3
    iget-wide v0, p0, Lcom/brambleway/Ticket;->expiresAt:J
    return-wide v0
.end method

.method public final component6()Ljava/lang/Boolean;
    .registers 2
    iget-object v0, p0, Lcom/brambleway/Ticket;->approved:Ljava/lang/Boolean;
    return-object v0
.end method

.method public final copy-hmptekg(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;JLjava/lang/Boolean;)Lcom/brambleway/Ticket;
    .registers 17
    const-string v1, "token"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "tool"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "digest"
    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/brambleway/Ticket;
    move-object v1, p1
    move v2, p2
    move-object v3, p3
    move-object v4, p4
    move-wide v5, p5
    move-object/from16 v7, p7
    const/4 v8, 0x0
    invoke-direct/range {v0 .. v8}, Lcom/brambleway/Ticket;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;JLjava/lang/Boolean;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 7
    if-ne p0, p1, :L7
    const/4 v0, 0x1
    return v0
:L7
    instance-of v0, p1, Lcom/brambleway/Ticket;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, p1
    check-cast v0, Lcom/brambleway/Ticket;
    move-object v4, v0
    iget-object v0, p0, Lcom/brambleway/Ticket;->token:Ljava/lang/String;
    iget-object v1, v4, Lcom/brambleway/Ticket;->token:Ljava/lang/String;
    invoke-static {v0, v1}, Lcom/brambleway/ResumeToken;->equals-impl0(Ljava/lang/String;Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
:L37
    iget v0, p0, Lcom/brambleway/Ticket;->uid:I
    iget v1, v4, Lcom/brambleway/Ticket;->uid:I
    if-eq v0, v1, :L50
    const/4 v0, 0x0
    return v0
:L50
    iget-object v0, p0, Lcom/brambleway/Ticket;->tool:Ljava/lang/String;
    iget-object v1, v4, Lcom/brambleway/Ticket;->tool:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L66
    const/4 v0, 0x0
    return v0
:L66
    iget-object v0, p0, Lcom/brambleway/Ticket;->digest:Ljava/lang/String;
    iget-object v1, v4, Lcom/brambleway/Ticket;->digest:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L82
    const/4 v0, 0x0
    return v0
:L82
    iget-wide v0, p0, Lcom/brambleway/Ticket;->expiresAt:J
    iget-wide v2, v4, Lcom/brambleway/Ticket;->expiresAt:J
    cmp-long v0, v0, v2
    if-eqz v0, :L96
    const/4 v0, 0x0
    return v0
:L96
    iget-object v0, p0, Lcom/brambleway/Ticket;->approved:Ljava/lang/Boolean;
    iget-object v1, v4, Lcom/brambleway/Ticket;->approved:Ljava/lang/Boolean;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L112
    const/4 v0, 0x0
    return v0
:L112
    const/4 v0, 0x1
    return v0
.end method

.method public final fits(ILjava/lang/String;Ljava/lang/String;)Z
    .registers 8
    const-string v1, "tool"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "digest"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    iget v0, p0, Lcom/brambleway/Ticket;->uid:I
    if-ne v0, p1, :L57
    iget-object v0, p0, Lcom/brambleway/Ticket;->tool:Ljava/lang/String;
    invoke-static {v0, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L57
    iget-object v0, p0, Lcom/brambleway/Ticket;->digest:Ljava/lang/String;
    invoke-static {v0, p3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L57
    iget-wide v0, p0, Lcom/brambleway/Ticket;->expiresAt:J
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-lez v0, :L57
    const/4 v0, 0x1
    goto :L58
:L57
    const/4 v0, 0x0
:L58
    return v0
.end method

.method public final getApproved()Ljava/lang/Boolean;
    .registers 2
    .line 13
    iget-object v0, p0, Lcom/brambleway/Ticket;->approved:Ljava/lang/Boolean;
    return-object v0
.end method

.method public final getDigest()Ljava/lang/String;
    .registers 2
    .line 11
    iget-object v0, p0, Lcom/brambleway/Ticket;->digest:Ljava/lang/String;
    return-object v0
.end method

.method public final getExpiresAt()J
    .registers 3
    .line 12
    iget-wide v0, p0, Lcom/brambleway/Ticket;->expiresAt:J
    return-wide v0
.end method

.method public final getToken-UQajaAk()Ljava/lang/String;
    .registers 2
    .line 8
    iget-object v0, p0, Lcom/brambleway/Ticket;->token:Ljava/lang/String;
    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2
    .line 10
    iget-object v0, p0, Lcom/brambleway/Ticket;->tool:Ljava/lang/String;
    return-object v0
.end method

.method public final getUid()I
    .registers 2
    .line 9
    iget v0, p0, Lcom/brambleway/Ticket;->uid:I
    return v0
.end method

.method public hashCode()I
    .registers 5
    iget-object v0, p0, Lcom/brambleway/Ticket;->token:Ljava/lang/String;
    invoke-static {v0}, Lcom/brambleway/ResumeToken;->hashCode-impl(Ljava/lang/String;)I
    move-result v3
    mul-int/lit8 v0, v3, 0x1f
    iget v1, p0, Lcom/brambleway/Ticket;->uid:I
    invoke-static {v1}, Ljava/lang/Integer;->hashCode(I)I
    move-result v1
    add-int v3, v0, v1
    mul-int/lit8 v0, v3, 0x1f
    iget-object v1, p0, Lcom/brambleway/Ticket;->tool:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int v3, v0, v1
    mul-int/lit8 v0, v3, 0x1f
    iget-object v1, p0, Lcom/brambleway/Ticket;->digest:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int v3, v0, v1
    mul-int/lit8 v0, v3, 0x1f
    iget-wide v1, p0, Lcom/brambleway/Ticket;->expiresAt:J
    invoke-static {v1, v2}, Ljava/lang/Long;->hashCode(J)I
    move-result v1
    add-int v3, v0, v1
    mul-int/lit8 v0, v3, 0x1f
    iget-object v1, p0, Lcom/brambleway/Ticket;->approved:Ljava/lang/Boolean;
    if-nez v1, :L75
    const/4 v1, 0x0
    goto :L82
:L75
    iget-object v1, p0, Lcom/brambleway/Ticket;->approved:Ljava/lang/Boolean;
    invoke-virtual {v1}, Ljava/lang/Object;->hashCode()I
    move-result v1
:L82
    add-int v3, v0, v1
    return v3
.end method

.method public toString()Ljava/lang/String;
    .registers 10
    iget-object v0, p0, Lcom/brambleway/Ticket;->token:Ljava/lang/String;
    invoke-static {v0}, Lcom/brambleway/ResumeToken;->toString-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    iget v1, p0, Lcom/brambleway/Ticket;->uid:I
    iget-object v2, p0, Lcom/brambleway/Ticket;->tool:Ljava/lang/String;
    iget-object v3, p0, Lcom/brambleway/Ticket;->digest:Ljava/lang/String;
    iget-wide v4, p0, Lcom/brambleway/Ticket;->expiresAt:J
    iget-object v6, p0, Lcom/brambleway/Ticket;->approved:Ljava/lang/Boolean;
    new-instance v7, Ljava/lang/StringBuilder;
    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V
    const-string v8, "Ticket(token="
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v8, ", uid="
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v8, ", tool="
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v8, ", digest="
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v8, ", expiresAt="
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7, v4, v5}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v8, ", approved="
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v8, ")"
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
