.class public final Lcom/tidewell/home/TextsToolProvider;
.super Landroid/content/ContentProvider;
.source "TextsToolProvider.kt"


# static fields
.field public static final Companion:Lcom/tidewell/home/TextsToolProvider$Companion;

.field private static final PHONE:Lkotlin/text/Regex;

.field public static final PROVIDER_ID:Ljava/lang/String; = "com.tidewell.home.texts"

.field public static final PROVIDER_NAME:Ljava/lang/String; = "Tidewell Texts"

.field private static final REVISION:Ljava/lang/String; = "texts-7"

.field private static final SCOPES:Ljava/lang/String; = "[{\"name\":\"texts.read\",\"title\":\"Read your texts\",\"description\":\"Conversations and new replies\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"texts.send\",\"title\":\"Send texts\",\"description\":\"Send a text you approve\",\"access\":\"write\",\"sensitivity\":\"personal\"}]"

.field private static final TOOLS:Ljava/util/List;


# direct methods
.method static constructor <clinit>()V
    .registers 8

    new-instance v0, Lcom/tidewell/home/TextsToolProvider$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lcom/tidewell/home/TextsToolProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/tidewell/home/TextsToolProvider;->Companion:Lcom/tidewell/home/TextsToolProvider$Companion;

    .line 153
    new-instance v0, Lkotlin/text/Regex;

    const-string v2, "\\+?[0-9]{3,15}"

    invoke-direct {v0, v2}, Lkotlin/text/Regex;-><init>(Ljava/lang/String;)V

    sput-object v0, Lcom/tidewell/home/TextsToolProvider;->PHONE:Lkotlin/text/Regex;

    .line 158
    const/4 v0, 0x3

    new-array v7, v0, [Lcom/tidewell/home/ToolSpec;

    new-instance v2, Lcom/tidewell/home/ToolSpec;

    .line 159
    const-string v4, "texts.read"

    invoke-static {v4}, Lkotlin/collections/SetsKt;->setOf(Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v4

    .line 158
    const-string v3, "list_threads"

    const/4 v5, 0x0

    const-string v6, "{\"name\":\"list_threads\",\"title\":\"List conversations\",\"description\":\"The most recent text conversations.\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":50}},\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"threads\":{\"type\":\"array\"}},\"required\":[\"threads\"]},\"scopes\":[\"texts.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"open_world\":false,\"confirmation\":\"never\"}}"

    invoke-direct {v2, v3, v4, v5, v6}, Lcom/tidewell/home/ToolSpec;-><init>(Ljava/lang/String;Ljava/util/Set;ZLjava/lang/String;)V

    const/4 v1, 0x0

    aput-object v2, v7, v1

    .line 165
    new-instance v2, Lcom/tidewell/home/ToolSpec;

    .line 166
    const-string v4, "texts.read"

    invoke-static {v4}, Lkotlin/collections/SetsKt;->setOf(Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v4

    .line 165
    const-string v3, "wait_for_reply"

    const/4 v5, 0x0

    const-string v6, "{\"name\":\"wait_for_reply\",\"title\":\"Wait for a reply\",\"description\":\"Waits up to wait_ms for a new text in a conversation.\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"thread_id\":{\"type\":\"integer\",\"minimum\":1},\"since_ms\":{\"type\":\"integer\"},\"wait_ms\":{\"type\":\"integer\",\"minimum\":0,\"maximum\":60000}},\"required\":[\"thread_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"arrived\":{\"type\":\"boolean\"},\"message\":{\"type\":\"object\"}},\"required\":[\"arrived\"]},\"scopes\":[\"texts.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"open_world\":false,\"confirmation\":\"never\"}}"

    invoke-direct {v2, v3, v4, v5, v6}, Lcom/tidewell/home/ToolSpec;-><init>(Ljava/lang/String;Ljava/util/Set;ZLjava/lang/String;)V

    const/4 v1, 0x1

    aput-object v2, v7, v1

    .line 173
    new-instance v2, Lcom/tidewell/home/ToolSpec;

    .line 174
    const-string v4, "texts.send"

    invoke-static {v4}, Lkotlin/collections/SetsKt;->setOf(Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v4

    .line 173
    const-string v3, "send_text"

    const/4 v5, 0x1

    const-string v6, "{\"name\":\"send_text\",\"title\":\"Send a text\",\"description\":\"Sends a text message once you approve it in Tidewell.\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"to\":{\"type\":\"string\",\"pattern\":\"^\\\\+?[0-9]{3,15}$\"},\"body\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":480}},\"required\":[\"to\",\"body\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"message_ref\":{\"type\":\"string\"},\"status\":{\"const\":\"sent\"}},\"required\":[\"message_ref\",\"status\"]},\"scopes\":[\"texts.send\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"destructive\":false,\"idempotent\":false,\"open_world\":true,\"confirmation\":\"always\"}}"

    invoke-direct {v2, v3, v4, v5, v6}, Lcom/tidewell/home/ToolSpec;-><init>(Ljava/lang/String;Ljava/util/Set;ZLjava/lang/String;)V

    const/4 v1, 0x2

    aput-object v2, v7, v1

    .line 157
    invoke-static {v7}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lcom/tidewell/home/TextsToolProvider;->TOOLS:Ljava/util/List;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 19
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method

