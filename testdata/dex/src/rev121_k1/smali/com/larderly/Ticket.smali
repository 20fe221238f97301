.class public final Lcom/larderly/Ticket;
.super Ljava/lang/Object;
.source "Tickets.kt"

# static fields
.field public static final Companion:Lcom/larderly/Ticket$Companion;
.field private static final TTL_MS:J = 0x927c0L


# instance fields
.field private final args:Ljava/lang/String;
.field private final expiresAt:J
.field private final token:Ljava/lang/String;
.field private final tool:Ljava/lang/String;
.field private final uid:I


# direct methods
.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/larderly/Ticket$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/larderly/Ticket$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/larderly/Ticket;->Companion:Lcom/larderly/Ticket$Companion;
    return-void
.end method

.method public constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;J)V
    .registers 8
    const-string v0, "token"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "tool"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "args"
    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/larderly/Ticket;->token:Ljava/lang/String;
    iput p2, p0, Lcom/larderly/Ticket;->uid:I
    iput-object p3, p0, Lcom/larderly/Ticket;->tool:Ljava/lang/String;
    iput-object p4, p0, Lcom/larderly/Ticket;->args:Ljava/lang/String;
    iput-wide p5, p0, Lcom/larderly/Ticket;->expiresAt:J
    return-void
.end method

.method public static synthetic copy$default(Lcom/larderly/Ticket;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;JILjava/lang/Object;)Lcom/larderly/Ticket;
    .registers 10
    and-int/lit8 v0, p7, 0x1
    if-eqz v0, :L12
    iget-object p1, p0, Lcom/larderly/Ticket;->token:Ljava/lang/String;
:L12
    and-int/lit8 v0, p7, 0x2
    if-eqz v0, :L24
    iget p2, p0, Lcom/larderly/Ticket;->uid:I
:L24
    and-int/lit8 v0, p7, 0x4
    if-eqz v0, :L36
    iget-object p3, p0, Lcom/larderly/Ticket;->tool:Ljava/lang/String;
:L36
    and-int/lit8 v0, p7, 0x8
    if-eqz v0, :L50
    iget-object p4, p0, Lcom/larderly/Ticket;->args:Ljava/lang/String;
:L50
    and-int/lit8 v0, p7, 0x10
    if-eqz v0, :L64
    iget-wide p5, p0, Lcom/larderly/Ticket;->expiresAt:J
:L64
    invoke-virtual/range {p0 .. p6}, Lcom/larderly/Ticket;->copy(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;J)Lcom/larderly/Ticket;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final component1()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/larderly/Ticket;->token:Ljava/lang/String;
    return-object v0
.end method

.method public final component2()I
    .registers 2
    iget v0, p0, Lcom/larderly/Ticket;->uid:I
    return v0
.end method

.method public final component3()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/larderly/Ticket;->tool:Ljava/lang/String;
    return-object v0
.end method

.method public final component4()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/larderly/Ticket;->args:Ljava/lang/String;
    return-object v0
.end method

.method public final component5()J
    .registers 3
    iget-wide v0, p0, Lcom/larderly/Ticket;->expiresAt:J
    return-wide v0
.end method

.method public final copy(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;J)Lcom/larderly/Ticket;
    .registers 14
    const-string v1, "token"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "tool"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/larderly/Ticket;
    move-object v1, p1
    move v2, p2
    move-object v3, p3
    move-object v4, p4
    move-wide v5, p5
    invoke-direct/range {v0 .. v6}, Lcom/larderly/Ticket;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;J)V
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 7
    if-ne p0, p1, :L7
    const/4 v0, 0x1
    return v0
:L7
    instance-of v0, p1, Lcom/larderly/Ticket;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, p1
    check-cast v0, Lcom/larderly/Ticket;
    move-object v4, v0
    iget-object v0, p0, Lcom/larderly/Ticket;->token:Ljava/lang/String;
    iget-object v1, v4, Lcom/larderly/Ticket;->token:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
:L37
    iget v0, p0, Lcom/larderly/Ticket;->uid:I
    iget v1, v4, Lcom/larderly/Ticket;->uid:I
    if-eq v0, v1, :L50
    const/4 v0, 0x0
    return v0
:L50
    iget-object v0, p0, Lcom/larderly/Ticket;->tool:Ljava/lang/String;
    iget-object v1, v4, Lcom/larderly/Ticket;->tool:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L66
    const/4 v0, 0x0
    return v0
:L66
    iget-object v0, p0, Lcom/larderly/Ticket;->args:Ljava/lang/String;
    iget-object v1, v4, Lcom/larderly/Ticket;->args:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L82
    const/4 v0, 0x0
    return v0
:L82
    iget-wide v0, p0, Lcom/larderly/Ticket;->expiresAt:J
    iget-wide v2, v4, Lcom/larderly/Ticket;->expiresAt:J
    cmp-long v0, v0, v2
    if-eqz v0, :L96
    const/4 v0, 0x0
    return v0
:L96
    const/4 v0, 0x1
    return v0
.end method

.method public final getArgs()Ljava/lang/String;
    .registers 2
    .line 7
    iget-object v0, p0, Lcom/larderly/Ticket;->args:Ljava/lang/String;
    return-object v0
.end method

.method public final getExpiresAt()J
    .registers 3
    .line 7
    iget-wide v0, p0, Lcom/larderly/Ticket;->expiresAt:J
    return-wide v0
.end method

.method public final getToken()Ljava/lang/String;
    .registers 2
    .line 7
    iget-object v0, p0, Lcom/larderly/Ticket;->token:Ljava/lang/String;
    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2
    .line 7
    iget-object v0, p0, Lcom/larderly/Ticket;->tool:Ljava/lang/String;
    return-object v0
.end method

.method public final getUid()I
    .registers 2
    .line 7
    iget v0, p0, Lcom/larderly/Ticket;->uid:I
    return v0
.end method

.method public hashCode()I
    .registers 5
    iget-object v0, p0, Lcom/larderly/Ticket;->token:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v3
    mul-int/lit8 v0, v3, 0x1f
    iget v1, p0, Lcom/larderly/Ticket;->uid:I
    invoke-static {v1}, Ljava/lang/Integer;->hashCode(I)I
    move-result v1
    add-int v3, v0, v1
    mul-int/lit8 v0, v3, 0x1f
    iget-object v1, p0, Lcom/larderly/Ticket;->tool:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int v3, v0, v1
    mul-int/lit8 v0, v3, 0x1f
    iget-object v1, p0, Lcom/larderly/Ticket;->args:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int v3, v0, v1
    mul-int/lit8 v0, v3, 0x1f
    iget-wide v1, p0, Lcom/larderly/Ticket;->expiresAt:J
    invoke-static {v1, v2}, Ljava/lang/Long;->hashCode(J)I
    move-result v1
    add-int v3, v0, v1
    return v3
.end method

.method public toString()Ljava/lang/String;
    .registers 9
    iget-object v0, p0, Lcom/larderly/Ticket;->token:Ljava/lang/String;
    iget v1, p0, Lcom/larderly/Ticket;->uid:I
    iget-object v2, p0, Lcom/larderly/Ticket;->tool:Ljava/lang/String;
    iget-object v3, p0, Lcom/larderly/Ticket;->args:Ljava/lang/String;
    iget-wide v4, p0, Lcom/larderly/Ticket;->expiresAt:J
    new-instance v6, Ljava/lang/StringBuilder;
    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V
    const-string v7, "Ticket(token="
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v7, ", uid="
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v7, ", tool="
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v7, ", args="
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v7, ", expiresAt="
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6, v4, v5}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v7, ")"
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
