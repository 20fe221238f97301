.class public final Lcom/brambleway/Sheet;
.super Ljava/lang/Object;
.source "Screens.kt"

# instance fields
.field private final flags:I
.field private final prompt:Ljava/lang/String;
.field private final screen:Lcom/brambleway/Screen;


# direct methods
.method public constructor <init>(Lcom/brambleway/Screen;Ljava/lang/String;I)V
    .registers 5
    const-string v0, "screen"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "prompt"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 39
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/brambleway/Sheet;->screen:Lcom/brambleway/Screen;
    iput-object p2, p0, Lcom/brambleway/Sheet;->prompt:Ljava/lang/String;
    iput p3, p0, Lcom/brambleway/Sheet;->flags:I
    return-void
.end method

.method public synthetic constructor <init>(Lcom/brambleway/Screen;Ljava/lang/String;IILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 7
    .line 39
    and-int/lit8 v0, p4, 0x4
    if-eqz v0, :L10
    const/high16 p3, 0x4000000
:L10
    invoke-direct {p0, p1, p2, p3}, Lcom/brambleway/Sheet;-><init>(Lcom/brambleway/Screen;Ljava/lang/String;I)V
    return-void
.end method

.method public static synthetic copy$default(Lcom/brambleway/Sheet;Lcom/brambleway/Screen;Ljava/lang/String;IILjava/lang/Object;)Lcom/brambleway/Sheet;
    .registers 7
    and-int/lit8 v0, p4, 0x1
    if-eqz v0, :L12
    iget-object p1, p0, Lcom/brambleway/Sheet;->screen:Lcom/brambleway/Screen;
:L12
    and-int/lit8 v0, p4, 0x2
    if-eqz v0, :L24
    iget-object p2, p0, Lcom/brambleway/Sheet;->prompt:Ljava/lang/String;
:L24
    and-int/lit8 v0, p4, 0x4
    if-eqz v0, :L36
    iget p3, p0, Lcom/brambleway/Sheet;->flags:I
:L36
    invoke-virtual {p0, p1, p2, p3}, Lcom/brambleway/Sheet;->copy(Lcom/brambleway/Screen;Ljava/lang/String;I)Lcom/brambleway/Sheet;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final component1()Lcom/brambleway/Screen;
    .registers 2
    iget-object v0, p0, Lcom/brambleway/Sheet;->screen:Lcom/brambleway/Screen;
    return-object v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/brambleway/Sheet;->prompt:Ljava/lang/String;
    return-object v0
.end method

.method public final component3()I
    .registers 2
    iget v0, p0, Lcom/brambleway/Sheet;->flags:I
    return v0
.end method

.method public final copy(Lcom/brambleway/Screen;Ljava/lang/String;I)Lcom/brambleway/Sheet;
    .registers 6
    const-string v1, "screen"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "prompt"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/brambleway/Sheet;
    invoke-direct {v0, p1, p2, p3}, Lcom/brambleway/Sheet;-><init>(Lcom/brambleway/Screen;Ljava/lang/String;I)V
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5
    if-ne p0, p1, :L7
    const/4 v0, 0x1
    return v0
:L7
    instance-of v0, p1, Lcom/brambleway/Sheet;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, p1
    check-cast v0, Lcom/brambleway/Sheet;
    move-object v2, v0
    iget-object v0, p0, Lcom/brambleway/Sheet;->screen:Lcom/brambleway/Screen;
    iget-object v1, v2, Lcom/brambleway/Sheet;->screen:Lcom/brambleway/Screen;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
:L37
    iget-object v0, p0, Lcom/brambleway/Sheet;->prompt:Ljava/lang/String;
    iget-object v1, v2, Lcom/brambleway/Sheet;->prompt:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L53
    const/4 v0, 0x0
    return v0
:L53
    iget v0, p0, Lcom/brambleway/Sheet;->flags:I
    iget v1, v2, Lcom/brambleway/Sheet;->flags:I
    if-eq v0, v1, :L66
    const/4 v0, 0x0
    return v0
:L66
    const/4 v0, 0x1
    return v0
.end method

.method public final getFlags()I
    .registers 2
    .line 39
    iget v0, p0, Lcom/brambleway/Sheet;->flags:I
    return v0
.end method

.method public final getPrompt()Ljava/lang/String;
    .registers 2
    .line 39
    iget-object v0, p0, Lcom/brambleway/Sheet;->prompt:Ljava/lang/String;
    return-object v0
.end method

.method public final getScreen()Lcom/brambleway/Screen;
    .registers 2
    .line 39
    iget-object v0, p0, Lcom/brambleway/Sheet;->screen:Lcom/brambleway/Screen;
    return-object v0
.end method

.method public hashCode()I
    .registers 4
    iget-object v0, p0, Lcom/brambleway/Sheet;->screen:Lcom/brambleway/Screen;
    invoke-virtual {v0}, Ljava/lang/Object;->hashCode()I
    move-result v2
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/brambleway/Sheet;->prompt:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int v2, v0, v1
    mul-int/lit8 v0, v2, 0x1f
    iget v1, p0, Lcom/brambleway/Sheet;->flags:I
    invoke-static {v1}, Ljava/lang/Integer;->hashCode(I)I
    move-result v1
    add-int v2, v0, v1
    return v2
.end method

.method public toString()Ljava/lang/String;
    .registers 6
    iget-object v0, p0, Lcom/brambleway/Sheet;->screen:Lcom/brambleway/Screen;
    iget-object v1, p0, Lcom/brambleway/Sheet;->prompt:Ljava/lang/String;
    iget v2, p0, Lcom/brambleway/Sheet;->flags:I
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "Sheet(screen="
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v4, ", prompt="
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, ", flags="
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v4, ")"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
