.class public final Lcom/larderly/Command$Companion;
.super Ljava/lang/Object;
.source "Commands.kt"

# direct methods
.method private constructor <init>()V
    .registers 1
    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/larderly/Command$Companion;-><init>()V
    return-void
.end method


# virtual methods
.method public final parse(Ljava/lang/String;Lorg/json/JSONObject;)Lcom/larderly/Command;
    .registers 25
    move-object/from16 v0, p1
    const-string v1, "tool"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    move-object/from16 v0, p2
    const-string v1, "args"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    move-object/from16 v6, p1
    invoke-virtual {v6}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sswitch_data_18
    goto/16 :L462
:L76
    const-string v1, "add_item"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L187
    goto/16 :L462
:L88
    const-string v1, "export_pantry"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L453
    goto/16 :L462
:L100
    const-string v1, "find_items"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L173
    goto/16 :L462
:L112
    const-string v1, "remove_item"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L405
    goto/16 :L462
:L124
    const-string v1, "purge_expired"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L427
    goto/16 :L462
:L136
    const-string v1, "list_items"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L462
    .line 18
    new-instance v0, Lcom/larderly/Command$ListItems;
    move-object/from16 v2, p2
    const-string v3, "shelf"
    const-string v4, "pantry"
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v4, "optString(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    move-object/from16 v3, p2
    invoke-direct {v0, v2, v3}, Lcom/larderly/Command$ListItems;-><init>(Ljava/lang/String;Lorg/json/JSONObject;)V
    check-cast v0, Lcom/larderly/Command;
    goto/16 :L463
:L173
    .line 19
    new-instance v0, Lcom/larderly/Command$Find;
    move-object/from16 v2, p2
    invoke-direct {v0, v2}, Lcom/larderly/Command$Find;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/larderly/Command;
    goto/16 :L463
:L187
    .line 20
    move-object/from16 v7, p2
    const/4 v8, 0x0
    .line 21
    const-string v1, "expires_in_days"
    const/4 v2, -0x1
    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I
    move-result v9
    .line 22
    const-string v1, "name"
    invoke-virtual {v7, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v2, "getString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v0, Ljava/lang/CharSequence;
    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v2, "quantity"
    const/4 v3, 0x1
    invoke-virtual {v7, v2, v3}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I
    move-result v1
    const-string v3, "shelf"
    const-string v4, "pantry"
    invoke-virtual {v7, v3, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v4, "optString(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v9}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v10
    move-object v3, v10
    check-cast v3, Ljava/lang/Number;
    invoke-virtual {v3}, Ljava/lang/Number;->intValue()I
    move-result v11
    .line 64
    move-object v12, v2
    move v13, v1
    move-object v14, v0
    const/4 v15, 0x0
    .line 22
    if-ltz v11, :L283
    const/4 v0, 0x1
    goto :L284
:L283
    const/4 v0, 0x0
:L284
    move/from16 v16, v0
    move-object v0, v14
    move v1, v13
    move-object v2, v12
    if-eqz v16, :L302
    move-object v3, v10
    goto :L303
:L302
    const/4 v3, 0x0
:L303
    move-object/from16 v18, v3
    move-object/from16 v19, v2
    move/from16 v20, v1
    move-object/from16 v21, v0
    new-instance v10, Lcom/larderly/Command$Add;
    move-object/from16 v2, v21
    move/from16 v3, v20
    move-object/from16 v4, v19
    move-object/from16 v5, v18
    invoke-direct {v10, v2, v3, v4, v5}, Lcom/larderly/Command$Add;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/Integer;)V
    .line 23
    move-object v11, v10
    .line 64
    const/4 v15, 0x0
    .line 23
    invoke-virtual {v11}, Lcom/larderly/Command$Add;->getName()Ljava/lang/String;
    move-result-object v0
    check-cast v0, Ljava/lang/CharSequence;
    invoke-interface {v0}, Ljava/lang/CharSequence;->length()I
    move-result v0
    if-lez v0, :L355
    const/4 v0, 0x1
    goto :L356
:L355
    const/4 v0, 0x0
:L356
    if-eqz v0, :L371
    invoke-virtual {v11}, Lcom/larderly/Command$Add;->getQuantity()I
    move-result v0
    if-lez v0, :L371
    const/4 v0, 0x1
    goto :L372
:L371
    const/4 v0, 0x0
:L372
    if-nez v0, :L395
    .line 64
    const/16 v17, 0x0
    .line 23
    const-string v17, "name and a positive quantity are required"
    new-instance v0, Ljava/lang/IllegalArgumentException;
    move-object/from16 v2, v17
    invoke-virtual {v2}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
:L395
    .line 20
    move-object v0, v10
    check-cast v0, Lcom/larderly/Command;
    goto :L463
:L405
    .line 25
    new-instance v0, Lcom/larderly/Command$Remove;
    move-object/from16 v2, p2
    const-string v3, "item_id"
    invoke-virtual {v2, v3}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J
    move-result-wide v2
    move-wide v1, v2
    const/4 v3, 0x0
    const/4 v4, 0x2
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/larderly/Command$Remove;-><init>(JZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/larderly/Command;
    goto :L463
:L427
    .line 27
    new-instance v0, Lcom/larderly/Command$Purge;
    move-object/from16 v2, p2
    const-string v3, "older_than_days"
    const/4 v4, 0x0
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I
    move-result v2
    move-object/from16 v3, p2
    const-string v4, "confirmed"
    invoke-virtual {v3, v4}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v3
    invoke-direct {v0, v2, v3}, Lcom/larderly/Command$Purge;-><init>(IZ)V
    check-cast v0, Lcom/larderly/Command;
    goto :L463
:L453
    .line 28
    sget-object v0, Lcom/larderly/Command$Export;->INSTANCE:Lcom/larderly/Command$Export;
    check-cast v0, Lcom/larderly/Command;
    goto :L463
:L462
    .line 29
    const/4 v0, 0x0
:L463
    .line 30
    return-object v0

:sswitch_data_18
    .sparse-switch
        -0x49ae080f -> :L76
        -0x11841212 -> :L112
        0x1a1f51ba -> :L100
        0x29a18cdf -> :L136
        0x326da391 -> :L124
        0x437886e9 -> :L88
    .end sparse-switch
.end method
