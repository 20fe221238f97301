.class public final Lcom/harborfiles/Approval;
.super Ljava/lang/Object;
.source "Resolutions.kt"

# instance fields
.field private final uid:I

.field private final tool:Ljava/lang/String;

.field private final args:Ljava/lang/String;


# direct methods
.method public constructor <init>(ILjava/lang/String;Ljava/lang/String;)V
    .registers 5

    const-string v0, "tool"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "args"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 24
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Lcom/harborfiles/Approval;->uid:I
    iput-object p2, p0, Lcom/harborfiles/Approval;->tool:Ljava/lang/String;
    iput-object p3, p0, Lcom/harborfiles/Approval;->args:Ljava/lang/String;
    return-void
.end method

.method public static synthetic copy$default(Lcom/harborfiles/Approval;ILjava/lang/String;Ljava/lang/String;ILjava/lang/Object;)Lcom/harborfiles/Approval;
    .registers 7

    and-int/lit8 v0, p4, 0x1
    if-eqz v0, :L12
    iget p1, p0, Lcom/harborfiles/Approval;->uid:I
    :L12
    and-int/lit8 v0, p4, 0x2
    if-eqz v0, :L24
    iget-object p2, p0, Lcom/harborfiles/Approval;->tool:Ljava/lang/String;
    :L24
    and-int/lit8 v0, p4, 0x4
    if-eqz v0, :L36
    iget-object p3, p0, Lcom/harborfiles/Approval;->args:Ljava/lang/String;
    :L36
    invoke-virtual {p0, p1, p2, p3}, Lcom/harborfiles/Approval;->copy(ILjava/lang/String;Ljava/lang/String;)Lcom/harborfiles/Approval;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final component1()I
    .registers 2

    iget v0, p0, Lcom/harborfiles/Approval;->uid:I
    return v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lcom/harborfiles/Approval;->tool:Ljava/lang/String;
    return-object v0
.end method

.method public final component3()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lcom/harborfiles/Approval;->args:Ljava/lang/String;
    return-object v0
.end method

.method public final copy(ILjava/lang/String;Ljava/lang/String;)Lcom/harborfiles/Approval;
    .registers 6

    const-string v1, "tool"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/harborfiles/Approval;
    invoke-direct {v0, p1, p2, p3}, Lcom/harborfiles/Approval;-><init>(ILjava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5

    if-ne p0, p1, :L7
    const/4 v0, 0x1
    return v0
    :L7
    instance-of v0, p1, Lcom/harborfiles/Approval;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
    :L16
    move-object v0, p1
    check-cast v0, Lcom/harborfiles/Approval;
    move-object v2, v0
    iget v0, p0, Lcom/harborfiles/Approval;->uid:I
    iget v1, v2, Lcom/harborfiles/Approval;->uid:I
    if-eq v0, v1, :L34
    const/4 v0, 0x0
    return v0
    :L34
    iget-object v0, p0, Lcom/harborfiles/Approval;->tool:Ljava/lang/String;
    iget-object v1, v2, Lcom/harborfiles/Approval;->tool:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L50
    const/4 v0, 0x0
    return v0
    :L50
    iget-object v0, p0, Lcom/harborfiles/Approval;->args:Ljava/lang/String;
    iget-object v1, v2, Lcom/harborfiles/Approval;->args:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L66
    const/4 v0, 0x0
    return v0
    :L66
    const/4 v0, 0x1
    return v0
.end method

.method public final getArgs()Ljava/lang/String;
    .registers 2

    .line 24
    iget-object v0, p0, Lcom/harborfiles/Approval;->args:Ljava/lang/String;
    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 24
    iget-object v0, p0, Lcom/harborfiles/Approval;->tool:Ljava/lang/String;
    return-object v0
.end method

.method public final getUid()I
    .registers 2

    .line 24
    iget v0, p0, Lcom/harborfiles/Approval;->uid:I
    return v0
.end method

.method public hashCode()I
    .registers 4

    iget v0, p0, Lcom/harborfiles/Approval;->uid:I
    invoke-static {v0}, Ljava/lang/Integer;->hashCode(I)I
    move-result v2
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/harborfiles/Approval;->tool:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int v2, v0, v1
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/harborfiles/Approval;->args:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int v2, v0, v1
    return v2
.end method

.method public toString()Ljava/lang/String;
    .registers 6

    iget v0, p0, Lcom/harborfiles/Approval;->uid:I
    iget-object v1, p0, Lcom/harborfiles/Approval;->tool:Ljava/lang/String;
    iget-object v2, p0, Lcom/harborfiles/Approval;->args:Ljava/lang/String;
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "Approval(uid="
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v3
    const-string v4, ", tool="
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    const-string v4, ", args="
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    const-string v4, ")"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
