.class public final Lcom/ew/ToolSpec;
.super Ljava/lang/Object;
.source "Tools.kt"

# instance fields
.field private final name:Ljava/lang/String;
.field private final description:Ljava/lang/String;
.field private final effect:Lcom/ew/Effect;
.field private final confirmation:Lcom/ew/Confirmation;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Lcom/ew/Effect;Lcom/ew/Confirmation;)V
    .registers 7
    const-string v1, "name"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "description"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "effect"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "confirmation"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 12
    iput-object v3, v2, Lcom/ew/ToolSpec;->name:Ljava/lang/String;
    .line 13
    iput-object v4, v2, Lcom/ew/ToolSpec;->description:Ljava/lang/String;
    .line 14
    iput-object v5, v2, Lcom/ew/ToolSpec;->effect:Lcom/ew/Effect;
    .line 15
    iput-object v6, v2, Lcom/ew/ToolSpec;->confirmation:Lcom/ew/Confirmation;
    .line 11
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;Ljava/lang/String;Lcom/ew/Effect;Lcom/ew/Confirmation;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 9
    .line 11
    const/16 v1, 0x8
    and-int v0, v7, v1
    if-eqz v0, :L13
    .line 15
    sget-object v6, Lcom/ew/Confirmation;->NEVER:Lcom/ew/Confirmation;
:L13
    .line 11
    invoke-direct {v2, v3, v4, v5, v6}, Lcom/ew/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Lcom/ew/Effect;Lcom/ew/Confirmation;)V
    .line 16
    return-void
.end method

.method public static synthetic copy$default(Lcom/ew/ToolSpec;Ljava/lang/String;Ljava/lang/String;Lcom/ew/Effect;Lcom/ew/Confirmation;ILjava/lang/Object;)Lcom/ew/ToolSpec;
    .registers 9
    const/4 v1, 0x1
    and-int v0, v7, v1
    if-eqz v0, :L12
    iget-object v0, v2, Lcom/ew/ToolSpec;->name:Ljava/lang/String;
    move-object v3, v0
:L12
    const/4 v1, 0x2
    and-int v0, v7, v1
    if-eqz v0, :L24
    iget-object v0, v2, Lcom/ew/ToolSpec;->description:Ljava/lang/String;
    move-object v4, v0
:L24
    const/4 v1, 0x4
    and-int v0, v7, v1
    if-eqz v0, :L36
    iget-object v0, v2, Lcom/ew/ToolSpec;->effect:Lcom/ew/Effect;
    move-object v5, v0
:L36
    const/16 v1, 0x8
    and-int v0, v7, v1
    if-eqz v0, :L50
    iget-object v0, v2, Lcom/ew/ToolSpec;->confirmation:Lcom/ew/Confirmation;
    move-object v6, v0
:L50
    invoke-virtual {v2, v3, v4, v5, v6}, Lcom/ew/ToolSpec;->copy(Ljava/lang/String;Ljava/lang/String;Lcom/ew/Effect;Lcom/ew/Confirmation;)Lcom/ew/ToolSpec;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final getName()Ljava/lang/String;
    .registers 2
    .line 12
    iget-object v0, v1, Lcom/ew/ToolSpec;->name:Ljava/lang/String;
    return-object v0
.end method

.method public final getDescription()Ljava/lang/String;
    .registers 2
    .line 13
    iget-object v0, v1, Lcom/ew/ToolSpec;->description:Ljava/lang/String;
    return-object v0
.end method

.method public final getEffect()Lcom/ew/Effect;
    .registers 2
    .line 14
    iget-object v0, v1, Lcom/ew/ToolSpec;->effect:Lcom/ew/Effect;
    return-object v0
.end method

.method public final getConfirmation()Lcom/ew/Confirmation;
    .registers 2
    .line 15
    iget-object v0, v1, Lcom/ew/ToolSpec;->confirmation:Lcom/ew/Confirmation;
    return-object v0
.end method

