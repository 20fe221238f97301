.class public final Lcom/kd/Card;
.super Ljava/lang/Object;
.source "App.kt"

# instance fields
.field private final cls:Ljava/lang/String;
.field private final flags:I


# direct methods
.method public constructor <init>(Ljava/lang/String;I)V
    .registers 5
    const-string v1, "cls"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    iput-object v3, v2, Lcom/kd/Card;->cls:Ljava/lang/String;
    iput v4, v2, Lcom/kd/Card;->flags:I
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;IILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 7
    .line 18
    const/4 v1, 0x2
    and-int v0, v5, v1
    if-eqz v0, :L9
    const/high16 v4, 0x4000000
:L9
    invoke-direct {v2, v3, v4}, Lcom/kd/Card;-><init>(Ljava/lang/String;I)V
    return-void
.end method

.method public static synthetic copy$default(Lcom/kd/Card;Ljava/lang/String;IILjava/lang/Object;)Lcom/kd/Card;
    .registers 7
    const/4 v1, 0x1
    and-int v0, v5, v1
    if-eqz v0, :L11
    iget-object v0, v2, Lcom/kd/Card;->cls:Ljava/lang/String;
    move-object v3, v0
:L11
    const/4 v1, 0x2
    and-int v0, v5, v1
    if-eqz v0, :L22
    iget v0, v2, Lcom/kd/Card;->flags:I
    move v4, v0
:L22
    invoke-virtual {v2, v3, v4}, Lcom/kd/Card;->copy(Ljava/lang/String;I)Lcom/kd/Card;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final getCls()Ljava/lang/String;
    .registers 2
    .line 18
    iget-object v0, v1, Lcom/kd/Card;->cls:Ljava/lang/String;
    return-object v0
.end method

.method public final getFlags()I
    .registers 2
    .line 18
    iget v0, v1, Lcom/kd/Card;->flags:I
    return v0
.end method

.method public final component1()Ljava/lang/String;
    .registers 2
    iget-object v0, v1, Lcom/kd/Card;->cls:Ljava/lang/String;
    return-object v0
.end method

.method public final component2()I
    .registers 2
    iget v0, v1, Lcom/kd/Card;->flags:I
    return v0
.end method

.method public final copy(Ljava/lang/String;I)Lcom/kd/Card;
    .registers 5
    const-string v1, "cls"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/kd/Card;
    invoke-direct {v0, v3, v4}, Lcom/kd/Card;-><init>(Ljava/lang/String;I)V
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 5
    iget-object v0, v4, Lcom/kd/Card;->cls:Ljava/lang/String;
    iget v1, v4, Lcom/kd/Card;->flags:I
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "Card(cls="
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, ", flags="
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v3, ")"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public hashCode()I
    .registers 4
    iget-object v0, v3, Lcom/kd/Card;->cls:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v2
    const/16 v1, 0x1f
    mul-int v0, v2, v1
    iget v1, v3, Lcom/kd/Card;->flags:I
    invoke-static {v1}, Ljava/lang/Integer;->hashCode(I)I
    move-result v1
    add-int v0, v0, v1
    move v2, v0
    return v2
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5
    if-ne v3, v4, :L7
    const/4 v0, 0x1
    return v0
:L7
    instance-of v0, v4, Lcom/kd/Card;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, v4
    check-cast v0, Lcom/kd/Card;
    move-object v2, v0
    iget-object v0, v3, Lcom/kd/Card;->cls:Ljava/lang/String;
    iget-object v1, v2, Lcom/kd/Card;->cls:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
:L37
    iget v0, v3, Lcom/kd/Card;->flags:I
    iget v1, v2, Lcom/kd/Card;->flags:I
    if-eq v0, v1, :L50
    const/4 v0, 0x0
    return v0
:L50
    const/4 v0, 0x1
    return v0
.end method

