.class public final Lcom/spokeshare/State$Done;
.super Lcom/spokeshare/State;
.source "Mvi.kt"

# instance fields
.field private final value:Lorg/json/JSONObject;
.field private final work:Lcom/spokeshare/State$Working;


# direct methods
.method public constructor <init>(Lcom/spokeshare/State$Working;Lorg/json/JSONObject;)V
    .registers 4
    const-string v0, "work"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "value"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 49
    const/4 v0, 0x0
    invoke-direct {p0, v0}, Lcom/spokeshare/State;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object p1, p0, Lcom/spokeshare/State$Done;->work:Lcom/spokeshare/State$Working;
    iput-object p2, p0, Lcom/spokeshare/State$Done;->value:Lorg/json/JSONObject;
    return-void
.end method

.method public static synthetic copy$default(Lcom/spokeshare/State$Done;Lcom/spokeshare/State$Working;Lorg/json/JSONObject;ILjava/lang/Object;)Lcom/spokeshare/State$Done;
    .registers 6
    and-int/lit8 v0, p3, 0x1
    if-eqz v0, :L11
    iget-object p1, p0, Lcom/spokeshare/State$Done;->work:Lcom/spokeshare/State$Working;
:L11
    and-int/lit8 v0, p3, 0x2
    if-eqz v0, :L22
    iget-object p2, p0, Lcom/spokeshare/State$Done;->value:Lorg/json/JSONObject;
:L22
    invoke-virtual {p0, p1, p2}, Lcom/spokeshare/State$Done;->copy(Lcom/spokeshare/State$Working;Lorg/json/JSONObject;)Lcom/spokeshare/State$Done;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final component1()Lcom/spokeshare/State$Working;
    .registers 2
    iget-object v0, p0, Lcom/spokeshare/State$Done;->work:Lcom/spokeshare/State$Working;
    return-object v0
.end method

.method public final component2()Lorg/json/JSONObject;
    .registers 2
    iget-object v0, p0, Lcom/spokeshare/State$Done;->value:Lorg/json/JSONObject;
    return-object v0
.end method

.method public final copy(Lcom/spokeshare/State$Working;Lorg/json/JSONObject;)Lcom/spokeshare/State$Done;
    .registers 5
    const-string v1, "work"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "value"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/spokeshare/State$Done;
    invoke-direct {v0, p1, p2}, Lcom/spokeshare/State$Done;-><init>(Lcom/spokeshare/State$Working;Lorg/json/JSONObject;)V
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5
    if-ne p0, p1, :L7
    const/4 v0, 0x1
    return v0
:L7
    instance-of v0, p1, Lcom/spokeshare/State$Done;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, p1
    check-cast v0, Lcom/spokeshare/State$Done;
    move-object v2, v0
    iget-object v0, p0, Lcom/spokeshare/State$Done;->work:Lcom/spokeshare/State$Working;
    iget-object v1, v2, Lcom/spokeshare/State$Done;->work:Lcom/spokeshare/State$Working;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
:L37
    iget-object v0, p0, Lcom/spokeshare/State$Done;->value:Lorg/json/JSONObject;
    iget-object v1, v2, Lcom/spokeshare/State$Done;->value:Lorg/json/JSONObject;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L53
    const/4 v0, 0x0
    return v0
:L53
    const/4 v0, 0x1
    return v0
.end method

.method public final getValue()Lorg/json/JSONObject;
    .registers 2
    .line 49
    iget-object v0, p0, Lcom/spokeshare/State$Done;->value:Lorg/json/JSONObject;
    return-object v0
.end method

.method public final getWork()Lcom/spokeshare/State$Working;
    .registers 2
    .line 49
    iget-object v0, p0, Lcom/spokeshare/State$Done;->work:Lcom/spokeshare/State$Working;
    return-object v0
.end method

.method public hashCode()I
    .registers 4
    iget-object v0, p0, Lcom/spokeshare/State$Done;->work:Lcom/spokeshare/State$Working;
    invoke-virtual {v0}, Lcom/spokeshare/State$Working;->hashCode()I
    move-result v2
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/spokeshare/State$Done;->value:Lorg/json/JSONObject;
    invoke-virtual {v1}, Lorg/json/JSONObject;->hashCode()I
    move-result v1
    add-int v2, v0, v1
    return v2
.end method

.method public toString()Ljava/lang/String;
    .registers 5
    iget-object v0, p0, Lcom/spokeshare/State$Done;->work:Lcom/spokeshare/State$Working;
    iget-object v1, p0, Lcom/spokeshare/State$Done;->value:Lorg/json/JSONObject;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "Done(work="
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v3, ", value="
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v3, ")"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
