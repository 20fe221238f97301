.class public final Lcom/hearthkit/FieldsKt;
.super Ljava/lang/Object;
.source "Fields.kt"

# direct methods
.method public static final getAppPackage(Lcom/hearthkit/Fields;)Ljava/lang/String;
    .registers 9
    const-string v1, "<this>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 25
    move-object v2, p0
    const-string v3, "package_name"
    const/4 v4, 0x0
    .line 30
    move-object v5, v2
    move-object v6, v3
    const/4 v7, 0x0
    .line 31
    invoke-virtual {v5}, Lcom/hearthkit/Fields;->getJson()Lorg/json/JSONObject;
    move-result-object v0
    invoke-virtual {v0, v6}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    instance-of v1, v0, Ljava/lang/String;
    if-nez v1, :L41
    const/4 v0, 0x0
:L41
    check-cast v0, Ljava/lang/String;
    .line 30
    if-nez v0, :L58
    new-instance v0, Lcom/hearthkit/InvalidArgs;
    invoke-direct {v0, v3}, Lcom/hearthkit/InvalidArgs;-><init>(Ljava/lang/String;)V
    throw v0
:L58
    .line 25
    check-cast v0, Ljava/lang/CharSequence;
    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static final getRequester(Lcom/hearthkit/Fields;)Ljava/lang/String;
    .registers 6
    const-string v1, "<this>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    move-object v2, p0
    const-string v3, "calling_package"
    const/4 v4, 0x0
    .line 28
    invoke-virtual {v2}, Lcom/hearthkit/Fields;->getJson()Lorg/json/JSONObject;
    move-result-object v0
    invoke-virtual {v0, v3}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    instance-of v1, v0, Ljava/lang/String;
    if-nez v1, :L30
    const/4 v0, 0x0
:L30
    check-cast v0, Ljava/lang/String;
    .line 22
    if-eqz v0, :L69
    move-object v2, v0
    move-object v3, v2
    .line 29
    const/4 v4, 0x0
    .line 22
    move-object v0, v3
    check-cast v0, Ljava/lang/CharSequence;
    invoke-static {v0}, Lkotlin/text/StringsKt;->isBlank(Ljava/lang/CharSequence;)Z
    move-result v0
    if-nez v0, :L56
    const/4 v0, 0x1
    goto :L57
:L56
    const/4 v0, 0x0
:L57
    if-eqz v0, :L65
    move-object v0, v2
    goto :L71
:L65
    const/4 v0, 0x0
    goto :L71
:L69
    const/4 v0, 0x0
:L71
    return-object v0
.end method

.method public static final synthetic opt(Lcom/hearthkit/Fields;Ljava/lang/String;)Ljava/lang/Object;
    .registers 6
    const-string v1, "<this>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "key"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v3, 0x0
    .line 15
    invoke-virtual {p0}, Lcom/hearthkit/Fields;->getJson()Lorg/json/JSONObject;
    move-result-object v0
    invoke-virtual {v0, p1}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    const/4 v1, 0x2
    const-string v2, "T"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->reifiedOperationMarker(ILjava/lang/String;)V
    check-cast v0, Ljava/lang/Object;
    return-object v0
.end method

.method public static final synthetic require(Lcom/hearthkit/Fields;Ljava/lang/String;)Ljava/lang/Object;
    .registers 9
    const-string v1, "<this>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "key"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v3, 0x0
    .line 18
    move-object v4, p0
    move-object v5, p1
    const/4 v6, 0x0
    .line 27
    invoke-virtual {v4}, Lcom/hearthkit/Fields;->getJson()Lorg/json/JSONObject;
    move-result-object v0
    invoke-virtual {v0, v5}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    const/4 v1, 0x2
    const-string v2, "T"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->reifiedOperationMarker(ILjava/lang/String;)V
    check-cast v0, Ljava/lang/Object;
    .line 18
    if-nez v0, :L54
    new-instance v0, Lcom/hearthkit/InvalidArgs;
    invoke-direct {v0, p1}, Lcom/hearthkit/InvalidArgs;-><init>(Ljava/lang/String;)V
    throw v0
:L54
    return-object v0
.end method
