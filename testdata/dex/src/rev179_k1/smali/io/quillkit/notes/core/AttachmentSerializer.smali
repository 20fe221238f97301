.class public final Lio/quillkit/notes/core/AttachmentSerializer;
.super Ljava/lang/Object;
.source "Model.kt"

# interfaces
.implements Lio/quillkit/notes/core/Serializer;


# static fields
.field public static final INSTANCE:Lio/quillkit/notes/core/AttachmentSerializer;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lio/quillkit/notes/core/AttachmentSerializer;

    invoke-direct {v0}, Lio/quillkit/notes/core/AttachmentSerializer;-><init>()V

    sput-object v0, Lio/quillkit/notes/core/AttachmentSerializer;->INSTANCE:Lio/quillkit/notes/core/AttachmentSerializer;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 43
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static final encode$lambda$0(Lio/quillkit/notes/core/Attachment;Lio/quillkit/notes/core/JsonBuilder;)Lkotlin/Unit;
    .registers 6

    const-string v1, "$this$buildJson"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 45
    invoke-virtual {p0}, Lio/quillkit/notes/core/Attachment;->getName()Ljava/lang/String;

    move-result-object v2

    const-string v1, "name"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 46
    invoke-virtual {p0}, Lio/quillkit/notes/core/Attachment;->getNoteId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "note_id"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 47
    invoke-virtual {p0}, Lio/quillkit/notes/core/Attachment;->getMediaType()Ljava/lang/String;

    move-result-object v2

    const-string v1, "media_type"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 48
    invoke-virtual {p0}, Lio/quillkit/notes/core/Attachment;->getSize()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "size_bytes"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 49
    invoke-virtual {p0}, Lio/quillkit/notes/core/Attachment;->getModifiedAt()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "modified_at"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 50
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method


# virtual methods
.method public decode(Lorg/json/JSONObject;)Lio/quillkit/notes/core/Attachment;
    .registers 13

    const-string v1, "json"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 52
    new-instance v0, Lio/quillkit/notes/core/Attachment;

    .line 53
    const-string v3, "name"

    invoke-virtual {p1, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v4, "getString(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 54
    const-string v4, "note_id"

    const-string v5, ""

    invoke-virtual {p1, v4, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const-string v5, "optString(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 55
    const-string v5, "media_type"

    const-string v6, "application/octet-stream"

    invoke-virtual {p1, v5, v6}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    const-string v6, "optString(...)"

    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 56
    const-string v6, "size_bytes"

    const-wide/16 v7, 0x0

    invoke-virtual {p1, v6, v7, v8}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v5

    .line 57
    const-string v8, "modified_at"

    const-wide/16 v9, 0x0

    invoke-virtual {p1, v8, v9, v10}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v7

    .line 52
    move-object v1, v2

    move-object v2, v3

    move-object v3, v4

    move-wide v4, v5

    move-wide v6, v7

    invoke-direct/range {v0 .. v7}, Lio/quillkit/notes/core/Attachment;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JJ)V

    .line 58
    return-object v0
.end method

.method public bridge synthetic decode(Lorg/json/JSONObject;)Ljava/lang/Object;
    .registers 3

    .line 43
    invoke-virtual {p0, p1}, Lio/quillkit/notes/core/AttachmentSerializer;->decode(Lorg/json/JSONObject;)Lio/quillkit/notes/core/Attachment;

    move-result-object v0

    return-object v0
.end method

.method public encode(Lio/quillkit/notes/core/Attachment;)Lorg/json/JSONObject;
    .registers 4

    const-string v1, "value"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 44
    new-instance v0, Lio/quillkit/notes/core/AttachmentSerializer$$ExternalSyntheticLambda0;

    invoke-direct {v0, p1}, Lio/quillkit/notes/core/AttachmentSerializer$$ExternalSyntheticLambda0;-><init>(Lio/quillkit/notes/core/Attachment;)V

    invoke-static {v0}, Lio/quillkit/notes/core/JsonKt;->buildJson(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v0

    .line 50
    return-object v0
.end method

.method public bridge synthetic encode(Ljava/lang/Object;)Lorg/json/JSONObject;
    .registers 4

    .line 43
    move-object v1, p1

    check-cast v1, Lio/quillkit/notes/core/Attachment;

    invoke-virtual {p0, v1}, Lio/quillkit/notes/core/AttachmentSerializer;->encode(Lio/quillkit/notes/core/Attachment;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
