.class public final Lcom/berthbook/ToolResult$Ok;
.super Ljava/lang/Object;
.source "ToolResult.kt"

# interfaces
.implements Lcom/berthbook/ToolResult;

# instance fields
.field private final json:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;)V
    .registers 4
    const-string v1, "json"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    iput-object v3, v2, Lcom/berthbook/ToolResult$Ok;->json:Ljava/lang/String;
    return-void
.end method

.method public static synthetic copy$default(Lcom/berthbook/ToolResult$Ok;Ljava/lang/String;ILjava/lang/Object;)Lcom/berthbook/ToolResult$Ok;
    .registers 6
    const/4 v1, 0x1
    and-int v0, v4, v1
    if-eqz v0, :L11
    iget-object v0, v2, Lcom/berthbook/ToolResult$Ok;->json:Ljava/lang/String;
    move-object v3, v0
:L11
    invoke-virtual {v2, v3}, Lcom/berthbook/ToolResult$Ok;->copy(Ljava/lang/String;)Lcom/berthbook/ToolResult$Ok;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final getJson()Ljava/lang/String;
    .registers 2
    .line 7
    iget-object v0, v1, Lcom/berthbook/ToolResult$Ok;->json:Ljava/lang/String;
    return-object v0
.end method

.method public final component1()Ljava/lang/String;
    .registers 2
    iget-object v0, v1, Lcom/berthbook/ToolResult$Ok;->json:Ljava/lang/String;
    return-object v0
.end method

.method public final copy(Ljava/lang/String;)Lcom/berthbook/ToolResult$Ok;
    .registers 4
    const-string v1, "json"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/berthbook/ToolResult$Ok;
    invoke-direct {v0, v3}, Lcom/berthbook/ToolResult$Ok;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 4
    iget-object v0, v3, Lcom/berthbook/ToolResult$Ok;->json:Ljava/lang/String;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "Ok(json="
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v2, ")"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public hashCode()I
    .registers 2
    iget-object v0, v1, Lcom/berthbook/ToolResult$Ok;->json:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v0
    return v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5
    if-ne v3, v4, :L7
    const/4 v0, 0x1
    return v0
:L7
    instance-of v0, v4, Lcom/berthbook/ToolResult$Ok;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, v4
    check-cast v0, Lcom/berthbook/ToolResult$Ok;
    move-object v2, v0
    iget-object v0, v3, Lcom/berthbook/ToolResult$Ok;->json:Ljava/lang/String;
    iget-object v1, v2, Lcom/berthbook/ToolResult$Ok;->json:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
:L37
    const/4 v0, 0x1
    return v0
.end method

