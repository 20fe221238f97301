.class public final Lcom/spokeshare/State$Asking;
.super Lcom/spokeshare/State;
.source "Mvi.kt"

# instance fields
.field private final effects:Ljava/util/List;
.field private final flags:I
.field private final prompt:Ljava/lang/String;
.field private final screen:Ljava/lang/Class;
.field private final work:Lcom/spokeshare/State$Working;


# direct methods
.method public constructor <init>(Lcom/spokeshare/State$Working;Ljava/lang/Class;Ljava/lang/String;ILjava/util/List;)V
    .registers 7
    const-string v0, "work"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "screen"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "prompt"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "effects"
    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 39
    const/4 v0, 0x0
    invoke-direct {p0, v0}, Lcom/spokeshare/State;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .line 40
    iput-object p1, p0, Lcom/spokeshare/State$Asking;->work:Lcom/spokeshare/State$Working;
    .line 41
    iput-object p2, p0, Lcom/spokeshare/State$Asking;->screen:Ljava/lang/Class;
    .line 42
    iput-object p3, p0, Lcom/spokeshare/State$Asking;->prompt:Ljava/lang/String;
    .line 43
    iput p4, p0, Lcom/spokeshare/State$Asking;->flags:I
    .line 44
    iput-object p5, p0, Lcom/spokeshare/State$Asking;->effects:Ljava/util/List;
    .line 39
    return-void
.end method

