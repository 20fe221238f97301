.class public final Lapp/kestrel/notes/cetp/NoteList;
.super Ljava/lang/Object;
.source "NotesTools.kt"

# interfaces
.implements Lapp/kestrel/notes/cetp/JsonEncodable;


# instance fields
.field private final rows:Ljava/util/List;


# direct methods
.method public constructor <init>(Ljava/util/List;)V
    .registers 3

    const-string v0, "rows"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 27
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/kestrel/notes/cetp/NoteList;->rows:Ljava/util/List;

    return-void
.end method


# virtual methods
.method public final getRows()Ljava/util/List;
    .registers 2

    .line 27
    iget-object v0, p0, Lapp/kestrel/notes/cetp/NoteList;->rows:Ljava/util/List;

    return-object v0
.end method

.method public toJson()Lorg/json/JSONObject;
    .registers 4

    .line 28
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lapp/kestrel/notes/cetp/NoteList;->rows:Ljava/util/List;

    check-cast v2, Ljava/lang/Iterable;

    invoke-static {v2}, Lapp/kestrel/notes/cetp/WireKt;->toJsonArray(Ljava/lang/Iterable;)Lorg/json/JSONArray;

    move-result-object v2

    const-string v1, "notes"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method
