.class public final Lcom/example/dmt/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.kt"

.field private final lists:Lcom/squareup/moshi/JsonAdapter;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Lcom/squareup/moshi/JsonAdapter<",
            "Ljava/util/List<",
            "Lcom/example/dmt/ShareArgs;",
            ">;>;"
        }
    .end annotation
.end field

.field private final moshi:Lcom/squareup/moshi/Moshi;

.method public constructor <init>()V
    .registers 6
    .line 10
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 11
    new-instance v0, Lcom/squareup/moshi/Moshi$Builder;
    invoke-direct {v0}, Lcom/squareup/moshi/Moshi$Builder;-><init>()V
    new-instance v1, Lcom/squareup/moshi/kotlin/reflect/KotlinJsonAdapterFactory;
    invoke-direct {v1}, Lcom/squareup/moshi/kotlin/reflect/KotlinJsonAdapterFactory;-><init>()V
    invoke-virtual {v0, v1}, Lcom/squareup/moshi/Moshi$Builder;->add(Lcom/squareup/moshi/JsonAdapter$Factory;)Lcom/squareup/moshi/Moshi$Builder;
    move-result-object v0
    invoke-virtual {v0}, Lcom/squareup/moshi/Moshi$Builder;->build()Lcom/squareup/moshi/Moshi;
    move-result-object v0
    iput-object v0, p0, Lcom/example/dmt/ToolProvider;->moshi:Lcom/squareup/moshi/Moshi;
    .line 13
    const-class v1, Ljava/util/List;
    check-cast v1, Ljava/lang/reflect/Type;
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/reflect/Type;
    const-class v3, Lcom/example/dmt/ShareArgs;
    check-cast v3, Ljava/lang/reflect/Type;
    const/4 v4, 0x0
    aput-object v3, v2, v4
    invoke-static {v1, v2}, Lcom/squareup/moshi/Types;->newParameterizedType(Ljava/lang/reflect/Type;[Ljava/lang/reflect/Type;)Ljava/lang/reflect/ParameterizedType;
    move-result-object v1
    check-cast v1, Ljava/lang/reflect/Type;
    invoke-virtual {v0, v1}, Lcom/squareup/moshi/Moshi;->adapter(Ljava/lang/reflect/Type;)Lcom/squareup/moshi/JsonAdapter;
    move-result-object v0
    const-string v1, "adapter(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iput-object v0, p0, Lcom/example/dmt/ToolProvider;->lists:Lcom/squareup/moshi/JsonAdapter;
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    .line 17
    const/4 v0, 0x0
    if-eqz p3, :cond_0
    const-string v1, "arguments"
    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    if-nez v1, :cond_1
    :cond_0
    return-object v0
    .line 18
    :cond_1
    iget-object v2, p0, Lcom/example/dmt/ToolProvider;->moshi:Lcom/squareup/moshi/Moshi;
    const-class v3, Lcom/example/dmt/ToolArgs;
    check-cast v3, Ljava/lang/reflect/Type;
    invoke-virtual {v2, v3}, Lcom/squareup/moshi/Moshi;->adapter(Ljava/lang/reflect/Type;)Lcom/squareup/moshi/JsonAdapter;
    move-result-object v2
    invoke-virtual {v2, v1}, Lcom/squareup/moshi/JsonAdapter;->fromJson(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v2
    invoke-static {v2}, Lcom/example/dmt/Audit;->record(Ljava/lang/Object;)V
    .line 19
    iget-object v2, p0, Lcom/example/dmt/ToolProvider;->lists:Lcom/squareup/moshi/JsonAdapter;
    invoke-virtual {v2, v1}, Lcom/squareup/moshi/JsonAdapter;->fromJson(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/util/List;
    if-eqz v1, :cond_3
    check-cast v1, Ljava/lang/Iterable;
    invoke-interface {v1}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v1
    :goto_0
    invoke-interface {v1}, Ljava/util/Iterator;->hasNext()Z
    move-result v2
    if-eqz v2, :cond_3
    invoke-interface {v1}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v2
    invoke-static {v2}, Lcom/example/dmt/Audit;->record(Ljava/lang/Object;)V
    goto :goto_0
    .line 20
    :cond_3
    iget-object v1, p0, Lcom/example/dmt/ToolProvider;->moshi:Lcom/squareup/moshi/Moshi;
    invoke-static {v1}, Lcom/example/dmt/PresetsKt;->firstPreset(Lcom/squareup/moshi/Moshi;)Ljava/lang/String;
    move-result-object v1
    const-string v2, "audit"
    invoke-static {v2, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 21
    return-object v0
.end method
