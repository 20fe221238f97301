.class public final Lio/quillkit/notes/core/Attachment;
.super Ljava/lang/Object;
.source "Model.kt"


# instance fields
.field private final mediaType:Ljava/lang/String;

.field private final modifiedAt:J

.field private final name:Ljava/lang/String;

.field private final noteId:Ljava/lang/String;

.field private final size:J


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JJ)V
    .registers 9

    const-string v0, "name"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "noteId"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "mediaType"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/quillkit/notes/core/Attachment;->name:Ljava/lang/String;

    iput-object p2, p0, Lio/quillkit/notes/core/Attachment;->noteId:Ljava/lang/String;

    iput-object p3, p0, Lio/quillkit/notes/core/Attachment;->mediaType:Ljava/lang/String;

    iput-wide p4, p0, Lio/quillkit/notes/core/Attachment;->size:J

    iput-wide p6, p0, Lio/quillkit/notes/core/Attachment;->modifiedAt:J

    return-void
.end method

.method public static synthetic copy$default(Lio/quillkit/notes/core/Attachment;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JJILjava/lang/Object;)Lio/quillkit/notes/core/Attachment;
    .registers 11

    and-int/lit8 v0, p8, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lio/quillkit/notes/core/Attachment;->name:Ljava/lang/String;

    :cond_0
    and-int/lit8 v0, p8, 0x2

    if-eqz v0, :cond_1

    iget-object p2, p0, Lio/quillkit/notes/core/Attachment;->noteId:Ljava/lang/String;

    :cond_1
    and-int/lit8 v0, p8, 0x4

    if-eqz v0, :cond_2

    iget-object p3, p0, Lio/quillkit/notes/core/Attachment;->mediaType:Ljava/lang/String;

    :cond_2
    and-int/lit8 v0, p8, 0x8

    if-eqz v0, :cond_3

    iget-wide p4, p0, Lio/quillkit/notes/core/Attachment;->size:J

    :cond_3
    and-int/lit8 v0, p8, 0x10

    if-eqz v0, :cond_4

    iget-wide p6, p0, Lio/quillkit/notes/core/Attachment;->modifiedAt:J

    :cond_4
    invoke-virtual/range {p0 .. p7}, Lio/quillkit/notes/core/Attachment;->copy(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JJ)Lio/quillkit/notes/core/Attachment;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lio/quillkit/notes/core/Attachment;->name:Ljava/lang/String;

    return-object v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lio/quillkit/notes/core/Attachment;->noteId:Ljava/lang/String;

    return-object v0
.end method

.method public final component3()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lio/quillkit/notes/core/Attachment;->mediaType:Ljava/lang/String;

    return-object v0
.end method

.method public final component4()J
    .registers 3

    iget-wide v0, p0, Lio/quillkit/notes/core/Attachment;->size:J

    return-wide v0
.end method

.method public final component5()J
    .registers 3

    iget-wide v0, p0, Lio/quillkit/notes/core/Attachment;->modifiedAt:J

    return-wide v0
.end method

.method public final copy(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JJ)Lio/quillkit/notes/core/Attachment;
    .registers 16

    const-string v1, "name"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "noteId"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "mediaType"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lio/quillkit/notes/core/Attachment;

    move-object v1, p1

    move-object v2, p2

    move-object v3, p3

    move-wide v4, p4

    move-wide v6, p6

    invoke-direct/range {v0 .. v7}, Lio/quillkit/notes/core/Attachment;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JJ)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 7

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lio/quillkit/notes/core/Attachment;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lio/quillkit/notes/core/Attachment;

    move-object v4, v0

    iget-object v0, p0, Lio/quillkit/notes/core/Attachment;->name:Ljava/lang/String;

    iget-object v1, v4, Lio/quillkit/notes/core/Attachment;->name:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-object v0, p0, Lio/quillkit/notes/core/Attachment;->noteId:Ljava/lang/String;

    iget-object v1, v4, Lio/quillkit/notes/core/Attachment;->noteId:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget-object v0, p0, Lio/quillkit/notes/core/Attachment;->mediaType:Ljava/lang/String;

    iget-object v1, v4, Lio/quillkit/notes/core/Attachment;->mediaType:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    const/4 v0, 0x0

    return v0

    :cond_4
    iget-wide v0, p0, Lio/quillkit/notes/core/Attachment;->size:J

    iget-wide v2, v4, Lio/quillkit/notes/core/Attachment;->size:J

    cmp-long v0, v0, v2

    if-eqz v0, :cond_5

    const/4 v0, 0x0

    return v0

    :cond_5
    iget-wide v0, p0, Lio/quillkit/notes/core/Attachment;->modifiedAt:J

    iget-wide v2, v4, Lio/quillkit/notes/core/Attachment;->modifiedAt:J

    cmp-long v0, v0, v2

    if-eqz v0, :cond_6

    const/4 v0, 0x0

    return v0

    :cond_6
    const/4 v0, 0x1

    return v0
.end method

.method public final getMediaType()Ljava/lang/String;
    .registers 2

    .line 14
    iget-object v0, p0, Lio/quillkit/notes/core/Attachment;->mediaType:Ljava/lang/String;

    return-object v0
.end method

.method public final getModifiedAt()J
    .registers 3

    .line 14
    iget-wide v0, p0, Lio/quillkit/notes/core/Attachment;->modifiedAt:J

    return-wide v0
.end method

.method public final getName()Ljava/lang/String;
    .registers 2

    .line 14
    iget-object v0, p0, Lio/quillkit/notes/core/Attachment;->name:Ljava/lang/String;

    return-object v0
.end method

.method public final getNoteId()Ljava/lang/String;
    .registers 2

    .line 14
    iget-object v0, p0, Lio/quillkit/notes/core/Attachment;->noteId:Ljava/lang/String;

    return-object v0
.end method

.method public final getSize()J
    .registers 3

    .line 14
    iget-wide v0, p0, Lio/quillkit/notes/core/Attachment;->size:J

    return-wide v0
.end method

.method public hashCode()I
    .registers 5

    iget-object v0, p0, Lio/quillkit/notes/core/Attachment;->name:Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v3

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lio/quillkit/notes/core/Attachment;->noteId:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lio/quillkit/notes/core/Attachment;->mediaType:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-wide v1, p0, Lio/quillkit/notes/core/Attachment;->size:J

    invoke-static {v1, v2}, Ljava/lang/Long;->hashCode(J)I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-wide v1, p0, Lio/quillkit/notes/core/Attachment;->modifiedAt:J

    invoke-static {v1, v2}, Ljava/lang/Long;->hashCode(J)I

    move-result v1

    add-int v3, v0, v1

    return v3
.end method

.method public toString()Ljava/lang/String;
    .registers 10

    iget-object v0, p0, Lio/quillkit/notes/core/Attachment;->name:Ljava/lang/String;

    iget-object v1, p0, Lio/quillkit/notes/core/Attachment;->noteId:Ljava/lang/String;

    iget-object v2, p0, Lio/quillkit/notes/core/Attachment;->mediaType:Ljava/lang/String;

    iget-wide v3, p0, Lio/quillkit/notes/core/Attachment;->size:J

    iget-wide v5, p0, Lio/quillkit/notes/core/Attachment;->modifiedAt:J

    new-instance v7, Ljava/lang/StringBuilder;

    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V

    const-string v8, "Attachment(name="

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v8, ", noteId="

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v8, ", mediaType="

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v8, ", size="

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7, v3, v4}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v8, ", modifiedAt="

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7, v5, v6}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v8, ")"

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
