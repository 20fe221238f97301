.class public abstract Lio/quire/app/core/ToolHost;
.super Landroid/content/ContentProvider;
.source "ToolHost.kt"


# static fields
.field public static final Companion:Lio/quire/app/core/ToolHost$Companion;

.field private static final OPTIONAL:Ljava/util/List;

.field public static final TAG:Ljava/lang/String; = "QuireTools"


# instance fields
.field private final admit:Lio/quire/app/core/Step;

.field private final authorize:Lio/quire/app/core/Step;

.field private final deadline:Lio/quire/app/core/Step;

.field private final journal$delegate:Lkotlin/Lazy;

.field private final links$delegate:Lkotlin/Lazy;

.field private final perform:Lio/quire/app/core/Step;

.field private final pipeline$delegate:Lkotlin/Lazy;

.field private final sessions:Lio/quire/app/core/Sessions;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lio/quire/app/core/ToolHost$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lio/quire/app/core/ToolHost$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lio/quire/app/core/ToolHost;->Companion:Lio/quire/app/core/ToolHost$Companion;

    .line 167
    const-string v0, "large_results"

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lio/quire/app/core/ToolHost;->OPTIONAL:Ljava/util/List;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 20
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 27
    new-instance v0, Lio/quire/app/core/Sessions;

    invoke-direct {v0}, Lio/quire/app/core/Sessions;-><init>()V

    iput-object v0, p0, Lio/quire/app/core/ToolHost;->sessions:Lio/quire/app/core/Sessions;

    .line 28
    new-instance v0, Lio/quire/app/core/ToolHost$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lio/quire/app/core/ToolHost$$ExternalSyntheticLambda0;-><init>(Lio/quire/app/core/ToolHost;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lio/quire/app/core/ToolHost;->links$delegate:Lkotlin/Lazy;

    .line 29
    new-instance v0, Lio/quire/app/core/ToolHost$$ExternalSyntheticLambda1;

    invoke-direct {v0, p0}, Lio/quire/app/core/ToolHost$$ExternalSyntheticLambda1;-><init>(Lio/quire/app/core/ToolHost;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lio/quire/app/core/ToolHost;->journal$delegate:Lkotlin/Lazy;

    .line 121
    sget-object v0, Lio/quire/app/core/ToolHost$$ExternalSyntheticLambda2;->INSTANCE:Lio/quire/app/core/ToolHost$$ExternalSyntheticLambda2;

    iput-object v0, p0, Lio/quire/app/core/ToolHost;->deadline:Lio/quire/app/core/Step;

    .line 129
    new-instance v0, Lio/quire/app/core/ToolHost$$ExternalSyntheticLambda3;

    invoke-direct {v0, p0}, Lio/quire/app/core/ToolHost$$ExternalSyntheticLambda3;-><init>(Lio/quire/app/core/ToolHost;)V

    iput-object v0, p0, Lio/quire/app/core/ToolHost;->admit:Lio/quire/app/core/Step;

    .line 135
    new-instance v0, Lio/quire/app/core/ToolHost$$ExternalSyntheticLambda4;

    invoke-direct {v0, p0}, Lio/quire/app/core/ToolHost$$ExternalSyntheticLambda4;-><init>(Lio/quire/app/core/ToolHost;)V

    iput-object v0, p0, Lio/quire/app/core/ToolHost;->authorize:Lio/quire/app/core/Step;

    .line 141
    new-instance v0, Lio/quire/app/core/ToolHost$$ExternalSyntheticLambda5;

    invoke-direct {v0, p0}, Lio/quire/app/core/ToolHost$$ExternalSyntheticLambda5;-><init>(Lio/quire/app/core/ToolHost;)V

    iput-object v0, p0, Lio/quire/app/core/ToolHost;->perform:Lio/quire/app/core/Step;

    .line 148
    new-instance v0, Lio/quire/app/core/ToolHost$$ExternalSyntheticLambda6;

    invoke-direct {v0, p0}, Lio/quire/app/core/ToolHost$$ExternalSyntheticLambda6;-><init>(Lio/quire/app/core/ToolHost;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lio/quire/app/core/ToolHost;->pipeline$delegate:Lkotlin/Lazy;

    .line 20
    return-void
.end method

.method public static final admit$lambda$0(Lio/quire/app/core/ToolHost;Lio/quire/app/core/CallState;)Lio/quire/app/core/CallState;
    .registers 7

    const-string v1, "state"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 130
    invoke-virtual {p0}, Lio/quire/app/core/ToolHost;->getCatalog()Lio/quire/app/core/Catalog;

    move-result-object v0

    invoke-interface {p1}, Lio/quire/app/core/CallState;->getCall()Lio/quire/app/core/Call;

    move-result-object v1

    invoke-virtual {v1}, Lio/quire/app/core/Call;->getTool-MZPDnXo()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lio/quire/app/core/Catalog;->get-8_W1f_s(Ljava/lang/String;)Lio/quire/app/core/ToolSpec;

    move-result-object v0

    if-eqz v0, :cond_0

    move-object v3, v0

    .line 171
    const/4 v4, 0x0

    .line 130
    new-instance v0, Lio/quire/app/core/CallState$Admitted;

    invoke-interface {p1}, Lio/quire/app/core/CallState;->getCall()Lio/quire/app/core/Call;

    move-result-object v2

    invoke-direct {v0, v2, v3}, Lio/quire/app/core/CallState$Admitted;-><init>(Lio/quire/app/core/Call;Lio/quire/app/core/ToolSpec;)V

    check-cast v0, Lio/quire/app/core/CallState;

    goto :goto_0

    .line 131
    :cond_0
    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No such tool"

    invoke-static {p1, v1, v2}, Lio/quire/app/core/CallStateKt;->fail(Lio/quire/app/core/CallState;Ljava/lang/String;Ljava/lang/String;)Lio/quire/app/core/CallState;

    move-result-object v0

    :goto_0
    return-object v0
.end method

.method public static final authorize$lambda$0(Lio/quire/app/core/ToolHost;Lio/quire/app/core/CallState;)Lio/quire/app/core/CallState;
    .registers 14

    const-string v1, "state"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 136
    move-object v0, p1

    check-cast v0, Lio/quire/app/core/CallState$Admitted;

    move-object v11, v0

    .line 137
    invoke-virtual {p0}, Lio/quire/app/core/ToolHost;->getLinks()Lio/quire/app/core/LinkedApps;

    move-result-object v0

    invoke-virtual {v11}, Lio/quire/app/core/CallState$Admitted;->getCall()Lio/quire/app/core/Call;

    move-result-object v1

    invoke-virtual {v1}, Lio/quire/app/core/Call;->getUid-EOtuPLU()I

    move-result v1

    invoke-virtual {v11}, Lio/quire/app/core/CallState$Admitted;->getCall()Lio/quire/app/core/Call;

    move-result-object v2

    invoke-virtual {v2}, Lio/quire/app/core/Call;->getCaller-IxSegko()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v11}, Lio/quire/app/core/CallState$Admitted;->getSpec()Lio/quire/app/core/ToolSpec;

    move-result-object v3

    invoke-virtual {v3}, Lio/quire/app/core/ToolSpec;->getScopes()Ljava/util/List;

    move-result-object v3

    invoke-virtual {v0, v1, v2, v3}, Lio/quire/app/core/LinkedApps;->allows-Y5W2_D8(ILjava/lang/String;Ljava/util/List;)Z

    move-result v0

    if-eqz v0, :cond_0

    move-object v0, v11

    check-cast v0, Lio/quire/app/core/CallState;

    goto :goto_0

    .line 138
    :cond_0
    move-object v0, v11

    check-cast v0, Lio/quire/app/core/CallState;

    invoke-virtual {v11}, Lio/quire/app/core/CallState$Admitted;->getSpec()Lio/quire/app/core/ToolSpec;

    move-result-object v2

    invoke-virtual {v2}, Lio/quire/app/core/ToolSpec;->getScopes()Ljava/util/List;

    move-result-object v2

    check-cast v2, Ljava/lang/Iterable;

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    const/4 v8, 0x0

    const/16 v9, 0x3f

    const/4 v10, 0x0

    invoke-static/range {v2 .. v10}, Lkotlin/collections/CollectionsKt;->joinToString$default(Ljava/lang/Iterable;Ljava/lang/CharSequence;Ljava/lang/CharSequence;Ljava/lang/CharSequence;ILjava/lang/CharSequence;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "This app is not linked in Quire for "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "PERMISSION_DENIED"

    invoke-static {v0, v1, v2}, Lio/quire/app/core/CallStateKt;->fail(Lio/quire/app/core/CallState;Ljava/lang/String;Ljava/lang/String;)Lio/quire/app/core/CallState;

    move-result-object v0

    :goto_0
    return-object v0
.end method

.method public static final deadline$lambda$0(Lio/quire/app/core/CallState;)Lio/quire/app/core/CallState;
    .registers 5

    const-string v1, "state"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 122
    invoke-interface {p0}, Lio/quire/app/core/CallState;->getCall()Lio/quire/app/core/Call;

    move-result-object v0

    invoke-virtual {v0}, Lio/quire/app/core/Call;->getDeadlineAtMs()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_0

    .line 123
    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The request deadline has passed"

    invoke-static {p0, v1, v2}, Lio/quire/app/core/CallStateKt;->fail(Lio/quire/app/core/CallState;Ljava/lang/String;Ljava/lang/String;)Lio/quire/app/core/CallState;

    move-result-object v0

    goto :goto_0

    .line 125
    :cond_0
    move-object v0, p0

    .line 126
    :goto_0
    return-object v0
.end method

.method private final dispatch-cWAwWRk(Ljava/lang/String;ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13

    .line 59
    move-object v7, p1

    invoke-virtual {v7}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "negotiate"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    goto :goto_0

    :sswitch_1
    const-string v1, "list_tools"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    goto :goto_0

    :sswitch_2
    const-string v1, "get_provider_info"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    goto :goto_0

    :sswitch_3
    const-string v1, "execute_tool"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    goto :goto_0

    :sswitch_4
    const-string v1, "cancel_operation"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    goto :goto_0

    :sswitch_5
    const-string v1, "get_operation"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    goto :goto_0

    .line 60
    :cond_0
    invoke-direct {p0, p2, p4}, Lio/quire/app/core/ToolHost;->negotiate-TP_Mp3U(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 62
    :cond_1
    invoke-direct {p0, p1, p2, p3, p4}, Lio/quire/app/core/ToolHost;->enveloped-cWAwWRk(Ljava/lang/String;ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 63
    :goto_0
    sget-object v0, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    const-string v4, "request_id"

    invoke-virtual {p4, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const-string v1, "METHOD_NOT_FOUND"

    const-string v2, "Unknown method"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/quire/app/core/Wire;->error$default(Lio/quire/app/core/Wire;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    .line 64
    :goto_1
    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x7e355442 -> :sswitch_5
        -0x503e73de -> :sswitch_3
        -0x4221f982 -> :sswitch_0
        -0xa1e06ed -> :sswitch_2
        0x2a3a6efa -> :sswitch_1
        0x7571ade2 -> :sswitch_4
    .end sparse-switch
.end method

.method private final enveloped-cWAwWRk(Ljava/lang/String;ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16

    .line 88
    const-string v1, "request_id"

    invoke-virtual {p4, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 89
    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {p4, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-eq v0, v1, :cond_0

    .line 90
    sget-object v0, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    move-object v3, v7

    const-string v1, "INVALID_REQUEST"

    const-string v2, "protocol_version must be 2"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/quire/app/core/Wire;->error$default(Lio/quire/app/core/Wire;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 92
    :cond_0
    if-eqz v7, :cond_1

    move-object v8, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v8

    check-cast v0, Lio/quire/app/core/ToolHost;

    move-object v9, v0

    .line 171
    const/4 v10, 0x0

    .line 92
    invoke-static {v7}, Ljava/util/UUID;->fromString(Ljava/lang/String;)Ljava/util/UUID;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v9
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v10

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v10}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v9

    :goto_0
    invoke-static {v9}, Lkotlin/Result;->isFailure-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 93
    :cond_1
    sget-object v0, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    move-object v3, v7

    const-string v1, "INVALID_REQUEST"

    const-string v2, "request_id must be a UUID"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/quire/app/core/Wire;->error$default(Lio/quire/app/core/Wire;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 95
    :cond_2
    iget-object v0, p0, Lio/quire/app/core/ToolHost;->sessions:Lio/quire/app/core/Sessions;

    const-string v2, "session_token"

    invoke-virtual {p4, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, p2}, Lio/quire/app/core/Sessions;->find-tMtQsMA(Ljava/lang/String;I)Lio/quire/app/core/Session;

    move-result-object v0

    if-nez v0, :cond_3

    .line 96
    sget-object v0, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    move-object v3, v7

    const-string v1, "NEGOTIATION_REQUIRED"

    const-string v2, "Negotiate a session first"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/quire/app/core/Wire;->error$default(Lio/quire/app/core/Wire;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 95
    :cond_3
    move-object v8, v0

    .line 97
    move-object v9, p1

    invoke-virtual {v9}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_1

    :sswitch_0
    const-string v1, "list_tools"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    goto :goto_1

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    goto :goto_1

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_6

    goto :goto_1

    .line 98
    :cond_4
    sget-object v0, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    invoke-direct {p0}, Lio/quire/app/core/ToolHost;->providerInfo()Lorg/json/JSONObject;

    move-result-object v2

    move-object v1, v7

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lio/quire/app/core/Wire;->success$default(Lio/quire/app/core/Wire;Ljava/lang/String;Lorg/json/JSONObject;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_2

    .line 99
    :cond_5
    sget-object v0, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    invoke-virtual {p0}, Lio/quire/app/core/ToolHost;->getCatalog()Lio/quire/app/core/Catalog;

    move-result-object v2

    invoke-virtual {v2}, Lio/quire/app/core/Catalog;->toJson()Lorg/json/JSONObject;

    move-result-object v2

    move-object v1, v7

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lio/quire/app/core/Wire;->success$default(Lio/quire/app/core/Wire;Ljava/lang/String;Lorg/json/JSONObject;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_2

    .line 100
    :cond_6
    move-object v0, p0

    move v1, p2

    move-object v2, p3

    move-object v3, v7

    move-object v4, p4

    move-object v5, v8

    invoke-direct/range {v0 .. v5}, Lio/quire/app/core/ToolHost;->execute-HtGi7_4(ILjava/lang/String;Ljava/lang/String;Landroid/os/Bundle;Lio/quire/app/core/Session;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_2

    .line 101
    :goto_1
    sget-object v0, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    move-object v3, v7

    const-string v1, "UNSUPPORTED_CAPABILITY"

    const-string v2, "Operations are not offered by this provider"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/quire/app/core/Wire;->error$default(Lio/quire/app/core/Wire;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    .line 97
    :goto_2
    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x503e73de -> :sswitch_2
        -0xa1e06ed -> :sswitch_1
        0x2a3a6efa -> :sswitch_0
    .end sparse-switch
.end method

.method private final execute-HtGi7_4(ILjava/lang/String;Ljava/lang/String;Landroid/os/Bundle;Lio/quire/app/core/Session;)Landroid/os/Bundle;
    .registers 24

    .line 106
    move-object/from16 v0, p4

    const-string v1, "tool_name"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, ""

    :cond_0
    invoke-static {v0}, Lio/quire/app/core/ToolName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    .line 107
    invoke-static {v10}, Lio/quire/app/core/ToolName;->getWellFormed-impl(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_1

    sget-object v0, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    move-object/from16 v3, p3

    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No such tool"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/quire/app/core/Wire;->error$default(Lio/quire/app/core/Wire;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 108
    :cond_1
    move-object/from16 v0, p4

    const-string v1, "args"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_2

    const-string v0, "{}"

    :cond_2
    move-object v11, v0

    .line 109
    sget-object v1, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v11, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    const-string v2, "getBytes(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object v12, v0

    .line 110
    array-length v0, v12

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_3

    .line 111
    sget-object v0, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    move-object/from16 v3, p3

    const-string v1, "INVALID_ARGS"

    const-string v2, "Arguments exceed max_request_bytes"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/quire/app/core/Wire;->error$default(Lio/quire/app/core/Wire;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 113
    :cond_3
    move-object/from16 v15, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v15

    check-cast v0, Lio/quire/app/core/ToolHost;

    move-object/from16 v16, v0

    .line 171
    const/16 v17, 0x0

    .line 113
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0, v11}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v16
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v17

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object/from16 v0, v17

    invoke-static {v0}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v16

    :goto_0
    move-object/from16 v15, v16

    invoke-static {v15}, Lkotlin/Result;->isFailure-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    const/4 v0, 0x0

    goto :goto_1

    :cond_4
    move-object v0, v15

    :goto_1
    check-cast v0, Lorg/json/JSONObject;

    if-nez v0, :cond_5

    .line 114
    sget-object v0, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    move-object/from16 v3, p3

    const-string v1, "INVALID_ARGS"

    const-string v2, "Arguments must be a JSON object"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/quire/app/core/Wire;->error$default(Lio/quire/app/core/Wire;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 113
    :cond_5
    move-object v13, v0

    .line 115
    new-instance v0, Lio/quire/app/core/Call;

    sget-object v7, Lio/quire/app/core/Tokens;->INSTANCE:Lio/quire/app/core/Tokens;

    invoke-virtual {v7, v12}, Lio/quire/app/core/Tokens;->sha256([B)Ljava/lang/String;

    move-result-object v7

    move/from16 v1, p1

    move-object/from16 v2, p2

    move-object/from16 v3, p3

    move-object v4, v10

    move-object v5, v13

    move-object v6, v7

    move-object/from16 v7, p4

    move-object/from16 v8, p5

    const/4 v9, 0x0

    invoke-direct/range {v0 .. v9}, Lio/quire/app/core/Call;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;Landroid/os/Bundle;Lio/quire/app/core/Session;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    move-object v14, v0

    .line 116
    move-object/from16 v0, p0

    invoke-direct {v0}, Lio/quire/app/core/ToolHost;->getPipeline()Ljava/util/List;

    move-result-object v0

    new-instance v1, Lio/quire/app/core/CallState$Received;

    invoke-direct {v1, v14}, Lio/quire/app/core/CallState$Received;-><init>(Lio/quire/app/core/Call;)V

    check-cast v1, Lio/quire/app/core/CallState;

    invoke-static {v0, v1}, Lio/quire/app/core/CallStateKt;->drive(Ljava/util/List;Lio/quire/app/core/CallState;)Lio/quire/app/core/CallState;

    move-result-object v15

    .line 117
    instance-of v0, v15, Lio/quire/app/core/CallState$Finished;

    if-nez v0, :cond_6

    .line 171
    const/16 v17, 0x0

    .line 117
    invoke-virtual {v15}, Ljava/lang/Object;->getClass()Ljava/lang/Class;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Class;->getSimpleName()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "pipeline ended in "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v17

    new-instance v0, Ljava/lang/IllegalStateException;

    move-object/from16 v2, v17

    invoke-virtual {v2}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 118
    :cond_6
    move-object v0, v15

    check-cast v0, Lio/quire/app/core/CallState$Finished;

    invoke-virtual {v0}, Lio/quire/app/core/CallState$Finished;->getResponse()Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private final getJournal()Lio/quire/app/core/RequestJournal;
    .registers 3

    .line 29
    iget-object v1, p0, Lio/quire/app/core/ToolHost;->journal$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lio/quire/app/core/RequestJournal;

    return-object v0
.end method

.method private final getPipeline()Ljava/util/List;
    .registers 3

    .line 148
    iget-object v1, p0, Lio/quire/app/core/ToolHost;->pipeline$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/List;

    return-object v0
.end method

.method public static final journal_delegate$lambda$0(Lio/quire/app/core/ToolHost;)Lio/quire/app/core/RequestJournal;
    .registers 6

    .line 29
    new-instance v0, Lio/quire/app/core/RequestJournal;

    invoke-virtual {p0}, Lio/quire/app/core/ToolHost;->getContext()Landroid/content/Context;

    move-result-object v1

    if-nez v1, :cond_0

    const-string v4, "Required value was null."

    new-instance v1, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v4}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v1, v3}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v1

    :cond_0
    invoke-virtual {p0}, Lio/quire/app/core/ToolHost;->getProviderId()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v1, v2}, Lio/quire/app/core/RequestJournal;-><init>(Landroid/content/Context;Ljava/lang/String;)V

    return-object v0
.end method

.method public static final links_delegate$lambda$0(Lio/quire/app/core/ToolHost;)Lio/quire/app/core/LinkedApps;
    .registers 5

    .line 28
    new-instance v0, Lio/quire/app/core/LinkedApps;

    invoke-virtual {p0}, Lio/quire/app/core/ToolHost;->getContext()Landroid/content/Context;

    move-result-object v1

    if-nez v1, :cond_0

    const-string v3, "Required value was null."

    new-instance v1, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v3}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v1, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v1

    :cond_0
    invoke-direct {v0, v1}, Lio/quire/app/core/LinkedApps;-><init>(Landroid/content/Context;)V

    return-object v0
.end method

.method private final negotiate-TP_Mp3U(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 21

    .line 67
    move-object/from16 v0, p2

    const-string v1, "consumer_versions"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v5

    .line 68
    if-eqz v5, :cond_0

    const/4 v1, 0x2

    invoke-static {v5, v1}, Lkotlin/collections/ArraysKt;->contains([II)Z

    move-result v0

    if-nez v0, :cond_1

    .line 69
    :cond_0
    sget-object v0, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    const-string v1, "UNSUPPORTED_VERSION"

    const-string v2, "Only CETP version 2 is supported"

    const/4 v3, 0x0

    const/4 v4, 0x0

    invoke-virtual {v0, v1, v2, v3, v4}, Lio/quire/app/core/Wire;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 71
    :cond_1
    move-object/from16 v8, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v8

    check-cast v0, Lio/quire/app/core/ToolHost;

    move-object v9, v0

    .line 171
    const/4 v10, 0x0

    .line 71
    new-instance v0, Lorg/json/JSONArray;

    move-object/from16 v2, p2

    const-string v3, "consumer_capabilities"

    invoke-virtual {v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    if-nez v2, :cond_2

    const-string v2, "[]"

    :cond_2
    invoke-direct {v0, v2}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v9
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v10

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v10}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v9

    :goto_0
    move-object v8, v9

    invoke-static {v8}, Lkotlin/Result;->isFailure-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v0, 0x0

    goto :goto_1

    :cond_3
    move-object v0, v8

    :goto_1
    check-cast v0, Lorg/json/JSONArray;

    if-nez v0, :cond_4

    .line 72
    sget-object v0, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "consumer_capabilities must be a JSON array"

    const/4 v3, 0x0

    const/4 v4, 0x0

    invoke-virtual {v0, v1, v2, v3, v4}, Lio/quire/app/core/Wire;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 71
    :cond_4
    move-object v6, v0

    .line 73
    invoke-virtual {v6}, Lorg/json/JSONArray;->length()I

    move-result v1

    const/4 v0, 0x0

    invoke-static {v0, v1}, Lkotlin/ranges/RangesKt;->until(II)Lkotlin/ranges/IntRange;

    move-result-object v0

    check-cast v0, Ljava/lang/Iterable;

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->asSequence(Ljava/lang/Iterable;)Lkotlin/sequences/Sequence;

    move-result-object v0

    new-instance v1, Lio/quire/app/core/ToolHost$$ExternalSyntheticLambda7;

    invoke-direct {v1, v6}, Lio/quire/app/core/ToolHost$$ExternalSyntheticLambda7;-><init>(Lorg/json/JSONArray;)V

    invoke-static {v0, v1}, Lkotlin/sequences/SequencesKt;->map(Lkotlin/sequences/Sequence;Lkotlin/jvm/functions/Function1;)Lkotlin/sequences/Sequence;

    move-result-object v0

    invoke-static {v0}, Lkotlin/sequences/SequencesKt;->toSet(Lkotlin/sequences/Sequence;)Ljava/util/Set;

    move-result-object v7

    .line 74
    sget-object v9, Lio/quire/app/core/ToolHost;->OPTIONAL:Ljava/util/List;

    check-cast v9, Ljava/lang/Iterable;

    const/4 v10, 0x0

    .line 172
    move-object v11, v9

    new-instance v12, Ljava/util/ArrayList;

    invoke-direct {v12}, Ljava/util/ArrayList;-><init>()V

    check-cast v12, Ljava/util/Collection;

    const/4 v13, 0x0

    .line 173
    invoke-interface {v11}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v14

    :cond_5
    :goto_2
    invoke-interface {v14}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_6

    invoke-interface {v14}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v15

    move-object v0, v15

    check-cast v0, Ljava/lang/String;

    move-object/from16 v16, v0

    const/16 v17, 0x0

    .line 74
    move-object/from16 v1, v16

    invoke-interface {v7, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    .line 173
    if-eqz v0, :cond_5

    invoke-interface {v12, v15}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_2

    .line 174
    :cond_6
    move-object v0, v12

    check-cast v0, Ljava/util/List;

    .line 172
    check-cast v0, Ljava/lang/Iterable;

    .line 74
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->toSet(Ljava/lang/Iterable;)Ljava/util/Set;

    move-result-object v8

    .line 75
    move-object/from16 v0, p0

    iget-object v0, v0, Lio/quire/app/core/ToolHost;->sessions:Lio/quire/app/core/Sessions;

    move/from16 v1, p1

    invoke-virtual {v0, v1, v8}, Lio/quire/app/core/Sessions;->open-TP_Mp3U(ILjava/util/Set;)Lio/quire/app/core/Session;

    move-result-object v9

    .line 76
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "max_request_bytes"

    const/high16 v2, 0x10000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 77
    const-string v1, "max_inline_result_bytes"

    const/high16 v2, 0x40000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "max_concurrent_requests"

    const/4 v2, 0x4

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 78
    const-string v1, "idempotency_window_seconds"

    const v2, 0x15180

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v10

    .line 79
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "selected_version"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    move-object/from16 v2, p0

    invoke-virtual {v2}, Lio/quire/app/core/ToolHost;->getProviderId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 80
    move-object/from16 v2, p0

    invoke-virtual {v2}, Lio/quire/app/core/ToolHost;->getProviderName()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v9}, Lio/quire/app/core/Session;->getToken()Ljava/lang/String;

    move-result-object v2

    const-string v1, "session_token"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 81
    invoke-virtual {v9}, Lio/quire/app/core/Session;->getExpiresAt()J

    move-result-wide v2

    const-string v1, "expires_at_ms"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    .line 82
    sget-object v2, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    move-object v3, v8

    check-cast v3, Ljava/lang/Iterable;

    invoke-virtual {v2, v3}, Lio/quire/app/core/Wire;->strings(Ljava/lang/Iterable;)Lorg/json/JSONArray;

    move-result-object v2

    const-string v1, "capabilities"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "limits"

    invoke-virtual {v0, v1, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v11

    .line 83
    sget-object v0, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    invoke-static {v11}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    const/4 v1, 0x0

    const/4 v3, 0x0

    invoke-virtual {v0, v1, v11, v3}, Lio/quire/app/core/Wire;->success(Ljava/lang/String;Lorg/json/JSONObject;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public static final negotiate_TP_Mp3U$lambda$1(Lorg/json/JSONArray;I)Ljava/lang/String;
    .registers 3

    .line 73
    invoke-virtual {p0, p1}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static final perform$lambda$0(Lio/quire/app/core/ToolHost;Lio/quire/app/core/CallState;)Lio/quire/app/core/CallState;
    .registers 7

    const-string v1, "state"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 142
    move-object v0, p1

    check-cast v0, Lio/quire/app/core/CallState$Cleared;

    move-object v3, v0

    .line 143
    invoke-virtual {v3}, Lio/quire/app/core/CallState$Cleared;->getSpec()Lio/quire/app/core/ToolSpec;

    move-result-object v0

    invoke-virtual {v0}, Lio/quire/app/core/ToolSpec;->getMutating()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-direct {p0}, Lio/quire/app/core/ToolHost;->getJournal()Lio/quire/app/core/RequestJournal;

    move-result-object v0

    invoke-virtual {v3}, Lio/quire/app/core/CallState$Cleared;->getCall()Lio/quire/app/core/Call;

    move-result-object v1

    new-instance v2, Lio/quire/app/core/ToolHost$$ExternalSyntheticLambda8;

    invoke-direct {v2, p0, v3}, Lio/quire/app/core/ToolHost$$ExternalSyntheticLambda8;-><init>(Lio/quire/app/core/ToolHost;Lio/quire/app/core/CallState$Cleared;)V

    invoke-virtual {v0, v1, v2}, Lio/quire/app/core/RequestJournal;->once(Lio/quire/app/core/Call;Lkotlin/jvm/functions/Function0;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_0

    .line 144
    :cond_0
    invoke-virtual {v3}, Lio/quire/app/core/CallState$Cleared;->getCall()Lio/quire/app/core/Call;

    move-result-object v1

    invoke-virtual {v3}, Lio/quire/app/core/CallState$Cleared;->getSpec()Lio/quire/app/core/ToolSpec;

    move-result-object v2

    invoke-virtual {p0, v1, v2}, Lio/quire/app/core/ToolHost;->run(Lio/quire/app/core/Call;Lio/quire/app/core/ToolSpec;)Landroid/os/Bundle;

    move-result-object v0

    .line 143
    :goto_0
    move-object v4, v0

    .line 145
    move-object v0, v3

    check-cast v0, Lio/quire/app/core/CallState;

    invoke-static {v0, v4}, Lio/quire/app/core/CallStateKt;->finish(Lio/quire/app/core/CallState;Landroid/os/Bundle;)Lio/quire/app/core/CallState;

    move-result-object v0

    return-object v0
.end method

.method public static final perform$lambda$0$0(Lio/quire/app/core/ToolHost;Lio/quire/app/core/CallState$Cleared;)Landroid/os/Bundle;
    .registers 5

    .line 143
    invoke-virtual {p1}, Lio/quire/app/core/CallState$Cleared;->getCall()Lio/quire/app/core/Call;

    move-result-object v1

    invoke-virtual {p1}, Lio/quire/app/core/CallState$Cleared;->getSpec()Lio/quire/app/core/ToolSpec;

    move-result-object v2

    invoke-virtual {p0, v1, v2}, Lio/quire/app/core/ToolHost;->run(Lio/quire/app/core/Call;Lio/quire/app/core/ToolSpec;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public static final pipeline_delegate$lambda$0(Lio/quire/app/core/ToolHost;)Ljava/util/List;
    .registers 5

    .line 148
    const/4 v0, 0x5

    new-array v3, v0, [Lio/quire/app/core/Step;

    iget-object v2, p0, Lio/quire/app/core/ToolHost;->deadline:Lio/quire/app/core/Step;

    const/4 v1, 0x0

    aput-object v2, v3, v1

    iget-object v2, p0, Lio/quire/app/core/ToolHost;->admit:Lio/quire/app/core/Step;

    const/4 v1, 0x1

    aput-object v2, v3, v1

    iget-object v2, p0, Lio/quire/app/core/ToolHost;->authorize:Lio/quire/app/core/Step;

    const/4 v1, 0x2

    aput-object v2, v3, v1

    invoke-virtual {p0}, Lio/quire/app/core/ToolHost;->getConfirmation()Lio/quire/app/core/Step;

    move-result-object v2

    const/4 v1, 0x3

    aput-object v2, v3, v1

    iget-object v2, p0, Lio/quire/app/core/ToolHost;->perform:Lio/quire/app/core/Step;

    const/4 v1, 0x4

    aput-object v2, v3, v1

    invoke-static {v3}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    return-object v0
.end method

.method private final providerInfo()Lorg/json/JSONObject;
    .registers 16

    .line 160
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {p0}, Lio/quire/app/core/ToolHost;->getProviderId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 161
    invoke-virtual {p0}, Lio/quire/app/core/ToolHost;->getProviderName()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {p0}, Lio/quire/app/core/ToolHost;->getProviderDescription()Ljava/lang/String;

    move-result-object v2

    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 162
    const-string v1, "schema_dialect"

    const-string v2, "https://json-schema.org/draft/2020-12/schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 163
    invoke-virtual {p0}, Lio/quire/app/core/ToolHost;->getScopes()Ljava/util/List;

    move-result-object v3

    check-cast v3, Ljava/lang/Iterable;

    new-instance v4, Lorg/json/JSONArray;

    invoke-direct {v4}, Lorg/json/JSONArray;-><init>()V

    const-string v13, "scopes"

    move-object v12, v0

    const/4 v5, 0x0

    .line 175
    move-object v6, v4

    .line 176
    invoke-interface {v3}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v7

    :goto_0
    invoke-interface {v7}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v7}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v8

    move-object v1, v8

    check-cast v1, Lio/quire/app/core/Scope;

    move-object v9, v1

    move-object v10, v6

    const/4 v11, 0x0

    .line 163
    invoke-virtual {v9}, Lio/quire/app/core/Scope;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v10, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 176
    move-object v6, v0

    goto :goto_0

    .line 177
    :cond_0
    move-object v14, v6

    .line 163
    invoke-virtual {v12, v13, v14}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method protected final ask(Lio/quire/app/core/CallState$Admitted;Ljava/lang/String;)Lio/quire/app/core/CallState;
    .registers 21

    move-object/from16 v0, p1

    const-string v1, "state"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p2

    const-string v1, "summary"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 152
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lio/quire/app/core/CallState$Admitted;->getCall()Lio/quire/app/core/Call;

    move-result-object v12

    .line 153
    new-instance v0, Lio/quire/app/core/Parked;

    invoke-virtual {v12}, Lio/quire/app/core/Call;->getUid-EOtuPLU()I

    move-result v2

    move-object/from16 v3, p0

    invoke-virtual {v3}, Lio/quire/app/core/ToolHost;->getProviderId()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v12}, Lio/quire/app/core/Call;->getTool-MZPDnXo()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {v12}, Lio/quire/app/core/Call;->getRequestId()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {v12}, Lio/quire/app/core/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v6

    .line 154
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v8

    const-wide/32 v10, 0x927c0

    add-long/2addr v8, v10

    .line 153
    move v1, v2

    move-object v2, v3

    move-object v3, v4

    move-object v4, v5

    move-object v5, v6

    move-object/from16 v6, p2

    move-wide v7, v8

    const/4 v9, 0x0

    invoke-direct/range {v0 .. v9}, Lio/quire/app/core/Parked;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JLkotlin/jvm/internal/DefaultConstructorMarker;)V

    move-object v13, v0

    .line 155
    sget-object v0, Lio/quire/app/core/ParkedCalls;->INSTANCE:Lio/quire/app/core/ParkedCalls;

    invoke-virtual {v0, v13}, Lio/quire/app/core/ParkedCalls;->park(Lio/quire/app/core/Parked;)Lkotlin/Pair;

    move-result-object v14

    invoke-virtual {v14}, Lkotlin/Pair;->component1()Ljava/lang/Object;

    move-result-object v15

    check-cast v15, Ljava/lang/String;

    invoke-virtual {v14}, Lkotlin/Pair;->component2()Ljava/lang/Object;

    move-result-object v16

    check-cast v16, Ljava/lang/String;

    .line 156
    move-object/from16 v1, p1

    invoke-virtual {v1}, Lio/quire/app/core/CallState$Admitted;->getSpec()Lio/quire/app/core/ToolSpec;

    move-result-object v1

    move-object/from16 v3, v16

    invoke-virtual {v3}, Ljava/lang/String;->hashCode()I

    move-result v3

    move-object/from16 v0, p0

    move-object/from16 v2, v16

    invoke-virtual {v0, v1, v2, v3}, Lio/quire/app/core/ToolHost;->resolution(Lio/quire/app/core/ToolSpec;Ljava/lang/String;I)Landroid/app/PendingIntent;

    move-result-object v17

    .line 157
    move-object/from16 v0, p1

    check-cast v0, Lio/quire/app/core/CallState;

    sget-object v1, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    invoke-virtual {v12}, Lio/quire/app/core/Call;->getRequestId()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v3, v17

    invoke-virtual {v1, v2, v3, v15}, Lio/quire/app/core/Wire;->userAction(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    invoke-static {v0, v1}, Lio/quire/app/core/CallStateKt;->finish(Lio/quire/app/core/CallState;Landroid/os/Bundle;)Lio/quire/app/core/CallState;

    move-result-object v0

    return-object v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 17

    const-string v1, "method"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 48
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    invoke-static {v0}, Lio/quire/app/core/CallerUid;->constructor-impl(I)I

    move-result v7

    .line 49
    invoke-virtual {p0}, Lio/quire/app/core/ToolHost;->getCallingPackage()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    move-object v11, v0

    .line 171
    const/4 v12, 0x0

    .line 49
    invoke-static {v11}, Lio/quire/app/core/PackageName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v8, v0

    .line 50
    move-object/from16 v0, p3

    if-nez p3, :cond_1

    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    :cond_1
    move-object v9, v0

    .line 52
    :try_start_0
    invoke-direct {p0, p1, v7, v8, v9}, Lio/quire/app/core/ToolHost;->dispatch-cWAwWRk(Ljava/lang/String;ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v10
    :try_end_0
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_1

    .line 53
    :catch_0
    move-exception v11

    .line 54
    invoke-virtual {p0}, Lio/quire/app/core/ToolHost;->getProviderId()Ljava/lang/String;

    move-result-object v1

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, ": "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, " failed"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v2, v11

    check-cast v2, Ljava/lang/Throwable;

    const-string v0, "QuireTools"

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 55
    sget-object v0, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    const-string v4, "request_id"

    invoke-virtual {v9, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const-string v1, "INTERNAL_ERROR"

    const-string v2, "The provider could not complete the request"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/quire/app/core/Wire;->error$default(Lio/quire/app/core/Wire;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v10

    .line 51
    :goto_1
    return-object v10
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 44
    const/4 v0, 0x0

    return v0
.end method

.method public abstract getCatalog()Lio/quire/app/core/Catalog;
.end method

.method protected abstract getConfirmation()Lio/quire/app/core/Step;
.end method

.method protected final getLinks()Lio/quire/app/core/LinkedApps;
    .registers 3

    .line 28
    iget-object v1, p0, Lio/quire/app/core/ToolHost;->links$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lio/quire/app/core/LinkedApps;

    return-object v0
.end method

.method public abstract getProviderDescription()Ljava/lang/String;
.end method

.method public abstract getProviderId()Ljava/lang/String;
.end method

.method public abstract getProviderName()Ljava/lang/String;
.end method

.method public abstract getScopes()Ljava/util/List;
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 42
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 43
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 2

    .line 40
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 41
    const/4 v0, 0x0

    return-object v0
.end method

.method protected abstract resolution(Lio/quire/app/core/ToolSpec;Ljava/lang/String;I)Landroid/app/PendingIntent;
.end method

.method protected abstract run(Lio/quire/app/core/Call;Lio/quire/app/core/ToolSpec;)Landroid/os/Bundle;
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 45
    const/4 v0, 0x0

    return v0
.end method
