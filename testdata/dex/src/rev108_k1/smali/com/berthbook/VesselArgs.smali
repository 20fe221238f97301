.class public final Lcom/berthbook/VesselArgs;
.super Ljava/lang/Object;
.source "Args.kt"

# static fields
.field public static final Companion:Lcom/berthbook/VesselArgs$Companion;

# instance fields
.field private final vessel:Ljava/lang/String;
.field private final berth:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 5
    const-string v1, "vessel"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "berth"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 22
    iput-object v3, v2, Lcom/berthbook/VesselArgs;->vessel:Ljava/lang/String;
    iput-object v4, v2, Lcom/berthbook/VesselArgs;->berth:Ljava/lang/String;
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 7
    .line 22
    const/4 v1, 0x2
    and-int v0, v5, v1
    if-eqz v0, :L9
    const-string v4, ""
:L9
    invoke-direct {v2, v3, v4}, Lcom/berthbook/VesselArgs;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

.method public static synthetic copy$default(Lcom/berthbook/VesselArgs;Ljava/lang/String;Ljava/lang/String;ILjava/lang/Object;)Lcom/berthbook/VesselArgs;
    .registers 7
    const/4 v1, 0x1
    and-int v0, v5, v1
    if-eqz v0, :L11
    iget-object v0, v2, Lcom/berthbook/VesselArgs;->vessel:Ljava/lang/String;
    move-object v3, v0
:L11
    const/4 v1, 0x2
    and-int v0, v5, v1
    if-eqz v0, :L22
    iget-object v0, v2, Lcom/berthbook/VesselArgs;->berth:Ljava/lang/String;
    move-object v4, v0
:L22
    invoke-virtual {v2, v3, v4}, Lcom/berthbook/VesselArgs;->copy(Ljava/lang/String;Ljava/lang/String;)Lcom/berthbook/VesselArgs;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic write$Self$main(Lcom/berthbook/VesselArgs;Lkotlinx/serialization/encoding/CompositeEncoder;Lkotlinx/serialization/descriptors/SerialDescriptor;)V
    .registers 7
    .line 21
    const/4 v2, 0x0
    iget-object v3, v4, Lcom/berthbook/VesselArgs;->vessel:Ljava/lang/String;
    invoke-interface {v5, v6, v2, v3}, Lkotlinx/serialization/encoding/CompositeEncoder;->encodeStringElement(Lkotlinx/serialization/descriptors/SerialDescriptor;ILjava/lang/String;)V
    const/4 v2, 0x1
    invoke-interface {v5, v6, v2}, Lkotlinx/serialization/encoding/CompositeEncoder;->shouldEncodeElementDefault(Lkotlinx/serialization/descriptors/SerialDescriptor;I)Z
    move-result v0
    if-eqz v0, :L27
    const/4 v0, 0x1
    goto :L44
:L27
    iget-object v0, v4, Lcom/berthbook/VesselArgs;->berth:Ljava/lang/String;
    .line 22
    const-string v1, ""
    .line 21
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L43
    const/4 v0, 0x1
    goto :L44
:L43
    const/4 v0, 0x0
:L44
    if-eqz v0, :L59
    const/4 v2, 0x1
    iget-object v3, v4, Lcom/berthbook/VesselArgs;->berth:Ljava/lang/String;
    invoke-interface {v5, v6, v2, v3}, Lkotlinx/serialization/encoding/CompositeEncoder;->encodeStringElement(Lkotlinx/serialization/descriptors/SerialDescriptor;ILjava/lang/String;)V
:L59
    return-void
.end method

