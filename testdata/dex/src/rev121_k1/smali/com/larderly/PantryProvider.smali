.class public final Lcom/larderly/PantryProvider;
.super Landroid/content/ContentProvider;
.source "PantryProvider.kt"

# static fields
.field public static final Companion:Lcom/larderly/PantryProvider$Companion;
.field public static final PROVIDER_ID:Ljava/lang/String; = "com.larderly.pantry"
.field private static final REQUEST_CONFIRM:I = 0xb
.field private static final TAG:Ljava/lang/String; = "PantryProvider"


# instance fields
.field private exporter:Lcom/larderly/PantryExporter;
.field private items:Lcom/larderly/ItemsDao;
.field private receipts:Lcom/larderly/Receipts;


# direct methods
.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/larderly/PantryProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/larderly/PantryProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/larderly/PantryProvider;->Companion:Lcom/larderly/PantryProvider$Companion;
    return-void
.end method

.method public constructor <init>()V
    .registers 1
    .line 20
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method private final askUser(Landroid/content/Context;Lcom/larderly/Request;Lcom/larderly/Caller;Ljava/lang/Class;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 15
    .line 121
    sget-object v0, Lcom/larderly/Tickets;->INSTANCE:Lcom/larderly/Tickets;
    invoke-virtual {p3}, Lcom/larderly/Caller;->getUid()I
    move-result v1
    invoke-virtual {p2}, Lcom/larderly/Request;->getTool()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {p2}, Lcom/larderly/Request;->getArgsText()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v1, v2, v3}, Lcom/larderly/Tickets;->issue(ILjava/lang/String;Ljava/lang/String;)Lcom/larderly/Ticket;
    move-result-object v4
    .line 122
    new-instance v6, Lcom/larderly/PendingSpec;
    invoke-direct {v6}, Lcom/larderly/PendingSpec;-><init>()V
    move-object v7, v6
    const/4 v8, 0x0
    .line 123
    const/16 v1, 0xb
    invoke-virtual {v7, v1}, Lcom/larderly/PendingSpec;->setRequestCode(I)V
    .line 124
    new-instance v1, Landroid/content/Intent;
    invoke-direct {v1, p1, p4}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    invoke-static {v1, v4}, Lcom/larderly/PendingKt;->withTicket(Landroid/content/Intent;Lcom/larderly/Ticket;)Landroid/content/Intent;
    move-result-object v1
    invoke-static {v1, p5}, Lcom/larderly/PendingKt;->withPrompt(Landroid/content/Intent;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v1
    invoke-virtual {v7, v1}, Lcom/larderly/PendingSpec;->setIntent(Landroid/content/Intent;)V
    .line 125
    const/high16 v1, 0xc000000
    invoke-virtual {v7, v1}, Lcom/larderly/PendingSpec;->setFlags(I)V
    .line 126
    invoke-virtual {v6, p1}, Lcom/larderly/PendingSpec;->activity(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object v5
    .line 127
    new-instance v1, Lcom/larderly/PantryProvider$$ExternalSyntheticLambda20;
    invoke-direct {v1, v5, v4}, Lcom/larderly/PantryProvider$$ExternalSyntheticLambda20;-><init>(Landroid/app/PendingIntent;Lcom/larderly/Ticket;)V
    invoke-static {p2, v1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public static final askUser$lambda$1(Landroid/app/PendingIntent;Lcom/larderly/Ticket;Lcom/larderly/ReplyBuilder;)Lkotlin/Unit;
    .registers 5
    const-string v1, "$this$reply"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 127
    invoke-virtual {p2, p0, p1}, Lcom/larderly/ReplyBuilder;->needsUser(Landroid/app/PendingIntent;Lcom/larderly/Ticket;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final call$lambda$0(Lcom/larderly/ReplyBuilder;)Lkotlin/Unit;
    .registers 7
    const-string v1, "$this$reply"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 38
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
    .line 40
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
    .line 42
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
    .line 44
    sget-object v1, Lcom/larderly/Catalog;->INSTANCE:Lcom/larderly/Catalog;
    invoke-virtual {v1}, Lcom/larderly/Catalog;->pantryInfo()Lorg/json/JSONObject;
    move-result-object v1
    invoke-virtual {p0, v1}, Lcom/larderly/ReplyBuilder;->result(Lorg/json/JSONObject;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final call$lambda$5(Lcom/larderly/ReplyBuilder;)Lkotlin/Unit;
    .registers 3
    const-string v1, "$this$reply"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 45
    sget-object v1, Lcom/larderly/Catalog;->INSTANCE:Lcom/larderly/Catalog;
    invoke-virtual {v1}, Lcom/larderly/Catalog;->pantryTools()Lorg/json/JSONObject;
    move-result-object v1
    invoke-virtual {p0, v1}, Lcom/larderly/ReplyBuilder;->result(Lorg/json/JSONObject;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final call$lambda$6(Lcom/larderly/ReplyBuilder;)Lkotlin/Unit;
    .registers 7
    const-string v1, "$this$reply"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 47
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
    .registers 21
    .line 52
    move-object/from16 v0, p2
    invoke-virtual {v0}, Lcom/larderly/Request;->getExpired()Z
    move-result v0
    if-eqz v0, :L17
    sget-object v1, Lcom/larderly/PantryProvider$$ExternalSyntheticLambda6;->INSTANCE:Lcom/larderly/PantryProvider$$ExternalSyntheticLambda6;
    move-object/from16 v0, p2
    invoke-static {v0, v1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L17
    .line 53
    move-object/from16 v9, p0
:L20
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v0, v9
    check-cast v0, Lcom/larderly/PantryProvider;
    move-object v10, v0
    .line 158
    const/4 v11, 0x0
    .line 53
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
    .line 54
    sget-object v1, Lcom/larderly/PantryProvider$$ExternalSyntheticLambda7;->INSTANCE:Lcom/larderly/PantryProvider$$ExternalSyntheticLambda7;
    move-object/from16 v0, p2
    invoke-static {v0, v1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L104
    .line 53
    check-cast v0, Lorg/json/JSONObject;
    move-object v8, v0
    .line 56
    move-object/from16 v10, p0
:L112
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v0, v10
    check-cast v0, Lcom/larderly/PantryProvider;
    move-object v11, v0
    .line 158
    const/4 v12, 0x0
    .line 56
    sget-object v0, Lcom/larderly/Command;->Companion:Lcom/larderly/Command$Companion;
    move-object/from16 v1, p2
    invoke-virtual {v1}, Lcom/larderly/Request;->getTool()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v8}, Lcom/larderly/Command$Companion;->parse(Ljava/lang/String;Lorg/json/JSONObject;)Lcom/larderly/Command;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v11
:L144
    goto :L163
:L147
    move-exception v12
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v12}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v11
:L163
    move-object v10, v11
    invoke-static {v10}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L207
    move-object v0, v10
    check-cast v0, Lcom/larderly/Command;
    move-object v11, v0
    const/4 v12, 0x0
    .line 57
    move-object v0, v11
    if-nez v11, :L204
    sget-object v1, Lcom/larderly/PantryProvider$$ExternalSyntheticLambda8;->INSTANCE:Lcom/larderly/PantryProvider$$ExternalSyntheticLambda8;
    move-object/from16 v0, p2
    invoke-static {v0, v1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L204
    .line 56
    goto :L222
:L207
    move-object v11, v0
    const/4 v12, 0x0
    .line 58
    sget-object v1, Lcom/larderly/PantryProvider$$ExternalSyntheticLambda9;->INSTANCE:Lcom/larderly/PantryProvider$$ExternalSyntheticLambda9;
    move-object/from16 v0, p2
    invoke-static {v0, v1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L222
    .line 56
    move-object v9, v0
    .line 60
    invoke-virtual {v9}, Lcom/larderly/Command;->getMutates()Z
    move-result v0
    if-eqz v0, :L345
    .line 61
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/larderly/PantryProvider;->receipts:Lcom/larderly/Receipts;
    if-nez v0, :L248
    const-string v0, "receipts"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L248
    move-object/from16 v1, p3
    invoke-virtual {v1}, Lcom/larderly/Caller;->getUid()I
    move-result v1
    move-object/from16 v3, p2
    invoke-virtual {v3}, Lcom/larderly/Request;->getRequestId()Ljava/lang/String;
    move-result-object v3
    const-string v2, "com.larderly.pantry"
    invoke-virtual {v0, v1, v2, v3}, Lcom/larderly/Receipts;->find(ILjava/lang/String;Ljava/lang/String;)Lcom/larderly/Receipt;
    move-result-object v10
    if-eqz v10, :L345
    move-object v12, v10
    const/4 v13, 0x0
    invoke-virtual {v12}, Lcom/larderly/Receipt;->component1()Ljava/lang/String;
    move-result-object v14
    invoke-virtual {v12}, Lcom/larderly/Receipt;->component2()Ljava/lang/String;
    move-result-object v15
    invoke-virtual {v12}, Lcom/larderly/Receipt;->component3()Ljava/lang/String;
    move-result-object v16
    .line 62
    move-object/from16 v1, p2
    invoke-virtual {v1}, Lcom/larderly/Request;->getTool()Ljava/lang/String;
    move-result-object v1
    invoke-static {v14, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L323
    move-object/from16 v1, p2
    invoke-virtual {v1}, Lcom/larderly/Request;->getArgsText()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Lcom/larderly/DbKt;->sha256(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v15, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L333
:L323
    .line 63
    sget-object v1, Lcom/larderly/PantryProvider$$ExternalSyntheticLambda10;->INSTANCE:Lcom/larderly/PantryProvider$$ExternalSyntheticLambda10;
    move-object/from16 v0, p2
    invoke-static {v0, v1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L333
    .line 65
    move-object/from16 v1, v16
    new-instance v2, Lcom/larderly/PantryProvider$$ExternalSyntheticLambda11;
    invoke-direct {v2, v1}, Lcom/larderly/PantryProvider$$ExternalSyntheticLambda11;-><init>(Ljava/lang/String;)V
    move-object v1, v2
    move-object/from16 v0, p2
    invoke-static {v0, v1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L345
    .line 68
    move-object v11, v9
    .line 69
    instance-of v0, v11, Lcom/larderly/Command$Remove;
    if-eqz v0, :L396
    move-object v0, v9
    check-cast v0, Lcom/larderly/Command$Remove;
    sget-object v3, Lcom/larderly/Tickets;->INSTANCE:Lcom/larderly/Tickets;
    move-object/from16 v4, p2
    invoke-virtual {v4}, Lcom/larderly/Request;->getResumeToken()Ljava/lang/String;
    move-result-object v4
    move-object/from16 v5, p3
    invoke-virtual {v5}, Lcom/larderly/Caller;->getUid()I
    move-result v5
    move-object/from16 v6, p2
    invoke-virtual {v6}, Lcom/larderly/Request;->getTool()Ljava/lang/String;
    move-result-object v6
    move-object/from16 v7, p2
    invoke-virtual {v7}, Lcom/larderly/Request;->getArgsText()Ljava/lang/String;
    move-result-object v7
    invoke-virtual {v3, v4, v5, v6, v7}, Lcom/larderly/Tickets;->redeem(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z
    move-result v3
    const-wide/16 v1, 0x0
    const/4 v4, 0x1
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/larderly/Command$Remove;->copy$default(Lcom/larderly/Command$Remove;JZILjava/lang/Object;)Lcom/larderly/Command$Remove;
    move-result-object v0
    check-cast v0, Lcom/larderly/Command;
    goto :L464
:L396
    .line 70
    instance-of v0, v11, Lcom/larderly/Command$Purge;
    if-eqz v0, :L462
    move-object v0, v9
    check-cast v0, Lcom/larderly/Command$Purge;
    move-object v2, v9
    check-cast v2, Lcom/larderly/Command$Purge;
    invoke-virtual {v2}, Lcom/larderly/Command$Purge;->getConfirmed()Z
    move-result v2
    const/4 v1, 0x0
    if-nez v2, :L446
    sget-object v2, Lcom/larderly/Tickets;->INSTANCE:Lcom/larderly/Tickets;
    move-object/from16 v3, p2
    invoke-virtual {v3}, Lcom/larderly/Request;->getResumeToken()Ljava/lang/String;
    move-result-object v3
    move-object/from16 v4, p3
    invoke-virtual {v4}, Lcom/larderly/Caller;->getUid()I
    move-result v4
    move-object/from16 v5, p2
    invoke-virtual {v5}, Lcom/larderly/Request;->getTool()Ljava/lang/String;
    move-result-object v5
    move-object/from16 v6, p2
    invoke-virtual {v6}, Lcom/larderly/Request;->getArgsText()Ljava/lang/String;
    move-result-object v6
    invoke-virtual {v2, v3, v4, v5, v6}, Lcom/larderly/Tickets;->redeem(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z
    move-result v2
    if-eqz v2, :L450
:L446
    const/4 v2, 0x1
    goto :L451
:L450
    const/4 v2, 0x0
:L451
    const/4 v3, 0x1
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/larderly/Command$Purge;->copy$default(Lcom/larderly/Command$Purge;IZILjava/lang/Object;)Lcom/larderly/Command$Purge;
    move-result-object v0
    check-cast v0, Lcom/larderly/Command;
    goto :L464
:L462
    .line 71
    move-object v0, v9
:L464
    .line 68
    move-object v10, v0
    .line 73
    move-object/from16 v0, p0
    move-object/from16 v1, p1
    move-object/from16 v2, p2
    move-object/from16 v3, p3
    invoke-direct {v0, v1, v2, v3, v10}, Lcom/larderly/PantryProvider;->handle(Landroid/content/Context;Lcom/larderly/Request;Lcom/larderly/Caller;Lcom/larderly/Command;)Landroid/os/Bundle;
    move-result-object v11
    .line 74
    invoke-virtual {v10}, Lcom/larderly/Command;->getMutates()Z
    move-result v0
    if-eqz v0, :L524
    invoke-static {v11}, Lcom/larderly/ProtocolKt;->getSucceeded(Landroid/os/Bundle;)Z
    move-result v0
    if-eqz v0, :L524
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/larderly/PantryProvider;->receipts:Lcom/larderly/Receipts;
    if-nez v0, :L509
    const-string v0, "receipts"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L509
    move-object/from16 v1, p3
    invoke-virtual {v1}, Lcom/larderly/Caller;->getUid()I
    move-result v1
    invoke-static {v11}, Lcom/larderly/PantryProviderKt;->access$keptValue(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v4
    const-string v2, "com.larderly.pantry"
    move-object/from16 v3, p2
    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/larderly/Receipts;->keep(ILjava/lang/String;Lcom/larderly/Request;Ljava/lang/String;)V
:L524
    .line 75
    return-object v11
    .catch Ljava/lang/Throwable; {:L20 .. :L51} :L54
    .catch Ljava/lang/Throwable; {:L112 .. :L144} :L147
.end method

.method public static final execute$lambda$0(Lcom/larderly/ReplyBuilder;)Lkotlin/Unit;
    .registers 7
    const-string v1, "$this$reply"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 52
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
    .line 54
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
    .line 57
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
    .line 58
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
    .line 63
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
    .line 65
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1, p0}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    invoke-virtual {p1, v1}, Lcom/larderly/ReplyBuilder;->result(Lorg/json/JSONObject;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method private final handle(Landroid/content/Context;Lcom/larderly/Request;Lcom/larderly/Caller;Lcom/larderly/Command;)Landroid/os/Bundle;
    .registers 20
    .line 79
    move-object/from16 v9, p4
    .line 80
    instance-of v0, v9, Lcom/larderly/Command$ListItems;
    if-eqz v0, :L63
    .line 81
    iget-object v0, p0, Lcom/larderly/PantryProvider;->items:Lcom/larderly/ItemsDao;
    if-nez v0, :L28
    const-string v0, "items"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L28
    move-object/from16 v1, p4
    check-cast v1, Lcom/larderly/Command$ListItems;
    invoke-virtual {v1}, Lcom/larderly/Command$ListItems;->getShelf()Ljava/lang/String;
    move-result-object v1
    move-object/from16 v2, p4
    check-cast v2, Lcom/larderly/Command$ListItems;
    invoke-virtual {v2}, Lcom/larderly/Command$ListItems;->getArgs()Lorg/json/JSONObject;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lcom/larderly/ItemsDao;->list(Ljava/lang/String;Lorg/json/JSONObject;)Ljava/util/List;
    move-result-object v10
    .line 82
    new-instance v1, Lcom/larderly/PantryProvider$$ExternalSyntheticLambda12;
    invoke-direct {v1, v10}, Lcom/larderly/PantryProvider$$ExternalSyntheticLambda12;-><init>(Ljava/util/List;)V
    move-object/from16 v0, p2
    invoke-static {v0, v1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
    goto/16 :L618
:L63
    .line 84
    instance-of v0, v9, Lcom/larderly/Command$Find;
    if-eqz v0, :L114
    .line 85
    iget-object v0, p0, Lcom/larderly/PantryProvider;->items:Lcom/larderly/ItemsDao;
    if-nez v0, :L87
    const-string v0, "items"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L87
    move-object/from16 v1, p4
    check-cast v1, Lcom/larderly/Command$Find;
    invoke-virtual {v1}, Lcom/larderly/Command$Find;->getArgs()Lorg/json/JSONObject;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/larderly/ItemsDao;->search(Lorg/json/JSONObject;)Ljava/util/List;
    move-result-object v10
    .line 86
    new-instance v1, Lcom/larderly/PantryProvider$$ExternalSyntheticLambda13;
    invoke-direct {v1, v10}, Lcom/larderly/PantryProvider$$ExternalSyntheticLambda13;-><init>(Ljava/util/List;)V
    move-object/from16 v0, p2
    invoke-static {v0, v1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
    goto/16 :L618
:L114
    .line 88
    instance-of v0, v9, Lcom/larderly/Command$Add;
    if-eqz v0, :L266
    .line 89
    move-object v12, p0
:L125
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v0, v12
    check-cast v0, Lcom/larderly/PantryProvider;
    move-object v13, v0
    .line 158
    const/4 v14, 0x0
    .line 89
    iget-object v0, v13, Lcom/larderly/PantryProvider;->items:Lcom/larderly/ItemsDao;
    if-nez v0, :L157
    const-string v0, "items"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L157
    move-object/from16 v1, p4
    check-cast v1, Lcom/larderly/Command$Add;
    move-object/from16 v2, p3
    invoke-virtual {v2}, Lcom/larderly/Caller;->getPkg()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lcom/larderly/ItemsDao;->insert(Lcom/larderly/Command$Add;Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v13
:L177
    goto :L196
:L180
    move-exception v14
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v14}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v13
:L196
    move-object v12, v13
    invoke-static {v12}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L215
    move-object v0, v12
    goto :L244
:L215
    move-object v13, v0
    const/4 v14, 0x0
    .line 90
    const-string v0, "PantryProvider"
    const-string v1, "add_item failed"
    invoke-static {v0, v1, v13}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .line 91
    new-instance v1, Lcom/larderly/PantryProvider$$ExternalSyntheticLambda14;
    invoke-direct {v1, v13}, Lcom/larderly/PantryProvider$$ExternalSyntheticLambda14;-><init>(Ljava/lang/Throwable;)V
    move-object/from16 v0, p2
    invoke-static {v0, v1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L244
    .line 89
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J
    move-result-wide v10
    .line 93
    new-instance v1, Lcom/larderly/PantryProvider$$ExternalSyntheticLambda15;
    invoke-direct {v1, v10, v11}, Lcom/larderly/PantryProvider$$ExternalSyntheticLambda15;-><init>(J)V
    move-object/from16 v0, p2
    invoke-static {v0, v1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
    goto/16 :L618
:L266
    .line 95
    instance-of v0, v9, Lcom/larderly/Command$Remove;
    if-eqz v0, :L358
    .line 96
    move-object/from16 v10, p4
    move-object v0, v10
    check-cast v0, Lcom/larderly/Command$Remove;
    invoke-virtual {v0}, Lcom/larderly/Command$Remove;->component1()J
    move-result-wide v11
    move-object v0, v10
    check-cast v0, Lcom/larderly/Command$Remove;
    invoke-virtual {v0}, Lcom/larderly/Command$Remove;->component2()Z
    move-result v13
    .line 97
    if-nez v13, :L321
    new-instance v7, Ljava/lang/StringBuilder;
    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V
    const-string v8, "Remove item #"
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7, v11, v12}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v8, "?"
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    move-object v0, p0
    move-object/from16 v1, p1
    move-object/from16 v2, p2
    move-object/from16 v3, p3
    const-class v4, Lcom/larderly/ConfirmRemoveActivity;
    invoke-direct/range {v0 .. v5}, Lcom/larderly/PantryProvider;->askUser(Landroid/content/Context;Lcom/larderly/Request;Lcom/larderly/Caller;Ljava/lang/Class;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L321
    .line 98
    iget-object v0, p0, Lcom/larderly/PantryProvider;->items:Lcom/larderly/ItemsDao;
    if-nez v0, :L337
    const-string v0, "items"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L337
    invoke-virtual {v0, v11, v12}, Lcom/larderly/ItemsDao;->remove(J)I
    move-result v14
    .line 99
    new-instance v1, Lcom/larderly/PantryProvider$$ExternalSyntheticLambda16;
    invoke-direct {v1, v14}, Lcom/larderly/PantryProvider$$ExternalSyntheticLambda16;-><init>(I)V
    move-object/from16 v0, p2
    invoke-static {v0, v1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
    goto/16 :L618
:L358
    .line 101
    instance-of v0, v9, Lcom/larderly/Command$Purge;
    if-eqz v0, :L450
    .line 102
    move-object/from16 v10, p4
    move-object v0, v10
    check-cast v0, Lcom/larderly/Command$Purge;
    invoke-virtual {v0}, Lcom/larderly/Command$Purge;->component1()I
    move-result v11
    move-object v0, v10
    check-cast v0, Lcom/larderly/Command$Purge;
    invoke-virtual {v0}, Lcom/larderly/Command$Purge;->component2()Z
    move-result v12
    .line 103
    if-nez v12, :L413
    new-instance v6, Ljava/lang/StringBuilder;
    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V
    const-string v7, "Throw out what expired "
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6, v11}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v7, " days ago or more?"
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    move-object v0, p0
    move-object/from16 v1, p1
    move-object/from16 v2, p2
    move-object/from16 v3, p3
    const-class v4, Lcom/larderly/ConfirmPurgeActivity;
    invoke-direct/range {v0 .. v5}, Lcom/larderly/PantryProvider;->askUser(Landroid/content/Context;Lcom/larderly/Request;Lcom/larderly/Caller;Ljava/lang/Class;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L413
    .line 104
    iget-object v0, p0, Lcom/larderly/PantryProvider;->items:Lcom/larderly/ItemsDao;
    if-nez v0, :L429
    const-string v0, "items"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L429
    invoke-virtual {v0, v11}, Lcom/larderly/ItemsDao;->purgeExpired(I)I
    move-result v13
    .line 105
    new-instance v1, Lcom/larderly/PantryProvider$$ExternalSyntheticLambda17;
    invoke-direct {v1, v13}, Lcom/larderly/PantryProvider$$ExternalSyntheticLambda17;-><init>(I)V
    move-object/from16 v0, p2
    invoke-static {v0, v1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
    goto :L618
:L450
    .line 107
    sget-object v1, Lcom/larderly/Command$Export;->INSTANCE:Lcom/larderly/Command$Export;
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L610
    .line 108
    move-object v11, p0
:L464
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v0, v11
    check-cast v0, Lcom/larderly/PantryProvider;
    move-object v12, v0
    .line 158
    const/4 v13, 0x0
    .line 108
    iget-object v0, v12, Lcom/larderly/PantryProvider;->exporter:Lcom/larderly/PantryExporter;
    if-nez v0, :L496
    const-string v0, "exporter"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L496
    iget-object v1, v12, Lcom/larderly/PantryProvider;->items:Lcom/larderly/ItemsDao;
    if-nez v1, :L513
    const-string v1, "items"
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v1, 0x0
:L513
    invoke-virtual {v1}, Lcom/larderly/ItemsDao;->all()Ljava/util/List;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/larderly/PantryExporter;->write(Ljava/util/List;)Ljava/io/File;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v12
:L524
    goto :L543
:L527
    move-exception v13
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v13}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v12
:L543
    move-object v11, v12
    invoke-static {v11}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L562
    move-object v0, v11
    goto :L591
:L562
    move-object v12, v0
    const/4 v13, 0x0
    .line 109
    const-string v0, "PantryProvider"
    const-string v1, "export_pantry failed"
    invoke-static {v0, v1, v12}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .line 110
    new-instance v1, Lcom/larderly/PantryProvider$$ExternalSyntheticLambda18;
    invoke-direct {v1, v12}, Lcom/larderly/PantryProvider$$ExternalSyntheticLambda18;-><init>(Ljava/lang/Throwable;)V
    move-object/from16 v0, p2
    invoke-static {v0, v1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L591
    .line 108
    check-cast v0, Ljava/io/File;
    move-object v10, v0
    .line 112
    new-instance v1, Lcom/larderly/PantryProvider$$ExternalSyntheticLambda19;
    invoke-direct {v1, v10}, Lcom/larderly/PantryProvider$$ExternalSyntheticLambda19;-><init>(Ljava/io/File;)V
    move-object/from16 v0, p2
    invoke-static {v0, v1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
    goto :L618
:L610
    .line 79
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
:L618
    return-object v0
    .catch Ljava/lang/Throwable; {:L125 .. :L177} :L180
    .catch Ljava/lang/Throwable; {:L464 .. :L524} :L527
.end method

.method public static final handle$lambda$0(Ljava/util/List;Lcom/larderly/ReplyBuilder;)Lkotlin/Unit;
    .registers 5
    const-string v1, "$this$reply"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 82
    invoke-static {p0}, Lcom/larderly/ItemsKt;->toJsonArray(Ljava/util/List;)Lorg/json/JSONArray;
    move-result-object v2
    const-string v1, "items"
    invoke-virtual {p1, v1, v2}, Lcom/larderly/ReplyBuilder;->put(Ljava/lang/String;Ljava/lang/Object;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final handle$lambda$1(Ljava/util/List;Lcom/larderly/ReplyBuilder;)Lkotlin/Unit;
    .registers 5
    const-string v1, "$this$reply"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 86
    invoke-static {p0}, Lcom/larderly/ItemsKt;->toJsonArray(Ljava/util/List;)Lorg/json/JSONArray;
    move-result-object v2
    const-string v1, "items"
    invoke-virtual {p1, v1, v2}, Lcom/larderly/ReplyBuilder;->put(Ljava/lang/String;Ljava/lang/Object;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final handle$lambda$3$0(Ljava/lang/Throwable;Lcom/larderly/ReplyBuilder;)Lkotlin/Unit;
    .registers 8
    const-string v1, "$this$reply"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 91
    invoke-static {p0}, Lcom/larderly/PantryProviderKt;->access$userText(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object v2
    move-object v0, p1
    const-string v1, "INTERNAL_ERROR"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/larderly/ReplyBuilder;->error$default(Lcom/larderly/ReplyBuilder;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final handle$lambda$4(JLcom/larderly/ReplyBuilder;)Lkotlin/Unit;
    .registers 6
    const-string v1, "$this$reply"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 93
    invoke-static {p0, p1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const-string v1, "item_id"
    invoke-virtual {p2, v1, v2}, Lcom/larderly/ReplyBuilder;->put(Ljava/lang/String;Ljava/lang/Object;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final handle$lambda$5(ILcom/larderly/ReplyBuilder;)Lkotlin/Unit;
    .registers 5
    const-string v1, "$this$reply"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 99
    invoke-static {p0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "removed"
    invoke-virtual {p1, v1, v2}, Lcom/larderly/ReplyBuilder;->put(Ljava/lang/String;Ljava/lang/Object;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final handle$lambda$6(ILcom/larderly/ReplyBuilder;)Lkotlin/Unit;
    .registers 5
    const-string v1, "$this$reply"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 105
    invoke-static {p0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "purged"
    invoke-virtual {p1, v1, v2}, Lcom/larderly/ReplyBuilder;->put(Ljava/lang/String;Ljava/lang/Object;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final handle$lambda$8$0(Ljava/lang/Throwable;Lcom/larderly/ReplyBuilder;)Lkotlin/Unit;
    .registers 8
    const-string v1, "$this$reply"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 110
    invoke-virtual {p0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v2
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "Export failed: "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    move-object v0, p1
    const-string v1, "INTERNAL_ERROR"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/larderly/ReplyBuilder;->error$default(Lcom/larderly/ReplyBuilder;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final handle$lambda$9(Ljava/io/File;Lcom/larderly/ReplyBuilder;)Lkotlin/Unit;
    .registers 6
    const-string v1, "$this$reply"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 113
    invoke-virtual {p0}, Ljava/io/File;->getName()Ljava/lang/String;
    move-result-object v2
    const-string v1, "file"
    invoke-virtual {p1, v1, v2}, Lcom/larderly/ReplyBuilder;->put(Ljava/lang/String;Ljava/lang/Object;)V
    .line 114
    invoke-virtual {p0}, Ljava/io/File;->length()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const-string v1, "bytes"
    invoke-virtual {p1, v1, v2}, Lcom/larderly/ReplyBuilder;->put(Ljava/lang/String;Ljava/lang/Object;)V
    .line 115
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16
    const-string v1, "method"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 35
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v4
    .line 36
    invoke-virtual {p0}, Lcom/larderly/PantryProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
:L22
    move-object v5, v0
    .line 37
    new-instance v0, Lcom/larderly/Request;
    move-object v2, p3
    if-nez p3, :L41
    new-instance v2, Landroid/os/Bundle;
    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V
:L41
    invoke-direct {v0, v2}, Lcom/larderly/Request;-><init>(Landroid/os/Bundle;)V
    move-object v6, v0
    .line 38
    sget-object v0, Lcom/larderly/Caller;->Companion:Lcom/larderly/Caller$Companion;
    invoke-virtual {v0, v5, v4}, Lcom/larderly/Caller$Companion;->of(Landroid/content/Context;I)Lcom/larderly/Caller;
    move-result-object v0
    if-nez v0, :L72
    sget-object v1, Lcom/larderly/PantryProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/larderly/PantryProvider$$ExternalSyntheticLambda0;
    invoke-static {v6, v1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L72
    move-object v7, v0
    .line 39
    const-string v1, "negotiate"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L98
    invoke-virtual {v6}, Lcom/larderly/Request;->getExtras()Landroid/os/Bundle;
    move-result-object v0
    const-string v2, "com.larderly.pantry"
    const-string v3, "Larderly pantry"
    invoke-static {v0, v7, v2, v3}, Lcom/larderly/NegotiationKt;->negotiate(Landroid/os/Bundle;Lcom/larderly/Caller;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L98
    .line 40
    invoke-virtual {v6}, Lcom/larderly/Request;->getVersion()I
    move-result v0
    const/4 v1, 0x2
    if-eq v0, v1, :L118
    sget-object v1, Lcom/larderly/PantryProvider$$ExternalSyntheticLambda1;->INSTANCE:Lcom/larderly/PantryProvider$$ExternalSyntheticLambda1;
    invoke-static {v6, v1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L118
    .line 41
    sget-object v0, Lcom/larderly/Sessions;->INSTANCE:Lcom/larderly/Sessions;
    invoke-virtual {v6}, Lcom/larderly/Request;->getSessionToken()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/larderly/Sessions;->get(Ljava/lang/String;)Lcom/larderly/Session;
    move-result-object v0
    if-eqz v0, :L181
    move-object v9, v0
    move-object v10, v9
    .line 158
    const/4 v11, 0x0
    .line 41
    invoke-virtual {v10}, Lcom/larderly/Session;->getProvider()Ljava/lang/String;
    move-result-object v0
    const-string v1, "com.larderly.pantry"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L167
    invoke-virtual {v10}, Lcom/larderly/Session;->getLive()Z
    move-result v0
    if-eqz v0, :L167
    const/4 v0, 0x1
    goto :L168
:L167
    const/4 v0, 0x0
:L168
    if-eqz v0, :L176
    move-object v0, v9
    goto :L177
:L176
    const/4 v0, 0x0
:L177
    if-nez v0, :L193
:L181
    .line 42
    sget-object v1, Lcom/larderly/PantryProvider$$ExternalSyntheticLambda2;->INSTANCE:Lcom/larderly/PantryProvider$$ExternalSyntheticLambda2;
    invoke-static {v6, v1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L193
    .line 43
    move-object v8, p1
    invoke-virtual {v8}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sswitch_data_202
    goto :L314
:L236
    const-string v1, "list_tools"
    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L288
    goto :L314
:L249
    const-string v1, "get_provider_info"
    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L275
    goto :L314
:L262
    const-string v1, "execute_tool"
    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L301
    goto :L314
:L275
    .line 44
    sget-object v1, Lcom/larderly/PantryProvider$$ExternalSyntheticLambda3;->INSTANCE:Lcom/larderly/PantryProvider$$ExternalSyntheticLambda3;
    invoke-static {v6, v1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
    goto :L324
:L288
    .line 45
    sget-object v1, Lcom/larderly/PantryProvider$$ExternalSyntheticLambda4;->INSTANCE:Lcom/larderly/PantryProvider$$ExternalSyntheticLambda4;
    invoke-static {v6, v1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
    goto :L324
:L301
    .line 46
    invoke-direct {p0, v5, v6, v7}, Lcom/larderly/PantryProvider;->execute(Landroid/content/Context;Lcom/larderly/Request;Lcom/larderly/Caller;)Landroid/os/Bundle;
    move-result-object v0
    goto :L324
:L314
    .line 47
    sget-object v1, Lcom/larderly/PantryProvider$$ExternalSyntheticLambda5;->INSTANCE:Lcom/larderly/PantryProvider$$ExternalSyntheticLambda5;
    invoke-static {v6, v1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
:L324
    .line 43
    return-object v0

:sswitch_data_202
    .sparse-switch
        -0x503e73de -> :L262
        -0xa1e06ed -> :L249
        0x2a3a6efa -> :L236
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
    .registers 8
    .line 26
    invoke-virtual {p0}, Lcom/larderly/PantryProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L11
    const/4 v0, 0x0
    return v0
:L11
    move-object v5, v0
    .line 27
    new-instance v6, Lcom/larderly/LarderDb;
    invoke-direct {v6, v5}, Lcom/larderly/LarderDb;-><init>(Landroid/content/Context;)V
    .line 28
    new-instance v1, Lcom/larderly/ItemsDao;
    invoke-direct {v1, v6}, Lcom/larderly/ItemsDao;-><init>(Lcom/larderly/LarderDb;)V
    iput-object v1, p0, Lcom/larderly/PantryProvider;->items:Lcom/larderly/ItemsDao;
    .line 29
    new-instance v1, Lcom/larderly/Receipts;
    invoke-direct {v1, v6}, Lcom/larderly/Receipts;-><init>(Lcom/larderly/LarderDb;)V
    iput-object v1, p0, Lcom/larderly/PantryProvider;->receipts:Lcom/larderly/Receipts;
    .line 30
    new-instance v1, Lcom/larderly/PantryExporter;
    new-instance v2, Ljava/io/File;
    invoke-virtual {v5}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v3
    const-string v4, "exports"
    invoke-direct {v2, v3, v4}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-direct {v1, v2}, Lcom/larderly/PantryExporter;-><init>(Ljava/io/File;)V
    iput-object v1, p0, Lcom/larderly/PantryProvider;->exporter:Lcom/larderly/PantryExporter;
    .line 31
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
