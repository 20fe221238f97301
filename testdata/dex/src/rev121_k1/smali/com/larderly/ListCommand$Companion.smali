.class public final Lcom/larderly/ListCommand$Companion;
.super Ljava/lang/Object;
.source "Commands.kt"

# direct methods
.method private constructor <init>()V
    .registers 1
    .line 41
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/larderly/ListCommand$Companion;-><init>()V
    return-void
.end method


# virtual methods
.method public final parse(Ljava/lang/String;Lorg/json/JSONObject;Lcom/larderly/Caller;)Lcom/larderly/ListCommand;
    .registers 24
    move-object/from16 v0, p1
    const-string v1, "tool"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    move-object/from16 v0, p2
    const-string v1, "args"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    move-object/from16 v0, p3
    const-string v1, "caller"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 45
    move-object/from16 v6, p1
    invoke-virtual {v6}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sswitch_data_26
    goto/16 :L396
:L68
    const-string v1, "list_lists"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L120
    goto/16 :L396
:L81
    const-string v1, "share_list"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L129
    goto/16 :L396
:L94
    const-string v1, "place_order"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L290
    goto/16 :L396
:L107
    const-string v1, "clear_list"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L377
    goto/16 :L396
:L120
    .line 46
    sget-object v0, Lcom/larderly/ListCommand$Lists;->INSTANCE:Lcom/larderly/ListCommand$Lists;
    check-cast v0, Lcom/larderly/ListCommand;
    goto/16 :L397
:L129
    .line 47
    move-object/from16 v7, p2
    const/4 v8, 0x0
    .line 48
    const-string v1, "recipient"
    invoke-virtual {v7, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v2, "getString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v0, Ljava/lang/CharSequence;
    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v9
    .line 49
    invoke-static {}, Lcom/larderly/ListCommand;->access$getEMAIL$cp()Lkotlin/text/Regex;
    move-result-object v0
    move-object v1, v9
    check-cast v1, Ljava/lang/CharSequence;
    invoke-virtual {v0, v1}, Lkotlin/text/Regex;->matches(Ljava/lang/CharSequence;)Z
    move-result v0
    if-nez v0, :L193
    .line 64
    const/4 v10, 0x0
    .line 49
    const-string v10, "recipient must be an email address"
    new-instance v0, Ljava/lang/IllegalArgumentException;
    invoke-virtual {v10}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
:L193
    .line 51
    const-string v1, "list_id"
    invoke-virtual {v7, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    const-string v4, "caller_package"
    invoke-virtual {v7, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v10
    check-cast v10, Ljava/lang/CharSequence;
    invoke-interface {v10}, Ljava/lang/CharSequence;->length()I
    move-result v3
    move-object v2, v9
    if-nez v3, :L228
    const/4 v3, 0x1
    goto :L229
:L228
    const/4 v3, 0x0
:L229
    if-eqz v3, :L254
    .line 64
    move-object v11, v2
    move-wide v12, v0
    const/4 v14, 0x0
    .line 51
    move-object/from16 v0, p3
    invoke-virtual {v0}, Lcom/larderly/Caller;->getPkg()Ljava/lang/String;
    move-result-object v15
    move-wide v0, v12
    move-object v2, v11
    move-object v3, v15
    goto :L256
:L254
    move-object v3, v10
:L256
    const-string v5, "ifEmpty(...)"
    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v3, Ljava/lang/String;
    move-object/from16 v16, v3
    move-object/from16 v17, v2
    move-wide/from16 v18, v0
    new-instance v0, Lcom/larderly/ListCommand$Share;
    move-wide/from16 v2, v18
    move-object/from16 v4, v17
    move-object/from16 v5, v16
    invoke-direct {v0, v2, v3, v4, v5}, Lcom/larderly/ListCommand$Share;-><init>(JLjava/lang/String;Ljava/lang/String;)V
    .line 47
    check-cast v0, Lcom/larderly/ListCommand;
    goto :L397
:L290
    .line 53
    move-object/from16 v7, p2
    const/4 v8, 0x0
    .line 54
    const-string v1, "store_package"
    const-string v2, "com.freshcart.android"
    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v9
    .line 55
    invoke-static {v9}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v0, v9
    check-cast v0, Ljava/lang/CharSequence;
    invoke-static {v0}, Lkotlin/text/StringsKt;->isBlank(Ljava/lang/CharSequence;)Z
    move-result v0
    if-nez v0, :L327
    const/4 v0, 0x1
    goto :L328
:L327
    const/4 v0, 0x0
:L328
    if-nez v0, :L351
    .line 64
    const/4 v10, 0x0
    .line 55
    const-string v10, "store_package must name a store app"
    new-instance v0, Ljava/lang/IllegalArgumentException;
    invoke-virtual {v10}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
:L351
    .line 56
    new-instance v0, Lcom/larderly/ListCommand$Order;
    const-string v3, "list_id"
    invoke-virtual {v7, v3}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J
    move-result-wide v2
    move-object/from16 v5, p3
    invoke-virtual {v5}, Lcom/larderly/Caller;->getPkg()Ljava/lang/String;
    move-result-object v5
    invoke-direct {v0, v2, v3, v9, v5}, Lcom/larderly/ListCommand$Order;-><init>(JLjava/lang/String;Ljava/lang/String;)V
    .line 53
    check-cast v0, Lcom/larderly/ListCommand;
    goto :L397
:L377
    .line 58
    new-instance v0, Lcom/larderly/ListCommand$Clear;
    move-object/from16 v2, p2
    const-string v3, "list_id"
    invoke-virtual {v2, v3}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J
    move-result-wide v2
    invoke-direct {v0, v2, v3}, Lcom/larderly/ListCommand$Clear;-><init>(J)V
    check-cast v0, Lcom/larderly/ListCommand;
    goto :L397
:L396
    .line 59
    const/4 v0, 0x0
:L397
    .line 60
    return-object v0

:sswitch_data_26
    .sparse-switch
        -0x6a95d302 -> :L81
        -0x2bb164b0 -> :L107
        0x144fa216 -> :L94
        0x29c708b4 -> :L68
    .end sparse-switch
.end method
