.class public final Lapp/kestrel/notes/cetp/CreateNoteTool;
.super Lapp/kestrel/notes/cetp/BaseTool;
.source "NotesTools.kt"


# instance fields
.field private final store:Lapp/kestrel/notes/data/NoteStore;


# direct methods
.method public constructor <init>(Lapp/kestrel/notes/data/NoteStore;)V
    .registers 21

    move-object/from16 v0, p1

    const-string v1, "store"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 54
    new-instance v1, Lapp/kestrel/notes/cetp/ToolDescriptor;

    .line 55
    const-string v3, "create_note"

    invoke-static {v3}, Lapp/kestrel/notes/cetp/ToolName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 56
    const/4 v6, 0x2

    new-array v6, v6, [Ljava/lang/String;

    move-object/from16 v18, v6

    const-string v8, "title"

    const/4 v7, 0x0

    aput-object v8, v18, v7

    const-string v8, "body"

    const/4 v7, 0x1

    aput-object v8, v18, v7

    move-object/from16 v6, v18

    invoke-static {v6}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v6

    const/4 v7, 0x3

    new-array v7, v7, [Lkotlin/Pair;

    move-object/from16 v18, v7

    const-string v9, "title"

    const-string v10, "{\"type\":\"string\",\"maxLength\":4000}"

    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v9

    const/4 v8, 0x0

    aput-object v9, v18, v8

    const-string v9, "body"

    const-string v10, "{\"type\":\"string\",\"maxLength\":4000}"

    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v9

    const/4 v8, 0x1

    aput-object v9, v18, v8

    const-string v9, "tag"

    const-string v10, "{\"type\":\"string\",\"maxLength\":4000}"

    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v9

    const/4 v8, 0x2

    aput-object v9, v18, v8

    move-object/from16 v7, v18

    invoke-static {v6, v7}, Lapp/kestrel/notes/cetp/DescriptorsKt;->objectSchema(Ljava/util/List;[Lkotlin/Pair;)Ljava/lang/String;

    move-result-object v6

    .line 57
    const-string v8, "notes.write"

    invoke-static {v8}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v8

    new-instance v9, Lapp/kestrel/notes/cetp/Annotations;

    const-string v10, "create"

    const-string v11, "moderate"

    const-string v12, "provider_policy"

    const/4 v13, 0x0

    const/4 v14, 0x0

    const/4 v15, 0x0

    const/16 v16, 0x38

    const/16 v17, 0x0

    invoke-direct/range {v9 .. v17}, Lapp/kestrel/notes/cetp/Annotations;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 54
    move-object v2, v3

    move-object v5, v6

    move-object v7, v8

    move-object v8, v9

    const-string v3, "Create note"

    const-string v4, "Creates a note with a title, a body and an optional tag."

    const-string v6, "{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"string\"}},\"required\":[\"id\"]}"

    const/4 v9, 0x0

    invoke-direct/range {v1 .. v9}, Lapp/kestrel/notes/cetp/ToolDescriptor;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lapp/kestrel/notes/cetp/Annotations;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 53
    move-object/from16 v0, p0

    invoke-direct {v0, v1}, Lapp/kestrel/notes/cetp/BaseTool;-><init>(Lapp/kestrel/notes/cetp/ToolDescriptor;)V

    move-object/from16 v1, p1

    move-object/from16 v0, p0

    iput-object v1, v0, Lapp/kestrel/notes/cetp/CreateNoteTool;->store:Lapp/kestrel/notes/data/NoteStore;

    return-void
.end method


# virtual methods
.method public encode(J)Lorg/json/JSONObject;
    .registers 6

    .line 68
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v2

    const-string v1, "id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public bridge synthetic encode(Ljava/lang/Object;)Lorg/json/JSONObject;
    .registers 5

    .line 53
    move-object v1, p1

    check-cast v1, Ljava/lang/Number;

    invoke-virtual {v1}, Ljava/lang/Number;->longValue()J

    move-result-wide v1

    invoke-virtual {p0, v1, v2}, Lapp/kestrel/notes/cetp/CreateNoteTool;->encode(J)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public parse(Landroid/os/Bundle;)Lapp/kestrel/notes/cetp/NewNote;
    .registers 9

    const-string v1, "args"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 61
    const-string v1, "title"

    invoke-static {p1, v1}, Lapp/kestrel/notes/cetp/WireKt;->require(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v6

    .line 62
    move-object v0, v6

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

    invoke-virtual {v6}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0xc8

    if-le v0, v1, :cond_2

    :cond_1
    new-instance v0, Lapp/kestrel/notes/cetp/MissingArgument;

    const-string v2, "title"

    invoke-direct {v0, v2}, Lapp/kestrel/notes/cetp/MissingArgument;-><init>(Ljava/lang/String;)V

    throw v0

    .line 63
    :cond_2
    new-instance v0, Lapp/kestrel/notes/cetp/NewNote;

    const-string v4, "body"

    invoke-static {p1, v4}, Lapp/kestrel/notes/cetp/WireKt;->require(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Ljava/lang/String;

    const-string v5, "tag"

    invoke-static {p1, v5}, Lapp/kestrel/notes/cetp/WireKt;->optional(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v4

    check-cast v4, Ljava/lang/String;

    invoke-direct {v0, v6, v3, v4}, Lapp/kestrel/notes/cetp/NewNote;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    return-object v0
.end method

.method public bridge synthetic parse(Landroid/os/Bundle;)Ljava/lang/Object;
    .registers 3

    .line 53
    invoke-virtual {p0, p1}, Lapp/kestrel/notes/cetp/CreateNoteTool;->parse(Landroid/os/Bundle;)Lapp/kestrel/notes/cetp/NewNote;

    move-result-object v0

    return-object v0
.end method

.method public run(Lapp/kestrel/notes/cetp/NewNote;)Ljava/lang/Long;
    .registers 6

    const-string v1, "input"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 66
    iget-object v0, p0, Lapp/kestrel/notes/cetp/CreateNoteTool;->store:Lapp/kestrel/notes/data/NoteStore;

    invoke-virtual {p1}, Lapp/kestrel/notes/cetp/NewNote;->getTitle()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1}, Lapp/kestrel/notes/cetp/NewNote;->getBody()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1}, Lapp/kestrel/notes/cetp/NewNote;->getTag()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v1, v2, v3}, Lapp/kestrel/notes/data/NoteStore;->create(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)J

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic run(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    .line 53
    move-object v1, p1

    check-cast v1, Lapp/kestrel/notes/cetp/NewNote;

    invoke-virtual {p0, v1}, Lapp/kestrel/notes/cetp/CreateNoteTool;->run(Lapp/kestrel/notes/cetp/NewNote;)Ljava/lang/Long;

    move-result-object v0

    return-object v0
.end method
