.class public final Lcom/berthbook/PurgeArgs;
.super Ljava/lang/Object;
.source "Args.kt"

# static fields
.field public static final Companion:Lcom/berthbook/PurgeArgs$Companion;

# instance fields
.field private final beforeMs:J


# direct methods
.method public constructor <init>(J)V
    .registers 4
    .line 27
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 28
    iput-wide v2, v1, Lcom/berthbook/PurgeArgs;->beforeMs:J
    return-void
.end method

.method public static synthetic getBeforeMs$annotations()V
    .registers 0
    return-void
.end method

.method public static synthetic copy$default(Lcom/berthbook/PurgeArgs;JILjava/lang/Object;)Lcom/berthbook/PurgeArgs;
    .registers 7
    const/4 v1, 0x1
    and-int v0, v5, v1
    if-eqz v0, :L11
    iget-wide v0, v2, Lcom/berthbook/PurgeArgs;->beforeMs:J
    move-wide v3, v0
:L11
    invoke-virtual {v2, v3, v4}, Lcom/berthbook/PurgeArgs;->copy(J)Lcom/berthbook/PurgeArgs;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic write$Self$main(Lcom/berthbook/PurgeArgs;Lkotlinx/serialization/encoding/CompositeEncoder;Lkotlinx/serialization/descriptors/SerialDescriptor;)V
    .registers 8
    .line 27
    const/4 v2, 0x0
    iget-wide v3, v5, Lcom/berthbook/PurgeArgs;->beforeMs:J
    invoke-interface {v6, v7, v2, v3, v4}, Lkotlinx/serialization/encoding/CompositeEncoder;->encodeLongElement(Lkotlinx/serialization/descriptors/SerialDescriptor;IJ)V
    return-void
.end method

.method public synthetic constructor <init>(IJLkotlinx/serialization/internal/SerializationConstructorMarker;)V
    .registers 8
    .line 27
    const/4 v0, 0x1
    const/4 v1, 0x1
    and-int v1, v1, v4
    if-eq v0, v1, :L19
    const/4 v1, 0x1
    sget-object v2, Lcom/berthbook/PurgeArgs$$serializer;->INSTANCE:Lcom/berthbook/PurgeArgs$$serializer;
    invoke-virtual {v2}, Lcom/berthbook/PurgeArgs$$serializer;->getDescriptor()Lkotlinx/serialization/descriptors/SerialDescriptor;
    move-result-object v2
    invoke-static {v4, v1, v2}, Lkotlinx/serialization/internal/PluginKt;->throwMissingFieldException(IILkotlinx/serialization/descriptors/SerialDescriptor;)Ljava/lang/Void;
:L19
    invoke-direct {v3}, Ljava/lang/Object;-><init>()V
    iput-wide v5, v3, Lcom/berthbook/PurgeArgs;->beforeMs:J
    return-void
.end method

.method static constructor <clinit>()V
    .registers 3
    new-instance v0, Lcom/berthbook/PurgeArgs$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/berthbook/PurgeArgs$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/berthbook/PurgeArgs;->Companion:Lcom/berthbook/PurgeArgs$Companion;
    return-void
.end method


# virtual methods
.method public final getBeforeMs()J
    .registers 3
    .line 28
    iget-wide v0, v2, Lcom/berthbook/PurgeArgs;->beforeMs:J
    return-wide v0
.end method

.method public final component1()J
    .registers 3
    iget-wide v0, v2, Lcom/berthbook/PurgeArgs;->beforeMs:J
    return-wide v0
.end method

.method public final copy(J)Lcom/berthbook/PurgeArgs;
    .registers 4
    new-instance v0, Lcom/berthbook/PurgeArgs;
    invoke-direct {v0, v2, v3}, Lcom/berthbook/PurgeArgs;-><init>(J)V
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 5
    iget-wide v0, v4, Lcom/berthbook/PurgeArgs;->beforeMs:J
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "PurgeArgs(beforeMs="
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v3, ")"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public hashCode()I
    .registers 3
    iget-wide v0, v2, Lcom/berthbook/PurgeArgs;->beforeMs:J
    invoke-static {v0, v1}, Ljava/lang/Long;->hashCode(J)I
    move-result v0
    return v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 7
    if-ne v5, v6, :L7
    const/4 v0, 0x1
    return v0
:L7
    instance-of v0, v6, Lcom/berthbook/PurgeArgs;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, v6
    check-cast v0, Lcom/berthbook/PurgeArgs;
    move-object v4, v0
    iget-wide v0, v5, Lcom/berthbook/PurgeArgs;->beforeMs:J
    iget-wide v2, v4, Lcom/berthbook/PurgeArgs;->beforeMs:J
    cmp-long v0, v0, v2
    if-eqz v0, :L35
    const/4 v0, 0x0
    return v0
:L35
    const/4 v0, 0x1
    return v0
.end method

