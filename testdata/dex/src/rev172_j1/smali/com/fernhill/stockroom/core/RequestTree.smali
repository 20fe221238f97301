.class public final Lcom/fernhill/stockroom/core/RequestTree;
.super Ljava/lang/Object;
.source "RequestTree.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/fernhill/stockroom/core/RequestTree$Envelope;,
        Lcom/fernhill/stockroom/core/RequestTree$Field;,
        Lcom/fernhill/stockroom/core/RequestTree$Call;,
        Lcom/fernhill/stockroom/core/RequestTree$Node;,
        Lcom/fernhill/stockroom/core/RequestTree$Visitor;
    }
.end annotation


# instance fields
.field public final envelope:Lcom/fernhill/stockroom/core/RequestTree$Envelope;


# direct methods
.method constructor <init>(Lcom/fernhill/stockroom/core/RequestTree$Envelope;)V
    .registers 2

    .line 95
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 96
    iput-object p1, p0, Lcom/fernhill/stockroom/core/RequestTree;->envelope:Lcom/fernhill/stockroom/core/RequestTree$Envelope;

    .line 97
    return-void
.end method

.method public static parse(Ljava/lang/String;Landroid/os/Bundle;I)Lcom/fernhill/stockroom/core/RequestTree;
    .registers 21

    .line 101
    const/4 v11, 0x0

    .line 102
    const-string v0, "execute_tool"

    move-object/from16 v1, p0

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 103
    move-object/from16 v0, p1

    const-string v1, "args"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v12

    .line 104
    if-nez v12, :cond_0

    const-string v0, "{}"

    goto :goto_0

    :cond_0
    move-object v0, v12

    :goto_0
    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v13

    .line 105
    const/4 v14, 0x0

    .line 106
    new-instance v15, Ljava/util/ArrayList;

    invoke-direct {v15}, Ljava/util/ArrayList;-><init>()V

    .line 107
    array-length v0, v13

    move/from16 v1, p2

    if-gt v0, v1, :cond_1

    .line 108
    invoke-static {v13}, Lcom/fernhill/stockroom/core/RequestTree;->parseObject([B)Lorg/json/JSONObject;

    move-result-object v14

    .line 110
    :cond_1
    if-eqz v14, :cond_2

    .line 111
    invoke-virtual {v14}, Lorg/json/JSONObject;->keys()Ljava/util/Iterator;

    move-result-object v16

    .line 112
    :goto_1
    move-object/from16 v0, v16

    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    .line 113
    move-object/from16 v0, v16

    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object/from16 v17, v0

    .line 114
    new-instance v1, Lcom/fernhill/stockroom/core/RequestTree$Field;

    move-object/from16 v5, v17

    invoke-virtual {v14, v5}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v4

    move-object/from16 v3, v17

    invoke-direct {v1, v3, v4}, Lcom/fernhill/stockroom/core/RequestTree$Field;-><init>(Ljava/lang/String;Ljava/lang/Object;)V

    invoke-interface {v15, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 115
    goto :goto_1

    .line 117
    :cond_2
    new-instance v11, Lcom/fernhill/stockroom/core/RequestTree$Call;

    move-object/from16 v2, p1

    const-string v3, "tool_name"

    invoke-virtual {v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    move-object/from16 v4, p1

    const-string v5, "resume_token"

    invoke-virtual {v4, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    array-length v5, v13

    .line 118
    invoke-static {v13}, Lcom/fernhill/stockroom/core/Tokens;->sha256([B)Ljava/lang/String;

    move-result-object v6

    invoke-static {v15}, Ljava/util/Collections;->unmodifiableList(Ljava/util/List;)Ljava/util/List;

    move-result-object v8

    move-object v1, v11

    const/4 v3, 0x0

    move-object v7, v14

    invoke-direct/range {v1 .. v8}, Lcom/fernhill/stockroom/core/RequestTree$Call;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Lorg/json/JSONObject;Ljava/util/List;)V

    .line 119
    goto :goto_2

    :cond_3
    const-string v0, "get_operation"

    move-object/from16 v1, p0

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    const-string v0, "cancel_operation"

    move-object/from16 v1, p0

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    .line 120
    :cond_4
    new-instance v11, Lcom/fernhill/stockroom/core/RequestTree$Call;

    move-object/from16 v3, p1

    const-string v4, "operation_id"

    invoke-virtual {v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 121
    invoke-static {}, Ljava/util/Collections;->emptyList()Ljava/util/List;

    move-result-object v8

    move-object v1, v11

    const/4 v2, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-direct/range {v1 .. v8}, Lcom/fernhill/stockroom/core/RequestTree$Call;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Lorg/json/JSONObject;Ljava/util/List;)V

    .line 123
    :cond_5
    :goto_2
    new-instance v0, Lcom/fernhill/stockroom/core/RequestTree;

    new-instance v2, Lcom/fernhill/stockroom/core/RequestTree$Envelope;

    move-object/from16 v5, p1

    const-string v6, "protocol_version"

    const/4 v7, 0x0

    invoke-virtual {v5, v6, v7}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v5

    move-object/from16 v6, p1

    const-string v7, "request_id"

    invoke-virtual {v6, v7}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 124
    move-object/from16 v7, p1

    const-string v8, "deadline_at_ms"

    const-wide/16 v9, 0x0

    invoke-virtual {v7, v8, v9, v10}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v7

    move-object v3, v2

    move-object/from16 v4, p0

    move-object v9, v11

    invoke-direct/range {v3 .. v9}, Lcom/fernhill/stockroom/core/RequestTree$Envelope;-><init>(Ljava/lang/String;ILjava/lang/String;JLcom/fernhill/stockroom/core/RequestTree$Call;)V

    invoke-direct {v0, v2}, Lcom/fernhill/stockroom/core/RequestTree;-><init>(Lcom/fernhill/stockroom/core/RequestTree$Envelope;)V

    .line 123
    return-object v0
.end method

.method private static parseObject([B)Lorg/json/JSONObject;
    .registers 5

    .line 129
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    new-instance v1, Ljava/lang/String;

    sget-object v2, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-direct {v1, p0, v2}, Ljava/lang/String;-><init>([BLjava/nio/charset/Charset;)V

    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    return-object v0

    :catch_0
    move-exception v3

    .line 131
    const/4 v0, 0x0

    return-object v0
.end method
