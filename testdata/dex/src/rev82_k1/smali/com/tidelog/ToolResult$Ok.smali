.class public final Lcom/tidelog/ToolResult$Ok;
.super Ljava/lang/Object;
.source "Tool.kt"

# interfaces
.implements Lcom/tidelog/ToolResult;

.field private final json:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;)V
    .registers 3
    const-string v0, "json"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/tidelog/ToolResult$Ok;->json:Ljava/lang/String;
    return-void
.end method

.method public final getJson()Ljava/lang/String;
    .registers 2
    .line 9
    iget-object v0, v1, Lcom/tidelog/ToolResult$Ok;->json:Ljava/lang/String;
    return-object v0
.end method

.method public final component1()Ljava/lang/String;
    .registers 2
    iget-object v0, v1, Lcom/tidelog/ToolResult$Ok;->json:Ljava/lang/String;
    return-object v0
.end method

.method public final copy(Ljava/lang/String;)Lcom/tidelog/ToolResult$Ok;
    .registers 4
    const-string v1, "json"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/tidelog/ToolResult$Ok;
    invoke-direct {v0, v3}, Lcom/tidelog/ToolResult$Ok;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public static synthetic copy$default(Lcom/tidelog/ToolResult$Ok;Ljava/lang/String;ILjava/lang/Object;)Lcom/tidelog/ToolResult$Ok;
    .registers 6
    const/4 v1, 0x1
    and-int v0, v4, v1
    if-eqz v0, :L11
    iget-object v0, v2, Lcom/tidelog/ToolResult$Ok;->json:Ljava/lang/String;
    move-object v3, v0
    :L11
    invoke-virtual {v2, v3}, Lcom/tidelog/ToolResult$Ok;->copy(Ljava/lang/String;)Lcom/tidelog/ToolResult$Ok;
    move-result-object v0
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 3
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "Ok(json="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    iget-object v1, v2, Lcom/tidelog/ToolResult$Ok;->json:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const/16 v1, 0x29
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public hashCode()I
    .registers 2
    iget-object v0, v1, Lcom/tidelog/ToolResult$Ok;->json:Ljava/lang/String;
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
    instance-of v0, v4, Lcom/tidelog/ToolResult$Ok;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
    :L16
    check-cast v4, Lcom/tidelog/ToolResult$Ok;
    move-object v2, v4
    iget-object v0, v3, Lcom/tidelog/ToolResult$Ok;->json:Ljava/lang/String;
    iget-object v1, v2, Lcom/tidelog/ToolResult$Ok;->json:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
    :L37
    const/4 v0, 0x1
    return v0
.end method

