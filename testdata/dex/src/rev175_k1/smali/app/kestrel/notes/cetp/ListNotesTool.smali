.class public final Lapp/kestrel/notes/cetp/ListNotesTool;
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

    .line 34
    new-instance v1, Lapp/kestrel/notes/cetp/ToolDescriptor;

    .line 35
    const-string v3, "list_notes"

    invoke-static {v3}, Lapp/kestrel/notes/cetp/ToolName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 36
    invoke-static {}, Lkotlin/collections/CollectionsKt;->emptyList()Ljava/util/List;

    move-result-object v6

    const/4 v7, 0x2

    new-array v7, v7, [Lkotlin/Pair;

    move-object/from16 v18, v7

    const-string v9, "tag"

    const-string v10, "{\"type\":\"string\",\"maxLength\":4000}"

    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v9

    const/4 v8, 0x0

    aput-object v9, v18, v8

    const-string v9, "limit"

    const-string v10, "{\"type\":\"integer\",\"minimum\":0}"

    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v9

    const/4 v8, 0x1

    aput-object v9, v18, v8

    move-object/from16 v7, v18

    invoke-static {v6, v7}, Lapp/kestrel/notes/cetp/DescriptorsKt;->objectSchema(Ljava/util/List;[Lkotlin/Pair;)Ljava/lang/String;

    move-result-object v6

    const-string v8, "notes.read"

    invoke-static {v8}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v8

    .line 37
    new-instance v9, Lapp/kestrel/notes/cetp/Annotations;

    const-string v10, "read"

    const-string v11, "low"

    const-string v12, "never"

    const/4 v13, 0x0

    const/4 v14, 0x1

    const/4 v15, 0x0

    const/16 v16, 0x28

    const/16 v17, 0x0

    invoke-direct/range {v9 .. v17}, Lapp/kestrel/notes/cetp/Annotations;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 34
    move-object v2, v3

    move-object v5, v6

    move-object v7, v8

    move-object v8, v9

    const-string v3, "List notes"

    const-string v4, "Lists the newest notes, optionally only those with one tag."

    const-string v6, "{\"type\":\"object\",\"properties\":{\"notes\":{\"type\":\"array\",\"items\":{\"type\":\"object\"}}},\"required\":[\"notes\"]}"

    const/4 v9, 0x0

    invoke-direct/range {v1 .. v9}, Lapp/kestrel/notes/cetp/ToolDescriptor;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lapp/kestrel/notes/cetp/Annotations;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 33
    move-object/from16 v0, p0

    invoke-direct {v0, v1}, Lapp/kestrel/notes/cetp/BaseTool;-><init>(Lapp/kestrel/notes/cetp/ToolDescriptor;)V

    move-object/from16 v1, p1

    move-object/from16 v0, p0

    iput-object v1, v0, Lapp/kestrel/notes/cetp/ListNotesTool;->store:Lapp/kestrel/notes/data/NoteStore;

    return-void
.end method


# virtual methods
.method public encode(Lapp/kestrel/notes/cetp/NoteList;)Lorg/json/JSONObject;
    .registers 4

    const-string v1, "result"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 48
    invoke-virtual {p1}, Lapp/kestrel/notes/cetp/NoteList;->toJson()Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic encode(Ljava/lang/Object;)Lorg/json/JSONObject;
    .registers 4

    .line 33
    move-object v1, p1

    check-cast v1, Lapp/kestrel/notes/cetp/NoteList;

    invoke-virtual {p0, v1}, Lapp/kestrel/notes/cetp/ListNotesTool;->encode(Lapp/kestrel/notes/cetp/NoteList;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public parse(Landroid/os/Bundle;)Lapp/kestrel/notes/cetp/ListQuery;
    .registers 8

    const-string v1, "args"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 41
    const-string v1, "limit"

    invoke-static {p1, v1}, Lapp/kestrel/notes/cetp/WireKt;->optional(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Long;

    if-eqz v0, :cond_0

    invoke-virtual {v0}, Ljava/lang/Long;->longValue()J

    move-result-wide v0

    goto :goto_0

    :cond_0
    const-wide/16 v0, 0x32

    :goto_0
    move-wide v4, v0

    .line 42
    const-wide/16 v0, 0x1

    cmp-long v0, v0, v4

    if-gtz v0, :cond_2

    const-wide/16 v2, 0xc9

    cmp-long v0, v4, v2

    if-gez v0, :cond_1

    const/4 v0, 0x1

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    goto :goto_1

    :cond_2
    const/4 v0, 0x0

    :goto_1
    if-nez v0, :cond_3

    new-instance v0, Lapp/kestrel/notes/cetp/MissingArgument;

    const-string v2, "limit"

    invoke-direct {v0, v2}, Lapp/kestrel/notes/cetp/MissingArgument;-><init>(Ljava/lang/String;)V

    throw v0

    .line 43
    :cond_3
    new-instance v0, Lapp/kestrel/notes/cetp/ListQuery;

    const-string v3, "tag"

    invoke-static {p1, v3}, Lapp/kestrel/notes/cetp/WireKt;->optional(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Ljava/lang/String;

    long-to-int v3, v4

    invoke-direct {v0, v2, v3}, Lapp/kestrel/notes/cetp/ListQuery;-><init>(Ljava/lang/String;I)V

    return-object v0
.end method

.method public bridge synthetic parse(Landroid/os/Bundle;)Ljava/lang/Object;
    .registers 3

    .line 33
    invoke-virtual {p0, p1}, Lapp/kestrel/notes/cetp/ListNotesTool;->parse(Landroid/os/Bundle;)Lapp/kestrel/notes/cetp/ListQuery;

    move-result-object v0

    return-object v0
.end method

.method public run(Lapp/kestrel/notes/cetp/ListQuery;)Lapp/kestrel/notes/cetp/NoteList;
    .registers 7

    const-string v1, "input"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 46
    new-instance v0, Lapp/kestrel/notes/cetp/NoteList;

    iget-object v2, p0, Lapp/kestrel/notes/cetp/ListNotesTool;->store:Lapp/kestrel/notes/data/NoteStore;

    invoke-virtual {p1}, Lapp/kestrel/notes/cetp/ListQuery;->getTag()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p1}, Lapp/kestrel/notes/cetp/ListQuery;->getLimit()I

    move-result v4

    invoke-virtual {v2, v3, v4}, Lapp/kestrel/notes/data/NoteStore;->list(Ljava/lang/String;I)Ljava/util/List;

    move-result-object v2

    invoke-direct {v0, v2}, Lapp/kestrel/notes/cetp/NoteList;-><init>(Ljava/util/List;)V

    return-object v0
.end method

.method public bridge synthetic run(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    .line 33
    move-object v1, p1

    check-cast v1, Lapp/kestrel/notes/cetp/ListQuery;

    invoke-virtual {p0, v1}, Lapp/kestrel/notes/cetp/ListNotesTool;->run(Lapp/kestrel/notes/cetp/ListQuery;)Lapp/kestrel/notes/cetp/NoteList;

    move-result-object v0

    return-object v0
.end method
