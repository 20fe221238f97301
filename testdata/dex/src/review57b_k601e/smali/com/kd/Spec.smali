.class public final Lcom/kd/Spec;
.super Ljava/lang/Object;
.source "App.kt"

# instance fields
.field private final cls:Ljava/lang/String;
.field private final flags:I
.field private final code:I


# direct methods
.method public constructor <init>(Ljava/lang/String;II)V
    .registers 6
    const-string v1, "cls"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    iput-object v3, v2, Lcom/kd/Spec;->cls:Ljava/lang/String;
    iput v4, v2, Lcom/kd/Spec;->flags:I
    iput v5, v2, Lcom/kd/Spec;->code:I
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;IIILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 8
    .line 15
    const/4 v1, 0x2
    and-int v0, v6, v1
    if-eqz v0, :L10
    const/high16 v4, 0x4000000
:L10
    const/4 v1, 0x4
    and-int v0, v6, v1
    if-eqz v0, :L19
    const/4 v5, 0x0
:L19
    invoke-direct {v2, v3, v4, v5}, Lcom/kd/Spec;-><init>(Ljava/lang/String;II)V
    return-void
.end method

.method public static synthetic copy$default(Lcom/kd/Spec;Ljava/lang/String;IIILjava/lang/Object;)Lcom/kd/Spec;
    .registers 8
    const/4 v1, 0x1
    and-int v0, v6, v1
    if-eqz v0, :L12
    iget-object v0, v2, Lcom/kd/Spec;->cls:Ljava/lang/String;
    move-object v3, v0
:L12
    const/4 v1, 0x2
    and-int v0, v6, v1
    if-eqz v0, :L24
    iget v0, v2, Lcom/kd/Spec;->flags:I
    move v4, v0
:L24
    const/4 v1, 0x4
    and-int v0, v6, v1
    if-eqz v0, :L36
    iget v0, v2, Lcom/kd/Spec;->code:I
    move v5, v0
:L36
    invoke-virtual {v2, v3, v4, v5}, Lcom/kd/Spec;->copy(Ljava/lang/String;II)Lcom/kd/Spec;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final getCls()Ljava/lang/String;
    .registers 2
    .line 15
    iget-object v0, v1, Lcom/kd/Spec;->cls:Ljava/lang/String;
    return-object v0
.end method

.method public final getFlags()I
    .registers 2
    .line 15
    iget v0, v1, Lcom/kd/Spec;->flags:I
    return v0
.end method

.method public final getCode()I
    .registers 2
    .line 15
    iget v0, v1, Lcom/kd/Spec;->code:I
    return v0
.end method

.method public final component1()Ljava/lang/String;
    .registers 2
    iget-object v0, v1, Lcom/kd/Spec;->cls:Ljava/lang/String;
    return-object v0
.end method

.method public final component2()I
    .registers 2
    iget v0, v1, Lcom/kd/Spec;->flags:I
    return v0
.end method

.method public final component3()I
    .registers 2
    iget v0, v1, Lcom/kd/Spec;->code:I
    return v0
.end method

.method public final copy(Ljava/lang/String;II)Lcom/kd/Spec;
    .registers 6
    const-string v1, "cls"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/kd/Spec;
    invoke-direct {v0, v3, v4, v5}, Lcom/kd/Spec;-><init>(Ljava/lang/String;II)V
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 6
    iget-object v0, v5, Lcom/kd/Spec;->cls:Ljava/lang/String;
    iget v1, v5, Lcom/kd/Spec;->flags:I
    iget v2, v5, Lcom/kd/Spec;->code:I
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "Spec(cls="
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, ", flags="
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v4, ", code="
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v4, ")"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public hashCode()I
    .registers 4
    iget-object v0, v3, Lcom/kd/Spec;->cls:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v2
    const/16 v1, 0x1f
    mul-int v0, v2, v1
    iget v1, v3, Lcom/kd/Spec;->flags:I
    invoke-static {v1}, Ljava/lang/Integer;->hashCode(I)I
    move-result v1
    add-int v0, v0, v1
    move v2, v0
    const/16 v1, 0x1f
    mul-int v0, v2, v1
    iget v1, v3, Lcom/kd/Spec;->code:I
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
    instance-of v0, v4, Lcom/kd/Spec;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, v4
    check-cast v0, Lcom/kd/Spec;
    move-object v2, v0
    iget-object v0, v3, Lcom/kd/Spec;->cls:Ljava/lang/String;
    iget-object v1, v2, Lcom/kd/Spec;->cls:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
:L37
    iget v0, v3, Lcom/kd/Spec;->flags:I
    iget v1, v2, Lcom/kd/Spec;->flags:I
    if-eq v0, v1, :L50
    const/4 v0, 0x0
    return v0
:L50
    iget v0, v3, Lcom/kd/Spec;->code:I
    iget v1, v2, Lcom/kd/Spec;->code:I
    if-eq v0, v1, :L63
    const/4 v0, 0x0
    return v0
:L63
    const/4 v0, 0x1
    return v0
.end method

