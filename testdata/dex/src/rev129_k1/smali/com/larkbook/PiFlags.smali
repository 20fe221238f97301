.class public final Lcom/larkbook/PiFlags;
.super Ljava/lang/Object;
.source "Dsl.kt"

# static fields
.field public static final Companion:Lcom/larkbook/PiFlags$Companion;
.field private static final Immutable:I
.field private static final UpdateCurrent:I


# instance fields
.field private final bits:I


# direct methods
.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/larkbook/PiFlags$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/larkbook/PiFlags$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/larkbook/PiFlags;->Companion:Lcom/larkbook/PiFlags$Companion;
    .line 24
    const/high16 v0, 0x4000000
    invoke-static {v0}, Lcom/larkbook/PiFlags;->constructor-impl(I)I
    move-result v0
    sput v0, Lcom/larkbook/PiFlags;->Immutable:I
    .line 25
    const/high16 v0, 0x8000000
    invoke-static {v0}, Lcom/larkbook/PiFlags;->constructor-impl(I)I
    move-result v0
    sput v0, Lcom/larkbook/PiFlags;->UpdateCurrent:I
    return-void
.end method

.method private synthetic constructor <init>(I)V
    .registers 2
    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Lcom/larkbook/PiFlags;->bits:I
    return-void
.end method

.method public static final synthetic access$getImmutable$cp()I
    .registers 1
    .line 19
    sget v0, Lcom/larkbook/PiFlags;->Immutable:I
    return v0
.end method

.method public static final synthetic access$getUpdateCurrent$cp()I
    .registers 1
    .line 19
    sget v0, Lcom/larkbook/PiFlags;->UpdateCurrent:I
    return v0
.end method

.method public static final synthetic box-impl(I)Lcom/larkbook/PiFlags;
    .registers 2
    new-instance v0, Lcom/larkbook/PiFlags;
    invoke-direct {v0, p0}, Lcom/larkbook/PiFlags;-><init>(I)V
    return-object v0
.end method

.method public static constructor-impl(I)I
    .registers 1
    return p0
.end method

.method public static equals-impl(ILjava/lang/Object;)Z
    .registers 4
    instance-of v0, p1, Lcom/larkbook/PiFlags;
    if-nez v0, :L9
    const/4 v0, 0x0
    return v0
:L9
    move-object v0, p1
    check-cast v0, Lcom/larkbook/PiFlags;
    invoke-virtual {v0}, Lcom/larkbook/PiFlags;->unbox-impl()I
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

.method public static hashCode-impl(I)I
    .registers 2
    invoke-static {p0}, Ljava/lang/Integer;->hashCode(I)I
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

.method public static final with-cq-QKaU(II)I
    .registers 3
    .line 21
    or-int v0, p0, p1
    invoke-static {v0}, Lcom/larkbook/PiFlags;->constructor-impl(I)I
    move-result v0
    return v0
.end method


# virtual methods
.method public equals(Ljava/lang/Object;)Z
    .registers 3
    iget v0, p0, Lcom/larkbook/PiFlags;->bits:I
    invoke-static {v0, p1}, Lcom/larkbook/PiFlags;->equals-impl(ILjava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method public final getBits()I
    .registers 2
    .line 20
    iget v0, p0, Lcom/larkbook/PiFlags;->bits:I
    return v0
.end method

.method public hashCode()I
    .registers 2
    iget v0, p0, Lcom/larkbook/PiFlags;->bits:I
    invoke-static {v0}, Lcom/larkbook/PiFlags;->hashCode-impl(I)I
    move-result v0
    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 2
    iget v0, p0, Lcom/larkbook/PiFlags;->bits:I
    invoke-static {v0}, Lcom/larkbook/PiFlags;->toString-impl(I)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public final synthetic unbox-impl()I
    .registers 2
    iget v0, p0, Lcom/larkbook/PiFlags;->bits:I
    return v0
.end method
