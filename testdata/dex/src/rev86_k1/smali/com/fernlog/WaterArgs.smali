.class public final Lcom/fernlog/WaterArgs;
.super Ljava/lang/Object;
.source "Args.kt"

.field public static final Companion:Lcom/fernlog/WaterArgs$Companion;
.field private final plantId:Ljava/lang/String;
.field private final confirmed:Z
.field private final callerPackage:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;ZLjava/lang/String;)V
    .registers 5
    const-string v0, "plantId"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 19
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 21
    iput-object v2, v1, Lcom/fernlog/WaterArgs;->plantId:Ljava/lang/String;
    .line 22
    iput-boolean v3, v1, Lcom/fernlog/WaterArgs;->confirmed:Z
    .line 23
    iput-object v4, v1, Lcom/fernlog/WaterArgs;->callerPackage:Ljava/lang/String;
    .line 20
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;ZLjava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 8
    .line 20
    const/4 v1, 0x2
    and-int v0, v6, v1
    if-eqz v0, :L9
    .line 22
    const/4 v0, 0x0
    move v4, v0
    :L9
    .line 20
    const/4 v1, 0x4
    and-int v0, v6, v1
    if-eqz v0, :L18
    .line 23
    const/4 v0, 0x0
    move-object v5, v0
    :L18
    .line 20
    invoke-direct {v2, v3, v4, v5}, Lcom/fernlog/WaterArgs;-><init>(Ljava/lang/String;ZLjava/lang/String;)V
    .line 24
    return-void
.end method

.method public final getPlantId()Ljava/lang/String;
    .registers 2
    .line 21
    iget-object v0, v1, Lcom/fernlog/WaterArgs;->plantId:Ljava/lang/String;
    return-object v0
.end method

.method public final getConfirmed()Z
    .registers 2
    .line 22
    iget-boolean v0, v1, Lcom/fernlog/WaterArgs;->confirmed:Z
    return v0
.end method

.method public final getCallerPackage()Ljava/lang/String;
    .registers 2
    .line 23
    iget-object v0, v1, Lcom/fernlog/WaterArgs;->callerPackage:Ljava/lang/String;
    return-object v0
.end method

.method public static synthetic getCallerPackage$annotations()V
    .registers 0
    return-void
.end method

.method public synthetic constructor <init>(ILjava/lang/String;ZLjava/lang/String;Lkotlinx/serialization/internal/SerializationConstructorMarker;)V
    .registers 11
    .line 32
    .line 33
    invoke-static {v6, v7}, Lcom/fernlog/ArgsKt;->requirePlantId(ILjava/lang/String;)Ljava/lang/String;
    move-result-object v1
    .line 34
    const/4 v3, 0x2
    and-int v2, v6, v3
    move-object v0, v5
    if-nez v2, :L16
    const/4 v2, 0x0
    goto :L17
    :L16
    move v2, v8
    :L17
    .line 35
    const/4 v4, 0x4
    and-int v3, v6, v4
    if-nez v3, :L27
    const/4 v3, 0x0
    goto :L29
    :L27
    move-object v3, v9
    :L29
    .line 32
    invoke-direct {v0, v1, v2, v3}, Lcom/fernlog/WaterArgs;-><init>(Ljava/lang/String;ZLjava/lang/String;)V
    .line 36
    return-void
.end method

.method public final component1()Ljava/lang/String;
    .registers 2
    iget-object v0, v1, Lcom/fernlog/WaterArgs;->plantId:Ljava/lang/String;
    return-object v0
.end method

.method public final component2()Z
    .registers 2
    iget-boolean v0, v1, Lcom/fernlog/WaterArgs;->confirmed:Z
    return v0
.end method

.method public final component3()Ljava/lang/String;
    .registers 2
    iget-object v0, v1, Lcom/fernlog/WaterArgs;->callerPackage:Ljava/lang/String;
    return-object v0
.end method

