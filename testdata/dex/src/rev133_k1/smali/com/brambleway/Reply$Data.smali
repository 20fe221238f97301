.class public final Lcom/brambleway/Reply$Data;
.super Ljava/lang/Object;
.source "Reply.kt"

# interfaces
.implements Lcom/brambleway/Reply;

# instance fields
.field private final data:Lorg/json/JSONObject;


# direct methods
.method public constructor <init>(Lorg/json/JSONObject;)V
    .registers 3
    const-string v0, "data"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/brambleway/Reply$Data;->data:Lorg/json/JSONObject;
    return-void
.end method

.method public static synthetic copy$default(Lcom/brambleway/Reply$Data;Lorg/json/JSONObject;ILjava/lang/Object;)Lcom/brambleway/Reply$Data;
    .registers 5
    and-int/lit8 v0, p2, 0x1
    if-eqz v0, :L11
    iget-object p1, p0, Lcom/brambleway/Reply$Data;->data:Lorg/json/JSONObject;
:L11
    invoke-virtual {p0, p1}, Lcom/brambleway/Reply$Data;->copy(Lorg/json/JSONObject;)Lcom/brambleway/Reply$Data;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final component1()Lorg/json/JSONObject;
    .registers 2
    iget-object v0, p0, Lcom/brambleway/Reply$Data;->data:Lorg/json/JSONObject;
    return-object v0
.end method

.method public final copy(Lorg/json/JSONObject;)Lcom/brambleway/Reply$Data;
    .registers 4
    const-string v1, "data"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/brambleway/Reply$Data;
    invoke-direct {v0, p1}, Lcom/brambleway/Reply$Data;-><init>(Lorg/json/JSONObject;)V
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5
    if-ne p0, p1, :L7
    const/4 v0, 0x1
    return v0
:L7
    instance-of v0, p1, Lcom/brambleway/Reply$Data;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, p1
    check-cast v0, Lcom/brambleway/Reply$Data;
    move-object v2, v0
    iget-object v0, p0, Lcom/brambleway/Reply$Data;->data:Lorg/json/JSONObject;
    iget-object v1, v2, Lcom/brambleway/Reply$Data;->data:Lorg/json/JSONObject;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
:L37
    const/4 v0, 0x1
    return v0
.end method

.method public final getData()Lorg/json/JSONObject;
    .registers 2
    .line 10
    iget-object v0, p0, Lcom/brambleway/Reply$Data;->data:Lorg/json/JSONObject;
    return-object v0
.end method

.method public hashCode()I
    .registers 2
    iget-object v0, p0, Lcom/brambleway/Reply$Data;->data:Lorg/json/JSONObject;
    invoke-virtual {v0}, Lorg/json/JSONObject;->hashCode()I
    move-result v0
    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 4
    iget-object v0, p0, Lcom/brambleway/Reply$Data;->data:Lorg/json/JSONObject;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "Data(data="
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v2, ")"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
