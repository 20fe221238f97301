.class public final Lcom/larderly/ListCommand$Clear;
.super Lcom/larderly/ListCommand;
.source "Commands.kt"

# instance fields
.field private final listId:J


# direct methods
.method public constructor <init>(J)V
    .registers 4
    .line 39
    const/4 v0, 0x0
    invoke-direct {p0, v0}, Lcom/larderly/ListCommand;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-wide p1, p0, Lcom/larderly/ListCommand$Clear;->listId:J
    return-void
.end method

.method public static synthetic copy$default(Lcom/larderly/ListCommand$Clear;JILjava/lang/Object;)Lcom/larderly/ListCommand$Clear;
    .registers 6
    and-int/lit8 v0, p3, 0x1
    if-eqz v0, :L11
    iget-wide p1, p0, Lcom/larderly/ListCommand$Clear;->listId:J
:L11
    invoke-virtual {p0, p1, p2}, Lcom/larderly/ListCommand$Clear;->copy(J)Lcom/larderly/ListCommand$Clear;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final component1()J
    .registers 3
    iget-wide v0, p0, Lcom/larderly/ListCommand$Clear;->listId:J
    return-wide v0
.end method

.method public final copy(J)Lcom/larderly/ListCommand$Clear;
    .registers 4
    new-instance v0, Lcom/larderly/ListCommand$Clear;
    invoke-direct {v0, p1, p2}, Lcom/larderly/ListCommand$Clear;-><init>(J)V
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 7
    if-ne p0, p1, :L7
    const/4 v0, 0x1
    return v0
:L7
    instance-of v0, p1, Lcom/larderly/ListCommand$Clear;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, p1
    check-cast v0, Lcom/larderly/ListCommand$Clear;
    move-object v4, v0
    iget-wide v0, p0, Lcom/larderly/ListCommand$Clear;->listId:J
    iget-wide v2, v4, Lcom/larderly/ListCommand$Clear;->listId:J
    cmp-long v0, v0, v2
    if-eqz v0, :L35
    const/4 v0, 0x0
    return v0
:L35
    const/4 v0, 0x1
    return v0
.end method

.method public final getListId()J
    .registers 3
    .line 39
    iget-wide v0, p0, Lcom/larderly/ListCommand$Clear;->listId:J
    return-wide v0
.end method

.method public hashCode()I
    .registers 3
    iget-wide v0, p0, Lcom/larderly/ListCommand$Clear;->listId:J
    invoke-static {v0, v1}, Ljava/lang/Long;->hashCode(J)I
    move-result v0
    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 5
    iget-wide v0, p0, Lcom/larderly/ListCommand$Clear;->listId:J
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "Clear(listId="
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v3, ")"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