.method public synthetic constructor <init>(Lcom/spokeshare/State$Working;Ljava/lang/Class;Ljava/lang/String;ILjava/util/List;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 9
    .line 39
    and-int/lit8 v0, p6, 0x10
    if-eqz v0, :L13
    .line 44
    invoke-static {}, Lkotlin/collections/CollectionsKt;->emptyList()Ljava/util/List;
    move-result-object p5
:L13
    .line 39
    invoke-direct/range {p0 .. p5}, Lcom/spokeshare/State$Asking;-><init>(Lcom/spokeshare/State$Working;Ljava/lang/Class;Ljava/lang/String;ILjava/util/List;)V
    .line 45
    return-void
.end method

.method public static synthetic copy$default(Lcom/spokeshare/State$Asking;Lcom/spokeshare/State$Working;Ljava/lang/Class;Ljava/lang/String;ILjava/util/List;ILjava/lang/Object;)Lcom/spokeshare/State$Asking;
    .registers 9
    and-int/lit8 v0, p6, 0x1
    if-eqz v0, :L12
    iget-object p1, p0, Lcom/spokeshare/State$Asking;->work:Lcom/spokeshare/State$Working;
:L12
    and-int/lit8 v0, p6, 0x2
    if-eqz v0, :L24
    iget-object p2, p0, Lcom/spokeshare/State$Asking;->screen:Ljava/lang/Class;
:L24
    and-int/lit8 v0, p6, 0x4
    if-eqz v0, :L36
    iget-object p3, p0, Lcom/spokeshare/State$Asking;->prompt:Ljava/lang/String;
:L36
    and-int/lit8 v0, p6, 0x8
    if-eqz v0, :L50
    iget p4, p0, Lcom/spokeshare/State$Asking;->flags:I
:L50
    and-int/lit8 v0, p6, 0x10
    if-eqz v0, :L64
    iget-object p5, p0, Lcom/spokeshare/State$Asking;->effects:Ljava/util/List;
:L64
    invoke-virtual/range {p0 .. p5}, Lcom/spokeshare/State$Asking;->copy(Lcom/spokeshare/State$Working;Ljava/lang/Class;Ljava/lang/String;ILjava/util/List;)Lcom/spokeshare/State$Asking;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final component1()Lcom/spokeshare/State$Working;
    .registers 2
    iget-object v0, p0, Lcom/spokeshare/State$Asking;->work:Lcom/spokeshare/State$Working;
    return-object v0
.end method

.method public final component2()Ljava/lang/Class;
    .registers 2
    iget-object v0, p0, Lcom/spokeshare/State$Asking;->screen:Ljava/lang/Class;
    return-object v0
.end method

.method public final component3()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/spokeshare/State$Asking;->prompt:Ljava/lang/String;
    return-object v0
.end method

.method public final component4()I
    .registers 2
    iget v0, p0, Lcom/spokeshare/State$Asking;->flags:I
    return v0
.end method

.method public final component5()Ljava/util/List;
    .registers 2
    iget-object v0, p0, Lcom/spokeshare/State$Asking;->effects:Ljava/util/List;
    return-object v0
.end method

.method public final copy(Lcom/spokeshare/State$Working;Ljava/lang/Class;Ljava/lang/String;ILjava/util/List;)Lcom/spokeshare/State$Asking;
    .registers 12
    const-string v1, "work"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "screen"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "prompt"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "effects"
    invoke-static {p5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/spokeshare/State$Asking;
    move-object v1, p1
    move-object v2, p2
    move-object v3, p3
    move v4, p4
    move-object v5, p5
    invoke-direct/range {v0 .. v5}, Lcom/spokeshare/State$Asking;-><init>(Lcom/spokeshare/State$Working;Ljava/lang/Class;Ljava/lang/String;ILjava/util/List;)V
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5
    if-ne p0, p1, :L7
    const/4 v0, 0x1
    return v0
:L7
    instance-of v0, p1, Lcom/spokeshare/State$Asking;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, p1
    check-cast v0, Lcom/spokeshare/State$Asking;
    move-object v2, v0
    iget-object v0, p0, Lcom/spokeshare/State$Asking;->work:Lcom/spokeshare/State$Working;
    iget-object v1, v2, Lcom/spokeshare/State$Asking;->work:Lcom/spokeshare/State$Working;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
:L37
    iget-object v0, p0, Lcom/spokeshare/State$Asking;->screen:Ljava/lang/Class;
    iget-object v1, v2, Lcom/spokeshare/State$Asking;->screen:Ljava/lang/Class;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L53
    const/4 v0, 0x0
    return v0
:L53
    iget-object v0, p0, Lcom/spokeshare/State$Asking;->prompt:Ljava/lang/String;
    iget-object v1, v2, Lcom/spokeshare/State$Asking;->prompt:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L69
    const/4 v0, 0x0
    return v0
:L69
    iget v0, p0, Lcom/spokeshare/State$Asking;->flags:I
    iget v1, v2, Lcom/spokeshare/State$Asking;->flags:I
    if-eq v0, v1, :L82
    const/4 v0, 0x0
    return v0
:L82
    iget-object v0, p0, Lcom/spokeshare/State$Asking;->effects:Ljava/util/List;
    iget-object v1, v2, Lcom/spokeshare/State$Asking;->effects:Ljava/util/List;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L98
    const/4 v0, 0x0
    return v0
:L98
    const/4 v0, 0x1
    return v0
.end method

.method public getEffects()Ljava/util/List;
    .registers 2
    .line 44
    iget-object v0, p0, Lcom/spokeshare/State$Asking;->effects:Ljava/util/List;
    return-object v0
.end method

.method public final getFlags()I
    .registers 2
    .line 43
    iget v0, p0, Lcom/spokeshare/State$Asking;->flags:I
    return v0
.end method

.method public final getPrompt()Ljava/lang/String;
    .registers 2
    .line 42
    iget-object v0, p0, Lcom/spokeshare/State$Asking;->prompt:Ljava/lang/String;
    return-object v0
.end method

.method public final getScreen()Ljava/lang/Class;
    .registers 2
    .line 41
    iget-object v0, p0, Lcom/spokeshare/State$Asking;->screen:Ljava/lang/Class;
    return-object v0
.end method

.method public final getWork()Lcom/spokeshare/State$Working;
    .registers 2
    .line 40
    iget-object v0, p0, Lcom/spokeshare/State$Asking;->work:Lcom/spokeshare/State$Working;
    return-object v0
.end method

.method public hashCode()I
    .registers 4
    iget-object v0, p0, Lcom/spokeshare/State$Asking;->work:Lcom/spokeshare/State$Working;
    invoke-virtual {v0}, Lcom/spokeshare/State$Working;->hashCode()I
    move-result v2
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/spokeshare/State$Asking;->screen:Ljava/lang/Class;
    invoke-virtual {v1}, Ljava/lang/Class;->hashCode()I
    move-result v1
    add-int v2, v0, v1
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/spokeshare/State$Asking;->prompt:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int v2, v0, v1
    mul-int/lit8 v0, v2, 0x1f
    iget v1, p0, Lcom/spokeshare/State$Asking;->flags:I
    invoke-static {v1}, Ljava/lang/Integer;->hashCode(I)I
    move-result v1
    add-int v2, v0, v1
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/spokeshare/State$Asking;->effects:Ljava/util/List;
    invoke-virtual {v1}, Ljava/lang/Object;->hashCode()I
    move-result v1
    add-int v2, v0, v1
    return v2
.end method

.method public toString()Ljava/lang/String;
    .registers 8
    iget-object v0, p0, Lcom/spokeshare/State$Asking;->work:Lcom/spokeshare/State$Working;
    iget-object v1, p0, Lcom/spokeshare/State$Asking;->screen:Ljava/lang/Class;
    iget-object v2, p0, Lcom/spokeshare/State$Asking;->prompt:Ljava/lang/String;
    iget v3, p0, Lcom/spokeshare/State$Asking;->flags:I
    iget-object v4, p0, Lcom/spokeshare/State$Asking;->effects:Ljava/util/List;
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "Asking(work="
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v6, ", screen="
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v6, ", prompt="
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, ", flags="
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v6, ", effects="
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v6, ")"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