.method public final toJson()Lorg/json/JSONObject;
    .registers 12
    .line 17
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    .line 18
    const-string v1, "name"
    iget-object v2, v11, Lcom/ew/ToolSpec;->name:Ljava/lang/String;
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    .line 19
    const-string v1, "description"
    iget-object v2, v11, Lcom/ew/ToolSpec;->description:Ljava/lang/String;
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    .line 20
    const-string v1, "annotations"
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    move-object v5, v2
    move-object v6, v5
    move-object v8, v1
    move-object v7, v0
    const/4 v9, 0x0
    .line 21
    const-string v1, "effect"
    iget-object v2, v11, Lcom/ew/ToolSpec;->effect:Lcom/ew/Effect;
    invoke-virtual {v2}, Lcom/ew/Effect;->name()Ljava/lang/String;
    move-result-object v2
    sget-object v3, Ljava/util/Locale;->ROOT:Ljava/util/Locale;
    invoke-virtual {v2, v3}, Ljava/lang/String;->toLowerCase(Ljava/util/Locale;)Ljava/lang/String;
    move-result-object v2
    const-string v4, "toLowerCase(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 22
    const-string v1, "confirmation"
    iget-object v2, v11, Lcom/ew/ToolSpec;->confirmation:Lcom/ew/Confirmation;
    invoke-virtual {v2}, Lcom/ew/Confirmation;->getWire()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 23
    nop
    sget-object v10, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    .line 20
    .line 20
    invoke-virtual {v7, v8, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    const-string v2, "put(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 23
    return-object v0
.end method

.method public final component1()Ljava/lang/String;
    .registers 2
    iget-object v0, v1, Lcom/ew/ToolSpec;->name:Ljava/lang/String;
    return-object v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2
    iget-object v0, v1, Lcom/ew/ToolSpec;->description:Ljava/lang/String;
    return-object v0
.end method

.method public final component3()Lcom/ew/Effect;
    .registers 2
    iget-object v0, v1, Lcom/ew/ToolSpec;->effect:Lcom/ew/Effect;
    return-object v0
.end method

.method public final component4()Lcom/ew/Confirmation;
    .registers 2
    iget-object v0, v1, Lcom/ew/ToolSpec;->confirmation:Lcom/ew/Confirmation;
    return-object v0
.end method

.method public final copy(Ljava/lang/String;Ljava/lang/String;Lcom/ew/Effect;Lcom/ew/Confirmation;)Lcom/ew/ToolSpec;
    .registers 7
    const-string v1, "name"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "description"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "effect"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "confirmation"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/ew/ToolSpec;
    invoke-direct {v0, v3, v4, v5, v6}, Lcom/ew/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Lcom/ew/Effect;Lcom/ew/Confirmation;)V
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 7
    iget-object v0, v6, Lcom/ew/ToolSpec;->name:Ljava/lang/String;
    iget-object v1, v6, Lcom/ew/ToolSpec;->description:Ljava/lang/String;
    iget-object v2, v6, Lcom/ew/ToolSpec;->effect:Lcom/ew/Effect;
    iget-object v3, v6, Lcom/ew/ToolSpec;->confirmation:Lcom/ew/Confirmation;
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "ToolSpec(name="
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, ", description="
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, ", effect="
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v5, ", confirmation="
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v5, ")"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public hashCode()I
    .registers 4
    iget-object v0, v3, Lcom/ew/ToolSpec;->name:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v2
    const/16 v1, 0x1f
    mul-int v0, v2, v1
    iget-object v1, v3, Lcom/ew/ToolSpec;->description:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int v0, v0, v1
    move v2, v0
    const/16 v1, 0x1f
    mul-int v0, v2, v1
    iget-object v1, v3, Lcom/ew/ToolSpec;->effect:Lcom/ew/Effect;
    invoke-virtual {v1}, Lcom/ew/Effect;->hashCode()I
    move-result v1
    add-int v0, v0, v1
    move v2, v0
    const/16 v1, 0x1f
    mul-int v0, v2, v1
    iget-object v1, v3, Lcom/ew/ToolSpec;->confirmation:Lcom/ew/Confirmation;
    invoke-virtual {v1}, Lcom/ew/Confirmation;->hashCode()I
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
    instance-of v0, v4, Lcom/ew/ToolSpec;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, v4
    check-cast v0, Lcom/ew/ToolSpec;
    move-object v2, v0
    iget-object v0, v3, Lcom/ew/ToolSpec;->name:Ljava/lang/String;
    iget-object v1, v2, Lcom/ew/ToolSpec;->name:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
:L37
    iget-object v0, v3, Lcom/ew/ToolSpec;->description:Ljava/lang/String;
    iget-object v1, v2, Lcom/ew/ToolSpec;->description:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L53
    const/4 v0, 0x0
    return v0
:L53
    iget-object v0, v3, Lcom/ew/ToolSpec;->effect:Lcom/ew/Effect;
    iget-object v1, v2, Lcom/ew/ToolSpec;->effect:Lcom/ew/Effect;
    if-eq v0, v1, :L66
    const/4 v0, 0x0
    return v0
:L66
    iget-object v0, v3, Lcom/ew/ToolSpec;->confirmation:Lcom/ew/Confirmation;
    iget-object v1, v2, Lcom/ew/ToolSpec;->confirmation:Lcom/ew/Confirmation;
    if-eq v0, v1, :L79
    const/4 v0, 0x0
    return v0
:L79
    const/4 v0, 0x1
    return v0
.end method

