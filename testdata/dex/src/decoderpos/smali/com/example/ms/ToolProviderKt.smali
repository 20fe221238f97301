.class public final Lcom/example/ms/ToolProviderKt;
.super Ljava/lang/Object;
.source "ToolProvider.kt"

.field private static final codec:Lcom/example/ms/Codec;

.field private static extra:Lkotlinx/serialization/KSerializer;

.method static constructor <clinit>()V
    .registers 2
    .line 17
    new-instance v0, Lcom/example/ms/Codec;
    sget-object v1, Lcom/example/ms/KtArgs;->Companion:Lcom/example/ms/KtArgs$Companion;
    invoke-virtual {v1}, Lcom/example/ms/KtArgs$Companion;->serializer()Lkotlinx/serialization/KSerializer;
    move-result-object v1
    invoke-direct {v0, v1}, Lcom/example/ms/Codec;-><init>(Lkotlinx/serialization/KSerializer;)V
    sput-object v0, Lcom/example/ms/ToolProviderKt;->codec:Lcom/example/ms/Codec;
    return-void
.end method

.method public static final handle(Ljava/lang/String;)V
    .registers 4
    const-string v0, "arg"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 19
    move-object v2, p0
    new-instance v0, Lcom/squareup/moshi/Moshi$Builder;
    invoke-direct {v0}, Lcom/squareup/moshi/Moshi$Builder;-><init>()V
    invoke-virtual {v0}, Lcom/squareup/moshi/Moshi$Builder;->build()Lcom/squareup/moshi/Moshi;
    move-result-object v0
    const-class v1, Lcom/example/ms/ToolArgs;
    invoke-virtual {v0, v1}, Lcom/squareup/moshi/Moshi;->adapter(Ljava/lang/Class;)Lcom/squareup/moshi/JsonAdapter;
    move-result-object v0
    invoke-virtual {v0, p0}, Lcom/squareup/moshi/JsonAdapter;->fromJson(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object p0
    invoke-static {p0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    check-cast p0, Lcom/example/ms/ToolArgs;
    .line 20
    invoke-virtual {p0}, Lcom/example/ms/ToolArgs;->getWho()Ljava/lang/String;
    move-result-object v0
    const-string v1, "ms"
    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 21
    invoke-virtual {p0}, Lcom/example/ms/ToolArgs;->getCallingPackage()Ljava/lang/String;
    move-result-object p0
    invoke-static {v1, p0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 22
    new-instance v0, Lcom/squareup/moshi/Moshi$Builder;
    invoke-direct {v0}, Lcom/squareup/moshi/Moshi$Builder;-><init>()V
    invoke-virtual {v0}, Lcom/squareup/moshi/Moshi$Builder;->build()Lcom/squareup/moshi/Moshi;
    move-result-object v0
    const-class p0, Lcom/example/ms/ShortArgs;
    invoke-virtual {v0, p0}, Lcom/squareup/moshi/Moshi;->adapter(Ljava/lang/Class;)Lcom/squareup/moshi/JsonAdapter;
    move-result-object v0
    invoke-virtual {v0, v2}, Lcom/squareup/moshi/JsonAdapter;->fromJson(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    check-cast v0, Lcom/example/ms/ShortArgs;
    .line 23
    iget-object p0, v0, Lcom/example/ms/ShortArgs;->a:Ljava/lang/String;
    invoke-static {v1, p0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 24
    iget-object p0, v0, Lcom/example/ms/ShortArgs;->b:Ljava/lang/String;
    invoke-static {v1, p0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 26
    sget-object v0, Lcom/example/ms/ToolProviderKt;->codec:Lcom/example/ms/Codec;
    invoke-virtual {v0, v2}, Lcom/example/ms/Codec;->decode(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/example/ms/KtArgs;
    .line 27
    invoke-virtual {v0}, Lcom/example/ms/KtArgs;->getOrigin()Ljava/lang/String;
    move-result-object p0
    invoke-static {v1, p0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 28
    invoke-virtual {v0}, Lcom/example/ms/KtArgs;->getCallerPackage()Ljava/lang/String;
    move-result-object p0
    invoke-static {v1, p0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 29
    sget-object v0, Lcom/example/ms/KtArgs;->Companion:Lcom/example/ms/KtArgs$Companion;
    invoke-virtual {v0}, Lcom/example/ms/KtArgs$Companion;->serializer()Lkotlinx/serialization/KSerializer;
    move-result-object v0
    invoke-static {v0, v2}, Lcom/example/ms/ToolProviderKt;->logAny(Lkotlinx/serialization/KSerializer;Ljava/lang/String;)V
    .line 30
    sget-object v0, Lcom/example/ms/ToolProviderKt;->extra:Lkotlinx/serialization/KSerializer;
    invoke-static {v0, v2}, Lcom/example/ms/ToolProviderKt;->logAny(Lkotlinx/serialization/KSerializer;Ljava/lang/String;)V
    .line 31
    return-void
.end method

.method public static final setExtra(Lkotlinx/serialization/KSerializer;)V
    .registers 1
    .line 36
    sput-object p0, Lcom/example/ms/ToolProviderKt;->extra:Lkotlinx/serialization/KSerializer;
    return-void
.end method

.method public static final logAny(Lkotlinx/serialization/KSerializer;Ljava/lang/String;)V
    .registers 4
    const-string v0, "ser"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "s"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 33
    sget-object v0, Lkotlinx/serialization/json/Json;->Default:Lkotlinx/serialization/json/Json$Default;
    check-cast p0, Lkotlinx/serialization/DeserializationStrategy;
    invoke-virtual {v0, p0, p1}, Lkotlinx/serialization/json/Json$Default;->decodeFromString(Lkotlinx/serialization/DeserializationStrategy;Ljava/lang/String;)Ljava/lang/Object;
    move-result-object p0
    invoke-static {p0}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object p0
    const-string v0, "ms"
    invoke-static {v0, p0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 34
    return-void
.end method
