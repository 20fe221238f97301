.class public final Lio/kanbu/app/board/BoardTools;
.super Ljava/lang/Object;
.source "BoardTools.kt"


# static fields
.field public static final ALL:Ljava/util/List;

.field private static final CARD_ID:Lkotlin/text/Regex;

.field private static final CARD_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"card_id\":{\"type\":\"string\"},\"column\":{\"type\":\"string\"}},\"required\":[\"card_id\"]}"

.field private static final COLUMN:Ljava/lang/String; = "{\"type\":\"string\",\"enum\":[\"todo\",\"doing\",\"done\"]}"

.field public static final INSTANCE:Lio/kanbu/app/board/BoardTools;

.field public static final SCOPES:Ljava/util/List;


# direct methods
.method static constructor <clinit>()V
    .registers 21

    new-instance v0, Lio/kanbu/app/board/BoardTools;

    invoke-direct {v0}, Lio/kanbu/app/board/BoardTools;-><init>()V

    sput-object v0, Lio/kanbu/app/board/BoardTools;->INSTANCE:Lio/kanbu/app/board/BoardTools;

    .line 12
    const/4 v0, 0x2

    new-array v0, v0, [Lcom/clawseed/sdk/provider/ScopeInfo;

    move-object/from16 v20, v0

    new-instance v2, Lcom/clawseed/sdk/provider/ScopeInfo;

    const-string v4, "board.read"

    const-string v5, "See the cards on your board"

    const-string v6, "read"

    const-string v7, "personal"

    invoke-direct {v2, v4, v5, v6, v7}, Lcom/clawseed/sdk/provider/ScopeInfo;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x0

    aput-object v2, v20, v1

    .line 13
    new-instance v2, Lcom/clawseed/sdk/provider/ScopeInfo;

    const-string v4, "board.write"

    const-string v5, "Add, move, complete and archive cards"

    const-string v6, "write"

    const-string v7, "personal"

    invoke-direct {v2, v4, v5, v6, v7}, Lcom/clawseed/sdk/provider/ScopeInfo;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x1

    aput-object v2, v20, v1

    .line 11
    move-object/from16 v0, v20

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lio/kanbu/app/board/BoardTools;->SCOPES:Ljava/util/List;

    .line 21
    const/4 v0, 0x5

    new-array v0, v0, [Lcom/clawseed/sdk/provider/ToolDescriptor;

    move-object/from16 v20, v0

    new-instance v2, Lcom/clawseed/sdk/provider/ToolDescriptor;

    .line 24
    const-string v9, "board.read"

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    new-instance v10, Lcom/clawseed/sdk/provider/ToolAnnotations;

    const-string v11, "read"

    const-string v12, "low"

    const-string v13, "never"

    const/4 v14, 0x0

    const/4 v15, 0x1

    const/16 v16, 0x0

    const/16 v17, 0x0

    const/16 v18, 0x68

    const/16 v19, 0x0

    invoke-direct/range {v10 .. v19}, Lcom/clawseed/sdk/provider/ToolAnnotations;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZLjava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 21
    move-object v8, v9

    move-object v9, v10

    const-string v3, "list_cards"

    const-string v4, "List cards"

    const-string v5, "Lists the open cards of the board, optionally of one column."

    const-string v6, "{\"type\":\"object\",\"properties\":{\"column\":{\"type\":\"string\",\"enum\":[\"todo\",\"doing\",\"done\"]}},\"additionalProperties\":false}"

    const-string v7, "{\"type\":\"object\",\"properties\":{\"cards\":{\"type\":\"array\",\"items\":{\"type\":\"object\"}}},\"required\":[\"cards\"]}"

    invoke-direct/range {v2 .. v9}, Lcom/clawseed/sdk/provider/ToolDescriptor;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/sdk/provider/ToolAnnotations;)V

    const/4 v1, 0x0

    aput-object v2, v20, v1

    .line 25
    new-instance v2, Lcom/clawseed/sdk/provider/ToolDescriptor;

    .line 27
    const-string v9, "board.write"

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    new-instance v10, Lcom/clawseed/sdk/provider/ToolAnnotations;

    const-string v11, "create"

    const-string v12, "low"

    const-string v13, "never"

    const/4 v14, 0x0

    const/4 v15, 0x0

    const/16 v16, 0x0

    const/16 v17, 0x0

    const/16 v18, 0x78

    const/16 v19, 0x0

    invoke-direct/range {v10 .. v19}, Lcom/clawseed/sdk/provider/ToolAnnotations;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZLjava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 25
    move-object v8, v9

    move-object v9, v10

    const-string v3, "add_card"

    const-string v4, "Add card"

    const-string v5, "Adds a card with the given title to a column."

    const-string v6, "{\"type\":\"object\",\"properties\":{\"title\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":120},\"column\":{\"type\":\"string\",\"enum\":[\"todo\",\"doing\",\"done\"]}},\"required\":[\"title\",\"column\"],\"additionalProperties\":false}"

    const-string v7, "{\"type\":\"object\",\"properties\":{\"card_id\":{\"type\":\"string\"},\"column\":{\"type\":\"string\"}},\"required\":[\"card_id\"]}"

    invoke-direct/range {v2 .. v9}, Lcom/clawseed/sdk/provider/ToolDescriptor;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/sdk/provider/ToolAnnotations;)V

    const/4 v1, 0x1

    aput-object v2, v20, v1

    .line 28
    new-instance v2, Lcom/clawseed/sdk/provider/ToolDescriptor;

    .line 30
    const-string v9, "board.write"

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    new-instance v10, Lcom/clawseed/sdk/provider/ToolAnnotations;

    const-string v11, "update"

    const-string v12, "low"

    const-string v13, "never"

    const/4 v14, 0x0

    const/4 v15, 0x1

    const/16 v16, 0x0

    const/16 v17, 0x0

    const/16 v18, 0x68

    const/16 v19, 0x0

    invoke-direct/range {v10 .. v19}, Lcom/clawseed/sdk/provider/ToolAnnotations;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZLjava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 28
    move-object v8, v9

    move-object v9, v10

    const-string v3, "move_card"

    const-string v4, "Move card"

    const-string v5, "Moves an open card to another column."

    const-string v6, "{\"type\":\"object\",\"properties\":{\"card_id\":{\"type\":\"string\",\"pattern\":\"^[0-9a-f]{18}$\"},\"column\":{\"type\":\"string\",\"enum\":[\"todo\",\"doing\",\"done\"]}},\"required\":[\"card_id\",\"column\"],\"additionalProperties\":false}"

    const-string v7, "{\"type\":\"object\",\"properties\":{\"card_id\":{\"type\":\"string\"},\"column\":{\"type\":\"string\"}},\"required\":[\"card_id\"]}"

    invoke-direct/range {v2 .. v9}, Lcom/clawseed/sdk/provider/ToolDescriptor;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/sdk/provider/ToolAnnotations;)V

    const/4 v1, 0x2

    aput-object v2, v20, v1

    .line 31
    new-instance v2, Lcom/clawseed/sdk/provider/ToolDescriptor;

    .line 34
    const-string v9, "board.write"

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    new-instance v10, Lcom/clawseed/sdk/provider/ToolAnnotations;

    const-string v11, "delete"

    const-string v12, "moderate"

    const-string v13, "always"

    const/4 v14, 0x0

    const/4 v15, 0x0

    const/16 v16, 0x0

    const/16 v17, 0x0

    const/16 v18, 0x78

    const/16 v19, 0x0

    invoke-direct/range {v10 .. v19}, Lcom/clawseed/sdk/provider/ToolAnnotations;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZLjava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 31
    move-object v8, v9

    move-object v9, v10

    const-string v3, "archive_card"

    const-string v4, "Archive card"

    const-string v5, "Archives an open card; it leaves the board."

    const-string v6, "{\"type\":\"object\",\"properties\":{\"card_id\":{\"type\":\"string\",\"pattern\":\"^[0-9a-f]{18}$\"}},\"required\":[\"card_id\"],\"additionalProperties\":false}"

    const-string v7, "{\"type\":\"object\",\"properties\":{\"archived\":{\"type\":\"string\"}},\"required\":[\"archived\"]}"

    invoke-direct/range {v2 .. v9}, Lcom/clawseed/sdk/provider/ToolDescriptor;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/sdk/provider/ToolAnnotations;)V

    const/4 v1, 0x3

    aput-object v2, v20, v1

    .line 35
    new-instance v2, Lcom/clawseed/sdk/provider/ToolDescriptor;

    .line 38
    const-string v9, "board.write"

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    new-instance v10, Lcom/clawseed/sdk/provider/ToolAnnotations;

    const-string v11, "update"

    const-string v12, "moderate"

    const-string v13, "provider_policy"

    const/4 v14, 0x0

    const/4 v15, 0x0

    const/16 v16, 0x0

    const-string v17, "sync_or_async"

    const/16 v18, 0x38

    const/16 v19, 0x0

    invoke-direct/range {v10 .. v19}, Lcom/clawseed/sdk/provider/ToolAnnotations;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZLjava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 35
    move-object v8, v9

    move-object v9, v10

    const-string v3, "complete_column"

    const-string v4, "Complete column"

    const-string v5, "Moves every open card of a column to done."

    const-string v6, "{\"type\":\"object\",\"properties\":{\"column\":{\"type\":\"string\",\"enum\":[\"todo\",\"doing\",\"done\"]}},\"required\":[\"column\"],\"additionalProperties\":false}"

    const-string v7, "{\"type\":\"object\",\"properties\":{\"completed\":{\"type\":\"integer\",\"minimum\":0}},\"required\":[\"completed\"]}"

    invoke-direct/range {v2 .. v9}, Lcom/clawseed/sdk/provider/ToolDescriptor;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/sdk/provider/ToolAnnotations;)V

    const/4 v1, 0x4

    aput-object v2, v20, v1

    .line 20
    move-object/from16 v0, v20

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lio/kanbu/app/board/BoardTools;->ALL:Ljava/util/List;

    .line 41
    new-instance v0, Lkotlin/text/Regex;

    const-string v2, "^[0-9a-f]{18}$"

    invoke-direct {v0, v2}, Lkotlin/text/Regex;-><init>(Ljava/lang/String;)V

    sput-object v0, Lio/kanbu/app/board/BoardTools;->CARD_ID:Lkotlin/text/Regex;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final toAction(Lcom/clawseed/sdk/provider/CetpRequest;)Lio/kanbu/app/board/BoardAction$Tool;
    .registers 16

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 45
    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getArgs()Lorg/json/JSONObject;

    move-result-object v7

    .line 46
    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getToolName()Ljava/lang/String;

    move-result-object v8

    invoke-virtual {v8}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto/16 :goto_a

    :sswitch_0
    const-string v1, "add_card"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    goto/16 :goto_a

    :sswitch_1
    const-string v1, "archive_card"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_c

    goto/16 :goto_a

    :sswitch_2
    const-string v1, "list_cards"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    goto/16 :goto_a

    :sswitch_3
    const-string v1, "move_card"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_9

    goto/16 :goto_a

    :sswitch_4
    const-string v1, "complete_column"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_f

    goto/16 :goto_a

    .line 48
    :cond_0
    const-string v1, "column"

    const-string v2, ""

    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    .line 49
    invoke-static {v9}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v0, v9

    check-cast v0, Ljava/lang/CharSequence;

    invoke-interface {v0}, Ljava/lang/CharSequence;->length()I

    move-result v0

    if-nez v0, :cond_1

    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_2

    new-instance v0, Lio/kanbu/app/board/BoardAction$ListCards;

    const/4 v3, 0x0

    invoke-direct {v0, p1, v3}, Lio/kanbu/app/board/BoardAction$ListCards;-><init>(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;)V

    goto :goto_2

    .line 50
    :cond_2
    move-object v11, v9

    move-object v12, v11

    .line 71
    const/4 v13, 0x0

    .line 50
    invoke-static {}, Lio/kanbu/app/board/BoardReducerKt;->getCOLUMNS()Ljava/util/List;

    move-result-object v0

    invoke-interface {v0, v12}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    move-object v0, v11

    goto :goto_1

    :cond_3
    const/4 v0, 0x0

    :goto_1
    if-eqz v0, :cond_4

    move-object v12, v0

    .line 71
    const/4 v13, 0x0

    .line 50
    new-instance v0, Lio/kanbu/app/board/BoardAction$ListCards;

    invoke-direct {v0, p1, v12}, Lio/kanbu/app/board/BoardAction$ListCards;-><init>(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;)V

    goto :goto_2

    :cond_4
    const/4 v0, 0x0

    :goto_2
    check-cast v0, Lio/kanbu/app/board/BoardAction$Tool;

    goto/16 :goto_b

    .line 53
    :cond_5
    const-string v1, "title"

    const-string v2, ""

    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "optString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v9

    .line 54
    const-string v1, "column"

    const-string v2, ""

    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    .line 55
    move-object v0, v9

    check-cast v0, Ljava/lang/CharSequence;

    invoke-interface {v0}, Ljava/lang/CharSequence;->length()I

    move-result v0

    if-nez v0, :cond_6

    const/4 v0, 0x1

    goto :goto_3

    :cond_6
    const/4 v0, 0x0

    :goto_3
    if-nez v0, :cond_7

    invoke-virtual {v9}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x78

    if-gt v0, v1, :cond_7

    invoke-static {}, Lio/kanbu/app/board/BoardReducerKt;->getCOLUMNS()Ljava/util/List;

    move-result-object v0

    invoke-interface {v0, v10}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_8

    :cond_7
    const/4 v0, 0x0

    goto :goto_4

    .line 56
    :cond_8
    new-instance v0, Lio/kanbu/app/board/BoardAction$AddCard;

    sget-object v3, Lio/kanbu/app/core/Tokens;->INSTANCE:Lio/kanbu/app/core/Tokens;

    const/16 v4, 0x9

    invoke-virtual {v3, v4}, Lio/kanbu/app/core/Tokens;->random(I)Ljava/lang/String;

    move-result-object v3

    invoke-static {v10}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-direct {v0, p1, v3, v9, v10}, Lio/kanbu/app/board/BoardAction$AddCard;-><init>(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    :goto_4
    check-cast v0, Lio/kanbu/app/board/BoardAction$Tool;

    goto/16 :goto_b

    .line 59
    :cond_9
    const-string v1, "card_id"

    const-string v2, ""

    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    .line 60
    const-string v1, "column"

    const-string v2, ""

    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    .line 61
    sget-object v0, Lio/kanbu/app/board/BoardTools;->CARD_ID:Lkotlin/text/Regex;

    invoke-static {v9}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v1, v9

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Lkotlin/text/Regex;->matches(Ljava/lang/CharSequence;)Z

    move-result v0

    if-eqz v0, :cond_a

    invoke-static {}, Lio/kanbu/app/board/BoardReducerKt;->getCOLUMNS()Ljava/util/List;

    move-result-object v0

    invoke-interface {v0, v10}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_b

    :cond_a
    const/4 v0, 0x0

    goto :goto_5

    :cond_b
    new-instance v0, Lio/kanbu/app/board/BoardAction$MoveCard;

    invoke-static {v10}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-direct {v0, p1, v9, v10}, Lio/kanbu/app/board/BoardAction$MoveCard;-><init>(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;Ljava/lang/String;)V

    :goto_5
    check-cast v0, Lio/kanbu/app/board/BoardAction$Tool;

    goto :goto_b

    .line 63
    :cond_c
    const-string v1, "card_id"

    const-string v2, ""

    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    move-object v11, v10

    .line 71
    const/4 v12, 0x0

    .line 63
    sget-object v0, Lio/kanbu/app/board/BoardTools;->CARD_ID:Lkotlin/text/Regex;

    invoke-static {v11}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v1, v11

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Lkotlin/text/Regex;->matches(Ljava/lang/CharSequence;)Z

    move-result v0

    if-eqz v0, :cond_d

    move-object v0, v10

    goto :goto_6

    :cond_d
    const/4 v0, 0x0

    :goto_6
    if-eqz v0, :cond_e

    move-object v11, v0

    .line 71
    const/4 v12, 0x0

    .line 63
    new-instance v0, Lio/kanbu/app/board/BoardAction$ArchiveCard;

    invoke-direct {v0, p1, v11}, Lio/kanbu/app/board/BoardAction$ArchiveCard;-><init>(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;)V

    goto :goto_7

    :cond_e
    const/4 v0, 0x0

    :goto_7
    check-cast v0, Lio/kanbu/app/board/BoardAction$Tool;

    goto :goto_b

    .line 64
    :cond_f
    const-string v1, "column"

    const-string v2, ""

    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    move-object v11, v10

    .line 71
    const/4 v12, 0x0

    .line 64
    invoke-static {}, Lio/kanbu/app/board/BoardReducerKt;->getCOLUMNS()Ljava/util/List;

    move-result-object v0

    invoke-interface {v0, v11}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_10

    move-object v0, v10

    goto :goto_8

    :cond_10
    const/4 v0, 0x0

    :goto_8
    move-object v9, v0

    .line 65
    if-eqz v9, :cond_11

    move-object v11, v9

    .line 71
    const/4 v12, 0x0

    .line 65
    new-instance v0, Lio/kanbu/app/board/BoardAction$CompleteColumn;

    sget-object v4, Lio/kanbu/app/core/Tokens;->INSTANCE:Lio/kanbu/app/core/Tokens;

    const/16 v5, 0xc

    invoke-virtual {v4, v5}, Lio/kanbu/app/core/Tokens;->random(I)Ljava/lang/String;

    move-result-object v4

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "op_"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    invoke-direct {v0, p1, v11, v4}, Lio/kanbu/app/board/BoardAction$CompleteColumn;-><init>(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_9

    :cond_11
    const/4 v0, 0x0

    :goto_9
    check-cast v0, Lio/kanbu/app/board/BoardAction$Tool;

    goto :goto_b

    .line 66
    :goto_a
    const/4 v0, 0x0

    .line 46
    :goto_b
    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x64678393 -> :sswitch_1
        -0x49b10812 -> :sswitch_0
        0x29448c82 -> :sswitch_2
        0x3fa7b2be -> :sswitch_3
        0x47837d1c -> :sswitch_4
    .end sparse-switch
.end method
