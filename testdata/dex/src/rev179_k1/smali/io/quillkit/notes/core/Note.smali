.class public final Lio/quillkit/notes/core/Note;
.super Ljava/lang/Object;
.source "Model.kt"


# instance fields
.field private final archived:Z

.field private final body:Ljava/lang/String;

.field private final book:Ljava/lang/String;

.field private final createdAt:J

.field private final id:Ljava/lang/String;

.field private final title:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JZ)V
    .registers 9

    const-string v0, "id"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "book"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "title"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "body"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 6
    iput-object p1, p0, Lio/quillkit/notes/core/Note;->id:Ljava/lang/String;

    .line 7
    iput-object p2, p0, Lio/quillkit/notes/core/Note;->book:Ljava/lang/String;

    .line 8
    iput-object p3, p0, Lio/quillkit/notes/core/Note;->title:Ljava/lang/String;

    .line 9
    iput-object p4, p0, Lio/quillkit/notes/core/Note;->body:Ljava/lang/String;

    .line 10
    iput-wide p5, p0, Lio/quillkit/notes/core/Note;->createdAt:J

    .line 11
    iput-boolean p7, p0, Lio/quillkit/notes/core/Note;->archived:Z

    .line 5
    return-void
.end method

.method public static synthetic copy$default(Lio/quillkit/notes/core/Note;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JZILjava/lang/Object;)Lio/quillkit/notes/core/Note;
    .registers 11

    and-int/lit8 v0, p8, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lio/quillkit/notes/core/Note;->id:Ljava/lang/String;

    :cond_0
    and-int/lit8 v0, p8, 0x2

    if-eqz v0, :cond_1

    iget-object p2, p0, Lio/quillkit/notes/core/Note;->book:Ljava/lang/String;

    :cond_1
    and-int/lit8 v0, p8, 0x4

    if-eqz v0, :cond_2

    iget-object p3, p0, Lio/quillkit/notes/core/Note;->title:Ljava/lang/String;

    :cond_2
    and-int/lit8 v0, p8, 0x8

    if-eqz v0, :cond_3

    iget-object p4, p0, Lio/quillkit/notes/core/Note;->body:Ljava/lang/String;

    :cond_3
    and-int/lit8 v0, p8, 0x10

    if-eqz v0, :cond_4

    iget-wide p5, p0, Lio/quillkit/notes/core/Note;->createdAt:J

    :cond_4
    and-int/lit8 v0, p8, 0x20

    if-eqz v0, :cond_5

    iget-boolean p7, p0, Lio/quillkit/notes/core/Note;->archived:Z

    :cond_5
    invoke-virtual/range {p0 .. p7}, Lio/quillkit/notes/core/Note;->copy(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JZ)Lio/quillkit/notes/core/Note;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lio/quillkit/notes/core/Note;->id:Ljava/lang/String;

    return-object v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lio/quillkit/notes/core/Note;->book:Ljava/lang/String;

    return-object v0
.end method

.method public final component3()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lio/quillkit/notes/core/Note;->title:Ljava/lang/String;

    return-object v0
.end method

.method public final component4()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lio/quillkit/notes/core/Note;->body:Ljava/lang/String;

    return-object v0
.end method

.method public final component5()J
    .registers 3

    iget-wide v0, p0, Lio/quillkit/notes/core/Note;->createdAt:J

    return-wide v0
.end method

.method public final component6()Z
    .registers 2

    iget-boolean v0, p0, Lio/quillkit/notes/core/Note;->archived:Z

    return v0
.end method