.method public synthetic constructor <init>(ILjava/lang/String;Ljava/lang/String;Lkotlinx/serialization/internal/SerializationConstructorMarker;)V
    .registers 8
    .line 21
    const/4 v0, 0x1
    const/4 v1, 0x1
    and-int v1, v1, v4
    if-eq v0, v1, :L19
    const/4 v1, 0x1
    sget-object v2, Lcom/berthbook/VesselArgs$$serializer;->INSTANCE:Lcom/berthbook/VesselArgs$$serializer;
    invoke-virtual {v2}, Lcom/berthbook/VesselArgs$$serializer;->getDescriptor()Lkotlinx/serialization/descriptors/SerialDescriptor;
    move-result-object v2
    invoke-static {v4, v1, v2}, Lkotlinx/serialization/internal/PluginKt;->throwMissingFieldException(IILkotlinx/serialization/descriptors/SerialDescriptor;)Ljava/lang/Void;
:L19
    invoke-direct {v3}, Ljava/lang/Object;-><init>()V
    iput-object v5, v3, Lcom/berthbook/VesselArgs;->vessel:Ljava/lang/String;
    const/4 v1, 0x2
    and-int v0, v4, v1
    if-nez v0, :L43
    .line 22
    const-string v1, ""
    .line 21
    iput-object v1, v3, Lcom/berthbook/VesselArgs;->berth:Ljava/lang/String;
    goto :L48
:L43
    iput-object v6, v3, Lcom/berthbook/VesselArgs;->berth:Ljava/lang/String;
:L48
    return-void
.end method

.method static constructor <clinit>()V
    .registers 3
    new-instance v0, Lcom/berthbook/VesselArgs$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/berthbook/VesselArgs$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/berthbook/VesselArgs;->Companion:Lcom/berthbook/VesselArgs$Companion;
    return-void
.end method


# virtual methods
.method public final getVessel()Ljava/lang/String;
    .registers 2
    .line 22
    iget-object v0, v1, Lcom/berthbook/VesselArgs;->vessel:Ljava/lang/String;
    return-object v0
.end method

.method public final getBerth()Ljava/lang/String;
    .registers 2
    .line 22
    iget-object v0, v1, Lcom/berthbook/VesselArgs;->berth:Ljava/lang/String;
    return-object v0
.end method

.method public final component1()Ljava/lang/String;
    .registers 2
    iget-object v0, v1, Lcom/berthbook/VesselArgs;->vessel:Ljava/lang/String;
    return-object v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2
    iget-object v0, v1, Lcom/berthbook/VesselArgs;->berth:Ljava/lang/String;
    return-object v0
.end method

.method public final copy(Ljava/lang/String;Ljava/lang/String;)Lcom/berthbook/VesselArgs;
    .registers 5
    const-string v1, "vessel"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "berth"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/berthbook/VesselArgs;
    invoke-direct {v0, v3, v4}, Lcom/berthbook/VesselArgs;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 5
    iget-object v0, v4, Lcom/berthbook/VesselArgs;->vessel:Ljava/lang/String;
    iget-object v1, v4, Lcom/berthbook/VesselArgs;->berth:Ljava/lang/String;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "VesselArgs(vessel="
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, ", berth="
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, ")"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public hashCode()I
    .registers 4
    iget-object v0, v3, Lcom/berthbook/VesselArgs;->vessel:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v2
    const/16 v1, 0x1f
    mul-int v0, v2, v1
    iget-object v1, v3, Lcom/berthbook/VesselArgs;->berth:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
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
    instance-of v0, v4, Lcom/berthbook/VesselArgs;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, v4
    check-cast v0, Lcom/berthbook/VesselArgs;
    move-object v2, v0
    iget-object v0, v3, Lcom/berthbook/VesselArgs;->vessel:Ljava/lang/String;
    iget-object v1, v2, Lcom/berthbook/VesselArgs;->vessel:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
:L37
    iget-object v0, v3, Lcom/berthbook/VesselArgs;->berth:Ljava/lang/String;
    iget-object v1, v2, Lcom/berthbook/VesselArgs;->berth:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L53
    const/4 v0, 0x0
    return v0
:L53
    const/4 v0, 0x1
    return v0
.end method