.method public static final synthetic access$getOutbox(Lcom/tidewell/home/TextsToolProvider;)Lcom/tidewell/home/Outbox;
    .registers 2

    .line 19
    invoke-direct {p0}, Lcom/tidewell/home/TextsToolProvider;->getOutbox()Lcom/tidewell/home/Outbox;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$getWatcher(Lcom/tidewell/home/TextsToolProvider;)Lcom/tidewell/home/InboxWatcher;
    .registers 2

    .line 19
    invoke-direct {p0}, Lcom/tidewell/home/TextsToolProvider;->getWatcher()Lcom/tidewell/home/InboxWatcher;

    move-result-object v0

    return-object v0
.end method

.method private final askUser(Lcom/tidewell/home/ToolCall;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 22

    .line 124
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/tidewell/home/TextsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v12, v0

    .line 125
    sget-object v0, Lcom/tidewell/home/Tokens;->INSTANCE:Lcom/tidewell/home/Tokens;

    invoke-virtual {v0}, Lcom/tidewell/home/Tokens;->nextRequestCode()I

    move-result v13

    .line 126
    sget-object v0, Lcom/tidewell/home/Tokens;->INSTANCE:Lcom/tidewell/home/Tokens;

    const/4 v1, 0x0

    const/4 v2, 0x1

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/tidewell/home/Tokens;->secure$default(Lcom/tidewell/home/Tokens;IILjava/lang/Object;)Ljava/lang/String;

    move-result-object v14

    .line 127
    move-object/from16 v0, p0

    invoke-direct {v0}, Lcom/tidewell/home/TextsToolProvider;->getBook()Lcom/tidewell/home/ConfirmationBook;

    move-result-object v0

    new-instance v2, Lcom/tidewell/home/PendingConfirmation;

    move-object/from16 v4, p1

    invoke-virtual {v4}, Lcom/tidewell/home/ToolCall;->getUid()I

    move-result v4

    move-object/from16 v6, p1

    invoke-virtual {v6}, Lcom/tidewell/home/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v6

    move-object/from16 v7, p1

    invoke-virtual {v7}, Lcom/tidewell/home/ToolCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v7

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v8

    const-wide/32 v10, 0x927c0

    add-long/2addr v8, v10

    move v3, v4

    move-object v5, v6

    move-object v6, v7

    move-wide v7, v8

    const-string v4, "send_text"

    invoke-direct/range {v2 .. v8}, Lcom/tidewell/home/PendingConfirmation;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    invoke-virtual {v0, v14, v2}, Lcom/tidewell/home/ConfirmationBook;->hold(Ljava/lang/String;Lcom/tidewell/home/PendingConfirmation;)V

    .line 129
    const-string v1, "texts"

    const/high16 v4, 0xa000000

    invoke-static {v12, v1, v14, v13, v4}, Lcom/tidewell/home/ConfirmationsKt;->replyTo(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;II)Landroid/app/PendingIntent;

    move-result-object v15

    .line 130
    new-instance v0, Landroid/content/Intent;

    const-class v3, Lcom/tidewell/home/ConfirmTextActivity;

    invoke-direct {v0, v12, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 131
    const-string v1, "com.tidewell.home.extra.TOKEN"

    invoke-virtual {v0, v1, v14}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    .line 132
    const-string v1, "com.tidewell.home.extra.TO"

    move-object/from16 v2, p2

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    .line 133
    const-string v1, "com.tidewell.home.extra.BODY"

    move-object/from16 v2, p3

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    .line 134
    move-object v2, v15

    check-cast v2, Landroid/os/Parcelable;

    const-string v1, "com.tidewell.home.extra.REPLY"

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Landroid/os/Parcelable;)Landroid/content/Intent;

    move-result-object v16

    .line 135
    move-object/from16 v2, v16

    const/high16 v3, 0xc000000

    invoke-static {v12, v13, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v17

    .line 136
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tidewell/home/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, v17

    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object/from16 v1, v17

    const-string v3, "Approve this text in Tidewell before it is sent."

    invoke-static {v0, v1, v14, v3}, Lcom/tidewell/home/RepliesKt;->needsUser(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private final execute(Lcom/tidewell/home/ToolCall;)Landroid/os/Bundle;
    .registers 17

    .line 51
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tidewell/home/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v6

    .line 52
    sget-object v9, Lcom/tidewell/home/TextsToolProvider;->TOOLS:Ljava/util/List;

    check-cast v9, Ljava/lang/Iterable;

    const/4 v10, 0x0

    .line 186
    invoke-interface {v9}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v11

    :cond_0
    invoke-interface {v11}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v11}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v12

    move-object v0, v12

    check-cast v0, Lcom/tidewell/home/ToolSpec;

    move-object v13, v0

    const/4 v14, 0x0

    .line 52
    invoke-virtual {v13}, Lcom/tidewell/home/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/tidewell/home/ToolCall;->getToolName()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    .line 186
    if-eqz v0, :cond_0

    move-object v0, v12

    goto :goto_0

    .line 187
    :cond_1
    const/4 v0, 0x0

    .line 52
    :goto_0
    check-cast v0, Lcom/tidewell/home/ToolSpec;

    if-nez v0, :cond_2

    .line 53
    move-object v0, v6

    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No tool of that name."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/tidewell/home/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 52
    :cond_2
    move-object v7, v0

    .line 54
    sget-object v0, Lcom/tidewell/home/Assistants;->INSTANCE:Lcom/tidewell/home/Assistants;

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/tidewell/home/ToolCall;->getCallerPackage()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/tidewell/home/Assistants;->scopesOf(Ljava/lang/String;)Ljava/util/Set;

    move-result-object v0

    invoke-virtual {v7}, Lcom/tidewell/home/ToolSpec;->getScopes()Ljava/util/Set;

    move-result-object v1

    check-cast v1, Ljava/util/Collection;

    invoke-interface {v0, v1}, Ljava/util/Set;->containsAll(Ljava/util/Collection;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 55
    move-object v0, v6

    const-string v1, "PERMISSION_DENIED"

    const-string v2, "This assistant lacks a scope the tool needs."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/tidewell/home/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 57
    :cond_3
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tidewell/home/ToolCall;->args()Lorg/json/JSONObject;

    move-result-object v0

    if-nez v0, :cond_4

    move-object v0, v6

    const-string v1, "INVALID_ARGS"

    const-string v2, "args must be a JSON object."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/tidewell/home/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :cond_4
    move-object v8, v0

    .line 58
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tidewell/home/ToolCall;->getDeadlineAtMs()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_5

    .line 59
    move-object v0, v6

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline passed before the tool started."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/tidewell/home/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 61
    :cond_5
    invoke-virtual {v7}, Lcom/tidewell/home/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v9

    .line 62
    const-string v1, "list_threads"

    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    invoke-direct {p0, v6, v8}, Lcom/tidewell/home/TextsToolProvider;->listThreads(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 63
    :cond_6
    const-string v1, "wait_for_reply"

    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_7

    move-object/from16 v1, p1

    invoke-direct {p0, v1, v8}, Lcom/tidewell/home/TextsToolProvider;->waitForReply(Lcom/tidewell/home/ToolCall;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 64
    :cond_7
    move-object/from16 v1, p1

    invoke-direct {p0, v1, v8}, Lcom/tidewell/home/TextsToolProvider;->sendText(Lcom/tidewell/home/ToolCall;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    .line 61
    :goto_1
    return-object v0
.end method

.method private final getBook()Lcom/tidewell/home/ConfirmationBook;
    .registers 2

    .line 20
    sget-object v0, Lcom/tidewell/home/Books;->INSTANCE:Lcom/tidewell/home/Books;

    invoke-virtual {v0}, Lcom/tidewell/home/Books;->getTexts()Lcom/tidewell/home/ConfirmationBook;

    move-result-object v0

    return-object v0
.end method

.method private final getDb()Lcom/tidewell/home/HomeDb;
    .registers 3

    .line 139
    sget-object v0, Lcom/tidewell/home/HomeDb;->Companion:Lcom/tidewell/home/HomeDb$Companion;

    invoke-virtual {p0}, Lcom/tidewell/home/TextsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v0, v1}, Lcom/tidewell/home/HomeDb$Companion;->get(Landroid/content/Context;)Lcom/tidewell/home/HomeDb;

    move-result-object v0

    return-object v0
.end method

.method private final getOutbox()Lcom/tidewell/home/Outbox;
    .registers 3

    .line 140
    sget-object v0, Lcom/tidewell/home/Outbox;->Companion:Lcom/tidewell/home/Outbox$Companion;

    invoke-virtual {p0}, Lcom/tidewell/home/TextsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v0, v1}, Lcom/tidewell/home/Outbox$Companion;->get(Landroid/content/Context;)Lcom/tidewell/home/Outbox;

    move-result-object v0

    return-object v0
.end method

.method private final getWatcher()Lcom/tidewell/home/InboxWatcher;
    .registers 3

    .line 141
    sget-object v0, Lcom/tidewell/home/InboxWatcher;->Companion:Lcom/tidewell/home/InboxWatcher$Companion;

    invoke-virtual {p0}, Lcom/tidewell/home/TextsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v0, v1}, Lcom/tidewell/home/InboxWatcher$Companion;->get(Landroid/content/Context;)Lcom/tidewell/home/InboxWatcher;

    move-result-object v0

    return-object v0
.end method

.method private final listThreads(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 16

    .line 69
    const-string v1, "limit"

    const/16 v2, 0x14

    invoke-virtual {p2, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x1

    const/16 v2, 0x32

    invoke-static {v0, v1, v2}, Lkotlin/ranges/RangesKt;->coerceIn(III)I

    move-result v6

    .line 70
    new-instance v7, Lorg/json/JSONArray;

    invoke-direct {v7}, Lorg/json/JSONArray;-><init>()V

    .line 71
    invoke-virtual {p0}, Lcom/tidewell/home/TextsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v0}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;

    move-result-object v0

    .line 72
    sget-object v1, Lcom/tidewell/home/InboxWatcher;->Companion:Lcom/tidewell/home/InboxWatcher$Companion;

    invoke-virtual {v1}, Lcom/tidewell/home/InboxWatcher$Companion;->getCONVERSATIONS()Landroid/net/Uri;

    move-result-object v1

    const/4 v2, 0x3

    new-array v9, v2, [Ljava/lang/String;

    const-string v4, "thread_id"

    const/4 v3, 0x0

    aput-object v4, v9, v3

    const-string v4, "snippet"

    const/4 v3, 0x1

    aput-object v4, v9, v3

    const-string v4, "msg_count"

    const/4 v3, 0x2

    aput-object v4, v9, v3

    .line 71
    move-object v2, v9

    const/4 v3, 0x0

    const/4 v4, 0x0

    const-string v5, "date DESC"

    invoke-virtual/range {v0 .. v5}, Landroid/content/ContentResolver;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    .line 73
    if-eqz v8, :cond_1

    .line 71
    move-object v0, v8

    check-cast v0, Ljava/io/Closeable;

    move-object v9, v0

    .line 73
    const/4 v10, 0x0

    :try_start_0
    move-object v0, v9

    check-cast v0, Landroid/database/Cursor;

    move-object v11, v0

    const/4 v12, 0x0

    .line 74
    :goto_0
    invoke-virtual {v7}, Lorg/json/JSONArray;->length()I

    move-result v0

    if-ge v0, v6, :cond_0

    invoke-interface {v11}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 75
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const/4 v4, 0x0

    invoke-interface {v11, v4}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v3

    const-string v2, "thread_id"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    const/4 v4, 0x1

    invoke-interface {v11, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    const-string v2, "snippet"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const/4 v4, 0x2

    invoke-interface {v11, v4}, Landroid/database/Cursor;->getInt(I)I

    move-result v3

    const-string v2, "count"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v7, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    goto :goto_0

    .line 77
    :cond_0
    sget-object v11, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 73
    invoke-static {v9, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    goto :goto_1

    :catch_0
    :try_start_1
    move-exception v12

    move-object v10, v12

    throw v12
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v12

    invoke-static {v9, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v12

    .line 78
    :cond_1
    :goto_1
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "threads"

    invoke-virtual {v1, v2, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v3, "put(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {p1, v1}, Lcom/tidewell/home/RepliesKt;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private final sendText(Lcom/tidewell/home/ToolCall;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 22

    .line 95
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tidewell/home/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v8

    .line 96
    move-object/from16 v0, p2

    const-string v1, "to"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    .line 97
    move-object/from16 v0, p2

    const-string v1, "body"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    .line 98
    sget-object v0, Lcom/tidewell/home/TextsToolProvider;->PHONE:Lkotlin/text/Regex;

    invoke-static {v9}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v1, v9

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Lkotlin/text/Regex;->matches(Ljava/lang/CharSequence;)Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-static {v10}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v0, v10

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

    invoke-virtual {v10}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x1e0

    if-le v0, v1, :cond_2

    .line 99
    :cond_1
    move-object v0, v8

    const-string v1, "INVALID_ARGS"

    const-string v2, "to must be a phone number and body 1 to 480 characters."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/tidewell/home/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 101
    :cond_2
    move-object/from16 v0, p0

    invoke-direct {v0}, Lcom/tidewell/home/TextsToolProvider;->getDb()Lcom/tidewell/home/HomeDb;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/tidewell/home/ToolCall;->getRetryKey()Lcom/tidewell/home/RetryKey;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/tidewell/home/HomeDb;->prior(Lcom/tidewell/home/RetryKey;)Lcom/tidewell/home/Prior;

    move-result-object v11

    if-eqz v11, :cond_3

    move-object v13, v11

    .line 188
    const/4 v14, 0x0

    .line 101
    move-object/from16 v3, p1

    invoke-virtual {v3}, Lcom/tidewell/home/ToolCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v3

    const-string v2, "send_text"

    invoke-virtual {v13, v8, v2, v3}, Lcom/tidewell/home/Prior;->replay(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 102
    :cond_3
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tidewell/home/ToolCall;->getExtras()Landroid/os/Bundle;

    move-result-object v0

    invoke-static {v0}, Lcom/tidewell/home/ProtocolKt;->getResumeToken(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_4

    move-object/from16 v0, p0

    move-object/from16 v1, p1

    invoke-direct {v0, v1, v9, v10}, Lcom/tidewell/home/TextsToolProvider;->askUser(Lcom/tidewell/home/ToolCall;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :cond_4
    move-object v11, v0

    .line 103
    move-object/from16 v0, p0

    invoke-direct {v0}, Lcom/tidewell/home/TextsToolProvider;->getBook()Lcom/tidewell/home/ConfirmationBook;

    move-result-object v0

    invoke-virtual {v0, v11}, Lcom/tidewell/home/ConfirmationBook;->take(Ljava/lang/String;)Lcom/tidewell/home/PendingConfirmation;

    move-result-object v13

    .line 104
    if-eqz v13, :cond_9

    .line 103
    move-object v15, v13

    .line 104
    move-object/from16 v16, v15

    .line 188
    const/16 v17, 0x0

    .line 104
    move-object/from16 v0, v16

    invoke-virtual {v0}, Lcom/tidewell/home/PendingConfirmation;->getTool()Ljava/lang/String;

    move-result-object v0

    const-string v1, "send_text"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    move-object/from16 v0, v16

    invoke-virtual {v0}, Lcom/tidewell/home/PendingConfirmation;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, v8}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    move-object/from16 v0, v16

    invoke-virtual {v0}, Lcom/tidewell/home/PendingConfirmation;->getArgsDigest()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/tidewell/home/ToolCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    const/4 v0, 0x1

    goto :goto_1

    :cond_5
    const/4 v0, 0x0

    :goto_1
    if-eqz v0, :cond_6

    move-object v0, v15

    goto :goto_2

    :cond_6
    const/4 v0, 0x0

    :goto_2
    move-object v14, v0

    .line 105
    if-eqz v14, :cond_9

    .line 103
    move-object/from16 v16, v14

    .line 105
    move-object/from16 v17, v16

    .line 188
    const/16 v18, 0x0

    .line 105
    move-object/from16 v0, v17

    invoke-virtual {v0}, Lcom/tidewell/home/PendingConfirmation;->getExpiresAt()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-lez v0, :cond_7

    const/4 v0, 0x1

    goto :goto_3

    :cond_7
    const/4 v0, 0x0

    :goto_3
    if-eqz v0, :cond_8

    move-object/from16 v0, v16

    goto :goto_4

    :cond_8
    const/4 v0, 0x0

    .line 103
    :goto_4
    move-object v15, v0

    if-eqz v15, :cond_9

    move-object v0, v15

    goto :goto_5

    .line 106
    :cond_9
    move-object v0, v8

    const-string v1, "INVALID_REQUEST"

    const-string v2, "The resume token is unknown, used, or not this call\'s."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/tidewell/home/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 103
    :goto_5
    move-object v12, v0

    .line 107
    new-instance v1, Lcom/tidewell/home/TextsToolProvider$sendText$approved$1;

    const/4 v4, 0x0

    invoke-direct {v1, v12, v4}, Lcom/tidewell/home/TextsToolProvider$sendText$approved$1;-><init>(Lcom/tidewell/home/PendingConfirmation;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    const/4 v0, 0x0

    const/4 v2, 0x1

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;

    move-result-object v13

    check-cast v13, Ljava/lang/Boolean;

    .line 108
    const/4 v1, 0x1

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_a

    move-object v0, v8

    const-string v1, "USER_CANCELLED"

    const-string v2, "The text was not approved."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/tidewell/home/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 109
    :cond_a
    sget-object v0, Lcom/tidewell/home/Tokens;->INSTANCE:Lcom/tidewell/home/Tokens;

    const/16 v1, 0xc

    invoke-virtual {v0, v1}, Lcom/tidewell/home/Tokens;->secure(I)Ljava/lang/String;

    move-result-object v14

    .line 111
    :try_start_0
    new-instance v1, Lcom/tidewell/home/TextsToolProvider$sendText$2;

    move-object/from16 v2, p1

    move-object/from16 v3, p0

    move-object v4, v9

    move-object v5, v10

    move-object v6, v14

    const/4 v7, 0x0

    invoke-direct/range {v1 .. v7}, Lcom/tidewell/home/TextsToolProvider$sendText$2;-><init>(Lcom/tidewell/home/ToolCall;Lcom/tidewell/home/TextsToolProvider;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    const/4 v0, 0x0

    const/4 v2, 0x1

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_6

    .line 112
    :catch_0
    move-exception v16

    .line 113
    move-object/from16 v2, v16

    invoke-virtual {v2}, Ljava/lang/Exception;->getMessage()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "The text could not be sent: "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "UNAVAILABLE"

    const/4 v3, 0x1

    invoke-static {v8, v1, v2, v3}, Lcom/tidewell/home/RepliesKt;->failure(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 116
    :goto_6
    move-object/from16 v0, p0

    invoke-direct {v0}, Lcom/tidewell/home/TextsToolProvider;->getWatcher()Lcom/tidewell/home/InboxWatcher;

    move-result-object v0

    invoke-virtual {v0}, Lcom/tidewell/home/InboxWatcher;->getHandler()Landroid/os/Handler;

    move-result-object v0

    move-object/from16 v1, p0

    new-instance v5, Lcom/tidewell/home/TextsToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v5, v1, v14, v9, v10}, Lcom/tidewell/home/TextsToolProvider$$ExternalSyntheticLambda0;-><init>(Lcom/tidewell/home/TextsToolProvider;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    move-object v1, v5

    invoke-virtual {v0, v1}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z

    .line 117
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "message_ref"

    invoke-virtual {v1, v2, v14}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "status"

    const-string v3, "sent"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v3, "put(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v8, v1}, Lcom/tidewell/home/RepliesKt;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v15

    .line 118
    move-object/from16 v0, p0

    invoke-direct {v0}, Lcom/tidewell/home/TextsToolProvider;->getDb()Lcom/tidewell/home/HomeDb;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/tidewell/home/ToolCall;->getRetryKey()Lcom/tidewell/home/RetryKey;

    move-result-object v1

    move-object/from16 v3, p1

    invoke-virtual {v3}, Lcom/tidewell/home/ToolCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v3

    const-string v2, "send_text"

    invoke-virtual {v0, v1, v2, v3, v15}, Lcom/tidewell/home/HomeDb;->record(Lcom/tidewell/home/RetryKey;Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)V

    .line 119
    return-object v15
.end method

.method public static final sendText$lambda$3(Lcom/tidewell/home/TextsToolProvider;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 6

    .line 116
    invoke-direct {p0}, Lcom/tidewell/home/TextsToolProvider;->getDb()Lcom/tidewell/home/HomeDb;

    move-result-object v0

    invoke-static {p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-static {p3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    invoke-virtual {v0, p1, p2, p3, v1}, Lcom/tidewell/home/HomeDb;->recordOutgoing(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)V

    return-void
.end method

.method private final serve(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;
    .registers 15

    .line 30
    invoke-virtual {p0}, Lcom/tidewell/home/TextsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v6, v0

    .line 31
    invoke-static {p2}, Lcom/tidewell/home/ProtocolKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v7

    .line 32
    sget-object v0, Lcom/tidewell/home/Assistants;->INSTANCE:Lcom/tidewell/home/Assistants;

    invoke-virtual {v0, v6, p3}, Lcom/tidewell/home/Assistants;->admit(Landroid/content/Context;I)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    .line 33
    move-object v0, v7

    const-string v1, "PERMISSION_DENIED"

    const-string v2, "This app is not an assistant Tidewell serves."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/tidewell/home/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 32
    :cond_0
    move-object v8, v0

    .line 34
    const-string v1, "negotiate"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const-string v2, "com.tidewell.home.texts"

    const-string v3, "Tidewell Texts"

    invoke-static {p2, p3, v2, v3}, Lcom/tidewell/home/NegotiationKt;->negotiate(Landroid/os/Bundle;ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 35
    :cond_1
    invoke-static {}, Lcom/tidewell/home/ProtocolKt;->getV2_METHODS()Ljava/util/Set;

    move-result-object v0

    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    move-object v0, v7

    const-string v1, "METHOD_NOT_FOUND"

    const-string v2, "Unknown method."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/tidewell/home/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 36
    :cond_2
    invoke-static {p2}, Lcom/tidewell/home/ProtocolKt;->getProtocolVersion(Landroid/os/Bundle;)I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_3

    if-eqz v7, :cond_3

    invoke-static {p2}, Lcom/tidewell/home/ProtocolKt;->getDeadlineAtMs(Landroid/os/Bundle;)J

    move-result-wide v0

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-gtz v0, :cond_4

    .line 37
    :cond_3
    move-object v0, v7

    const-string v1, "INVALID_REQUEST"

    const-string v2, "protocol_version 2, request_id and deadline_at_ms are required."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/tidewell/home/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 39
    :cond_4
    sget-object v0, Lcom/tidewell/home/Sessions;->INSTANCE:Lcom/tidewell/home/Sessions;

    invoke-static {p2}, Lcom/tidewell/home/ProtocolKt;->getSessionToken(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v1

    const-string v3, "com.tidewell.home.texts"

    invoke-virtual {v0, v1, p3, v3}, Lcom/tidewell/home/Sessions;->find(Ljava/lang/String;ILjava/lang/String;)Lcom/tidewell/home/Session;

    move-result-object v0

    if-nez v0, :cond_5

    .line 40
    const-string v1, "NEGOTIATION_REQUIRED"

    const-string v2, "Negotiate a session first."

    const/4 v3, 0x1

    invoke-static {v7, v1, v2, v3}, Lcom/tidewell/home/RepliesKt;->failure(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 41
    :cond_5
    new-instance v9, Lcom/tidewell/home/ToolCall;

    const-string v4, "com.tidewell.home.texts"

    invoke-direct {v9, p3, v8, v4, p2}, Lcom/tidewell/home/ToolCall;-><init>(ILjava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)V

    .line 42
    move-object v10, p1

    invoke-virtual {v10}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "list_tools"

    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_7

    goto :goto_0

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_6

    goto :goto_0

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_8

    goto :goto_0

    .line 43
    :cond_6
    const-string v1, "com.tidewell.home.texts"

    const-string v2, "Tidewell Texts"

    const-string v3, "Your household\'s text messages"

    const-string v4, "[{\"name\":\"texts.read\",\"title\":\"Read your texts\",\"description\":\"Conversations and new replies\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"texts.send\",\"title\":\"Send texts\",\"description\":\"Send a text you approve\",\"access\":\"write\",\"sensitivity\":\"personal\"}]"

    invoke-static {v1, v2, v3, v4}, Lcom/tidewell/home/NegotiationKt;->providerInfo(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v7, v1}, Lcom/tidewell/home/RepliesKt;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 44
    :cond_7
    sget-object v2, Lcom/tidewell/home/TextsToolProvider;->TOOLS:Ljava/util/List;

    sget-object v3, Lcom/tidewell/home/Assistants;->INSTANCE:Lcom/tidewell/home/Assistants;

    invoke-virtual {v3, v8}, Lcom/tidewell/home/Assistants;->scopesOf(Ljava/lang/String;)Ljava/util/Set;

    move-result-object v3

    const-string v1, "texts-7"

    invoke-static {v1, v2, v3}, Lcom/tidewell/home/NegotiationKt;->listing(Ljava/lang/String;Ljava/util/List;Ljava/util/Set;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v7, v1}, Lcom/tidewell/home/RepliesKt;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 45
    :cond_8
    invoke-direct {p0, v9}, Lcom/tidewell/home/TextsToolProvider;->execute(Lcom/tidewell/home/ToolCall;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 46
    :goto_0
    move-object v0, v7

    const-string v1, "UNSUPPORTED_CAPABILITY"

    const-string v2, "Background operations were not negotiated."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/tidewell/home/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    .line 42
    :goto_1
    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x503e73de -> :sswitch_2
        -0xa1e06ed -> :sswitch_1
        0x2a3a6efa -> :sswitch_0
    .end sparse-switch
.end method

.method private final waitForReply(Lcom/tidewell/home/ToolCall;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 22

    .line 83
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/tidewell/home/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v10

    .line 84
    move-object/from16 v0, p2

    const-string v1, "thread_id"

    const-wide/16 v2, -0x1

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v11

    .line 85
    const-wide/16 v2, 0x0

    cmp-long v0, v11, v2

    if-gtz v0, :cond_0

    move-object v0, v10

    const-string v1, "INVALID_ARGS"

    const-string v2, "thread_id must be a conversation id."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/tidewell/home/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 86
    :cond_0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    move-object/from16 v0, p2

    const-string v1, "since_ms"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v13

    .line 87
    move-object/from16 v0, p2

    const-string v1, "wait_ms"

    const-wide/16 v2, 0x7530

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v0

    const-wide/16 v2, 0x0

    const-wide/32 v4, 0xea60

    invoke-static/range {v0 .. v5}, Lkotlin/ranges/RangesKt;->coerceIn(JJJ)J

    move-result-wide v0

    move-object/from16 v2, p1

    invoke-virtual {v2}, Lcom/tidewell/home/ToolCall;->remainingMs()J

    move-result-wide v2

    const-wide/16 v4, 0xc8

    sub-long/2addr v2, v4

    invoke-static {v0, v1, v2, v3}, Ljava/lang/Math;->min(JJ)J

    move-result-wide v15

    .line 88
    new-instance v1, Lcom/tidewell/home/TextsToolProvider$waitForReply$text$1;

    move-wide v2, v15

    move-object/from16 v4, p0

    move-wide v5, v11

    move-wide v7, v13

    const/4 v9, 0x0

    invoke-direct/range {v1 .. v9}, Lcom/tidewell/home/TextsToolProvider$waitForReply$text$1;-><init>(JLcom/tidewell/home/TextsToolProvider;JJLkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    const/4 v0, 0x0

    const/4 v2, 0x1

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;

    move-result-object v17

    check-cast v17, Lcom/tidewell/home/IncomingText;

    .line 89
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "arrived"

    if-eqz v17, :cond_1

    const/4 v2, 0x1

    goto :goto_0

    :cond_1
    const/4 v2, 0x0

    :goto_0
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v18

    .line 90
    if-eqz v17, :cond_2

    move-object/from16 v2, v17

    invoke-virtual {v2}, Lcom/tidewell/home/IncomingText;->toJson()Lorg/json/JSONObject;

    move-result-object v2

    move-object/from16 v0, v18

    const-string v1, "message"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 91
    :cond_2
    move-object/from16 v1, v18

    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object/from16 v1, v18

    invoke-static {v10, v1}, Lcom/tidewell/home/RepliesKt;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    const-string v1, "method"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 25
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v3

    .line 26
    move-object v0, p0

    move-object v1, p1

    move-object v2, p3

    if-nez p3, :cond_0

    new-instance v2, Landroid/os/Bundle;

    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V

    :cond_0
    invoke-direct {v0, v1, v2, v3}, Lcom/tidewell/home/TextsToolProvider;->serve(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 146
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 144
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 145
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 2

    .line 22
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 143
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 147
    const/4 v0, 0x0

    return v0
.end method
