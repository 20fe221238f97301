.class public final Lcom/example/dn/KtToolsKt;
.super Ljava/lang/Object;
.source "KtTools.kt"

.method public static final handle(Ljava/lang/String;)V
    .registers 5
    const-string v0, "arg"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    move-object v3, p0
    sget-object v0, Lkotlinx/serialization/json/Json;->Default:Lkotlinx/serialization/json/Json$Default;
    sget-object v1, Lcom/example/dn/KtArgs;->Companion:Lcom/example/dn/KtArgs$Companion;
    invoke-virtual {v1}, Lcom/example/dn/KtArgs$Companion;->serializer()Lkotlinx/serialization/KSerializer;
    move-result-object v1
    check-cast v1, Lkotlinx/serialization/DeserializationStrategy;
    invoke-virtual {v0, v1, p0}, Lkotlinx/serialization/json/Json$Default;->decodeFromString(Lkotlinx/serialization/DeserializationStrategy;Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/example/dn/KtArgs;
    .line 19
    invoke-virtual {v0}, Lcom/example/dn/KtArgs;->getOrigin()Ljava/lang/String;
    move-result-object v1
    const-string v2, "dn"
    invoke-static {v2, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 20
    invoke-virtual {v0}, Lcom/example/dn/KtArgs;->getCallerPackage()Ljava/lang/String;
    move-result-object v0
    invoke-static {v2, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 21
    new-instance v0, Lcom/squareup/moshi/Moshi$Builder;
    invoke-direct {v0}, Lcom/squareup/moshi/Moshi$Builder;-><init>()V
    invoke-virtual {v0}, Lcom/squareup/moshi/Moshi$Builder;->build()Lcom/squareup/moshi/Moshi;
    move-result-object v0
    const-class v1, Lcom/example/dn/MoshiArgs;
    invoke-virtual {v0, v1}, Lcom/squareup/moshi/Moshi;->adapter(Ljava/lang/Class;)Lcom/squareup/moshi/JsonAdapter;
    move-result-object v0
    invoke-virtual {v0, p0}, Lcom/squareup/moshi/JsonAdapter;->fromJson(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object p0
    invoke-static {p0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    check-cast p0, Lcom/example/dn/MoshiArgs;
    .line 22
    invoke-virtual {p0}, Lcom/example/dn/MoshiArgs;->getWho()Ljava/lang/String;
    move-result-object v0
    invoke-static {v2, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 23
    invoke-virtual {p0}, Lcom/example/dn/MoshiArgs;->getCallingPackage()Ljava/lang/String;
    move-result-object p0
    invoke-static {v2, p0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 24
    new-instance p0, Lcom/squareup/moshi/Moshi$Builder;
    invoke-direct {p0}, Lcom/squareup/moshi/Moshi$Builder;-><init>()V
    invoke-virtual {p0}, Lcom/squareup/moshi/Moshi$Builder;->build()Lcom/squareup/moshi/Moshi;
    move-result-object p0
    const-class v0, Lcom/example/dn/ReleaseArgs;
    invoke-virtual {p0, v0}, Lcom/squareup/moshi/Moshi;->adapter(Ljava/lang/Class;)Lcom/squareup/moshi/JsonAdapter;
    move-result-object p0
    invoke-virtual {p0, v3}, Lcom/squareup/moshi/JsonAdapter;->fromJson(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object p0
    invoke-static {p0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    check-cast p0, Lcom/example/dn/ReleaseArgs;
    .line 25
    invoke-virtual {p0}, Lcom/example/dn/ReleaseArgs;->getFrom()Ljava/lang/String;
    move-result-object p0
    invoke-static {v2, p0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 26
    return-void
.end method