.method public final copy(Ljava/lang/String;ZLjava/lang/String;)Lcom/fernlog/WaterArgs;
    .registers 6
    const-string v1, "plantId"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/fernlog/WaterArgs;
    invoke-direct {v0, v3, v4, v5}, Lcom/fernlog/WaterArgs;-><init>(Ljava/lang/String;ZLjava/lang/String;)V
    return-object v0
.end method

.method public static synthetic copy$default(Lcom/fernlog/WaterArgs;Ljava/lang/String;ZLjava/lang/String;ILjava/lang/Object;)Lcom/fernlog/WaterArgs;
    .registers 8
    const/4 v1, 0x1
    and-int v0, v6, v1
    if-eqz v0, :L12
    iget-object v0, v2, Lcom/fernlog/WaterArgs;->plantId:Ljava/lang/String;
    move-object v3, v0
    :L12
    const/4 v1, 0x2
    and-int v0, v6, v1
    if-eqz v0, :L24
    iget-boolean v0, v2, Lcom/fernlog/WaterArgs;->confirmed:Z
    move v4, v0
    :L24
    const/4 v1, 0x4
    and-int v0, v6, v1
    if-eqz v0, :L36
    iget-object v0, v2, Lcom/fernlog/WaterArgs;->callerPackage:Ljava/lang/String;
    move-object v5, v0
    :L36
    invoke-virtual {v2, v3, v4, v5}, Lcom/fernlog/WaterArgs;->copy(Ljava/lang/String;ZLjava/lang/String;)Lcom/fernlog/WaterArgs;
    move-result-object v0
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 3
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "WaterArgs(plantId="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    iget-object v1, v2, Lcom/fernlog/WaterArgs;->plantId:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, ", confirmed="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    iget-boolean v1, v2, Lcom/fernlog/WaterArgs;->confirmed:Z
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, ", callerPackage="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    iget-object v1, v2, Lcom/fernlog/WaterArgs;->callerPackage:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const/16 v1, 0x29
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public hashCode()I
    .registers 4
    iget-object v0, v3, Lcom/fernlog/WaterArgs;->plantId:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v0
    move v2, v0
    const/16 v1, 0x1f
    mul-int v0, v2, v1
    iget-boolean v1, v3, Lcom/fernlog/WaterArgs;->confirmed:Z
    invoke-static {v1}, Ljava/lang/Boolean;->hashCode(Z)I
    move-result v1
    add-int v0, v0, v1
    move v2, v0
    const/16 v1, 0x1f
    mul-int v0, v2, v1
    iget-object v1, v3, Lcom/fernlog/WaterArgs;->callerPackage:Ljava/lang/String;
    if-nez v1, :L36
    const/4 v1, 0x0
    goto :L43
    :L36
    iget-object v1, v3, Lcom/fernlog/WaterArgs;->callerPackage:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    :L43
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
    instance-of v0, v4, Lcom/fernlog/WaterArgs;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
    :L16
    check-cast v4, Lcom/fernlog/WaterArgs;
    move-object v2, v4
    iget-object v0, v3, Lcom/fernlog/WaterArgs;->plantId:Ljava/lang/String;
    iget-object v1, v2, Lcom/fernlog/WaterArgs;->plantId:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
    :L37
    iget-boolean v0, v3, Lcom/fernlog/WaterArgs;->confirmed:Z
    iget-boolean v1, v2, Lcom/fernlog/WaterArgs;->confirmed:Z
    if-eq v0, v1, :L50
    const/4 v0, 0x0
    return v0
    :L50
    iget-object v0, v3, Lcom/fernlog/WaterArgs;->callerPackage:Ljava/lang/String;
    iget-object v1, v2, Lcom/fernlog/WaterArgs;->callerPackage:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L66
    const/4 v0, 0x0
    return v0
    :L66
    const/4 v0, 0x1
    return v0
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/fernlog/WaterArgs$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/fernlog/WaterArgs$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/fernlog/WaterArgs;->Companion:Lcom/fernlog/WaterArgs$Companion;
    return-void
.end method