.method public final copy(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JZ)Lio/quillkit/notes/core/Note;
    .registers 16

    const-string v1, "id"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "book"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "title"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "body"

    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lio/quillkit/notes/core/Note;

    move-object v1, p1

    move-object v2, p2

    move-object v3, p3

    move-object v4, p4

    move-wide v5, p5

    move v7, p7

    invoke-direct/range {v0 .. v7}, Lio/quillkit/notes/core/Note;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JZ)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 7

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lio/quillkit/notes/core/Note;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lio/quillkit/notes/core/Note;

    move-object v4, v0

    iget-object v0, p0, Lio/quillkit/notes/core/Note;->id:Ljava/lang/String;

    iget-object v1, v4, Lio/quillkit/notes/core/Note;->id:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-object v0, p0, Lio/quillkit/notes/core/Note;->book:Ljava/lang/String;

    iget-object v1, v4, Lio/quillkit/notes/core/Note;->book:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget-object v0, p0, Lio/quillkit/notes/core/Note;->title:Ljava/lang/String;

    iget-object v1, v4, Lio/quillkit/notes/core/Note;->title:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    const/4 v0, 0x0

    return v0

    :cond_4
    iget-object v0, p0, Lio/quillkit/notes/core/Note;->body:Ljava/lang/String;

    iget-object v1, v4, Lio/quillkit/notes/core/Note;->body:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    const/4 v0, 0x0

    return v0

    :cond_5
    iget-wide v0, p0, Lio/quillkit/notes/core/Note;->createdAt:J

    iget-wide v2, v4, Lio/quillkit/notes/core/Note;->createdAt:J

    cmp-long v0, v0, v2

    if-eqz v0, :cond_6

    const/4 v0, 0x0

    return v0

    :cond_6
    iget-boolean v0, p0, Lio/quillkit/notes/core/Note;->archived:Z

    iget-boolean v1, v4, Lio/quillkit/notes/core/Note;->archived:Z

    if-eq v0, v1, :cond_7

    const/4 v0, 0x0

    return v0

    :cond_7
    const/4 v0, 0x1

    return v0
.end method

.method public final getArchived()Z
    .registers 2

    .line 11
    iget-boolean v0, p0, Lio/quillkit/notes/core/Note;->archived:Z

    return v0
.end method

.method public final getBody()Ljava/lang/String;
    .registers 2

    .line 9
    iget-object v0, p0, Lio/quillkit/notes/core/Note;->body:Ljava/lang/String;

    return-object v0
.end method

.method public final getBook()Ljava/lang/String;
    .registers 2

    .line 7
    iget-object v0, p0, Lio/quillkit/notes/core/Note;->book:Ljava/lang/String;

    return-object v0
.end method

.method public final getCreatedAt()J
    .registers 3

    .line 10
    iget-wide v0, p0, Lio/quillkit/notes/core/Note;->createdAt:J

    return-wide v0
.end method

.method public final getId()Ljava/lang/String;
    .registers 2

    .line 6
    iget-object v0, p0, Lio/quillkit/notes/core/Note;->id:Ljava/lang/String;

    return-object v0
.end method

.method public final getTitle()Ljava/lang/String;
    .registers 2

    .line 8
    iget-object v0, p0, Lio/quillkit/notes/core/Note;->title:Ljava/lang/String;

    return-object v0
.end method

.method public hashCode()I
    .registers 5

    iget-object v0, p0, Lio/quillkit/notes/core/Note;->id:Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v3

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lio/quillkit/notes/core/Note;->book:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lio/quillkit/notes/core/Note;->title:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lio/quillkit/notes/core/Note;->body:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-wide v1, p0, Lio/quillkit/notes/core/Note;->createdAt:J

    invoke-static {v1, v2}, Ljava/lang/Long;->hashCode(J)I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-boolean v1, p0, Lio/quillkit/notes/core/Note;->archived:Z

    invoke-static {v1}, Ljava/lang/Boolean;->hashCode(Z)I

    move-result v1

    add-int v3, v0, v1

    return v3
.end method

.method public toString()Ljava/lang/String;
    .registers 10

    iget-object v0, p0, Lio/quillkit/notes/core/Note;->id:Ljava/lang/String;

    iget-object v1, p0, Lio/quillkit/notes/core/Note;->book:Ljava/lang/String;

    iget-object v2, p0, Lio/quillkit/notes/core/Note;->title:Ljava/lang/String;

    iget-object v3, p0, Lio/quillkit/notes/core/Note;->body:Ljava/lang/String;

    iget-wide v4, p0, Lio/quillkit/notes/core/Note;->createdAt:J

    iget-boolean v6, p0, Lio/quillkit/notes/core/Note;->archived:Z

    new-instance v7, Ljava/lang/StringBuilder;

    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V

    const-string v8, "Note(id="

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v8, ", book="

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v8, ", title="

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v8, ", body="

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v8, ", createdAt="

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7, v4, v5}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v8, ", archived="

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7, v6}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;

    const-string v8, ")"

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
