.class public final Lio/quillkit/notes/core/NoteSerializer;
.super Ljava/lang/Object;
.source "Model.kt"

# interfaces
.implements Lio/quillkit/notes/core/Serializer;


# static fields
.field public static final INSTANCE:Lio/quillkit/notes/core/NoteSerializer;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lio/quillkit/notes/core/NoteSerializer;

    invoke-direct {v0}, Lio/quillkit/notes/core/NoteSerializer;-><init>()V

    sput-object v0, Lio/quillkit/notes/core/NoteSerializer;->INSTANCE:Lio/quillkit/notes/core/NoteSerializer;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 23
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static final encode$lambda$0(Lio/quillkit/notes/core/Note;Lio/quillkit/notes/core/JsonBuilder;)Lkotlin/Unit;
    .registers 6

    const-string v1, "$this$buildJson"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 25
    invoke-virtual {p0}, Lio/quillkit/notes/core/Note;->getId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "id"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 26
    invoke-virtual {p0}, Lio/quillkit/notes/core/Note;->getBook()Ljava/lang/String;

    move-result-object v2

    const-string v1, "book"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 27
    invoke-virtual {p0}, Lio/quillkit/notes/core/Note;->getTitle()Ljava/lang/String;

    move-result-object v2

    const-string v1, "title"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 28
    invoke-virtual {p0}, Lio/quillkit/notes/core/Note;->getBody()Ljava/lang/String;

    move-result-object v2

    const-string v1, "body"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 29
    invoke-virtual {p0}, Lio/quillkit/notes/core/Note;->getCreatedAt()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "created_at"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 30
    invoke-virtual {p0}, Lio/quillkit/notes/core/Note;->getArchived()Z

    move-result v2

    invoke-static {v2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v2

    const-string v1, "archived"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 31
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method


# virtual methods
.method public decode(Lorg/json/JSONObject;)Lio/quillkit/notes/core/Note;
    .registers 13

    const-string v1, "json"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 33
    new-instance v0, Lio/quillkit/notes/core/Note;

    .line 34
    const-string v3, "id"

    invoke-virtual {p1, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v4, "getString(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 35
    const-string v4, "book"

    const-string v5, "inbox"

    invoke-virtual {p1, v4, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const-string v5, "optString(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 36
    const-string v5, "title"

    const-string v6, ""

    invoke-virtual {p1, v5, v6}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    const-string v6, "optString(...)"

    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 37
    const-string v6, "body"

    const-string v7, ""

    invoke-virtual {p1, v6, v7}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    const-string v7, "optString(...)"

    invoke-static {v5, v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 38
    const-string v7, "created_at"

    const-wide/16 v8, 0x0

    invoke-virtual {p1, v7, v8, v9}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v6

    .line 39
    const-string v9, "archived"

    const/4 v10, 0x0

    invoke-virtual {p1, v9, v10}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v8

    .line 33
    move-object v1, v2

    move-object v2, v3

    move-object v3, v4

    move-object v4, v5

    move-wide v5, v6

    move v7, v8

    invoke-direct/range {v0 .. v7}, Lio/quillkit/notes/core/Note;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JZ)V

    .line 40
    return-object v0
.end method

.method public bridge synthetic decode(Lorg/json/JSONObject;)Ljava/lang/Object;
    .registers 3

    .line 23
    invoke-virtual {p0, p1}, Lio/quillkit/notes/core/NoteSerializer;->decode(Lorg/json/JSONObject;)Lio/quillkit/notes/core/Note;

    move-result-object v0

    return-object v0
.end method

.method public encode(Lio/quillkit/notes/core/Note;)Lorg/json/JSONObject;
    .registers 4

    const-string v1, "value"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 24
    new-instance v0, Lio/quillkit/notes/core/NoteSerializer$$ExternalSyntheticLambda0;

    invoke-direct {v0, p1}, Lio/quillkit/notes/core/NoteSerializer$$ExternalSyntheticLambda0;-><init>(Lio/quillkit/notes/core/Note;)V

    invoke-static {v0}, Lio/quillkit/notes/core/JsonKt;->buildJson(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v0

    .line 31
    return-object v0
.end method

.method public bridge synthetic encode(Ljava/lang/Object;)Lorg/json/JSONObject;
    .registers 4

    .line 23
    move-object v1, p1

    check-cast v1, Lio/quillkit/notes/core/Note;

    invoke-virtual {p0, v1}, Lio/quillkit/notes/core/NoteSerializer;->encode(Lio/quillkit/notes/core/Note;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
