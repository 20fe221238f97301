.class public final Lcom/marginalia/notes/tools/NotesToolProvider;
.super Landroid/content/ContentProvider;
.source "NotesToolProvider.kt"


# static fields
.field public static final Companion:Lcom/marginalia/notes/tools/NotesToolProvider$Companion;

.field public static final SCOPES:Ljava/lang/String; = "[{\"name\":\"notes.read\",\"title\":\"Read notes\",\"description\":\"Search notes and open their attachments\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"notes.write\",\"title\":\"Change notes\",\"description\":\"Create and delete notes and empty the trash\",\"access\":\"write\",\"sensitivity\":\"personal\"}]"

.field private static final TOOLS:Ljava/util/List;


# instance fields
.field private graph:Lcom/marginalia/notes/tools/ToolGraph;


# direct methods
.method static constructor <clinit>()V
    .registers 7

    new-instance v0, Lcom/marginalia/notes/tools/NotesToolProvider$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lcom/marginalia/notes/tools/NotesToolProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/marginalia/notes/tools/NotesToolProvider;->Companion:Lcom/marginalia/notes/tools/NotesToolProvider$Companion;

    .line 150
    const/4 v0, 0x4

    new-array v6, v0, [Lcom/marginalia/notes/tools/ToolSpec;

    new-instance v2, Lcom/marginalia/notes/tools/ToolSpec;

    const-string v4, "notes.read"

    invoke-static {v4}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v4

    const-string v3, "search_notes"

    const-string v5, "{\"name\":\"search_notes\",\"title\":\"Search notes\",\"description\":\"Find notes whose title contains the text\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"text\":{\"type\":\"string\",\"maxLength\":80},\"sort\":{\"type\":\"string\",\"description\":\"ORDER BY of the listing, e.g. title or updated_at DESC\"}},\"required\":[\"text\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"notes\":{\"type\":\"array\"}},\"required\":[\"notes\"]},\"scopes\":[\"notes.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false}}"

    invoke-direct {v2, v3, v4, v5}, Lcom/marginalia/notes/tools/ToolSpec;-><init>(Ljava/lang/String;Ljava/util/List;Ljava/lang/String;)V

    const/4 v1, 0x0

    aput-object v2, v6, v1

    .line 151
    new-instance v2, Lcom/marginalia/notes/tools/ToolSpec;

    const-string v4, "notes.write"

    invoke-static {v4}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v4

    const-string v3, "create_note"

    const-string v5, "{\"name\":\"create_note\",\"title\":\"Create a note\",\"description\":\"Write a new note into a notebook\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"title\":{\"type\":\"string\",\"maxLength\":120},\"body\":{\"type\":\"string\",\"maxLength\":20000},\"notebook\":{\"type\":\"string\",\"maxLength\":60}},\"required\":[\"title\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"integer\"}},\"required\":[\"note_id\"]},\"scopes\":[\"notes.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"low\",\"confirmation\":\"never\",\"idempotent\":false,\"open_world\":false}}"

    invoke-direct {v2, v3, v4, v5}, Lcom/marginalia/notes/tools/ToolSpec;-><init>(Ljava/lang/String;Ljava/util/List;Ljava/lang/String;)V

    const/4 v1, 0x1

    aput-object v2, v6, v1

    .line 152
    new-instance v2, Lcom/marginalia/notes/tools/ToolSpec;

    const-string v4, "notes.write"

    invoke-static {v4}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v4

    const-string v3, "delete_note"

    const-string v5, "{\"name\":\"delete_note\",\"title\":\"Delete a note\",\"description\":\"Delete a note and its attachments for good\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"integer\"}},\"required\":[\"note_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"deleted\":{\"type\":\"boolean\"}},\"required\":[\"deleted\"]},\"scopes\":[\"notes.write\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,\"confirmation\":\"always\",\"open_world\":false}}"

    invoke-direct {v2, v3, v4, v5}, Lcom/marginalia/notes/tools/ToolSpec;-><init>(Ljava/lang/String;Ljava/util/List;Ljava/lang/String;)V

    const/4 v1, 0x2

    aput-object v2, v6, v1

    .line 153
    new-instance v2, Lcom/marginalia/notes/tools/ToolSpec;

    const-string v4, "notes.write"

    invoke-static {v4}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v4

    const-string v3, "empty_trash"

    const-string v5, "{\"name\":\"empty_trash\",\"title\":\"Empty the trash\",\"description\":\"Delete every note in the trash for good\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"confirmed\":{\"type\":\"boolean\",\"description\":\"The user already agreed in the conversation\"}},\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"deleted\":{\"type\":\"integer\"}},\"required\":[\"deleted\"]},\"scopes\":[\"notes.write\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,\"confirmation\":\"always\",\"open_world\":false}}"

    invoke-direct {v2, v3, v4, v5}, Lcom/marginalia/notes/tools/ToolSpec;-><init>(Ljava/lang/String;Ljava/util/List;Ljava/lang/String;)V

    const/4 v1, 0x3

    aput-object v2, v6, v1

    .line 149
    invoke-static {v6}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lcom/marginalia/notes/tools/NotesToolProvider;->TOOLS:Ljava/util/List;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 16
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method

.method public static final synthetic access$getTOOLS$cp()Ljava/util/List;
    .registers 1

    .line 16
    sget-object v0, Lcom/marginalia/notes/tools/NotesToolProvider;->TOOLS:Ljava/util/List;

    return-object v0
.end method

.method private final create(Lcom/marginalia/notes/tools/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 16

    .line 75
    invoke-virtual {p1}, Lcom/marginalia/notes/tools/Call;->getDeadlineAtMs()J

    move-result-wide v6

    .line 76
    sget-object v0, Lcom/marginalia/notes/tools/ReplayStore;->INSTANCE:Lcom/marginalia/notes/tools/ReplayStore;

    invoke-virtual {p1}, Lcom/marginalia/notes/tools/Call;->getReplayKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/marginalia/notes/tools/ReplayStore;->prior(Ljava/lang/String;)Lcom/marginalia/notes/tools/Replay;

    move-result-object v8

    if-eqz v8, :cond_0

    move-object v10, v8

    .line 162
    const/4 v11, 0x0

    .line 76
    invoke-static {v10, p1}, Lcom/marginalia/notes/tools/ToolsKt;->replayOf(Lcom/marginalia/notes/tools/Replay;Lcom/marginalia/notes/tools/Call;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 77
    :cond_0
    const-string v1, "title"

    const-string v2, ""

    invoke-virtual {p2, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "optString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v0

    const/16 v1, 0x78

    invoke-static {v0, v1}, Lkotlin/text/StringsKt;->take(Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v8

    .line 78
    move-object v0, v8

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

    invoke-virtual {p1}, Lcom/marginalia/notes/tools/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "title is required."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/marginalia/notes/tools/ToolsKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 79
    :cond_2
    sget-object v0, Lcom/marginalia/notes/tools/ReplayStore;->INSTANCE:Lcom/marginalia/notes/tools/ReplayStore;

    invoke-virtual {p1}, Lcom/marginalia/notes/tools/Call;->getReplayKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1}, Lcom/marginalia/notes/tools/Call;->getTool()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1}, Lcom/marginalia/notes/tools/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v1, v2, v3}, Lcom/marginalia/notes/tools/ReplayStore;->claim(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 80
    invoke-virtual {p1}, Lcom/marginalia/notes/tools/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "CONFLICT"

    const-string v2, "This request is already running."

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/marginalia/notes/tools/ToolsKt;->failure(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 82
    :cond_3
    iget-object v0, p0, Lcom/marginalia/notes/tools/NotesToolProvider;->graph:Lcom/marginalia/notes/tools/ToolGraph;

    if-nez v0, :cond_4

    const-string v0, "graph"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_4
    invoke-virtual {v0}, Lcom/marginalia/notes/tools/ToolGraph;->createNote()Lcom/marginalia/notes/core/CreateNote;

    move-result-object v9

    .line 84
    :try_start_0
    const-string v3, "body"

    const-string v4, ""

    invoke-virtual {p2, v3, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v4, "optString(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/16 v3, 0x4e20

    invoke-static {v2, v3}, Lkotlin/text/StringsKt;->take(Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v2

    const-string v4, "notebook"

    const-string v5, "Inbox"

    invoke-virtual {p2, v4, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const-string v5, "optString(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/16 v4, 0x3c

    invoke-static {v3, v4}, Lkotlin/text/StringsKt;->take(Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v3

    move-object v0, v9

    move-object v1, v8

    move-wide v4, v6

    invoke-virtual/range {v0 .. v5}, Lcom/marginalia/notes/core/CreateNote;->invoke(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)Ljava/lang/Long;

    move-result-object v11
    :try_end_0
    .catch Landroid/database/sqlite/SQLiteException; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_1

    .line 85
    :catch_0
    move-exception v12

    .line 86
    sget-object v0, Lcom/marginalia/notes/tools/ReplayStore;->INSTANCE:Lcom/marginalia/notes/tools/ReplayStore;

    invoke-virtual {p1}, Lcom/marginalia/notes/tools/Call;->getReplayKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/marginalia/notes/tools/ReplayStore;->release(Ljava/lang/String;)V

    .line 87
    move-object v0, v12

    check-cast v0, Ljava/lang/Throwable;

    invoke-virtual {p1}, Lcom/marginalia/notes/tools/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    const-string v2, "save the note"

    invoke-static {v0, v1, v2}, Lcom/marginalia/notes/tools/ToolsKt;->asInternalError(Ljava/lang/Throwable;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 83
    :goto_1
    move-object v10, v11

    .line 89
    if-nez v10, :cond_5

    .line 90
    sget-object v0, Lcom/marginalia/notes/tools/ReplayStore;->INSTANCE:Lcom/marginalia/notes/tools/ReplayStore;

    invoke-virtual {p1}, Lcom/marginalia/notes/tools/Call;->getReplayKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/marginalia/notes/tools/ReplayStore;->release(Ljava/lang/String;)V

    .line 91
    invoke-virtual {p1}, Lcom/marginalia/notes/tools/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline has passed."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/marginalia/notes/tools/ToolsKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 93
    :cond_5
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v10}, Ljava/lang/Long;->longValue()J

    move-result-wide v2

    const-string v1, "note_id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v11

    .line 94
    sget-object v0, Lcom/marginalia/notes/tools/ReplayStore;->INSTANCE:Lcom/marginalia/notes/tools/ReplayStore;

    invoke-virtual {p1}, Lcom/marginalia/notes/tools/Call;->getReplayKey()Ljava/lang/String;

    move-result-object v1

    invoke-static {v11}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-static {v11}, Lcom/marginalia/notes/tools/ToolsKt;->inline(Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v3

    const-string v2, "success"

    invoke-virtual {v0, v1, v2, v3}, Lcom/marginalia/notes/tools/ReplayStore;->complete(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 95
    invoke-virtual {p1}, Lcom/marginalia/notes/tools/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, v11}, Lcom/marginalia/notes/tools/ToolsKt;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private final delete(Lcom/marginalia/notes/tools/Call;Lorg/json/JSONObject;Lcom/marginalia/notes/tools/Held;)Landroid/os/Bundle;
    .registers 17

    .line 99
    sget-object v0, Lcom/marginalia/notes/tools/ReplayStore;->INSTANCE:Lcom/marginalia/notes/tools/ReplayStore;

    invoke-virtual {p1}, Lcom/marginalia/notes/tools/Call;->getReplayKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/marginalia/notes/tools/ReplayStore;->prior(Ljava/lang/String;)Lcom/marginalia/notes/tools/Replay;

    move-result-object v7

    if-eqz v7, :cond_0

    move-object v9, v7

    .line 162
    const/4 v10, 0x0

    .line 99
    invoke-static {v9, p1}, Lcom/marginalia/notes/tools/ToolsKt;->replayOf(Lcom/marginalia/notes/tools/Replay;Lcom/marginalia/notes/tools/Call;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 100
    :cond_0
    invoke-static {p2}, Lcom/marginalia/notes/tools/ToolsKt;->getNoteId(Lorg/json/JSONObject;)J

    move-result-wide v7

    .line 101
    iget-object v0, p0, Lcom/marginalia/notes/tools/NotesToolProvider;->graph:Lcom/marginalia/notes/tools/ToolGraph;

    if-nez v0, :cond_1

    const-string v0, "graph"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_1
    invoke-virtual {v0, v7, v8}, Lcom/marginalia/notes/tools/ToolGraph;->note(J)Lorg/json/JSONObject;

    move-result-object v0

    if-nez v0, :cond_2

    invoke-virtual {p1}, Lcom/marginalia/notes/tools/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "No such note."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/marginalia/notes/tools/ToolsKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :cond_2
    move-object v9, v0

    .line 102
    move-object/from16 v0, p3

    if-eqz p3, :cond_3

    invoke-virtual {v0}, Lcom/marginalia/notes/tools/Held;->getKind()Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    :cond_3
    const/4 v0, 0x0

    :goto_0
    const-string v1, "confirm"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v10

    .line 103
    if-nez v10, :cond_4

    .line 104
    sget-object v0, Lcom/marginalia/notes/tools/ResumeLedger;->INSTANCE:Lcom/marginalia/notes/tools/ResumeLedger;

    const-string v4, "title"

    invoke-virtual {v9, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Delete the note \""

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, "\" and its attachments; it cannot be restored"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    const-string v2, "confirm"

    invoke-virtual {v0, p1, v2, v3}, Lcom/marginalia/notes/tools/ResumeLedger;->hold(Lcom/marginalia/notes/tools/Call;Ljava/lang/String;Ljava/lang/String;)Lcom/marginalia/notes/tools/Held;

    move-result-object v11

    .line 105
    invoke-virtual {p1}, Lcom/marginalia/notes/tools/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p0}, Lcom/marginalia/notes/tools/NotesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    const/4 v4, 0x0

    const/4 v5, 0x4

    const/4 v6, 0x0

    invoke-static {v2, v11, v4, v5, v6}, Lcom/marginalia/notes/tools/ResolutionsKt;->confirmationIntent$default(Landroid/content/Context;Lcom/marginalia/notes/tools/Held;IILjava/lang/Object;)Landroid/app/PendingIntent;

    move-result-object v2

    invoke-virtual {v11}, Lcom/marginalia/notes/tools/Held;->getToken()Ljava/lang/String;

    move-result-object v3

    const-string v1, "USER_ACTION_REQUIRED"

    invoke-static {v0, v1, v2, v3}, Lcom/marginalia/notes/tools/ToolsKt;->needsUser(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 107
    :cond_4
    invoke-virtual {p1}, Lcom/marginalia/notes/tools/Call;->expired()Z

    move-result v0

    if-eqz v0, :cond_5

    invoke-virtual {p1}, Lcom/marginalia/notes/tools/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline has passed."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/marginalia/notes/tools/ToolsKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 108
    :cond_5
    sget-object v0, Lcom/marginalia/notes/tools/ReplayStore;->INSTANCE:Lcom/marginalia/notes/tools/ReplayStore;

    invoke-virtual {p1}, Lcom/marginalia/notes/tools/Call;->getReplayKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1}, Lcom/marginalia/notes/tools/Call;->getTool()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1}, Lcom/marginalia/notes/tools/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v1, v2, v3}, Lcom/marginalia/notes/tools/ReplayStore;->claim(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_6

    .line 109
    invoke-virtual {p1}, Lcom/marginalia/notes/tools/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "CONFLICT"

    const-string v2, "This request is already running."

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/marginalia/notes/tools/ToolsKt;->failure(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 111
    :cond_6
    iget-object v0, p0, Lcom/marginalia/notes/tools/NotesToolProvider;->graph:Lcom/marginalia/notes/tools/ToolGraph;

    if-nez v0, :cond_7

    const-string v0, "graph"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_7
    invoke-virtual {v0}, Lcom/marginalia/notes/tools/ToolGraph;->deleteNote()Lcom/marginalia/notes/core/DeleteNote;

    move-result-object v11

    .line 112
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "note_id"

    invoke-virtual {v0, v1, v7, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v11, v7, v8, v10}, Lcom/marginalia/notes/core/DeleteNote;->invoke(JZ)Z

    move-result v2

    const-string v1, "deleted"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v12

    .line 113
    sget-object v0, Lcom/marginalia/notes/tools/ReplayStore;->INSTANCE:Lcom/marginalia/notes/tools/ReplayStore;

    invoke-virtual {p1}, Lcom/marginalia/notes/tools/Call;->getReplayKey()Ljava/lang/String;

    move-result-object v1

    invoke-static {v12}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-static {v12}, Lcom/marginalia/notes/tools/ToolsKt;->inline(Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v3

    const-string v2, "success"

    invoke-virtual {v0, v1, v2, v3}, Lcom/marginalia/notes/tools/ReplayStore;->complete(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 114
    invoke-virtual {p1}, Lcom/marginalia/notes/tools/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, v12}, Lcom/marginalia/notes/tools/ToolsKt;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private final emptyTrash(Lcom/marginalia/notes/tools/Call;Lorg/json/JSONObject;Lcom/marginalia/notes/tools/Held;)Landroid/os/Bundle;
    .registers 15

    .line 118
    sget-object v0, Lcom/marginalia/notes/tools/ReplayStore;->INSTANCE:Lcom/marginalia/notes/tools/ReplayStore;

    invoke-virtual {p1}, Lcom/marginalia/notes/tools/Call;->getReplayKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/marginalia/notes/tools/ReplayStore;->prior(Ljava/lang/String;)Lcom/marginalia/notes/tools/Replay;

    move-result-object v7

    if-eqz v7, :cond_0

    move-object v9, v7

    .line 162
    const/4 v10, 0x0

    .line 118
    invoke-static {v9, p1}, Lcom/marginalia/notes/tools/ToolsKt;->replayOf(Lcom/marginalia/notes/tools/Replay;Lcom/marginalia/notes/tools/Call;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 119
    :cond_0
    invoke-virtual {p1}, Lcom/marginalia/notes/tools/Call;->expired()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-virtual {p1}, Lcom/marginalia/notes/tools/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline has passed."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/marginalia/notes/tools/ToolsKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 120
    :cond_1
    sget-object v0, Lcom/marginalia/notes/tools/ReplayStore;->INSTANCE:Lcom/marginalia/notes/tools/ReplayStore;

    invoke-virtual {p1}, Lcom/marginalia/notes/tools/Call;->getReplayKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1}, Lcom/marginalia/notes/tools/Call;->getTool()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1}, Lcom/marginalia/notes/tools/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v1, v2, v3}, Lcom/marginalia/notes/tools/ReplayStore;->claim(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 121
    invoke-virtual {p1}, Lcom/marginalia/notes/tools/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "CONFLICT"

    const-string v2, "This request is already running."

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/marginalia/notes/tools/ToolsKt;->failure(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 123
    :cond_2
    iget-object v0, p0, Lcom/marginalia/notes/tools/NotesToolProvider;->graph:Lcom/marginalia/notes/tools/ToolGraph;

    if-nez v0, :cond_3

    const-string v0, "graph"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_3
    invoke-virtual {v0}, Lcom/marginalia/notes/tools/ToolGraph;->emptyTrash()Lcom/marginalia/notes/core/EmptyTrash;

    move-result-object v7

    .line 124
    move-object v0, v7

    move-object v1, p3

    if-eqz p3, :cond_4

    invoke-virtual {v1}, Lcom/marginalia/notes/tools/Held;->getKind()Ljava/lang/String;

    move-result-object v1

    goto :goto_0

    :cond_4
    const/4 v1, 0x0

    :goto_0
    const-string v2, "confirm"

    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v1

    invoke-static {p2}, Lcom/marginalia/notes/tools/ToolsKt;->getUserConfirmed(Lorg/json/JSONObject;)Z

    move-result v2

    invoke-virtual {v0, v1, v2}, Lcom/marginalia/notes/core/EmptyTrash;->invoke(ZZ)Ljava/lang/Integer;

    move-result-object v8

    .line 125
    if-nez v8, :cond_6

    .line 126
    sget-object v0, Lcom/marginalia/notes/tools/ReplayStore;->INSTANCE:Lcom/marginalia/notes/tools/ReplayStore;

    invoke-virtual {p1}, Lcom/marginalia/notes/tools/Call;->getReplayKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/marginalia/notes/tools/ReplayStore;->release(Ljava/lang/String;)V

    .line 127
    sget-object v0, Lcom/marginalia/notes/tools/ResumeLedger;->INSTANCE:Lcom/marginalia/notes/tools/ResumeLedger;

    iget-object v3, p0, Lcom/marginalia/notes/tools/NotesToolProvider;->graph:Lcom/marginalia/notes/tools/ToolGraph;

    move-object v1, p1

    const-string v2, "confirm"

    if-nez v3, :cond_5

    const-string v3, "graph"

    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v3, 0x0

    :cond_5
    invoke-virtual {v3}, Lcom/marginalia/notes/tools/ToolGraph;->trashedCount()I

    move-result v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Delete the "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v5, " notes in the trash for good"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v1, v2, v3}, Lcom/marginalia/notes/tools/ResumeLedger;->hold(Lcom/marginalia/notes/tools/Call;Ljava/lang/String;Ljava/lang/String;)Lcom/marginalia/notes/tools/Held;

    move-result-object v9

    .line 128
    invoke-virtual {p1}, Lcom/marginalia/notes/tools/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p0}, Lcom/marginalia/notes/tools/NotesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    const/4 v4, 0x0

    const/4 v5, 0x4

    const/4 v6, 0x0

    invoke-static {v2, v9, v4, v5, v6}, Lcom/marginalia/notes/tools/ResolutionsKt;->confirmationIntent$default(Landroid/content/Context;Lcom/marginalia/notes/tools/Held;IILjava/lang/Object;)Landroid/app/PendingIntent;

    move-result-object v2

    invoke-virtual {v9}, Lcom/marginalia/notes/tools/Held;->getToken()Ljava/lang/String;

    move-result-object v3

    const-string v1, "USER_ACTION_REQUIRED"

    invoke-static {v0, v1, v2, v3}, Lcom/marginalia/notes/tools/ToolsKt;->needsUser(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 130
    :cond_6
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v8}, Ljava/lang/Integer;->intValue()I

    move-result v2

    const-string v1, "deleted"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v9

    .line 131
    sget-object v0, Lcom/marginalia/notes/tools/ReplayStore;->INSTANCE:Lcom/marginalia/notes/tools/ReplayStore;

    invoke-virtual {p1}, Lcom/marginalia/notes/tools/Call;->getReplayKey()Ljava/lang/String;

    move-result-object v1

    invoke-static {v9}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-static {v9}, Lcom/marginalia/notes/tools/ToolsKt;->inline(Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v3

    const-string v2, "success"

    invoke-virtual {v0, v1, v2, v3}, Lcom/marginalia/notes/tools/ReplayStore;->complete(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 132
    invoke-virtual {p1}, Lcom/marginalia/notes/tools/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, v9}, Lcom/marginalia/notes/tools/ToolsKt;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private final execute(Lcom/marginalia/notes/tools/Call;Ljava/util/Set;)Landroid/os/Bundle;
    .registers 20

    .line 50
    sget-object v9, Lcom/marginalia/notes/tools/NotesToolProvider;->TOOLS:Ljava/util/List;

    check-cast v9, Ljava/lang/Iterable;

    const/4 v10, 0x0

    .line 158
    invoke-interface {v9}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v11

    :cond_0
    invoke-interface {v11}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v11}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v12

    move-object v0, v12

    check-cast v0, Lcom/marginalia/notes/tools/ToolSpec;

    move-object v13, v0

    const/4 v14, 0x0

    .line 50
    invoke-virtual {v13}, Lcom/marginalia/notes/tools/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/marginalia/notes/tools/Call;->getTool()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    .line 158
    if-eqz v0, :cond_0

    move-object v0, v12

    goto :goto_0

    .line 159
    :cond_1
    const/4 v0, 0x0

    .line 50
    :goto_0
    check-cast v0, Lcom/marginalia/notes/tools/ToolSpec;

    if-nez v0, :cond_2

    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/marginalia/notes/tools/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No such tool."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/marginalia/notes/tools/ToolsKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :cond_2
    move-object v7, v0

    .line 51
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/marginalia/notes/tools/Call;->args()Lorg/json/JSONObject;

    move-result-object v0

    if-nez v0, :cond_3

    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/marginalia/notes/tools/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "args must be a JSON object."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/marginalia/notes/tools/ToolsKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :cond_3
    move-object v8, v0

    .line 52
    sget-object v0, Lcom/marginalia/notes/tools/ResumeLedger;->INSTANCE:Lcom/marginalia/notes/tools/ResumeLedger;

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/marginalia/notes/tools/Call;->getResumeToken()Ljava/lang/String;

    move-result-object v1

    move-object/from16 v2, p1

    invoke-virtual {v0, v1, v2}, Lcom/marginalia/notes/tools/ResumeLedger;->takeFor(Ljava/lang/String;Lcom/marginalia/notes/tools/Call;)Lcom/marginalia/notes/tools/Held;

    move-result-object v9

    .line 53
    invoke-virtual {v7}, Lcom/marginalia/notes/tools/ToolSpec;->getScopes()Ljava/util/List;

    move-result-object v11

    check-cast v11, Ljava/lang/Iterable;

    const/4 v12, 0x0

    .line 160
    invoke-interface {v11}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v13

    :cond_4
    invoke-interface {v13}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_6

    invoke-interface {v13}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v14

    move-object v0, v14

    check-cast v0, Ljava/lang/String;

    move-object v15, v0

    const/16 v16, 0x0

    .line 53
    move-object/from16 v0, p2

    invoke-interface {v0, v15}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    const/4 v0, 0x1

    goto :goto_1

    :cond_5
    const/4 v0, 0x0

    .line 160
    :goto_1
    if-eqz v0, :cond_4

    move-object v0, v14

    goto :goto_2

    .line 161
    :cond_6
    const/4 v0, 0x0

    .line 53
    :goto_2
    check-cast v0, Ljava/lang/String;

    move-object v10, v0

    .line 54
    if-eqz v10, :cond_7

    .line 55
    sget-object v0, Lcom/marginalia/notes/tools/ResumeLedger;->INSTANCE:Lcom/marginalia/notes/tools/ResumeLedger;

    move-object/from16 v3, p1

    invoke-virtual {v3}, Lcom/marginalia/notes/tools/Call;->getPkg()Ljava/lang/String;

    move-result-object v3

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "Let "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v6, " use "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object/from16 v1, p1

    const-string v2, "grant"

    invoke-virtual {v0, v1, v2, v3}, Lcom/marginalia/notes/tools/ResumeLedger;->hold(Lcom/marginalia/notes/tools/Call;Ljava/lang/String;Ljava/lang/String;)Lcom/marginalia/notes/tools/Held;

    move-result-object v11

    .line 56
    sget-object v0, Lcom/marginalia/notes/tools/GrantActivity;->Companion:Lcom/marginalia/notes/tools/GrantActivity$Companion;

    move-object/from16 v1, p0

    invoke-virtual {v1}, Lcom/marginalia/notes/tools/NotesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v0, v1}, Lcom/marginalia/notes/tools/GrantActivity$Companion;->byAction(Landroid/content/Context;)Landroid/content/Intent;

    move-result-object v12

    .line 57
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/marginalia/notes/tools/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/marginalia/notes/tools/NotesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-static {v2, v12, v11, v10}, Lcom/marginalia/notes/tools/ResolutionsKt;->grantIntent(Landroid/content/Context;Landroid/content/Intent;Lcom/marginalia/notes/tools/Held;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v2

    invoke-virtual {v11}, Lcom/marginalia/notes/tools/Held;->getToken()Ljava/lang/String;

    move-result-object v3

    const-string v1, "AUTH_REQUIRED"

    invoke-static {v0, v1, v2, v3}, Lcom/marginalia/notes/tools/ToolsKt;->needsUser(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 59
    :cond_7
    invoke-virtual {v7}, Lcom/marginalia/notes/tools/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v11

    invoke-virtual {v11}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_3

    :sswitch_0
    const-string v1, "create_note"

    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_8

    goto :goto_3

    :sswitch_1
    const-string v1, "delete_note"

    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_9

    goto :goto_3

    :sswitch_2
    const-string v1, "search_notes"

    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_a

    .line 60
    move-object/from16 v0, p0

    move-object/from16 v1, p1

    invoke-direct {v0, v1, v8}, Lcom/marginalia/notes/tools/NotesToolProvider;->search(Lcom/marginalia/notes/tools/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_4

    .line 61
    :cond_8
    move-object/from16 v0, p0

    move-object/from16 v1, p1

    invoke-direct {v0, v1, v8}, Lcom/marginalia/notes/tools/NotesToolProvider;->create(Lcom/marginalia/notes/tools/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_4

    .line 62
    :cond_9
    move-object/from16 v0, p0

    move-object/from16 v1, p1

    invoke-direct {v0, v1, v8, v9}, Lcom/marginalia/notes/tools/NotesToolProvider;->delete(Lcom/marginalia/notes/tools/Call;Lorg/json/JSONObject;Lcom/marginalia/notes/tools/Held;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_4

    .line 63
    :cond_a
    :goto_3
    move-object/from16 v0, p0

    move-object/from16 v1, p1

    invoke-direct {v0, v1, v8, v9}, Lcom/marginalia/notes/tools/NotesToolProvider;->emptyTrash(Lcom/marginalia/notes/tools/Call;Lorg/json/JSONObject;Lcom/marginalia/notes/tools/Held;)Landroid/os/Bundle;

    move-result-object v0

    .line 59
    :goto_4
    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x42e049fa -> :sswitch_1
        -0x1d6dfaab -> :sswitch_0
        0x1b50396a -> :sswitch_2
    .end sparse-switch
.end method

.method private final search(Lcom/marginalia/notes/tools/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 11

    .line 68
    const-string v1, "text"

    const-string v2, ""

    invoke-virtual {p2, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "optString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/16 v1, 0x50

    invoke-static {v0, v1}, Lkotlin/text/StringsKt;->take(Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v5

    .line 69
    iget-object v0, p0, Lcom/marginalia/notes/tools/NotesToolProvider;->graph:Lcom/marginalia/notes/tools/ToolGraph;

    if-nez v0, :cond_0

    const-string v0, "graph"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    invoke-virtual {v0}, Lcom/marginalia/notes/tools/ToolGraph;->searchNotes()Lcom/marginalia/notes/core/SearchNotes;

    move-result-object v6

    .line 70
    invoke-static {p2}, Lcom/marginalia/notes/tools/ToolsKt;->getSortKey(Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v6, v5, v2}, Lcom/marginalia/notes/core/SearchNotes;->invoke(Ljava/lang/String;Ljava/lang/String;)Ljava/util/List;

    move-result-object v7

    .line 71
    invoke-virtual {p1}, Lcom/marginalia/notes/tools/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    new-instance v3, Lorg/json/JSONArray;

    move-object v4, v7

    check-cast v4, Ljava/util/Collection;

    invoke-direct {v3, v4}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v2, "notes"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v3, "put(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0, v1}, Lcom/marginalia/notes/tools/ToolsKt;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private final serve(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;
    .registers 13

    .line 30
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 31
    iget-object v0, p0, Lcom/marginalia/notes/tools/NotesToolProvider;->graph:Lcom/marginalia/notes/tools/ToolGraph;

    if-nez v0, :cond_0

    const-string v0, "graph"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    invoke-virtual {v0}, Lcom/marginalia/notes/tools/ToolGraph;->getGate()Lcom/marginalia/notes/tools/CallerGate;

    move-result-object v0

    invoke-virtual {v0, p3}, Lcom/marginalia/notes/tools/CallerGate;->trustedPackage$app_debug(I)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_1

    .line 32
    move-object v0, v6

    const-string v1, "PERMISSION_DENIED"

    const-string v2, "This app is not a trusted assistant."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/marginalia/notes/tools/ToolsKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 31
    :cond_1
    move-object v7, v0

    .line 33
    const-string v1, "negotiate"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const-string v2, "com.marginalia.notes.tools.notes"

    const-string v3, "Marginalia Notes"

    invoke-static {p2, p3, v2, v3}, Lcom/marginalia/notes/tools/ToolsKt;->negotiate(Landroid/os/Bundle;ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 34
    :cond_2
    invoke-static {}, Lcom/marginalia/notes/tools/ToolsKt;->getMETHODS()Ljava/util/Set;

    move-result-object v0

    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    move-object v0, v6

    const-string v1, "METHOD_NOT_FOUND"

    const-string v2, "Unknown method."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/marginalia/notes/tools/ToolsKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 35
    :cond_3
    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {p2, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_4

    if-nez v6, :cond_5

    .line 36
    :cond_4
    move-object v0, v6

    const-string v1, "INVALID_REQUEST"

    const-string v2, "protocol_version 2 and a request_id are required."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/marginalia/notes/tools/ToolsKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 38
    :cond_5
    sget-object v0, Lcom/marginalia/notes/tools/Sessions;->INSTANCE:Lcom/marginalia/notes/tools/Sessions;

    const-string v2, "session_token"

    invoke-virtual {p2, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v3, "com.marginalia.notes.tools.notes"

    invoke-virtual {v0, v1, p3, v3}, Lcom/marginalia/notes/tools/Sessions;->valid$app_debug(Ljava/lang/String;ILjava/lang/String;)Lcom/marginalia/notes/tools/Session;

    move-result-object v0

    if-nez v0, :cond_6

    .line 39
    const-string v1, "NEGOTIATION_REQUIRED"

    const-string v2, "Negotiate again."

    const/4 v3, 0x1

    invoke-static {v6, v1, v2, v3}, Lcom/marginalia/notes/tools/ToolsKt;->failure(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 40
    :cond_6
    move-object v8, p1

    invoke-virtual {v8}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "list_tools"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_8

    goto :goto_0

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_7

    goto :goto_0

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_9

    goto :goto_0

    .line 41
    :cond_7
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "provider_id"

    const-string v3, "com.marginalia.notes.tools.notes"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "provider_name"

    const-string v3, "Marginalia Notes"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 42
    const-string v2, "description"

    const-string v3, "Search, write and tidy up notes"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    new-instance v3, Lorg/json/JSONArray;

    const-string v5, "[{\"name\":\"notes.read\",\"title\":\"Read notes\",\"description\":\"Search notes and open their attachments\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"notes.write\",\"title\":\"Change notes\",\"description\":\"Create and delete notes and empty the trash\",\"access\":\"write\",\"sensitivity\":\"personal\"}]"

    invoke-direct {v3, v5}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V

    const-string v2, "scopes"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v3, "put(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 41
    invoke-static {v6, v1}, Lcom/marginalia/notes/tools/ToolsKt;->plain(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 43
    :cond_8
    sget-object v2, Lcom/marginalia/notes/tools/NotesToolProvider;->TOOLS:Ljava/util/List;

    const-string v1, "notes-7"

    invoke-static {v1, v2}, Lcom/marginalia/notes/tools/ToolsKt;->listing(Ljava/lang/String;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v6, v1}, Lcom/marginalia/notes/tools/ToolsKt;->plain(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 44
    :cond_9
    new-instance v1, Lcom/marginalia/notes/tools/Call;

    const-string v5, "com.marginalia.notes.tools.notes"

    invoke-direct {v1, p3, v7, v5, p2}, Lcom/marginalia/notes/tools/Call;-><init>(ILjava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)V

    iget-object v2, p0, Lcom/marginalia/notes/tools/NotesToolProvider;->graph:Lcom/marginalia/notes/tools/ToolGraph;

    move-object v0, p0

    if-nez v2, :cond_a

    const-string v2, "graph"

    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v2, 0x0

    :cond_a
    invoke-virtual {v2}, Lcom/marginalia/notes/tools/ToolGraph;->getGate()Lcom/marginalia/notes/tools/CallerGate;

    move-result-object v2

    invoke-virtual {v2, v7}, Lcom/marginalia/notes/tools/CallerGate;->granted(Ljava/lang/String;)Ljava/util/Set;

    move-result-object v2

    invoke-direct {v0, v1, v2}, Lcom/marginalia/notes/tools/NotesToolProvider;->execute(Lcom/marginalia/notes/tools/Call;Ljava/util/Set;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 45
    :goto_0
    move-object v0, v6

    const-string v1, "UNSUPPORTED_CAPABILITY"

    const-string v2, "No background operations were negotiated."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/marginalia/notes/tools/ToolsKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    .line 40
    :goto_1
    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x503e73de -> :sswitch_2
        -0xa1e06ed -> :sswitch_1
        0x2a3a6efa -> :sswitch_0
    .end sparse-switch
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
    invoke-direct {v0, v1, v2, v3}, Lcom/marginalia/notes/tools/NotesToolProvider;->serve(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 144
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 142
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 143
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 4

    .line 20
    sget-object v1, Lcom/marginalia/notes/tools/ToolGraph;->Companion:Lcom/marginalia/notes/tools/ToolGraph$Companion;

    invoke-virtual {p0}, Lcom/marginalia/notes/tools/NotesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v1, v2}, Lcom/marginalia/notes/tools/ToolGraph$Companion;->of(Landroid/content/Context;)Lcom/marginalia/notes/tools/ToolGraph;

    move-result-object v1

    iput-object v1, p0, Lcom/marginalia/notes/tools/NotesToolProvider;->graph:Lcom/marginalia/notes/tools/ToolGraph;

    .line 21
    const/4 v0, 0x1

    return v0
.end method

.method public openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;
    .registers 12

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "mode"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 136
    const-string v1, "r"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    new-instance v0, Ljava/lang/SecurityException;

    const-string v2, "Attachments are read-only."

    invoke-direct {v0, v2}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 137
    :cond_0
    invoke-virtual {p1}, Landroid/net/Uri;->getLastPathSegment()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_1

    invoke-static {v0}, Lkotlin/text/StringsKt;->toLongOrNull(Ljava/lang/String;)Ljava/lang/Long;

    move-result-object v0

    if-eqz v0, :cond_1

    invoke-virtual {v0}, Ljava/lang/Long;->longValue()J

    move-result-wide v0

    goto :goto_0

    :cond_1
    new-instance v0, Ljava/io/FileNotFoundException;

    invoke-virtual {p1}, Landroid/net/Uri;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    :goto_0
    move-wide v7, v0

    .line 138
    iget-object v0, p0, Lcom/marginalia/notes/tools/NotesToolProvider;->graph:Lcom/marginalia/notes/tools/ToolGraph;

    if-nez v0, :cond_2

    const-string v0, "graph"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_2
    move-wide v1, v7

    const-string v3, "notes.read"

    const/4 v4, 0x0

    const/4 v5, 0x4

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lcom/marginalia/notes/tools/ToolGraph;->openAttachment$app_debug$default(Lcom/marginalia/notes/tools/ToolGraph;JLjava/lang/String;IILjava/lang/Object;)Landroid/os/ParcelFileDescriptor;

    move-result-object v0

    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 141
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 145
    const/4 v0, 0x0

    return v0
.end method
