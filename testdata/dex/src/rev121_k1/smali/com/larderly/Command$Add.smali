.class public final Lcom/larderly/Command$Add;
.super Lcom/larderly/Command;
.source "Commands.kt"

# instance fields
.field private final expiresInDays:Ljava/lang/Integer;
.field private final name:Ljava/lang/String;
.field private final quantity:I
.field private final shelf:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/Integer;)V
    .registers 6
    const-string v0, "name"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "shelf"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    const/4 v0, 0x0
    invoke-direct {p0, v0}, Lcom/larderly/Command;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object p1, p0, Lcom/larderly/Command$Add;->name:Ljava/lang/String;
    iput p2, p0, Lcom/larderly/Command$Add;->quantity:I
    iput-object p3, p0, Lcom/larderly/Command$Add;->shelf:Ljava/lang/String;
    iput-object p4, p0, Lcom/larderly/Command$Add;->expiresInDays:Ljava/lang/Integer;
    return-void
.end method

.method public static synthetic copy$default(Lcom/larderly/Command$Add;Ljava/lang/String;ILjava/lang/String;Ljava/lang/Integer;ILjava/lang/Object;)Lcom/larderly/Command$Add;
    .registers 8
    and-int/lit8 v0, p5, 0x1
    if-eqz v0, :L12
    iget-object p1, p0, Lcom/larderly/Command$Add;->name:Ljava/lang/String;
:L12
    and-int/lit8 v0, p5, 0x2
    if-eqz v0, :L24
    iget p2, p0, Lcom/larderly/Command$Add;->quantity:I
:L24
    and-int/lit8 v0, p5, 0x4
    if-eqz v0, :L36
    iget-object p3, p0, Lcom/larderly/Command$Add;->shelf:Ljava/lang/String;
:L36
    and-int/lit8 v0, p5, 0x8
    if-eqz v0, :L50
    iget-object p4, p0, Lcom/larderly/Command$Add;->expiresInDays:Ljava/lang/Integer;
:L50
    invoke-virtual {p0, p1, p2, p3, p4}, Lcom/larderly/Command$Add;->copy(Ljava/lang/String;ILjava/lang/String;Ljava/lang/Integer;)Lcom/larderly/Command$Add;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final component1()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/larderly/Command$Add;->name:Ljava/lang/String;
    return-object v0
.end method

.method public final component2()I
    .registers 2
    iget v0, p0, Lcom/larderly/Command$Add;->quantity:I
    return v0
.end method

.method public final component3()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/larderly/Command$Add;->shelf:Ljava/lang/String;
    return-object v0
.end method

.method public final component4()Ljava/lang/Integer;
    .registers 2
    iget-object v0, p0, Lcom/larderly/Command$Add;->expiresInDays:Ljava/lang/Integer;
    return-object v0
.end method

.method public final copy(Ljava/lang/String;ILjava/lang/String;Ljava/lang/Integer;)Lcom/larderly/Command$Add;
    .registers 7
    const-string v1, "name"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "shelf"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/larderly/Command$Add;
    invoke-direct {v0, p1, p2, p3, p4}, Lcom/larderly/Command$Add;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/Integer;)V
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5
    if-ne p0, p1, :L7
    const/4 v0, 0x1
    return v0
:L7
    instance-of v0, p1, Lcom/larderly/Command$Add;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, p1
    check-cast v0, Lcom/larderly/Command$Add;
    move-object v2, v0
    iget-object v0, p0, Lcom/larderly/Command$Add;->name:Ljava/lang/String;
    iget-object v1, v2, Lcom/larderly/Command$Add;->name:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
:L37
    iget v0, p0, Lcom/larderly/Command$Add;->quantity:I
    iget v1, v2, Lcom/larderly/Command$Add;->quantity:I
    if-eq v0, v1, :L50
    const/4 v0, 0x0
    return v0
:L50
    iget-object v0, p0, Lcom/larderly/Command$Add;->shelf:Ljava/lang/String;
    iget-object v1, v2, Lcom/larderly/Command$Add;->shelf:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L66
    const/4 v0, 0x0
    return v0
:L66
    iget-object v0, p0, Lcom/larderly/Command$Add;->expiresInDays:Ljava/lang/Integer;
    iget-object v1, v2, Lcom/larderly/Command$Add;->expiresInDays:Ljava/lang/Integer;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L82
    const/4 v0, 0x0
    return v0
:L82
    const/4 v0, 0x1
    return v0
.end method

.method public final getExpiresInDays()Ljava/lang/Integer;
    .registers 2
    .line 9
    iget-object v0, p0, Lcom/larderly/Command$Add;->expiresInDays:Ljava/lang/Integer;
    return-object v0
.end method

.method public final getName()Ljava/lang/String;
    .registers 2
    .line 9
    iget-object v0, p0, Lcom/larderly/Command$Add;->name:Ljava/lang/String;
    return-object v0
.end method

.method public final getQuantity()I
    .registers 2
    .line 9
    iget v0, p0, Lcom/larderly/Command$Add;->quantity:I
    return v0
.end method

.method public final getShelf()Ljava/lang/String;
    .registers 2
    .line 9
    iget-object v0, p0, Lcom/larderly/Command$Add;->shelf:Ljava/lang/String;
    return-object v0
.end method

.method public hashCode()I
    .registers 4
    iget-object v0, p0, Lcom/larderly/Command$Add;->name:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v2
    mul-int/lit8 v0, v2, 0x1f
    iget v1, p0, Lcom/larderly/Command$Add;->quantity:I
    invoke-static {v1}, Ljava/lang/Integer;->hashCode(I)I
    move-result v1
    add-int v2, v0, v1
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/larderly/Command$Add;->shelf:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int v2, v0, v1
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/larderly/Command$Add;->expiresInDays:Ljava/lang/Integer;
    if-nez v1, :L49
    const/4 v1, 0x0
    goto :L56
:L49
    iget-object v1, p0, Lcom/larderly/Command$Add;->expiresInDays:Ljava/lang/Integer;
    invoke-virtual {v1}, Ljava/lang/Object;->hashCode()I
    move-result v1
:L56
    add-int v2, v0, v1
    return v2
.end method

.method public toString()Ljava/lang/String;
    .registers 7
    iget-object v0, p0, Lcom/larderly/Command$Add;->name:Ljava/lang/String;
    iget v1, p0, Lcom/larderly/Command$Add;->quantity:I
    iget-object v2, p0, Lcom/larderly/Command$Add;->shelf:Ljava/lang/String;
    iget-object v3, p0, Lcom/larderly/Command$Add;->expiresInDays:Ljava/lang/Integer;
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "Add(name="
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, ", quantity="
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v5, ", shelf="
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, ", expiresInDays="
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v5, ")"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
