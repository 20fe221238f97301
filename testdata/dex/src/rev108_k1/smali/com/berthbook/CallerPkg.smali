.class public final Lcom/berthbook/CallerPkg;
.super Ljava/lang/Object;
.source "Values.kt"

# instance fields
.field private final name:Ljava/lang/String;


# direct methods
.method public static toString-impl(Ljava/lang/String;)Ljava/lang/String;
    .registers 4
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "CallerPkg(name="
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v2, ")"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static hashCode-impl(Ljava/lang/String;)I
    .registers 2
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v0
    return v0
.end method

.method public static equals-impl(Ljava/lang/String;Ljava/lang/Object;)Z
    .registers 4
    instance-of v0, v3, Lcom/berthbook/CallerPkg;
    if-nez v0, :L9
    const/4 v0, 0x0
    return v0
:L9
    move-object v0, v3
    check-cast v0, Lcom/berthbook/CallerPkg;
    invoke-virtual {v0}, Lcom/berthbook/CallerPkg;->unbox-impl()Ljava/lang/String;
    move-result-object v0
    move-object v1, v0
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L26
    const/4 v0, 0x0
    return v0
:L26
    const/4 v0, 0x1
    return v0
.end method

.method private synthetic constructor <init>(Ljava/lang/String;)V
    .registers 3
    .line 9
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/berthbook/CallerPkg;->name:Ljava/lang/String;
    return-void
.end method

.method public static constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    .registers 3
    const-string v1, "name"
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v2
.end method

.method public static final synthetic box-impl(Ljava/lang/String;)Lcom/berthbook/CallerPkg;
    .registers 2
    new-instance v0, Lcom/berthbook/CallerPkg;
    invoke-direct {v0, v1}, Lcom/berthbook/CallerPkg;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public static final equals-impl0(Ljava/lang/String;Ljava/lang/String;)Z
    .registers 3
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method


# virtual methods
.method public final getName()Ljava/lang/String;
    .registers 2
    .line 9
    iget-object v0, v1, Lcom/berthbook/CallerPkg;->name:Ljava/lang/String;
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 2
    iget-object v0, v1, Lcom/berthbook/CallerPkg;->name:Ljava/lang/String;
    invoke-static {v0}, Lcom/berthbook/CallerPkg;->toString-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public hashCode()I
    .registers 2
    iget-object v0, v1, Lcom/berthbook/CallerPkg;->name:Ljava/lang/String;
    invoke-static {v0}, Lcom/berthbook/CallerPkg;->hashCode-impl(Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 3
    iget-object v0, v1, Lcom/berthbook/CallerPkg;->name:Ljava/lang/String;
    invoke-static {v0, v2}, Lcom/berthbook/CallerPkg;->equals-impl(Ljava/lang/String;Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method public final synthetic unbox-impl()Ljava/lang/String;
    .registers 2
    iget-object v0, v1, Lcom/berthbook/CallerPkg;->name:Ljava/lang/String;
    return-object v0
.end method

