.class public final Lapp/kestrel/notes/cetp/TagNoteTool;
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

    .line 74
    new-instance v1, Lapp/kestrel/notes/cetp/ToolDescriptor;

    .line 75
    const-string v3, "tag_note"

    invoke-static {v3}, Lapp/kestrel/notes/cetp/ToolName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 76
    const/4 v6, 0x2

    new-array v6, v6, [Ljava/lang/String;

    move-object/from16 v18, v6

    const-string v8, "id"

    const/4 v7, 0x0

    aput-object v8, v18, v7

    const-string v8, "tag"

    const/4 v7, 0x1

    aput-object v8, v18, v7

    move-object/from16 v6, v18

    invoke-static {v6}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v6

    const/4 v7, 0x2

    new-array v7, v7, [Lkotlin/Pair;

    move-object/from16 v18, v7

    const-string v9, "id"

    const-string v10, "{\"type\":\"string\",\"pattern\":\"^[0-9]{1,18}$\"}"

    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v9

    const/4 v8, 0x0

    aput-object v9, v18, v8

    const-string v9, "tag"

    const-string v10, "{\"type\":\"string\",\"maxLength\":4000}"

    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v9

    const/4 v8, 0x1

    aput-object v9, v18, v8

    move-object/from16 v7, v18

    invoke-static {v6, v7}, Lapp/kestrel/notes/cetp/DescriptorsKt;->objectSchema(Ljava/util/List;[Lkotlin/Pair;)Ljava/lang/String;

    move-result-object v6

    const-string v8, "notes.write"

    invoke-static {v8}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v8

    .line 77
    new-instance v9, Lapp/kestrel/notes/cetp/Annotations;

    const-string v10, "update"

    const-string v11, "low"

    const-string v12, "never"

    const/4 v13, 0x0

    const/4 v14, 0x1

    const/4 v15, 0x0

    const/16 v16, 0x28

    const/16 v17, 0x0

    invoke-direct/range {v9 .. v17}, Lapp/kestrel/notes/cetp/Annotations;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 74
    move-object v2, v3

    move-object v5, v6

    move-object v7, v8

    move-object v8, v9

    const-string v3, "Tag note"

    const-string v4, "Replaces the tag of one note."

    const-string v6, "{\"type\":\"object\",\"properties\":{\"count\":{\"type\":\"integer\"}},\"required\":[\"count\"]}"

    const/4 v9, 0x0

    invoke-direct/range {v1 .. v9}, Lapp/kestrel/notes/cetp/ToolDescriptor;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lapp/kestrel/notes/cetp/Annotations;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 73
    move-object/from16 v0, p0

    invoke-direct {v0, v1}, Lapp/kestrel/notes/cetp/BaseTool;-><init>(Lapp/kestrel/notes/cetp/ToolDescriptor;)V

    move-object/from16 v1, p1

    move-object/from16 v0, p0

    iput-object v1, v0, Lapp/kestrel/notes/cetp/TagNoteTool;->store:Lapp/kestrel/notes/data/NoteStore;

    return-void
.end method


# virtual methods
.method public encode(I)Lorg/json/JSONObject;
    .registers 5

    .line 87
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "count"

    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public bridge synthetic encode(Ljava/lang/Object;)Lorg/json/JSONObject;
    .registers 4

    .line 73
    move-object v1, p1

    check-cast v1, Ljava/lang/Number;

    invoke-virtual {v1}, Ljava/lang/Number;->intValue()I

    move-result v1

    invoke-virtual {p0, v1}, Lapp/kestrel/notes/cetp/TagNoteTool;->encode(I)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public parse(Landroid/os/Bundle;)Lapp/kestrel/notes/cetp/Retag;
    .registers 9

    const-string v1, "args"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 81
    const-string v1, "id"

    invoke-static {p1, v1}, Lapp/kestrel/notes/cetp/WireKt;->require(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    invoke-static {v0}, Lkotlin/text/StringsKt;->toLongOrNull(Ljava/lang/String;)Ljava/lang/Long;

    move-result-object v0

    if-eqz v0, :cond_0

    invoke-virtual {v0}, Ljava/lang/Long;->longValue()J

    move-result-wide v0

    goto :goto_0

    :cond_0
    new-instance v0, Lapp/kestrel/notes/cetp/MissingArgument;

    const-string v2, "id"

    invoke-direct {v0, v2}, Lapp/kestrel/notes/cetp/MissingArgument;-><init>(Ljava/lang/String;)V

    throw v0

    :goto_0
    move-wide v5, v0

    .line 82
    new-instance v0, Lapp/kestrel/notes/cetp/Retag;

    const-string v4, "tag"

    invoke-static {p1, v4}, Lapp/kestrel/notes/cetp/WireKt;->require(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Ljava/lang/String;

    invoke-direct {v0, v5, v6, v3}, Lapp/kestrel/notes/cetp/Retag;-><init>(JLjava/lang/String;)V

    return-object v0
.end method

.method public bridge synthetic parse(Landroid/os/Bundle;)Ljava/lang/Object;
    .registers 3

    .line 73
    invoke-virtual {p0, p1}, Lapp/kestrel/notes/cetp/TagNoteTool;->parse(Landroid/os/Bundle;)Lapp/kestrel/notes/cetp/Retag;

    move-result-object v0

    return-object v0
.end method

.method public run(Lapp/kestrel/notes/cetp/Retag;)Ljava/lang/Integer;
    .registers 6

    const-string v1, "input"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 85
    iget-object v0, p0, Lapp/kestrel/notes/cetp/TagNoteTool;->store:Lapp/kestrel/notes/data/NoteStore;

    invoke-virtual {p1}, Lapp/kestrel/notes/cetp/Retag;->getId()J

    move-result-wide v1

    invoke-virtual {p1}, Lapp/kestrel/notes/cetp/Retag;->getTag()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v1, v2, v3}, Lapp/kestrel/notes/data/NoteStore;->retag(JLjava/lang/String;)I

    move-result v0

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic run(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    .line 73
    move-object v1, p1

    check-cast v1, Lapp/kestrel/notes/cetp/Retag;

    invoke-virtual {p0, v1}, Lapp/kestrel/notes/cetp/TagNoteTool;->run(Lapp/kestrel/notes/cetp/Retag;)Ljava/lang/Integer;

    move-result-object v0

    return-object v0
.end method
