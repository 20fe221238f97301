.class public final Lcom/example/r32k1/RideToolProvider;
.super Landroid/content/ContentProvider;
.source "RideToolProvider.kt"

# annotations
.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nRideToolProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 RideToolProvider.kt\ncom/example/r32k1/RideToolProvider\n+ 2 _Collections.kt\nkotlin/collections/CollectionsKt___CollectionsKt\n*L\n1#1,40:1\n2199#2,2:41\n*S KotlinDebug\n*F\n+ 1 RideToolProvider.kt\ncom/example/r32k1/RideToolProvider\n*L\n13#1:41,2\n*E\n"
.end annotation


# instance fields
.field private final registry:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/example/r32k1/RideTool;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .registers 10
    .line 11
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 12
    invoke-static {}, Lkotlin/collections/MapsKt;->createMapBuilder()Ljava/util/Map;
    move-result-object v0
    move-object v1, v0
    .local v1, "$this$registry_u24lambda_u240":Ljava/util/Map;
    const/4 v2, 0x0
    .line 13
    .local v2, "$i$a$-buildMap-RideToolProvider$registry$1":I
    sget-object v3, Lcom/example/r32k1/RideTool;->Companion:Lcom/example/r32k1/RideTool$Companion;
    invoke-virtual {v3}, Lcom/example/r32k1/RideTool$Companion;->getALL()Ljava/util/List;
    move-result-object v3
    check-cast v3, Ljava/lang/Iterable;
    .local v3, "$this$forEach$iv":Ljava/lang/Iterable;
    const/4 v4, 0x0
    .line 41
    .local v4, "$i$f$forEach":I
    invoke-interface {v3}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v5
    :goto_1c
    invoke-interface {v5}, Ljava/util/Iterator;->hasNext()Z
    move-result v6
    if-eqz v6, :cond_38
    invoke-interface {v5}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v6
    check-cast v6, Lcom/example/r32k1/RideTool;
    .local v6, "it":Lcom/example/r32k1/RideTool;
    const/4 v7, 0x0
    .line 13
    .local v7, "$i$a$-forEach-RideToolProvider$registry$1$1":I
    invoke-interface {v6}, Lcom/example/r32k1/RideTool;->getName()Ljava/lang/String;
    move-result-object v8
    invoke-interface {v1, v8, v6}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 41
    .end local v6    # "it":Lcom/example/r32k1/RideTool;
    .end local v7    # "$i$a$-forEach-RideToolProvider$registry$1$1":I
    goto :goto_1c
    .line 42
    :cond_38
    nop
    .end local v3    # "$this$forEach$iv":Ljava/lang/Iterable;
    .end local v4    # "$i$f$forEach":I
    .line 14
    nop
    .line 12
    .end local v1    # "$this$registry_u24lambda_u240":Ljava/util/Map;
    .end local v2    # "$i$a$-buildMap-RideToolProvider$registry$1":I
    invoke-static {v0}, Lkotlin/collections/MapsKt;->build(Ljava/util/Map;)Ljava/util/Map;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r32k1/RideToolProvider;->registry:Ljava/util/Map;
    .line 11
    return-void
.end method

.method private final execute(Landroid/content/Context;ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .line 35
    const-wide/16 v0, 0x0
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {p3, v0, v1, v2, v3}, Lcom/example/r32k1/BundlesKt;->deadlinePassed$default(Landroid/os/Bundle;JILjava/lang/Object;)Z
    move-result v0
    const-string v1, "error(...)"
    if-eqz v0, :cond_1b
    const-string p1, "DEADLINE_EXCEEDED"
    const-string p2, "deadline passed"
    invoke-static {p1, p2}, Lcom/example/r32k1/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
    .line 36
    :cond_1b
    iget-object v0, p0, Lcom/example/r32k1/RideToolProvider;->registry:Ljava/util/Map;
    invoke-static {p3}, Lcom/example/r32k1/BundlesKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v2
    invoke-interface {v0, v2}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/example/r32k1/RideTool;
    if-nez v0, :cond_39
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r32k1/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
    .line 37
    :cond_39
    new-instance v1, Lcom/example/r32k1/ToolCall;
    invoke-static {p3}, Lcom/example/r32k1/BundlesKt;->getArgs(Landroid/os/Bundle;)Lorg/json/JSONObject;
    move-result-object v2
    invoke-static {p3}, Lcom/example/r32k1/BundlesKt;->getResumeToken(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object p3
    invoke-direct {v1, p1, p2, v2, p3}, Lcom/example/r32k1/ToolCall;-><init>(Landroid/content/Context;ILorg/json/JSONObject;Ljava/lang/String;)V
    invoke-interface {v0, v1}, Lcom/example/r32k1/RideTool;->run(Lcom/example/r32k1/ToolCall;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    const-string p2, "method"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 23
    invoke-virtual {p0}, Lcom/example/r32k1/RideToolProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :cond_f
    const/4 p1, 0x0
    return-object p1
    .line 24
    :cond_f
    invoke-static {v0, p2}, Lcom/example/r32k1/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v1
    if-nez v1, :cond_20
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r32k1/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 25
    :cond_20
    const-string v1, "negotiate"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_35
    invoke-static {p2}, Lcom/example/r32k1/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r32k1/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 26
    :cond_35
    if-eqz p3, :cond_45
    invoke-static {p3}, Lcom/example/r32k1/BundlesKt;->getSessionToken(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1, p2}, Lcom/example/r32k1/Sessions;->check(Ljava/lang/String;I)Z
    move-result v1
    if-nez v1, :cond_50
    :cond_45
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r32k1/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 28
    :cond_50
    const-string v1, "list_tools"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_66
    const-string p1, "{\"revision\":\"wayfare-12\",\"tools\":[]}"
    invoke-static {p1}, Lcom/example/r32k1/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_83
    .line 29
    :cond_66
    const-string v1, "execute_tool"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_79
    invoke-direct {p0, v0, p2, p3}, Lcom/example/r32k1/RideToolProvider;->execute(Landroid/content/Context;ILandroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_83
    .line 30
    :cond_79
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2}, Lcom/example/r32k1/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    .line 27
    :goto_83
    return-object p1
.end method

.method public onCreate()Z
    .registers 5
    .line 17
    sget-object v0, Lcom/example/r32k1/RideStore;->INSTANCE:Lcom/example/r32k1/RideStore;
    invoke-virtual {p0}, Lcom/example/r32k1/RideToolProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-string v2, "wayfare"
    const/4 v3, 0x0
    invoke-virtual {v1, v2, v3}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v1
    const-string v2, "getSharedPreferences(...)"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Lcom/example/r32k1/RideStore;->setPrefs(Landroid/content/SharedPreferences;)V
    .line 18
    const/4 v0, 0x1
    return v0
.end method
