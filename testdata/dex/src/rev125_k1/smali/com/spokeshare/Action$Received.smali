.class public final Lcom/spokeshare/Action$Received;
.super Lcom/spokeshare/Action;
.source "Mvi.kt"

# instance fields
.field private final caller:Lcom/spokeshare/Caller;
.field private final env:Lcom/spokeshare/Envelope;


# direct methods
.method public constructor <init>(Lcom/spokeshare/Caller;Lcom/spokeshare/Envelope;)V
    .registers 4
    const-string v0, "caller"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "env"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    const/4 v0, 0x0
    invoke-direct {p0, v0}, Lcom/spokeshare/Action;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object p1, p0, Lcom/spokeshare/Action$Received;->caller:Lcom/spokeshare/Caller;
    iput-object p2, p0, Lcom/spokeshare/Action$Received;->env:Lcom/spokeshare/Envelope;
    return-void
.end method

.method public static synthetic copy$default(Lcom/spokeshare/Action$Received;Lcom/spokeshare/Caller;Lcom/spokeshare/Envelope;ILjava/lang/Object;)Lcom/spokeshare/Action$Received;
    .registers 6
    and-int/lit8 v0, p3, 0x1
    if-eqz v0, :L11
    iget-object p1, p0, Lcom/spokeshare/Action$Received;->caller:Lcom/spokeshare/Caller;
:L11
    and-int/lit8 v0, p3, 0x2
    if-eqz v0, :L22
    iget-object p2, p0, Lcom/spokeshare/Action$Received;->env:Lcom/spokeshare/Envelope;
:L22
    invoke-virtual {p0, p1, p2}, Lcom/spokeshare/Action$Received;->copy(Lcom/spokeshare/Caller;Lcom/spokeshare/Envelope;)Lcom/spokeshare/Action$Received;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final component1()Lcom/spokeshare/Caller;
    .registers 2
    iget-object v0, p0, Lcom/spokeshare/Action$Received;->caller:Lcom/spokeshare/Caller;
    return-object v0
.end method

.method public final component2()Lcom/spokeshare/Envelope;
    .registers 2
    iget-object v0, p0, Lcom/spokeshare/Action$Received;->env:Lcom/spokeshare/Envelope;
    return-object v0
.end method

.method public final copy(Lcom/spokeshare/Caller;Lcom/spokeshare/Envelope;)Lcom/spokeshare/Action$Received;
    .registers 5
    const-string v1, "caller"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "env"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/spokeshare/Action$Received;
    invoke-direct {v0, p1, p2}, Lcom/spokeshare/Action$Received;-><init>(Lcom/spokeshare/Caller;Lcom/spokeshare/Envelope;)V
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5
    if-ne p0, p1, :L7
    const/4 v0, 0x1
    return v0
:L7
    instance-of v0, p1, Lcom/spokeshare/Action$Received;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, p1
    check-cast v0, Lcom/spokeshare/Action$Received;
    move-object v2, v0
    iget-object v0, p0, Lcom/spokeshare/Action$Received;->caller:Lcom/spokeshare/Caller;
    iget-object v1, v2, Lcom/spokeshare/Action$Received;->caller:Lcom/spokeshare/Caller;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
:L37
    iget-object v0, p0, Lcom/spokeshare/Action$Received;->env:Lcom/spokeshare/Envelope;
    iget-object v1, v2, Lcom/spokeshare/Action$Received;->env:Lcom/spokeshare/Envelope;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L53
    const/4 v0, 0x0
    return v0
:L53
    const/4 v0, 0x1
    return v0
.end method

.method public final getCaller()Lcom/spokeshare/Caller;
    .registers 2
    .line 8
    iget-object v0, p0, Lcom/spokeshare/Action$Received;->caller:Lcom/spokeshare/Caller;
    return-object v0
.end method

.method public final getEnv()Lcom/spokeshare/Envelope;
    .registers 2
    .line 8
    iget-object v0, p0, Lcom/spokeshare/Action$Received;->env:Lcom/spokeshare/Envelope;
    return-object v0
.end method

.method public hashCode()I
    .registers 4
    iget-object v0, p0, Lcom/spokeshare/Action$Received;->caller:Lcom/spokeshare/Caller;
    invoke-virtual {v0}, Lcom/spokeshare/Caller;->hashCode()I
    move-result v2
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/spokeshare/Action$Received;->env:Lcom/spokeshare/Envelope;
    invoke-virtual {v1}, Lcom/spokeshare/Envelope;->hashCode()I
    move-result v1
    add-int v2, v0, v1
    return v2
.end method

.method public toString()Ljava/lang/String;
    .registers 5
    iget-object v0, p0, Lcom/spokeshare/Action$Received;->caller:Lcom/spokeshare/Caller;
    iget-object v1, p0, Lcom/spokeshare/Action$Received;->env:Lcom/spokeshare/Envelope;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "Received(caller="
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v3, ", env="
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v3, ")"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
