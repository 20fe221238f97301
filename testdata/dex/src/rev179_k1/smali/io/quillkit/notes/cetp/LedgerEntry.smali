.class public final Lio/quillkit/notes/cetp/LedgerEntry;
.super Ljava/lang/Object;
.source "Ledger.kt"


# instance fields
.field private final argsDigest:Ljava/lang/String;

.field private final done:Z

.field private final result:Lorg/json/JSONObject;

.field private final tool:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;ZLorg/json/JSONObject;)V
    .registers 6

    const-string v0, "tool"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "argsDigest"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/quillkit/notes/cetp/LedgerEntry;->tool:Ljava/lang/String;

    iput-object p2, p0, Lio/quillkit/notes/cetp/LedgerEntry;->argsDigest:Ljava/lang/String;

    iput-boolean p3, p0, Lio/quillkit/notes/cetp/LedgerEntry;->done:Z

    iput-object p4, p0, Lio/quillkit/notes/cetp/LedgerEntry;->result:Lorg/json/JSONObject;

    return-void
.end method

.method public static synthetic copy$default(Lio/quillkit/notes/cetp/LedgerEntry;Ljava/lang/String;Ljava/lang/String;ZLorg/json/JSONObject;ILjava/lang/Object;)Lio/quillkit/notes/cetp/LedgerEntry;
    .registers 8

    and-int/lit8 v0, p5, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lio/quillkit/notes/cetp/LedgerEntry;->tool:Ljava/lang/String;

    :cond_0
    and-int/lit8 v0, p5, 0x2

    if-eqz v0, :cond_1

    iget-object p2, p0, Lio/quillkit/notes/cetp/LedgerEntry;->argsDigest:Ljava/lang/String;

    :cond_1
    and-int/lit8 v0, p5, 0x4

    if-eqz v0, :cond_2

    iget-boolean p3, p0, Lio/quillkit/notes/cetp/LedgerEntry;->done:Z

    :cond_2
    and-int/lit8 v0, p5, 0x8

    if-eqz v0, :cond_3

    iget-object p4, p0, Lio/quillkit/notes/cetp/LedgerEntry;->result:Lorg/json/JSONObject;

    :cond_3
    invoke-virtual {p0, p1, p2, p3, p4}, Lio/quillkit/notes/cetp/LedgerEntry;->copy(Ljava/lang/String;Ljava/lang/String;ZLorg/json/JSONObject;)Lio/quillkit/notes/cetp/LedgerEntry;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lio/quillkit/notes/cetp/LedgerEntry;->tool:Ljava/lang/String;

    return-object v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lio/quillkit/notes/cetp/LedgerEntry;->argsDigest:Ljava/lang/String;

    return-object v0
.end method

.method public final component3()Z
    .registers 2

    iget-boolean v0, p0, Lio/quillkit/notes/cetp/LedgerEntry;->done:Z

    return v0
.end method

.method public final component4()Lorg/json/JSONObject;
    .registers 2

    iget-object v0, p0, Lio/quillkit/notes/cetp/LedgerEntry;->result:Lorg/json/JSONObject;

    return-object v0
.end method

.method public final copy(Ljava/lang/String;Ljava/lang/String;ZLorg/json/JSONObject;)Lio/quillkit/notes/cetp/LedgerEntry;
    .registers 7

    const-string v1, "tool"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "argsDigest"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lio/quillkit/notes/cetp/LedgerEntry;

    invoke-direct {v0, p1, p2, p3, p4}, Lio/quillkit/notes/cetp/LedgerEntry;-><init>(Ljava/lang/String;Ljava/lang/String;ZLorg/json/JSONObject;)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lio/quillkit/notes/cetp/LedgerEntry;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lio/quillkit/notes/cetp/LedgerEntry;

    move-object v2, v0

    iget-object v0, p0, Lio/quillkit/notes/cetp/LedgerEntry;->tool:Ljava/lang/String;

    iget-object v1, v2, Lio/quillkit/notes/cetp/LedgerEntry;->tool:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-object v0, p0, Lio/quillkit/notes/cetp/LedgerEntry;->argsDigest:Ljava/lang/String;

    iget-object v1, v2, Lio/quillkit/notes/cetp/LedgerEntry;->argsDigest:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget-boolean v0, p0, Lio/quillkit/notes/cetp/LedgerEntry;->done:Z

    iget-boolean v1, v2, Lio/quillkit/notes/cetp/LedgerEntry;->done:Z

    if-eq v0, v1, :cond_4

    const/4 v0, 0x0

    return v0

    :cond_4
    iget-object v0, p0, Lio/quillkit/notes/cetp/LedgerEntry;->result:Lorg/json/JSONObject;

    iget-object v1, v2, Lio/quillkit/notes/cetp/LedgerEntry;->result:Lorg/json/JSONObject;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    const/4 v0, 0x0

    return v0

    :cond_5
    const/4 v0, 0x1

    return v0
.end method

.method public final getArgsDigest()Ljava/lang/String;
    .registers 2

    .line 12
    iget-object v0, p0, Lio/quillkit/notes/cetp/LedgerEntry;->argsDigest:Ljava/lang/String;

    return-object v0
.end method

.method public final getDone()Z
    .registers 2

    .line 12
    iget-boolean v0, p0, Lio/quillkit/notes/cetp/LedgerEntry;->done:Z

    return v0
.end method

.method public final getResult()Lorg/json/JSONObject;
    .registers 2

    .line 12
    iget-object v0, p0, Lio/quillkit/notes/cetp/LedgerEntry;->result:Lorg/json/JSONObject;

    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 12
    iget-object v0, p0, Lio/quillkit/notes/cetp/LedgerEntry;->tool:Ljava/lang/String;

    return-object v0
.end method

.method public hashCode()I
    .registers 4

    iget-object v0, p0, Lio/quillkit/notes/cetp/LedgerEntry;->tool:Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v2

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lio/quillkit/notes/cetp/LedgerEntry;->argsDigest:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-boolean v1, p0, Lio/quillkit/notes/cetp/LedgerEntry;->done:Z

    invoke-static {v1}, Ljava/lang/Boolean;->hashCode(Z)I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lio/quillkit/notes/cetp/LedgerEntry;->result:Lorg/json/JSONObject;

    if-nez v1, :cond_0

    const/4 v1, 0x0

    goto :goto_0

    :cond_0
    iget-object v1, p0, Lio/quillkit/notes/cetp/LedgerEntry;->result:Lorg/json/JSONObject;

    invoke-virtual {v1}, Lorg/json/JSONObject;->hashCode()I

    move-result v1

    :goto_0
    add-int v2, v0, v1

    return v2
.end method

.method public toString()Ljava/lang/String;
    .registers 7

    iget-object v0, p0, Lio/quillkit/notes/cetp/LedgerEntry;->tool:Ljava/lang/String;

    iget-object v1, p0, Lio/quillkit/notes/cetp/LedgerEntry;->argsDigest:Ljava/lang/String;

    iget-boolean v2, p0, Lio/quillkit/notes/cetp/LedgerEntry;->done:Z

    iget-object v3, p0, Lio/quillkit/notes/cetp/LedgerEntry;->result:Lorg/json/JSONObject;

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "LedgerEntry(tool="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, ", argsDigest="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, ", done="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;

    const-string v5, ", result="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v5, ")"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
