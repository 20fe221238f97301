.class public final Lcom/larderly/ShoppingProvider;
.super Landroid/content/ContentProvider;
.source "ShoppingProvider.kt"

# static fields
.field private static final BIG_ORDER:I = 0x14
.field public static final Companion:Lcom/larderly/ShoppingProvider$Companion;
.field public static final PROVIDER_ID:Ljava/lang/String; = "com.larderly.shopping"
.field private static final REQUEST_CLEAR:I = 0x17
.field private static final REQUEST_ORDER:I = 0x16
.field private static final REQUEST_SHARE:I = 0x15


# instance fields
.field private lists:Lcom/larderly/ListsDao;
.field private receipts:Lcom/larderly/Receipts;
.field private screens:Lcom/larderly/ConfirmScreens;


# direct methods
.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/larderly/ShoppingProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/larderly/ShoppingProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/larderly/ShoppingProvider;->Companion:Lcom/larderly/ShoppingProvider$Companion;
    return-void
.end method

.method public constructor <init>()V
    .registers 1
    .line 15
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public static final call$lambda$0(Lcom/larderly/ReplyBuilder;)Lkotlin/Unit;
    .registers 7
    const-string v1, "$this$reply"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 33
    move-object v0, p0
    const-string v1, "PERMISSION_DENIED"
    const-string v2, "This app may not use Larderly tools"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/larderly/ReplyBuilder;->error$default(Lcom/larderly/ReplyBuilder;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final call$lambda$1(Lcom/larderly/ReplyBuilder;)Lkotlin/Unit;
    .registers 7
    const-string v1, "$this$reply"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 35
    move-object v0, p0
    const-string v1, "UNSUPPORTED_VERSION"
    const-string v2, "Larderly speaks CETP v2 only"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/larderly/ReplyBuilder;->error$default(Lcom/larderly/ReplyBuilder;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final call$lambda$3(Lcom/larderly/ReplyBuilder;)Lkotlin/Unit;
    .registers 7
    const-string v1, "$this$reply"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 37
    move-object v0, p0
    const-string v1, "NEGOTIATION_REQUIRED"
    const-string v2, "Negotiate a session first"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/larderly/ReplyBuilder;->error$default(Lcom/larderly/ReplyBuilder;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final call$lambda$4(Lcom/larderly/ReplyBuilder;)Lkotlin/Unit;
    .registers 3
    const-string v1, "$this$reply"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 39
    sget-object v1, Lcom/larderly/Catalog;->INSTANCE:Lcom/larderly/Catalog;
    invoke-virtual {v1}, Lcom/larderly/Catalog;->shoppingInfo()Lorg/json/JSONObject;
    move-result-object v1
    invoke-virtual {p0, v1}, Lcom/larderly/ReplyBuilder;->result(Lorg/json/JSONObject;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final call$lambda$5(Lcom/larderly/ReplyBuilder;)Lkotlin/Unit;
    .registers 3
    const-string v1, "$this$reply"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 40
    sget-object v1, Lcom/larderly/Catalog;->INSTANCE:Lcom/larderly/Catalog;
    invoke-virtual {v1}, Lcom/larderly/Catalog;->shoppingTools()Lorg/json/JSONObject;
    move-result-object v1
    invoke-virtual {p0, v1}, Lcom/larderly/ReplyBuilder;->result(Lorg/json/JSONObject;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final call$lambda$6(Lcom/larderly/ReplyBuilder;)Lkotlin/Unit;
    .registers 7
    const-string v1, "$this$reply"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 42
    move-object v0, p0
    const-string v1, "METHOD_NOT_FOUND"
    const-string v2, "Unknown method"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/larderly/ReplyBuilder;->error$default(Lcom/larderly/ReplyBuilder;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method private final execute(Landroid/content/Context;Lcom/larderly/Request;Lcom/larderly/Caller;)Landroid/os/Bundle;
    .registers 22
    .line 47
    move-object/from16 v0, p2
    invoke-virtual {v0}, Lcom/larderly/Request;->getExpired()Z
    move-result v0
    if-eqz v0, :L17
    sget-object v1, Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda6;->INSTANCE:Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda6;
    move-object/from16 v0, p2
    invoke-static {v0, v1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L17
    .line 48
    move-object/from16 v9, p0
:L20
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v0, v9
    check-cast v0, Lcom/larderly/ShoppingProvider;
    move-object v10, v0
    .line 149
    const/4 v11, 0x0
    .line 48
    new-instance v0, Lorg/json/JSONObject;
    move-object/from16 v2, p2
    invoke-virtual {v2}, Lcom/larderly/Request;->getArgsText()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v10
:L51
    goto :L70
:L54
    move-exception v11
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v11}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v10
:L70
    move-object v9, v10
    invoke-static {v9}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L89
    move-object v0, v9
    goto :L104
:L89
    move-object v10, v0
    const/4 v11, 0x0
    .line 49
    sget-object v1, Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda7;->INSTANCE:Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda7;
    move-object/from16 v0, p2
    invoke-static {v0, v1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L104
    .line 48
    check-cast v0, Lorg/json/JSONObject;
    move-object v8, v0
    .line 51
    move-object/from16 v10, p0
:L112
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v0, v10
    check-cast v0, Lcom/larderly/ShoppingProvider;
    move-object v11, v0
    .line 149
    const/4 v12, 0x0
    .line 51
    sget-object v0, Lcom/larderly/ListCommand;->Companion:Lcom/larderly/ListCommand$Companion;
    move-object/from16 v1, p2
    invoke-virtual {v1}, Lcom/larderly/Request;->getTool()Ljava/lang/String;
    move-result-object v1
    move-object/from16 v3, p3
    invoke-virtual {v0, v1, v8, v3}, Lcom/larderly/ListCommand$Companion;->parse(Ljava/lang/String;Lorg/json/JSONObject;Lcom/larderly/Caller;)Lcom/larderly/ListCommand;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v11
:L145
    goto :L164
:L148
    move-exception v12
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v12}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v11
:L164
    move-object v10, v11
    invoke-static {v10}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L208
    move-object v0, v10
    check-cast v0, Lcom/larderly/ListCommand;
    move-object v11, v0
    const/4 v12, 0x0
    .line 52
    move-object v0, v11
    if-nez v11, :L205
    sget-object v1, Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda8;->INSTANCE:Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda8;
    move-object/from16 v0, p2
    invoke-static {v0, v1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L205
    .line 51
    goto :L223
:L208
    move-object v11, v0
    const/4 v12, 0x0
    .line 53
    sget-object v1, Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda9;->INSTANCE:Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda9;
    move-object/from16 v0, p2
    invoke-static {v0, v1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L223
    .line 51
    move-object v9, v0
    .line 55
    sget-object v1, Lcom/larderly/ListCommand$Lists;->INSTANCE:Lcom/larderly/ListCommand$Lists;
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L240
    const/4 v0, 0x1
    goto :L241
:L240
    const/4 v0, 0x0
:L241
    move v10, v0
    .line 56
    if-eqz v10, :L361
    .line 57
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/larderly/ShoppingProvider;->receipts:Lcom/larderly/Receipts;
    if-nez v0, :L264
    const-string v0, "receipts"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L264
    move-object/from16 v1, p3
    invoke-virtual {v1}, Lcom/larderly/Caller;->getUid()I
    move-result v1
    move-object/from16 v3, p2
    invoke-virtual {v3}, Lcom/larderly/Request;->getRequestId()Ljava/lang/String;
    move-result-object v3
    const-string v2, "com.larderly.shopping"
    invoke-virtual {v0, v1, v2, v3}, Lcom/larderly/Receipts;->find(ILjava/lang/String;Ljava/lang/String;)Lcom/larderly/Receipt;
    move-result-object v11
    if-eqz v11, :L361
    move-object v13, v11
    const/4 v14, 0x0
    invoke-virtual {v13}, Lcom/larderly/Receipt;->component1()Ljava/lang/String;
    move-result-object v15
    invoke-virtual {v13}, Lcom/larderly/Receipt;->component2()Ljava/lang/String;
    move-result-object v16
    invoke-virtual {v13}, Lcom/larderly/Receipt;->component3()Ljava/lang/String;
    move-result-object v17
    .line 58
    move-object/from16 v1, p2
    invoke-virtual {v1}, Lcom/larderly/Request;->getTool()Ljava/lang/String;
    move-result-object v1
    invoke-static {v15, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L339
    move-object/from16 v1, p2
    invoke-virtual {v1}, Lcom/larderly/Request;->getArgsText()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Lcom/larderly/DbKt;->sha256(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    move-object/from16 v0, v16
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L349
:L339
    .line 59
    sget-object v1, Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda10;->INSTANCE:Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda10;
    move-object/from16 v0, p2
    invoke-static {v0, v1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L349
    .line 61
    move-object/from16 v1, v17
    new-instance v2, Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda11;
    invoke-direct {v2, v1}, Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda11;-><init>(Ljava/lang/String;)V
    move-object v1, v2
    move-object/from16 v0, p2
    invoke-static {v0, v1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L361
    .line 64
    move-object/from16 v0, p0
    move-object/from16 v1, p1
    move-object/from16 v2, p2
    move-object/from16 v3, p3
    invoke-direct {v0, v1, v2, v3, v9}, Lcom/larderly/ShoppingProvider;->handle(Landroid/content/Context;Lcom/larderly/Request;Lcom/larderly/Caller;Lcom/larderly/ListCommand;)Landroid/os/Bundle;
    move-result-object v11
    .line 65
    if-eqz v10, :L447
    invoke-static {v11}, Lcom/larderly/ProtocolKt;->getSucceeded(Landroid/os/Bundle;)Z
    move-result v0
    if-eqz v0, :L447
    .line 66
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/larderly/ShoppingProvider;->receipts:Lcom/larderly/Receipts;
    if-nez v0, :L401
    const-string v0, "receipts"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L401
    move-object/from16 v1, p3
    invoke-virtual {v1}, Lcom/larderly/Caller;->getUid()I
    move-result v1
    new-instance v4, Lorg/json/JSONObject;
    const-string v7, "data"
    invoke-virtual {v11, v7}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v6
    invoke-direct {v4, v6}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    const-string v5, "value"
    invoke-virtual {v4, v5}, Lorg/json/JSONObject;->optJSONObject(Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v4
    move-object/from16 v3, p2
    const-string v2, "com.larderly.shopping"
    if-eqz v4, :L440
    invoke-virtual {v4}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object v4
    if-nez v4, :L444
:L440
    const-string v4, "{}"
:L444
    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/larderly/Receipts;->keep(ILjava/lang/String;Lcom/larderly/Request;Ljava/lang/String;)V
:L447
    .line 68
    return-object v11
    .catch Ljava/lang/Throwable; {:L20 .. :L51} :L54
    .catch Ljava/lang/Throwable; {:L112 .. :L145} :L148
.end method

.method public static final execute$lambda$0(Lcom/larderly/ReplyBuilder;)Lkotlin/Unit;
    .registers 7
    const-string v1, "$this$reply"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 47
    move-object v0, p0
    const-string v1, "DEADLINE_EXCEEDED"
    const-string v2, "The deadline has passed"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/larderly/ReplyBuilder;->error$default(Lcom/larderly/ReplyBuilder;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final execute$lambda$2$0(Lcom/larderly/ReplyBuilder;)Lkotlin/Unit;
    .registers 7
    const-string v1, "$this$reply"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 49
    move-object v0, p0
    const-string v1, "INVALID_ARGS"
    const-string v2, "args must be a JSON object"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/larderly/ReplyBuilder;->error$default(Lcom/larderly/ReplyBuilder;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final execute$lambda$4$0(Lcom/larderly/ReplyBuilder;)Lkotlin/Unit;
    .registers 7
    const-string v1, "$this$reply"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 52
    move-object v0, p0
    const-string v1, "TOOL_NOT_FOUND"
    const-string v2, "No such tool"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/larderly/ReplyBuilder;->error$default(Lcom/larderly/ReplyBuilder;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final execute$lambda$5$0(Lcom/larderly/ReplyBuilder;)Lkotlin/Unit;
    .registers 7
    const-string v1, "$this$reply"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 53
    move-object v0, p0
    const-string v1, "INVALID_ARGS"
    const-string v2, "The arguments do not match the input schema"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/larderly/ReplyBuilder;->error$default(Lcom/larderly/ReplyBuilder;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final execute$lambda$6$0(Lcom/larderly/ReplyBuilder;)Lkotlin/Unit;
    .registers 7
    const-string v1, "$this$reply"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 59
    move-object v0, p0
    const-string v1, "INVALID_REQUEST"
    const-string v2, "request_id was used for another call"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/larderly/ReplyBuilder;->error$default(Lcom/larderly/ReplyBuilder;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final execute$lambda$6$1(Ljava/lang/String;Lcom/larderly/ReplyBuilder;)Lkotlin/Unit;
    .registers 4
    const-string v1, "$this$reply"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 61
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1, p0}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    invoke-virtual {p1, v1}, Lcom/larderly/ReplyBuilder;->result(Lorg/json/JSONObject;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method private final handle(Landroid/content/Context;Lcom/larderly/Request;Lcom/larderly/Caller;Lcom/larderly/ListCommand;)Landroid/os/Bundle;
    .registers 19
    .line 72
    move-object/from16 v5, p4
    .line 73
    sget-object v1, Lcom/larderly/ListCommand$Lists;->INSTANCE:Lcom/larderly/ListCommand$Lists;
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L50
    .line 74
    iget-object v0, p0, Lcom/larderly/ShoppingProvider;->lists:Lcom/larderly/ListsDao;
    if-nez v0, :L31
    const-string v0, "lists"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L31
    invoke-virtual {v0}, Lcom/larderly/ListsDao;->lists()Ljava/util/List;
    move-result-object v6
    .line 75
    new-instance v1, Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda12;
    invoke-direct {v1, v6}, Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda12;-><init>(Ljava/util/List;)V
    move-object/from16 v0, p2
    invoke-static {v0, v1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
    goto/16 :L843
:L50
    .line 77
    instance-of v0, v5, Lcom/larderly/ListCommand$Share;
    if-eqz v0, :L331
    .line 78
    iget-object v0, p0, Lcom/larderly/ShoppingProvider;->lists:Lcom/larderly/ListsDao;
    if-nez v0, :L74
    const-string v0, "lists"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L74
    move-object/from16 v1, p4
    check-cast v1, Lcom/larderly/ListCommand$Share;
    invoke-virtual {v1}, Lcom/larderly/ListCommand$Share;->getListId()J
    move-result-wide v1
    invoke-virtual {v0, v1, v2}, Lcom/larderly/ListsDao;->get(J)Lcom/larderly/ShoppingList;
    move-result-object v0
    if-nez v0, :L100
    sget-object v1, Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda13;->INSTANCE:Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda13;
    move-object/from16 v0, p2
    invoke-static {v0, v1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L100
    move-object v6, v0
    .line 79
    sget-object v0, Lcom/larderly/Tickets;->INSTANCE:Lcom/larderly/Tickets;
    move-object/from16 v1, p2
    invoke-virtual {v1}, Lcom/larderly/Request;->getResumeToken()Ljava/lang/String;
    move-result-object v1
    move-object/from16 v2, p3
    invoke-virtual {v2}, Lcom/larderly/Caller;->getUid()I
    move-result v2
    move-object/from16 v3, p2
    invoke-virtual {v3}, Lcom/larderly/Request;->getTool()Ljava/lang/String;
    move-result-object v3
    move-object/from16 v4, p2
    invoke-virtual {v4}, Lcom/larderly/Request;->getArgsText()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/larderly/Tickets;->redeem(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L256
    .line 80
    sget-object v0, Lcom/larderly/Tickets;->INSTANCE:Lcom/larderly/Tickets;
    move-object/from16 v1, p3
    invoke-virtual {v1}, Lcom/larderly/Caller;->getUid()I
    move-result v1
    move-object/from16 v2, p2
    invoke-virtual {v2}, Lcom/larderly/Request;->getTool()Ljava/lang/String;
    move-result-object v2
    move-object/from16 v3, p2
    invoke-virtual {v3}, Lcom/larderly/Request;->getArgsText()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v1, v2, v3}, Lcom/larderly/Tickets;->issue(ILjava/lang/String;Ljava/lang/String;)Lcom/larderly/Ticket;
    move-result-object v7
    .line 81
    new-instance v9, Lcom/larderly/PendingSpec;
    invoke-direct {v9}, Lcom/larderly/PendingSpec;-><init>()V
    move-object v10, v9
    const/4 v11, 0x0
    .line 82
    const/16 v1, 0x15
    invoke-virtual {v10, v1}, Lcom/larderly/PendingSpec;->setRequestCode(I)V
    .line 83
    iget-object v1, p0, Lcom/larderly/ShoppingProvider;->screens:Lcom/larderly/ConfirmScreens;
    move-object v0, v10
    if-nez v1, :L188
    const-string v1, "screens"
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v1, 0x0
:L188
    move-object/from16 v3, p4
    check-cast v3, Lcom/larderly/ListCommand$Share;
    invoke-virtual {v1, v6, v3, v7}, Lcom/larderly/ConfirmScreens;->share(Lcom/larderly/ShoppingList;Lcom/larderly/ListCommand$Share;Lcom/larderly/Ticket;)Landroid/content/Intent;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/larderly/PendingSpec;->setIntent(Landroid/content/Intent;)V
    .line 85
    const/high16 v1, 0x8000000
    invoke-virtual {v10, v1}, Lcom/larderly/PendingSpec;->setFlags(I)V
    .line 86
    invoke-virtual {v6}, Lcom/larderly/ShoppingList;->getShared()Z
    move-result v0
    if-eqz v0, :L233
    invoke-virtual {v10}, Lcom/larderly/PendingSpec;->getFlags()I
    move-result v1
    const/high16 v2, 0x40000000
    or-int/2addr v1, v2
    invoke-virtual {v10, v1}, Lcom/larderly/PendingSpec;->setFlags(I)V
:L233
    .line 87
    invoke-virtual {v9, p1}, Lcom/larderly/PendingSpec;->activity(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object v8
    .line 88
    new-instance v1, Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda14;
    invoke-direct {v1, v8, v7}, Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda14;-><init>(Landroid/app/PendingIntent;Lcom/larderly/Ticket;)V
    move-object/from16 v0, p2
    invoke-static {v0, v1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L256
    .line 90
    move-object/from16 v7, p4
    move-object v0, v7
    check-cast v0, Lcom/larderly/ListCommand$Share;
    invoke-virtual {v0}, Lcom/larderly/ListCommand$Share;->component1()J
    move-result-wide v8
    move-object v0, v7
    check-cast v0, Lcom/larderly/ListCommand$Share;
    invoke-virtual {v0}, Lcom/larderly/ListCommand$Share;->component2()Ljava/lang/String;
    move-result-object v10
    move-object v0, v7
    check-cast v0, Lcom/larderly/ListCommand$Share;
    invoke-virtual {v0}, Lcom/larderly/ListCommand$Share;->component3()Ljava/lang/String;
    move-result-object v11
    .line 91
    iget-object v0, p0, Lcom/larderly/ShoppingProvider;->lists:Lcom/larderly/ListsDao;
    if-nez v0, :L306
    const-string v0, "lists"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L306
    invoke-virtual {v0, v8, v9, v10, v11}, Lcom/larderly/ListsDao;->share(JLjava/lang/String;Ljava/lang/String;)J
    move-result-wide v12
    .line 92
    new-instance v1, Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda15;
    invoke-direct {v1, v12, v13}, Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda15;-><init>(J)V
    move-object/from16 v0, p2
    invoke-static {v0, v1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
    goto/16 :L843
:L331
    .line 94
    instance-of v0, v5, Lcom/larderly/ListCommand$Order;
    if-eqz v0, :L616
    .line 95
    iget-object v0, p0, Lcom/larderly/ShoppingProvider;->lists:Lcom/larderly/ListsDao;
    if-nez v0, :L355
    const-string v0, "lists"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L355
    move-object/from16 v1, p4
    check-cast v1, Lcom/larderly/ListCommand$Order;
    invoke-virtual {v1}, Lcom/larderly/ListCommand$Order;->getListId()J
    move-result-wide v1
    invoke-virtual {v0, v1, v2}, Lcom/larderly/ListsDao;->get(J)Lcom/larderly/ShoppingList;
    move-result-object v0
    if-nez v0, :L381
    sget-object v1, Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda16;->INSTANCE:Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda16;
    move-object/from16 v0, p2
    invoke-static {v0, v1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L381
    move-object v6, v0
    .line 96
    sget-object v0, Lcom/larderly/Tickets;->INSTANCE:Lcom/larderly/Tickets;
    move-object/from16 v1, p2
    invoke-virtual {v1}, Lcom/larderly/Request;->getResumeToken()Ljava/lang/String;
    move-result-object v1
    move-object/from16 v2, p3
    invoke-virtual {v2}, Lcom/larderly/Caller;->getUid()I
    move-result v2
    move-object/from16 v3, p2
    invoke-virtual {v3}, Lcom/larderly/Request;->getTool()Ljava/lang/String;
    move-result-object v3
    move-object/from16 v4, p2
    invoke-virtual {v4}, Lcom/larderly/Request;->getArgsText()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/larderly/Tickets;->redeem(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L539
    .line 97
    sget-object v0, Lcom/larderly/Tickets;->INSTANCE:Lcom/larderly/Tickets;
    move-object/from16 v1, p3
    invoke-virtual {v1}, Lcom/larderly/Caller;->getUid()I
    move-result v1
    move-object/from16 v2, p2
    invoke-virtual {v2}, Lcom/larderly/Request;->getTool()Ljava/lang/String;
    move-result-object v2
    move-object/from16 v3, p2
    invoke-virtual {v3}, Lcom/larderly/Request;->getArgsText()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v1, v2, v3}, Lcom/larderly/Tickets;->issue(ILjava/lang/String;Ljava/lang/String;)Lcom/larderly/Ticket;
    move-result-object v7
    .line 98
    new-instance v9, Lcom/larderly/PendingSpec;
    invoke-direct {v9}, Lcom/larderly/PendingSpec;-><init>()V
    move-object v10, v9
    const/4 v11, 0x0
    .line 99
    const/16 v1, 0x16
    invoke-virtual {v10, v1}, Lcom/larderly/PendingSpec;->setRequestCode(I)V
    .line 100
    iget-object v1, p0, Lcom/larderly/ShoppingProvider;->screens:Lcom/larderly/ConfirmScreens;
    move-object v0, v10
    if-nez v1, :L469
    const-string v1, "screens"
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v1, 0x0
:L469
    move-object/from16 v3, p4
    check-cast v3, Lcom/larderly/ListCommand$Order;
    invoke-virtual {v1, v6, v3, v7}, Lcom/larderly/ConfirmScreens;->order(Lcom/larderly/ShoppingList;Lcom/larderly/ListCommand$Order;Lcom/larderly/Ticket;)Landroid/content/Intent;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/larderly/PendingSpec;->setIntent(Landroid/content/Intent;)V
    .line 101
    const/high16 v1, 0xc000000
    invoke-virtual {v10, v1}, Lcom/larderly/PendingSpec;->setFlags(I)V
    .line 102
    invoke-virtual {v6}, Lcom/larderly/ShoppingList;->getEntries()I
    move-result v0
    const/16 v1, 0x14
    if-le v0, v1, :L516
    invoke-virtual {v10}, Lcom/larderly/PendingSpec;->getFlags()I
    move-result v1
    const/high16 v2, 0x40000000
    or-int/2addr v1, v2
    invoke-virtual {v10, v1}, Lcom/larderly/PendingSpec;->setFlags(I)V
:L516
    .line 103
    invoke-virtual {v9, p1}, Lcom/larderly/PendingSpec;->activity(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object v8
    .line 104
    new-instance v1, Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda17;
    invoke-direct {v1, v8, v7}, Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda17;-><init>(Landroid/app/PendingIntent;Lcom/larderly/Ticket;)V
    move-object/from16 v0, p2
    invoke-static {v0, v1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L539
    .line 106
    move-object/from16 v7, p4
    move-object v0, v7
    check-cast v0, Lcom/larderly/ListCommand$Order;
    invoke-virtual {v0}, Lcom/larderly/ListCommand$Order;->component1()J
    move-result-wide v8
    move-object v0, v7
    check-cast v0, Lcom/larderly/ListCommand$Order;
    invoke-virtual {v0}, Lcom/larderly/ListCommand$Order;->component2()Ljava/lang/String;
    move-result-object v10
    move-object v0, v7
    check-cast v0, Lcom/larderly/ListCommand$Order;
    invoke-virtual {v0}, Lcom/larderly/ListCommand$Order;->component3()Ljava/lang/String;
    move-result-object v11
    .line 107
    iget-object v0, p0, Lcom/larderly/ShoppingProvider;->lists:Lcom/larderly/ListsDao;
    if-nez v0, :L589
    const-string v0, "lists"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L589
    invoke-virtual {v0, v8, v9, v10, v11}, Lcom/larderly/ListsDao;->order(JLjava/lang/String;Ljava/lang/String;)J
    move-result-wide v12
    .line 108
    new-instance v1, Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda18;
    invoke-direct {v1, v12, v13, v10}, Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda18;-><init>(JLjava/lang/String;)V
    move-object/from16 v0, p2
    invoke-static {v0, v1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
    goto/16 :L843
:L616
    .line 113
    instance-of v0, v5, Lcom/larderly/ListCommand$Clear;
    if-eqz v0, :L835
    .line 114
    iget-object v0, p0, Lcom/larderly/ShoppingProvider;->lists:Lcom/larderly/ListsDao;
    if-nez v0, :L640
    const-string v0, "lists"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L640
    move-object/from16 v1, p4
    check-cast v1, Lcom/larderly/ListCommand$Clear;
    invoke-virtual {v1}, Lcom/larderly/ListCommand$Clear;->getListId()J
    move-result-wide v1
    invoke-virtual {v0, v1, v2}, Lcom/larderly/ListsDao;->get(J)Lcom/larderly/ShoppingList;
    move-result-object v0
    if-nez v0, :L666
    sget-object v1, Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda19;->INSTANCE:Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda19;
    move-object/from16 v0, p2
    invoke-static {v0, v1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L666
    move-object v6, v0
    .line 115
    sget-object v0, Lcom/larderly/Tickets;->INSTANCE:Lcom/larderly/Tickets;
    move-object/from16 v1, p2
    invoke-virtual {v1}, Lcom/larderly/Request;->getResumeToken()Ljava/lang/String;
    move-result-object v1
    move-object/from16 v2, p3
    invoke-virtual {v2}, Lcom/larderly/Caller;->getUid()I
    move-result v2
    move-object/from16 v3, p2
    invoke-virtual {v3}, Lcom/larderly/Request;->getTool()Ljava/lang/String;
    move-result-object v3
    move-object/from16 v4, p2
    invoke-virtual {v4}, Lcom/larderly/Request;->getArgsText()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/larderly/Tickets;->redeem(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L795
    .line 116
    sget-object v0, Lcom/larderly/Tickets;->INSTANCE:Lcom/larderly/Tickets;
    move-object/from16 v1, p3
    invoke-virtual {v1}, Lcom/larderly/Caller;->getUid()I
    move-result v1
    move-object/from16 v2, p2
    invoke-virtual {v2}, Lcom/larderly/Request;->getTool()Ljava/lang/String;
    move-result-object v2
    move-object/from16 v3, p2
    invoke-virtual {v3}, Lcom/larderly/Request;->getArgsText()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v1, v2, v3}, Lcom/larderly/Tickets;->issue(ILjava/lang/String;Ljava/lang/String;)Lcom/larderly/Ticket;
    move-result-object v7
    .line 117
    new-instance v9, Lcom/larderly/PendingSpec;
    invoke-direct {v9}, Lcom/larderly/PendingSpec;-><init>()V
    move-object v10, v9
    const/4 v11, 0x0
    .line 118
    const/16 v1, 0x17
    invoke-virtual {v10, v1}, Lcom/larderly/PendingSpec;->setRequestCode(I)V
    .line 119
    iget-object v1, p0, Lcom/larderly/ShoppingProvider;->screens:Lcom/larderly/ConfirmScreens;
    move-object v0, v10
    if-nez v1, :L754
    const-string v1, "screens"
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v1, 0x0
:L754
    invoke-virtual {v1, v6, v7}, Lcom/larderly/ConfirmScreens;->clear(Lcom/larderly/ShoppingList;Lcom/larderly/Ticket;)Landroid/content/Intent;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/larderly/PendingSpec;->setIntent(Landroid/content/Intent;)V
    .line 120
    const/high16 v1, 0x44000000
    invoke-virtual {v10, v1}, Lcom/larderly/PendingSpec;->setFlags(I)V
    .line 121
    invoke-virtual {v9, p1}, Lcom/larderly/PendingSpec;->activity(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object v8
    .line 122
    new-instance v1, Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda20;
    invoke-direct {v1, v8, v7}, Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda20;-><init>(Landroid/app/PendingIntent;Lcom/larderly/Ticket;)V
    move-object/from16 v0, p2
    invoke-static {v0, v1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L795
    .line 124
    iget-object v0, p0, Lcom/larderly/ShoppingProvider;->lists:Lcom/larderly/ListsDao;
    if-nez v0, :L811
    const-string v0, "lists"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L811
    invoke-virtual {v6}, Lcom/larderly/ShoppingList;->getId()J
    move-result-wide v1
    invoke-virtual {v0, v1, v2}, Lcom/larderly/ListsDao;->clear(J)I
    move-result v7
    .line 125
    new-instance v1, Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda21;
    invoke-direct {v1, v7}, Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda21;-><init>(I)V
    move-object/from16 v0, p2
    invoke-static {v0, v1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
    goto :L843
:L835
    .line 72
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
:L843
    return-object v0
.end method

.method public static final handle$lambda$0(Ljava/util/List;Lcom/larderly/ReplyBuilder;)Lkotlin/Unit;
    .registers 20
    move-object/from16 v0, p1
    const-string v1, "$this$reply"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 75
    move-object/from16 v2, p0
    check-cast v2, Ljava/lang/Iterable;
    move-object v5, v2
    const-string v15, "lists"
    move-object/from16 v14, p1
    const/4 v6, 0x0
    .line 150
    move-object v7, v5
    new-instance v8, Ljava/util/ArrayList;
    const/16 v3, 0xa
    invoke-static {v5, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I
    move-result v2
    invoke-direct {v8, v2}, Ljava/util/ArrayList;-><init>(I)V
    check-cast v8, Ljava/util/Collection;
    const/4 v9, 0x0
    .line 151
    invoke-interface {v7}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v10
:L55
    invoke-interface {v10}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L105
    invoke-interface {v10}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v11
    .line 152
    move-object v1, v11
    check-cast v1, Lcom/larderly/ShoppingList;
    move-object v12, v1
    move-object/from16 v16, v8
    const/4 v13, 0x0
    .line 75
    invoke-virtual {v12}, Lcom/larderly/ShoppingList;->toJson()Lorg/json/JSONObject;
    move-result-object v0
    .line 152
    move-object v1, v0
    move-object/from16 v0, v16
    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z
    goto :L55
:L105
    .line 153
    move-object v0, v8
    check-cast v0, Ljava/util/List;
    .line 150
    move-object/from16 v16, v0
    move-object/from16 v2, v16
    check-cast v2, Ljava/util/Collection;
    .line 75
    move-object/from16 v17, v2
    new-instance v2, Lorg/json/JSONArray;
    move-object/from16 v4, v17
    invoke-direct {v2, v4}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V
    invoke-virtual {v14, v15, v2}, Lcom/larderly/ReplyBuilder;->put(Ljava/lang/String;Ljava/lang/Object;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final handle$lambda$1(Lcom/larderly/ReplyBuilder;)Lkotlin/Unit;
    .registers 7
    const-string v1, "$this$reply"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 78
    move-object v0, p0
    const-string v1, "INVALID_ARGS"
    const-string v2, "No such list"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/larderly/ReplyBuilder;->error$default(Lcom/larderly/ReplyBuilder;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final handle$lambda$11(Landroid/app/PendingIntent;Lcom/larderly/Ticket;Lcom/larderly/ReplyBuilder;)Lkotlin/Unit;
    .registers 5
    const-string v1, "$this$reply"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 122
    invoke-virtual {p2, p0, p1}, Lcom/larderly/ReplyBuilder;->needsUser(Landroid/app/PendingIntent;Lcom/larderly/Ticket;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final handle$lambda$12(ILcom/larderly/ReplyBuilder;)Lkotlin/Unit;
    .registers 5
    const-string v1, "$this$reply"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 125
    invoke-static {p0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "cleared"
    invoke-virtual {p1, v1, v2}, Lcom/larderly/ReplyBuilder;->put(Ljava/lang/String;Ljava/lang/Object;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final handle$lambda$3(Landroid/app/PendingIntent;Lcom/larderly/Ticket;Lcom/larderly/ReplyBuilder;)Lkotlin/Unit;
    .registers 5
    const-string v1, "$this$reply"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 88
    invoke-virtual {p2, p0, p1}, Lcom/larderly/ReplyBuilder;->needsUser(Landroid/app/PendingIntent;Lcom/larderly/Ticket;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final handle$lambda$4(JLcom/larderly/ReplyBuilder;)Lkotlin/Unit;
    .registers 6
    const-string v1, "$this$reply"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 92
    invoke-static {p0, p1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const-string v1, "share_id"
    invoke-virtual {p2, v1, v2}, Lcom/larderly/ReplyBuilder;->put(Ljava/lang/String;Ljava/lang/Object;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final handle$lambda$5(Lcom/larderly/ReplyBuilder;)Lkotlin/Unit;
    .registers 7
    const-string v1, "$this$reply"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 95
    move-object v0, p0
    const-string v1, "INVALID_ARGS"
    const-string v2, "No such list"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/larderly/ReplyBuilder;->error$default(Lcom/larderly/ReplyBuilder;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final handle$lambda$7(Landroid/app/PendingIntent;Lcom/larderly/Ticket;Lcom/larderly/ReplyBuilder;)Lkotlin/Unit;
    .registers 5
    const-string v1, "$this$reply"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 104
    invoke-virtual {p2, p0, p1}, Lcom/larderly/ReplyBuilder;->needsUser(Landroid/app/PendingIntent;Lcom/larderly/Ticket;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final handle$lambda$8(JLjava/lang/String;Lcom/larderly/ReplyBuilder;)Lkotlin/Unit;
    .registers 7
    const-string v1, "$this$reply"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 109
    invoke-static {p0, p1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const-string v1, "order_id"
    invoke-virtual {p3, v1, v2}, Lcom/larderly/ReplyBuilder;->put(Ljava/lang/String;Ljava/lang/Object;)V
    .line 110
    const-string v1, "store_package"
    invoke-virtual {p3, v1, p2}, Lcom/larderly/ReplyBuilder;->put(Ljava/lang/String;Ljava/lang/Object;)V
    .line 111
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final handle$lambda$9(Lcom/larderly/ReplyBuilder;)Lkotlin/Unit;
    .registers 7
    const-string v1, "$this$reply"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 114
    move-object v0, p0
    const-string v1, "INVALID_ARGS"
    const-string v2, "No such list"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/larderly/ReplyBuilder;->error$default(Lcom/larderly/ReplyBuilder;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16
    const-string v1, "method"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 30
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v4
    .line 31
    invoke-virtual {p0}, Lcom/larderly/ShoppingProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
:L22
    move-object v5, v0
    .line 32
    new-instance v0, Lcom/larderly/Request;
    move-object v2, p3
    if-nez p3, :L41
    new-instance v2, Landroid/os/Bundle;
    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V
:L41
    invoke-direct {v0, v2}, Lcom/larderly/Request;-><init>(Landroid/os/Bundle;)V
    move-object v6, v0
    .line 33
    sget-object v0, Lcom/larderly/Caller;->Companion:Lcom/larderly/Caller$Companion;
    invoke-virtual {v0, v5, v4}, Lcom/larderly/Caller$Companion;->of(Landroid/content/Context;I)Lcom/larderly/Caller;
    move-result-object v0
    if-nez v0, :L72
    sget-object v1, Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda0;
    invoke-static {v6, v1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L72
    move-object v7, v0
    .line 34
    const-string v1, "negotiate"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L98
    invoke-virtual {v6}, Lcom/larderly/Request;->getExtras()Landroid/os/Bundle;
    move-result-object v0
    const-string v2, "com.larderly.shopping"
    const-string v3, "Larderly shopping"
    invoke-static {v0, v7, v2, v3}, Lcom/larderly/NegotiationKt;->negotiate(Landroid/os/Bundle;Lcom/larderly/Caller;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L98
    .line 35
    invoke-virtual {v6}, Lcom/larderly/Request;->getVersion()I
    move-result v0
    const/4 v1, 0x2
    if-eq v0, v1, :L118
    sget-object v1, Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda1;->INSTANCE:Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda1;
    invoke-static {v6, v1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L118
    .line 36
    sget-object v0, Lcom/larderly/Sessions;->INSTANCE:Lcom/larderly/Sessions;
    invoke-virtual {v6}, Lcom/larderly/Request;->getSessionToken()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/larderly/Sessions;->get(Ljava/lang/String;)Lcom/larderly/Session;
    move-result-object v0
    if-eqz v0, :L194
    move-object v9, v0
    move-object v10, v9
    .line 149
    const/4 v11, 0x0
    .line 36
    invoke-virtual {v10}, Lcom/larderly/Session;->getProvider()Ljava/lang/String;
    move-result-object v0
    const-string v1, "com.larderly.shopping"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L180
    invoke-virtual {v10}, Lcom/larderly/Session;->getUid()I
    move-result v0
    invoke-virtual {v7}, Lcom/larderly/Caller;->getUid()I
    move-result v1
    if-ne v0, v1, :L180
    invoke-virtual {v10}, Lcom/larderly/Session;->getLive()Z
    move-result v0
    if-eqz v0, :L180
    const/4 v0, 0x1
    goto :L181
:L180
    const/4 v0, 0x0
:L181
    if-eqz v0, :L189
    move-object v0, v9
    goto :L190
:L189
    const/4 v0, 0x0
:L190
    if-nez v0, :L206
:L194
    .line 37
    sget-object v1, Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda2;->INSTANCE:Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda2;
    invoke-static {v6, v1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L206
    .line 38
    move-object v8, p1
    invoke-virtual {v8}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sswitch_data_215
    goto :L326
:L248
    const-string v1, "list_tools"
    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L300
    goto :L326
:L261
    const-string v1, "get_provider_info"
    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L287
    goto :L326
:L274
    const-string v1, "execute_tool"
    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L313
    goto :L326
:L287
    .line 39
    sget-object v1, Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda3;->INSTANCE:Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda3;
    invoke-static {v6, v1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
    goto :L336
:L300
    .line 40
    sget-object v1, Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda4;->INSTANCE:Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda4;
    invoke-static {v6, v1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
    goto :L336
:L313
    .line 41
    invoke-direct {p0, v5, v6, v7}, Lcom/larderly/ShoppingProvider;->execute(Landroid/content/Context;Lcom/larderly/Request;Lcom/larderly/Caller;)Landroid/os/Bundle;
    move-result-object v0
    goto :L336
:L326
    .line 42
    sget-object v1, Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda5;->INSTANCE:Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda5;
    invoke-static {v6, v1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
:L336
    .line 38
    return-object v0

:sswitch_data_215
    .sparse-switch
        -0x503e73de -> :L274
        -0xa1e06ed -> :L261
        0x2a3a6efa -> :L248
    .end sparse-switch
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 136
    const/4 v0, 0x0
    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 132
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 134
    const/4 v0, 0x0
    return-object v0
.end method

.method public onCreate()Z
    .registers 5
    .line 21
    invoke-virtual {p0}, Lcom/larderly/ShoppingProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L11
    const/4 v0, 0x0
    return v0
:L11
    move-object v2, v0
    .line 22
    new-instance v3, Lcom/larderly/LarderDb;
    invoke-direct {v3, v2}, Lcom/larderly/LarderDb;-><init>(Landroid/content/Context;)V
    .line 23
    new-instance v1, Lcom/larderly/ListsDao;
    invoke-direct {v1, v3}, Lcom/larderly/ListsDao;-><init>(Lcom/larderly/LarderDb;)V
    iput-object v1, p0, Lcom/larderly/ShoppingProvider;->lists:Lcom/larderly/ListsDao;
    .line 24
    new-instance v1, Lcom/larderly/Receipts;
    invoke-direct {v1, v3}, Lcom/larderly/Receipts;-><init>(Lcom/larderly/LarderDb;)V
    iput-object v1, p0, Lcom/larderly/ShoppingProvider;->receipts:Lcom/larderly/Receipts;
    .line 25
    new-instance v1, Lcom/larderly/ConfirmScreens;
    invoke-direct {v1, v2}, Lcom/larderly/ConfirmScreens;-><init>(Landroid/content/Context;)V
    iput-object v1, p0, Lcom/larderly/ShoppingProvider;->screens:Lcom/larderly/ConfirmScreens;
    .line 26
    const/4 v0, 0x1
    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 130
    const/4 v0, 0x0
    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 138
    const/4 v0, 0x0
    return v0
.end method
