.class public final Lcom/el/ToolSpec;
.super Ljava/lang/Object;
.source "Tools.kt"

# instance fields
.field private final name:Ljava/lang/String;
.field private final effect:Lcom/el/Effect;


# direct methods
.method public constructor <init>(Ljava/lang/String;Lcom/el/Effect;)V
    .registers 5
    const-string v1, "name"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "effect"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    iput-object v3, v2, Lcom/el/ToolSpec;->name:Ljava/lang/String;
    iput-object v4, v2, Lcom/el/ToolSpec;->effect:Lcom/el/Effect;
    return-void
.end method

.method public static synthetic copy$default(Lcom/el/ToolSpec;Ljava/lang/String;Lcom/el/Effect;ILjava/lang/Object;)Lcom/el/ToolSpec;
    .registers 7
    const/4 v1, 0x1
    and-int v0, v5, v1
    if-eqz v0, :L11
    iget-object v0, v2, Lcom/el/ToolSpec;->name:Ljava/lang/String;
    move-object v3, v0
:L11
    const/4 v1, 0x2
    and-int v0, v5, v1
    if-eqz v0, :L22
    iget-object v0, v2, Lcom/el/ToolSpec;->effect:Lcom/el/Effect;
    move-object v4, v0
:L22
    invoke-virtual {v2, v3, v4}, Lcom/el/ToolSpec;->copy(Ljava/lang/String;Lcom/el/Effect;)Lcom/el/ToolSpec;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final getName()Ljava/lang/String;
    .registers 2
    .line 10
    iget-object v0, v1, Lcom/el/ToolSpec;->name:Ljava/lang/String;
    return-object v0
.end method

.method public final getEffect()Lcom/el/Effect;
    .registers 2
    .line 10
    iget-object v0, v1, Lcom/el/ToolSpec;->effect:Lcom/el/Effect;
    return-object v0
.end method

.method public final toJson()Lorg/json/JSONObject;
    .registers 6
    .line 11
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    const-string v1, "name"
    iget-object v2, v5, Lcom/el/ToolSpec;->name:Ljava/lang/String;
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    .line 12
    const-string v1, "annotations"
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    const-string v3, "effect"
    iget-object v4, v5, Lcom/el/ToolSpec;->effect:Lcom/el/Effect;
    invoke-virtual {v4}, Lcom/el/Effect;->getWire()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    const-string v2, "put(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public final component1()Ljava/lang/String;
    .registers 2
    iget-object v0, v1, Lcom/el/ToolSpec;->name:Ljava/lang/String;
    return-object v0
.end method

.method public final component2()Lcom/el/Effect;
    .registers 2
    iget-object v0, v1, Lcom/el/ToolSpec;->effect:Lcom/el/Effect;
    return-object v0
.end method

.method public final copy(Ljava/lang/String;Lcom/el/Effect;)Lcom/el/ToolSpec;
    .registers 5
    const-string v1, "name"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "effect"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/el/ToolSpec;
    invoke-direct {v0, v3, v4}, Lcom/el/ToolSpec;-><init>(Ljava/lang/String;Lcom/el/Effect;)V
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 5
    iget-object v0, v4, Lcom/el/ToolSpec;->name:Ljava/lang/String;
    iget-object v1, v4, Lcom/el/ToolSpec;->effect:Lcom/el/Effect;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "ToolSpec(name="
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, ", effect="
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v3, ")"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public hashCode()I
    .registers 4
    iget-object v0, v3, Lcom/el/ToolSpec;->name:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v2
    const/16 v1, 0x1f
    mul-int v0, v2, v1
    iget-object v1, v3, Lcom/el/ToolSpec;->effect:Lcom/el/Effect;
    invoke-virtual {v1}, Lcom/el/Effect;->hashCode()I
    move-result v1
    add-int v0, v0, v1
    move v2, v0
    return v2
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5
    if-ne v3, v4, :L7
    const/4 v0, 0x1
    return v0
:L7
    instance-of v0, v4, Lcom/el/ToolSpec;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, v4
    check-cast v0, Lcom/el/ToolSpec;
    move-object v2, v0
    iget-object v0, v3, Lcom/el/ToolSpec;->name:Ljava/lang/String;
    iget-object v1, v2, Lcom/el/ToolSpec;->name:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
:L37
    iget-object v0, v3, Lcom/el/ToolSpec;->effect:Lcom/el/Effect;
    iget-object v1, v2, Lcom/el/ToolSpec;->effect:Lcom/el/Effect;
    if-eq v0, v1, :L50
    const/4 v0, 0x0
    return v0
:L50
    const/4 v0, 0x1
    return v0
.end method

