.class public final Lio/quillkit/notes/core/ModelKt;
.super Ljava/lang/Object;
.source "Model.kt"


# static fields
.field public static final DAY_MS:J = 0x5265c00L


# direct methods
.method public static final ageDays(Lio/quillkit/notes/core/Note;J)J
    .registers 7

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 17
    invoke-virtual {p0}, Lio/quillkit/notes/core/Note;->getCreatedAt()J

    move-result-wide v2

    sub-long v0, p1, v2

    const-wide/32 v2, 0x5265c00

    div-long/2addr v0, v2

    return-wide v0
.end method

.method public static final isText(Lio/quillkit/notes/core/Attachment;)Z
    .registers 6

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 19
    invoke-virtual {p0}, Lio/quillkit/notes/core/Attachment;->getMediaType()Ljava/lang/String;

    move-result-object v0

    const-string v1, "text/"

    const/4 v2, 0x0

    const/4 v3, 0x2

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lkotlin/text/StringsKt;->startsWith$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Z

    move-result v0

    return v0
.end method
