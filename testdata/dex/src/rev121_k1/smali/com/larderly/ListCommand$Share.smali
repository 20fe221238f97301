.class public final Lcom/larderly/ListCommand$Share;
.super Lcom/larderly/ListCommand;
.source "Commands.kt"

# instance fields
.field private final listId:J
.field private final recipient:Ljava/lang/String;
.field private final requester:Ljava/lang/String;


# direct methods
.method public constructor <init>(JLjava/lang/String;Ljava/lang/String;)V
    .registers 6
    const-string v0, "recipient"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "requester"
    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 37
    const/4 v0, 0x0
    invoke-direct {p0, v0}, Lcom/larderly/ListCommand;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-wide p1, p0, Lcom/larderly/ListCommand$Share;->listId:J
    iput-object p3, p0, Lcom/larderly/ListCommand$Share;->recipient:Ljava/lang/String;
    iput-object p4, p0, Lcom/larderly/ListCommand$Share;->requester:Ljava/lang/String;
    return-void
.end method

.method public static synthetic copy$default(Lcom/larderly/ListCommand$Share;JLjava/lang/String;Ljava/lang/String;ILjava/lang/Object;)Lcom/larderly/ListCommand$Share;
    .registers 8
    and-int/lit8 v0, p5, 0x1
    if-eqz v0, :L12
    iget-wide p1, p0, Lcom/larderly/ListCommand$Share;->listId:J
:L12
    and-int/lit8 v0, p5, 0x2
    if-eqz v0, :L24
    iget-object p3, p0, Lcom/larderly/ListCommand$Share;->recipient:Ljava/lang/String;
:L24
    and-int/lit8 v0, p5, 0x4
    if-eqz v0, :L37
    iget-object p4, p0, Lcom/larderly/ListCommand$Share;->requester:Ljava/lang/String;
:L37
    invoke-virtual {p0, p1, p2, p3, p4}, Lcom/larderly/ListCommand$Share;->copy(JLjava/lang/String;Ljava/lang/String;)Lcom/larderly/ListCommand$Share;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final component1()J
    .registers 3
    iget-wide v0, p0, Lcom/larderly/ListCommand$Share;->listId:J
    return-wide v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/larderly/ListCommand$Share;->recipient:Ljava/lang/String;
    return-object v0
.end method

.method public final component3()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/larderly/ListCommand$Share;->requester:Ljava/lang/String;
    return-object v0
.end method

.method public final copy(JLjava/lang/String;Ljava/lang/String;)Lcom/larderly/ListCommand$Share;
    .registers 7
    const-string v1, "recipient"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "requester"
    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/larderly/ListCommand$Share;
    invoke-direct {v0, p1, p2, p3, p4}, Lcom/larderly/ListCommand$Share;-><init>(JLjava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 7
    if-ne p0, p1, :L7
    const/4 v0, 0x1
    return v0
:L7
    instance-of v0, p1, Lcom/larderly/ListCommand$Share;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, p1
    check-cast v0, Lcom/larderly/ListCommand$Share;
    move-object v4, v0
    iget-wide v0, p0, Lcom/larderly/ListCommand$Share;->listId:J
    iget-wide v2, v4, Lcom/larderly/ListCommand$Share;->listId:J
    cmp-long v0, v0, v2
    if-eqz v0, :L35
    const/4 v0, 0x0
    return v0
:L35
    iget-object v0, p0, Lcom/larderly/ListCommand$Share;->recipient:Ljava/lang/String;
    iget-object v1, v4, Lcom/larderly/ListCommand$Share;->recipient:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L51
    const/4 v0, 0x0
    return v0
:L51
    iget-object v0, p0, Lcom/larderly/ListCommand$Share;->requester:Ljava/lang/String;
    iget-object v1, v4, Lcom/larderly/ListCommand$Share;->requester:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L67
    const/4 v0, 0x0
    return v0
:L67
    const/4 v0, 0x1
    return v0
.end method

.method public final getListId()J
    .registers 3
    .line 37
    iget-wide v0, p0, Lcom/larderly/ListCommand$Share;->listId:J
    return-wide v0
.end method

.method public final getRecipient()Ljava/lang/String;
    .registers 2
    .line 37
    iget-object v0, p0, Lcom/larderly/ListCommand$Share;->recipient:Ljava/lang/String;
    return-object v0
.end method

.method public final getRequester()Ljava/lang/String;
    .registers 2
    .line 37
    iget-object v0, p0, Lcom/larderly/ListCommand$Share;->requester:Ljava/lang/String;
    return-object v0
.end method

.method public hashCode()I
    .registers 4
    iget-wide v0, p0, Lcom/larderly/ListCommand$Share;->listId:J
    invoke-static {v0, v1}, Ljava/lang/Long;->hashCode(J)I
    move-result v2
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/larderly/ListCommand$Share;->recipient:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int v2, v0, v1
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/larderly/ListCommand$Share;->requester:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int v2, v0, v1
    return v2
.end method

.method public toString()Ljava/lang/String;
    .registers 7
    iget-wide v0, p0, Lcom/larderly/ListCommand$Share;->listId:J
    iget-object v2, p0, Lcom/larderly/ListCommand$Share;->recipient:Ljava/lang/String;
    iget-object v3, p0, Lcom/larderly/ListCommand$Share;->requester:Ljava/lang/String;
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "Share(listId="
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v5, ", recipient="
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, ", requester="
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, ")"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
