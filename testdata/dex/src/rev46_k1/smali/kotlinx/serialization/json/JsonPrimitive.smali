.class public final Lkotlinx/serialization/json/JsonPrimitive;
.super Lkotlinx/serialization/json/JsonElement;
.source "Json.kt"

.field private final content:Ljava/lang/String;
.field private final isString:Z

.method public constructor <init>(Ljava/lang/String;Z)V
    .registers 4
    const-string v0, "content"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 30
    const/4 v0, 0x0
    invoke-direct {v1, v0}, Lkotlinx/serialization/json/JsonElement;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object v2, v1, Lkotlinx/serialization/json/JsonPrimitive;->content:Ljava/lang/String;
    iput-boolean v3, v1, Lkotlinx/serialization/json/JsonPrimitive;->isString:Z
    return-void
.end method

.method public final getContent()Ljava/lang/String;
    .registers 2
    .line 30
    iget-object v0, v1, Lkotlinx/serialization/json/JsonPrimitive;->content:Ljava/lang/String;
    return-object v0
.end method

.method public final isString()Z
    .registers 2
    .line 30
    iget-boolean v0, v1, Lkotlinx/serialization/json/JsonPrimitive;->isString:Z
    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 4
    .line 31
    iget-boolean v0, v3, Lkotlinx/serialization/json/JsonPrimitive;->isString:Z
    if-eqz v0, :L19
    iget-object v0, v3, Lkotlinx/serialization/json/JsonPrimitive;->content:Ljava/lang/String;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "\""
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v2, "\""
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    goto :L23
    :L19
    iget-object v0, v3, Lkotlinx/serialization/json/JsonPrimitive;->content:Ljava/lang/String;
    :L23
    return-object v0
.end method

