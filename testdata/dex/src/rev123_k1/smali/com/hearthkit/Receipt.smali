.class public final Lcom/hearthkit/Receipt;
.super Ljava/lang/Object;
.source "Receipts.kt"

# instance fields
.field private final argsDigest:Ljava/lang/String;
.field private final tool:Ljava/lang/String;
.field private final value:Ljava/lang/String;


# direct methods
.method private constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 5
    const-string v0, "tool"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "argsDigest"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "value"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/hearthkit/Receipt;->tool:Ljava/lang/String;
    iput-object p2, p0, Lcom/hearthkit/Receipt;->argsDigest:Ljava/lang/String;
    iput-object p3, p0, Lcom/hearthkit/Receipt;->value:Ljava/lang/String;
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 5
    invoke-direct {p0, p1, p2, p3}, Lcom/hearthkit/Receipt;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

.method public static synthetic copy-wgM0cIQ$default(Lcom/hearthkit/Receipt;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/Object;)Lcom/hearthkit/Receipt;
    .registers 7
    and-int/lit8 v0, p4, 0x1
    if-eqz v0, :L12
    iget-object p1, p0, Lcom/hearthkit/Receipt;->tool:Ljava/lang/String;
:L12
    and-int/lit8 v0, p4, 0x2
    if-eqz v0, :L24
    iget-object p2, p0, Lcom/hearthkit/Receipt;->argsDigest:Ljava/lang/String;
:L24
    and-int/lit8 v0, p4, 0x4
    if-eqz v0, :L36
    iget-object p3, p0, Lcom/hearthkit/Receipt;->value:Ljava/lang/String;
:L36
    invoke-virtual {p0, p1, p2, p3}, Lcom/hearthkit/Receipt;->copy-wgM0cIQ(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/hearthkit/Receipt;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final component1-sS0Ossg()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/hearthkit/Receipt;->tool:Ljava/lang/String;
    return-object v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/hearthkit/Receipt;->argsDigest:Ljava/lang/String;
    return-object v0
.end method

.method public final component3()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/hearthkit/Receipt;->value:Ljava/lang/String;
    return-object v0
.end method

.method public final copy-wgM0cIQ(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/hearthkit/Receipt;
    .registers 7
    const-string v1, "tool"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "argsDigest"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "value"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/hearthkit/Receipt;
    const/4 v2, 0x0
    invoke-direct {v0, p1, p2, p3, v2}, Lcom/hearthkit/Receipt;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5
    if-ne p0, p1, :L7
    const/4 v0, 0x1
    return v0
:L7
    instance-of v0, p1, Lcom/hearthkit/Receipt;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, p1
    check-cast v0, Lcom/hearthkit/Receipt;
    move-object v2, v0
    iget-object v0, p0, Lcom/hearthkit/Receipt;->tool:Ljava/lang/String;
    iget-object v1, v2, Lcom/hearthkit/Receipt;->tool:Ljava/lang/String;
    invoke-static {v0, v1}, Lcom/hearthkit/ToolName;->equals-impl0(Ljava/lang/String;Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
:L37
    iget-object v0, p0, Lcom/hearthkit/Receipt;->argsDigest:Ljava/lang/String;
    iget-object v1, v2, Lcom/hearthkit/Receipt;->argsDigest:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L53
    const/4 v0, 0x0
    return v0
:L53
    iget-object v0, p0, Lcom/hearthkit/Receipt;->value:Ljava/lang/String;
    iget-object v1, v2, Lcom/hearthkit/Receipt;->value:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L69
    const/4 v0, 0x0
    return v0
:L69
    const/4 v0, 0x1
    return v0
.end method

.method public final getArgsDigest()Ljava/lang/String;
    .registers 2
    .line 7
    iget-object v0, p0, Lcom/hearthkit/Receipt;->argsDigest:Ljava/lang/String;
    return-object v0
.end method

.method public final getTool-sS0Ossg()Ljava/lang/String;
    .registers 2
    .line 7
    iget-object v0, p0, Lcom/hearthkit/Receipt;->tool:Ljava/lang/String;
    return-object v0
.end method

.method public final getValue()Ljava/lang/String;
    .registers 2
    .line 7
    iget-object v0, p0, Lcom/hearthkit/Receipt;->value:Ljava/lang/String;
    return-object v0
.end method

.method public hashCode()I
    .registers 4
    iget-object v0, p0, Lcom/hearthkit/Receipt;->tool:Ljava/lang/String;
    invoke-static {v0}, Lcom/hearthkit/ToolName;->hashCode-impl(Ljava/lang/String;)I
    move-result v2
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/hearthkit/Receipt;->argsDigest:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int v2, v0, v1
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/hearthkit/Receipt;->value:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int v2, v0, v1
    return v2
.end method

.method public toString()Ljava/lang/String;
    .registers 6
    iget-object v0, p0, Lcom/hearthkit/Receipt;->tool:Ljava/lang/String;
    invoke-static {v0}, Lcom/hearthkit/ToolName;->toString-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    iget-object v1, p0, Lcom/hearthkit/Receipt;->argsDigest:Ljava/lang/String;
    iget-object v2, p0, Lcom/hearthkit/Receipt;->value:Ljava/lang/String;
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "Receipt(tool="
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, ", argsDigest="
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, ", value="
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, ")"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
