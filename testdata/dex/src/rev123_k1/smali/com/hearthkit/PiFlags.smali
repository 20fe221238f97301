.class public final Lcom/hearthkit/PiFlags;
.super Ljava/lang/Object;
.source "Values.kt"

# instance fields
.field private final bits:I


# direct methods
.method private synthetic constructor <init>(I)V
    .registers 2
    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Lcom/hearthkit/PiFlags;->bits:I
    return-void
.end method

.method public static final synthetic box-impl(I)Lcom/hearthkit/PiFlags;
    .registers 2
    new-instance v0, Lcom/hearthkit/PiFlags;
    invoke-direct {v0, p0}, Lcom/hearthkit/PiFlags;-><init>(I)V
    return-object v0
.end method

.method public static constructor-impl(I)I
    .registers 1
    return p0
.end method

.method public static equals-impl(ILjava/lang/Object;)Z
    .registers 4
    instance-of v0, p1, Lcom/hearthkit/PiFlags;
    if-nez v0, :L9
    const/4 v0, 0x0
    return v0
:L9
    move-object v0, p1
    check-cast v0, Lcom/hearthkit/PiFlags;
    invoke-virtual {v0}, Lcom/hearthkit/PiFlags;->unbox-impl()I
    move-result v1
    if-eq p0, v1, :L24
    const/4 v0, 0x0
    return v0
:L24
    const/4 v0, 0x1
    return v0
.end method

.method public static final equals-impl0(II)Z
    .registers 3
    if-ne p0, p1, :L9
    const/4 v0, 0x1
    goto :L10
:L9
    const/4 v0, 0x0
:L10
    return v0
.end method

.method public static final getImmutable-impl(I)Z
    .registers 3
    .line 23
    const/high16 v1, 0x4000000
    and-int v0, p0, v1
    if-eqz v0, :L11
    const/4 v0, 0x1
    goto :L12
:L11
    const/4 v0, 0x0
:L12
    return v0
.end method

.method public static hashCode-impl(I)I
    .registers 2
    invoke-static {p0}, Ljava/lang/Integer;->hashCode(I)I
    move-result v0
    return v0
.end method

.method public static final plus-Mk8z_n0(II)I
    .registers 3
    .line 21
    or-int v0, p0, p1
    invoke-static {v0}, Lcom/hearthkit/PiFlags;->constructor-impl(I)I
    move-result v0
    return v0
.end method

.method public static toString-impl(I)Ljava/lang/String;
    .registers 4
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "PiFlags(bits="
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v2, ")"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public equals(Ljava/lang/Object;)Z
    .registers 3
    iget v0, p0, Lcom/hearthkit/PiFlags;->bits:I
    invoke-static {v0, p1}, Lcom/hearthkit/PiFlags;->equals-impl(ILjava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method public final getBits()I
    .registers 2
    .line 20
    iget v0, p0, Lcom/hearthkit/PiFlags;->bits:I
    return v0
.end method

.method public hashCode()I
    .registers 2
    iget v0, p0, Lcom/hearthkit/PiFlags;->bits:I
    invoke-static {v0}, Lcom/hearthkit/PiFlags;->hashCode-impl(I)I
    move-result v0
    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 2
    iget v0, p0, Lcom/hearthkit/PiFlags;->bits:I
    invoke-static {v0}, Lcom/hearthkit/PiFlags;->toString-impl(I)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public final synthetic unbox-impl()I
    .registers 2
    iget v0, p0, Lcom/hearthkit/PiFlags;->bits:I
    return v0
.end method
