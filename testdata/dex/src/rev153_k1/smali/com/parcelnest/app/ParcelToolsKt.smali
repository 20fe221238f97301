.class public final Lcom/parcelnest/app/ParcelToolsKt;
.super Ljava/lang/Object;
.source "ParcelTools.kt"


# static fields
.field private static final KEEP_DELIVERED_MS:J = 0x9a7ec800L

.field private static final exportHistory:Lcom/parcelnest/app/Tool;

.field private static final parcelTools:Lcom/parcelnest/app/ToolSet;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 10
    sget-object v0, Lcom/parcelnest/app/Tool;->Companion:Lcom/parcelnest/app/Tool$Companion;

    sget-object v2, Lcom/parcelnest/app/ParcelToolsKt$$ExternalSyntheticLambda13;->INSTANCE:Lcom/parcelnest/app/ParcelToolsKt$$ExternalSyntheticLambda13;

    const-string v1, "export_history"

    invoke-virtual {v0, v1, v2}, Lcom/parcelnest/app/Tool$Companion;->build(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)Lcom/parcelnest/app/Tool;

    move-result-object v0

    sput-object v0, Lcom/parcelnest/app/ParcelToolsKt;->exportHistory:Lcom/parcelnest/app/Tool;

    .line 25
    sget-object v0, Lcom/parcelnest/app/ParcelToolsKt$$ExternalSyntheticLambda14;->INSTANCE:Lcom/parcelnest/app/ParcelToolsKt$$ExternalSyntheticLambda14;

    invoke-static {v0}, Lcom/parcelnest/app/DslKt;->toolSet(Lkotlin/jvm/functions/Function1;)Lcom/parcelnest/app/ToolSet;

    move-result-object v0

    sput-object v0, Lcom/parcelnest/app/ParcelToolsKt;->parcelTools:Lcom/parcelnest/app/ToolSet;

    return-void
.end method

.method public static final exportHistory$lambda$0(Lcom/parcelnest/app/ToolBuilder;)Lkotlin/Unit;
    .registers 3

    const-string v1, "$this$build"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 11
    const-string v1, "Export parcel history"

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setTitle(Ljava/lang/String;)V

    .line 12
    const-string v1, "The whole parcel history as one JSON file."

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setDescription(Ljava/lang/String;)V

    .line 13
    sget-object v1, Lcom/parcelnest/app/Effect;->READ:Lcom/parcelnest/app/Effect;

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setEffect(Lcom/parcelnest/app/Effect;)V

    .line 14
    const-string v1, "parcels.read"

    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setScopes(Ljava/util/List;)V

    .line 15
    const-string v1, "{\"type\":\"object\",\"properties\":{\"parcels\":{\"type\":\"array\"}},\"required\":[\"parcels\"]}"

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setOutput(Ljava/lang/String;)V

    .line 16
    sget-object v1, Lcom/parcelnest/app/ParcelToolsKt$$ExternalSyntheticLambda0;->INSTANCE:Lcom/parcelnest/app/ParcelToolsKt$$ExternalSyntheticLambda0;

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->handler(Lkotlin/jvm/functions/Function2;)V

    .line 22
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final exportHistory$lambda$0$0(Lcom/parcelnest/app/ToolCall;Lorg/json/JSONObject;)Lkotlin/jvm/functions/Function1;
    .registers 8

    const-string v1, "$this$handler"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "<unused var>"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 17
    invoke-virtual {p0}, Lcom/parcelnest/app/ToolCall;->getSession()Lcom/parcelnest/app/Session;

    move-result-object v0

    invoke-virtual {v0}, Lcom/parcelnest/app/Session;->getLargeResults()Z

    move-result v0

    if-nez v0, :cond_0

    const-string v0, "RESULT_TOO_LARGE"

    const-string v1, "Negotiate large_results to export the history."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/parcelnest/app/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0

    .line 18
    :cond_0
    sget-object v0, Lcom/parcelnest/app/ExportFiles;->INSTANCE:Lcom/parcelnest/app/ExportFiles;

    invoke-virtual {p0}, Lcom/parcelnest/app/ToolCall;->getCtx()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/parcelnest/app/ExportFiles;->history(Landroid/content/Context;)Ljava/io/File;

    move-result-object v0

    if-nez v0, :cond_1

    .line 19
    const-string v0, "UNAVAILABLE"

    const-string v1, "The export is being prepared; try again shortly."

    const/4 v2, 0x1

    invoke-static {v0, v1, v2}, Lcom/parcelnest/app/RepliesKt;->failure(Ljava/lang/String;Ljava/lang/String;Z)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0

    .line 18
    :cond_1
    move-object v5, v0

    .line 20
    const/high16 v1, 0x30000000

    invoke-static {v5, v1}, Lcom/parcelnest/app/RepliesKt;->fileResult(Ljava/io/File;I)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0
.end method

.method public static final getParcelTools()Lcom/parcelnest/app/ToolSet;
    .registers 1

    .line 25
    sget-object v0, Lcom/parcelnest/app/ParcelToolsKt;->parcelTools:Lcom/parcelnest/app/ToolSet;

    return-object v0
.end method

.method public static final parcelTools$lambda$0(Lcom/parcelnest/app/ToolSet;)Lkotlin/Unit;
    .registers 4

    const-string v1, "$this$toolSet"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 26
    const-string v1, "parcels-12"

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolSet;->setRevision(Ljava/lang/String;)V

    .line 27
    sget-object v1, Lcom/parcelnest/app/ParcelToolsKt$$ExternalSyntheticLambda8;->INSTANCE:Lcom/parcelnest/app/ParcelToolsKt$$ExternalSyntheticLambda8;

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolSet;->admit(Lkotlin/jvm/functions/Function2;)V

    .line 31
    sget-object v2, Lcom/parcelnest/app/ParcelToolsKt$$ExternalSyntheticLambda9;->INSTANCE:Lcom/parcelnest/app/ParcelToolsKt$$ExternalSyntheticLambda9;

    const-string v1, "list_parcels"

    invoke-virtual {p0, v1, v2}, Lcom/parcelnest/app/ToolSet;->tool(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)V

    .line 44
    sget-object v2, Lcom/parcelnest/app/ParcelToolsKt$$ExternalSyntheticLambda10;->INSTANCE:Lcom/parcelnest/app/ParcelToolsKt$$ExternalSyntheticLambda10;

    const-string v1, "track_parcel"

    invoke-virtual {p0, v1, v2}, Lcom/parcelnest/app/ToolSet;->tool(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)V

    .line 57
    sget-object v2, Lcom/parcelnest/app/ParcelToolsKt$$ExternalSyntheticLambda11;->INSTANCE:Lcom/parcelnest/app/ParcelToolsKt$$ExternalSyntheticLambda11;

    const-string v1, "redirect_parcel"

    invoke-virtual {p0, v1, v2}, Lcom/parcelnest/app/ToolSet;->tool(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)V

    .line 86
    sget-object v2, Lcom/parcelnest/app/ParcelToolsKt$$ExternalSyntheticLambda12;->INSTANCE:Lcom/parcelnest/app/ParcelToolsKt$$ExternalSyntheticLambda12;

    const-string v1, "release_to_neighbour"

    invoke-virtual {p0, v1, v2}, Lcom/parcelnest/app/ToolSet;->tool(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)V

    .line 110
    sget-object v1, Lcom/parcelnest/app/ParcelToolsKt;->exportHistory:Lcom/parcelnest/app/Tool;

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolSet;->plusAssign(Lcom/parcelnest/app/Tool;)V

    .line 111
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final parcelTools$lambda$0$0(Landroid/content/Context;I)Ljava/lang/String;
    .registers 7

    const-string v1, "$this$admit"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 28
    invoke-static {p0, p1}, Lcom/parcelnest/app/CallersKt;->packagesOf(Landroid/content/Context;I)[Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    if-eqz v0, :cond_1

    move-object v2, v0

    move-object v3, v2

    .line 113
    const/4 v4, 0x0

    .line 28
    invoke-static {p0, v3}, Lcom/parcelnest/app/CallersKt;->signedAsPinned(Landroid/content/Context;Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    move-object v0, v2

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method

.method public static final parcelTools$lambda$0$1(Lcom/parcelnest/app/ToolBuilder;)Lkotlin/Unit;
    .registers 3

    const-string v1, "$this$tool"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 32
    const-string v1, "List parcels"

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setTitle(Ljava/lang/String;)V

    .line 33
    const-string v1, "Parcels on their way to the user or recently delivered, newest first."

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setDescription(Ljava/lang/String;)V

    .line 34
    sget-object v1, Lcom/parcelnest/app/Effect;->READ:Lcom/parcelnest/app/Effect;

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setEffect(Lcom/parcelnest/app/Effect;)V

    .line 35
    const-string v1, "parcels.read"

    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setScopes(Ljava/util/List;)V

    .line 36
    const-string v1, "{\"type\":\"object\",\"properties\":{\"state\":{\"type\":\"string\"}},\"additionalProperties\":false}"

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setInput(Ljava/lang/String;)V

    .line 37
    const-string v1, "{\"type\":\"object\",\"properties\":{\"parcels\":{\"type\":\"array\"}},\"required\":[\"parcels\"]}"

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setOutput(Ljava/lang/String;)V

    .line 38
    sget-object v1, Lcom/parcelnest/app/ParcelToolsKt$$ExternalSyntheticLambda1;->INSTANCE:Lcom/parcelnest/app/ParcelToolsKt$$ExternalSyntheticLambda1;

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->handler(Lkotlin/jvm/functions/Function2;)V

    .line 42
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final parcelTools$lambda$0$1$0(Lcom/parcelnest/app/ToolCall;Lorg/json/JSONObject;)Lkotlin/jvm/functions/Function1;
    .registers 8

    const-string v1, "$this$handler"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "args"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 39
    invoke-virtual {p0}, Lcom/parcelnest/app/ToolCall;->getDb()Lcom/parcelnest/app/ParcelDb;

    move-result-object v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v1

    const-wide v3, 0x9a7ec800L

    sub-long/2addr v1, v3

    invoke-virtual {v0, v1, v2}, Lcom/parcelnest/app/ParcelDb;->pruneDelivered(J)I

    .line 40
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {p0}, Lcom/parcelnest/app/ToolCall;->getDb()Lcom/parcelnest/app/ParcelDb;

    move-result-object v2

    const-string v4, "state"

    const-string v5, "any"

    invoke-virtual {p1, v4, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const-string v5, "optString(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v2, v3}, Lcom/parcelnest/app/ParcelDb;->parcels(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v2

    const-string v1, "parcels"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0}, Lcom/parcelnest/app/RepliesKt;->success(Lorg/json/JSONObject;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0
.end method

.method public static final parcelTools$lambda$0$2(Lcom/parcelnest/app/ToolBuilder;)Lkotlin/Unit;
    .registers 3

    const-string v1, "$this$tool"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 45
    const-string v1, "Track a parcel"

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setTitle(Ljava/lang/String;)V

    .line 46
    const-string v1, "The state, carrier and address of one parcel."

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setDescription(Ljava/lang/String;)V

    .line 47
    sget-object v1, Lcom/parcelnest/app/Effect;->READ:Lcom/parcelnest/app/Effect;

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setEffect(Lcom/parcelnest/app/Effect;)V

    .line 48
    const-string v1, "parcels.read"

    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setScopes(Ljava/util/List;)V

    .line 49
    const-string v1, "{\"type\":\"object\",\"properties\":{\"parcel_id\":{\"type\":\"integer\"}},\"required\":[\"parcel_id\"],\"additionalProperties\":false}"

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setInput(Ljava/lang/String;)V

    .line 50
    const-string v1, "{\"type\":\"object\",\"properties\":{\"parcel\":{\"type\":\"array\"}}}"

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setOutput(Ljava/lang/String;)V

    .line 51
    sget-object v1, Lcom/parcelnest/app/ParcelToolsKt$$ExternalSyntheticLambda2;->INSTANCE:Lcom/parcelnest/app/ParcelToolsKt$$ExternalSyntheticLambda2;

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->handler(Lkotlin/jvm/functions/Function2;)V

    .line 55
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final parcelTools$lambda$0$2$0(Lcom/parcelnest/app/ToolCall;Lorg/json/JSONObject;)Lkotlin/jvm/functions/Function1;
    .registers 9

    const-string v1, "$this$handler"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "args"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 52
    invoke-virtual {p0}, Lcom/parcelnest/app/ToolCall;->getDb()Lcom/parcelnest/app/ParcelDb;

    move-result-object v0

    const-string v2, "parcel_id"

    invoke-virtual {p1, v2}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lcom/parcelnest/app/ParcelDb;->parcel(J)Lorg/json/JSONObject;

    move-result-object v0

    if-eqz v0, :cond_0

    move-object v5, v0

    .line 113
    const/4 v6, 0x0

    .line 52
    invoke-static {v5}, Lcom/parcelnest/app/RepliesKt;->success(Lorg/json/JSONObject;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    if-nez v0, :cond_1

    .line 53
    :cond_0
    const-string v0, "INVALID_ARGS"

    const-string v1, "No parcel with that id."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/parcelnest/app/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    :cond_1
    return-object v0
.end method

.method public static final parcelTools$lambda$0$3(Lcom/parcelnest/app/ToolBuilder;)Lkotlin/Unit;
    .registers 3

    const-string v1, "$this$tool"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 58
    const-string v1, "Redirect a parcel"

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setTitle(Ljava/lang/String;)V

    .line 59
    const-string v1, "Send a parcel that is not out for delivery yet to another address."

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setDescription(Ljava/lang/String;)V

    .line 60
    sget-object v1, Lcom/parcelnest/app/Effect;->UPDATE:Lcom/parcelnest/app/Effect;

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setEffect(Lcom/parcelnest/app/Effect;)V

    .line 61
    const-string v1, "moderate"

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setRisk(Ljava/lang/String;)V

    .line 62
    const-string v1, "provider_policy"

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setConfirmation(Ljava/lang/String;)V

    .line 63
    const-string v1, "parcels.write"

    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setScopes(Ljava/util/List;)V

    .line 64
    const-string v1, "{\"type\":\"object\",\"properties\":{\"parcel_id\":{\"type\":\"integer\"},\"address\":{\"type\":\"string\",\"maxLength\":200},\"user_confirmed\":{\"type\":\"boolean\"}},\"required\":[\"parcel_id\",\"address\"],\"additionalProperties\":false}"

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setInput(Ljava/lang/String;)V

    .line 66
    const-string v1, "{\"type\":\"object\",\"properties\":{\"parcel_id\":{\"type\":\"integer\"},\"state\":{\"type\":\"string\"}},\"required\":[\"state\"]}"

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setOutput(Ljava/lang/String;)V

    .line 67
    sget-object v1, Lcom/parcelnest/app/ParcelToolsKt$$ExternalSyntheticLambda3;->INSTANCE:Lcom/parcelnest/app/ParcelToolsKt$$ExternalSyntheticLambda3;

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setConfirm(Lkotlin/jvm/functions/Function1;)V

    .line 68
    sget-object v1, Lcom/parcelnest/app/ParcelToolsKt$$ExternalSyntheticLambda4;->INSTANCE:Lcom/parcelnest/app/ParcelToolsKt$$ExternalSyntheticLambda4;

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->resolution(Lkotlin/jvm/functions/Function2;)V

    .line 72
    sget-object v1, Lcom/parcelnest/app/ParcelToolsKt$$ExternalSyntheticLambda5;->INSTANCE:Lcom/parcelnest/app/ParcelToolsKt$$ExternalSyntheticLambda5;

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->handler(Lkotlin/jvm/functions/Function2;)V

    .line 84
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final parcelTools$lambda$0$3$0(Lorg/json/JSONObject;)Z
    .registers 4

    const-string v1, "args"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 67
    const-string v1, "user_confirmed"

    const/4 v2, 0x0

    invoke-virtual {p0, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public static final parcelTools$lambda$0$3$1(Lcom/parcelnest/app/ResolutionSpec;Lorg/json/JSONObject;)Lkotlin/Unit;
    .registers 8

    const-string v1, "$this$resolution"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "args"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 69
    const-string v1, "com.parcelnest.app"

    const-string v2, "com.parcelnest.app.ConfirmActivity"

    invoke-virtual {p0, v1, v2}, Lcom/parcelnest/app/ResolutionSpec;->target(Ljava/lang/String;Ljava/lang/String;)V

    .line 70
    const-string v2, "parcel_id"

    const-wide/16 v3, 0x0

    invoke-virtual {p1, v2, v3, v4}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v1

    const-string v4, "address"

    const-string v5, ""

    invoke-virtual {p1, v4, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Send parcel "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v5, " to "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ResolutionSpec;->setSummary(Ljava/lang/String;)V

    .line 71
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final parcelTools$lambda$0$3$2(Lcom/parcelnest/app/ToolCall;Lorg/json/JSONObject;)Lkotlin/jvm/functions/Function1;
    .registers 15

    const-string v1, "$this$handler"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "args"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 73
    const-string v1, "parcel_id"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v5

    .line 74
    const-string v1, "address"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "getString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v7

    .line 75
    move-object v0, v7

    check-cast v0, Ljava/lang/CharSequence;

    invoke-interface {v0}, Ljava/lang/CharSequence;->length()I

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_1

    invoke-virtual {v7}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0xc8

    if-le v0, v1, :cond_2

    :cond_1
    const-string v0, "INVALID_ARGS"

    const-string v1, "address must be 1 to 200 characters."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/parcelnest/app/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0

    .line 76
    :cond_2
    invoke-virtual {p0}, Lcom/parcelnest/app/ToolCall;->getDb()Lcom/parcelnest/app/ParcelDb;

    move-result-object v0

    invoke-virtual {v0, v5, v6, v7}, Lcom/parcelnest/app/ParcelDb;->redirect(JLjava/lang/String;)I

    move-result v0

    if-nez v0, :cond_3

    const-string v0, "CONFLICT"

    const-string v1, "The parcel can no longer be redirected."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/parcelnest/app/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0

    .line 77
    :cond_3
    const/4 v8, 0x0

    .line 114
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v9

    .line 116
    :try_start_0
    const/4 v11, 0x0

    .line 78
    invoke-virtual {p0}, Lcom/parcelnest/app/ToolCall;->getCtx()Landroid/content/Context;

    move-result-object v0

    new-instance v1, Landroid/content/Intent;

    invoke-virtual {p0}, Lcom/parcelnest/app/ToolCall;->getCtx()Landroid/content/Context;

    move-result-object v3

    const-class v4, Lcom/parcelnest/app/CarrierSyncService;

    invoke-direct {v1, v3, v4}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    const-string v2, "com.parcelnest.app.action.REDIRECT"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->setAction(Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v1

    .line 79
    const-string v2, "com.parcelnest.app.extra.PARCEL"

    invoke-virtual {v1, v2, v5, v6}, Landroid/content/Intent;->putExtra(Ljava/lang/String;J)Landroid/content/Intent;

    move-result-object v1

    .line 78
    invoke-virtual {v0, v1}, Landroid/content/Context;->startService(Landroid/content/Intent;)Landroid/content/ComponentName;

    move-result-object v12
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 118
    invoke-static {v9, v10}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 116
    goto :goto_1

    .line 118
    :catchall_0
    move-exception v11

    invoke-static {v9, v10}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    throw v11

    .line 81
    :goto_1
    invoke-virtual {p0}, Lcom/parcelnest/app/ToolCall;->getAudit()Lcom/parcelnest/app/AuditTrail;

    move-result-object v0

    invoke-virtual {p0}, Lcom/parcelnest/app/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "redirect_parcel"

    const-string v3, "redirected"

    invoke-virtual {v0, v1, v2, v3}, Lcom/parcelnest/app/AuditTrail;->record(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 82
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "parcel_id"

    invoke-virtual {v0, v1, v5, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "state"

    const-string v2, "redirecting"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0}, Lcom/parcelnest/app/RepliesKt;->success(Lorg/json/JSONObject;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0
.end method

.method public static final parcelTools$lambda$0$4(Lcom/parcelnest/app/ToolBuilder;)Lkotlin/Unit;
    .registers 3

    const-string v1, "$this$tool"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 87
    const-string v1, "Leave a parcel with a neighbour"

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setTitle(Ljava/lang/String;)V

    .line 88
    const-string v1, "Ask the courier to hand a parcel that is out for delivery to a neighbour."

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setDescription(Ljava/lang/String;)V

    .line 89
    sget-object v1, Lcom/parcelnest/app/Effect;->UPDATE:Lcom/parcelnest/app/Effect;

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setEffect(Lcom/parcelnest/app/Effect;)V

    .line 90
    const-string v1, "high"

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setRisk(Ljava/lang/String;)V

    .line 91
    const-string v1, "always"

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setConfirmation(Ljava/lang/String;)V

    .line 92
    const-string v1, "parcels.write"

    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setScopes(Ljava/util/List;)V

    .line 93
    const-string v1, "{\"type\":\"object\",\"properties\":{\"parcel_id\":{\"type\":\"integer\"},\"neighbour\":{\"type\":\"string\",\"maxLength\":80}},\"required\":[\"parcel_id\",\"neighbour\"],\"additionalProperties\":false}"

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setInput(Ljava/lang/String;)V

    .line 95
    const-string v1, "{\"type\":\"object\",\"properties\":{\"state\":{\"type\":\"string\"}},\"required\":[\"state\"]}"

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setOutput(Ljava/lang/String;)V

    .line 96
    sget-object v1, Lcom/parcelnest/app/ParcelToolsKt$$ExternalSyntheticLambda6;->INSTANCE:Lcom/parcelnest/app/ParcelToolsKt$$ExternalSyntheticLambda6;

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->resolution(Lkotlin/jvm/functions/Function2;)V

    .line 100
    sget-object v1, Lcom/parcelnest/app/ParcelToolsKt$$ExternalSyntheticLambda7;->INSTANCE:Lcom/parcelnest/app/ParcelToolsKt$$ExternalSyntheticLambda7;

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->handler(Lkotlin/jvm/functions/Function2;)V

    .line 108
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final parcelTools$lambda$0$4$0(Lcom/parcelnest/app/ResolutionSpec;Lorg/json/JSONObject;)Lkotlin/Unit;
    .registers 8

    const-string v1, "$this$resolution"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "args"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 97
    const-string v1, "com.parcelnest.app.action.CONFIRM_RELEASE"

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ResolutionSpec;->setAction(Ljava/lang/String;)V

    .line 98
    const-string v2, "parcel_id"

    const-wide/16 v3, 0x0

    invoke-virtual {p1, v2, v3, v4}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v1

    const-string v4, "neighbour"

    const-string v5, ""

    invoke-virtual {p1, v4, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Leave parcel "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v5, " with "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ResolutionSpec;->setSummary(Ljava/lang/String;)V

    .line 99
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final parcelTools$lambda$0$4$1(Lcom/parcelnest/app/ToolCall;Lorg/json/JSONObject;)Lkotlin/jvm/functions/Function1;
    .registers 10

    const-string v1, "$this$handler"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "args"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 101
    const-string v1, "parcel_id"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v5

    .line 102
    const-string v1, "neighbour"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "getString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v7

    .line 103
    move-object v0, v7

    check-cast v0, Ljava/lang/CharSequence;

    invoke-interface {v0}, Ljava/lang/CharSequence;->length()I

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_1

    invoke-virtual {v7}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x50

    if-le v0, v1, :cond_2

    :cond_1
    const-string v0, "INVALID_ARGS"

    const-string v1, "neighbour must be 1 to 80 characters."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/parcelnest/app/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0

    .line 104
    :cond_2
    invoke-virtual {p0}, Lcom/parcelnest/app/ToolCall;->getDb()Lcom/parcelnest/app/ParcelDb;

    move-result-object v0

    invoke-virtual {v0, v5, v6, v7}, Lcom/parcelnest/app/ParcelDb;->releaseToNeighbour(JLjava/lang/String;)I

    move-result v0

    if-nez v0, :cond_3

    const-string v0, "CONFLICT"

    const-string v1, "The parcel is not out for delivery."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/parcelnest/app/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0

    .line 105
    :cond_3
    invoke-virtual {p0}, Lcom/parcelnest/app/ToolCall;->getAudit()Lcom/parcelnest/app/AuditTrail;

    move-result-object v0

    invoke-virtual {p0}, Lcom/parcelnest/app/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "release_to_neighbour"

    const-string v3, "release requested"

    invoke-virtual {v0, v1, v2, v3}, Lcom/parcelnest/app/AuditTrail;->record(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 106
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "state"

    const-string v2, "release_requested"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0}, Lcom/parcelnest/app/RepliesKt;->success(Lorg/json/JSONObject;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0
.end method
