.class public final Lcom/berthbook/ShareArgs;
.super Ljava/lang/Object;
.source "Args.kt"

# static fields
.field public static final Companion:Lcom/berthbook/ShareArgs$Companion;

# instance fields
.field private final logId:J
.field private final callerPackage:Ljava/lang/String;


# direct methods
.method public constructor <init>(JLjava/lang/String;)V
    .registers 5
    .line 24
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 25
    iput-wide v2, v1, Lcom/berthbook/ShareArgs;->logId:J
    iput-object v4, v1, Lcom/berthbook/ShareArgs;->callerPackage:Ljava/lang/String;
    return-void
.end method

.method public synthetic constructor <init>(JLjava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 8
    .line 25
    const/4 v1, 0x2
    and-int v0, v6, v1
    if-eqz v0, :L9
    const/4 v5, 0x0
:L9
    invoke-direct {v2, v3, v4, v5}, Lcom/berthbook/ShareArgs;-><init>(JLjava/lang/String;)V
    return-void
.end method

.method public static synthetic getLogId$annotations()V
    .registers 0
    return-void
.end method

.method public static synthetic getCallerPackage$annotations()V
    .registers 0
    return-void
.end method

.method public static synthetic copy$default(Lcom/berthbook/ShareArgs;JLjava/lang/String;ILjava/lang/Object;)Lcom/berthbook/ShareArgs;
    .registers 8
    const/4 v1, 0x1
    and-int v0, v6, v1
    if-eqz v0, :L12
    iget-wide v0, v2, Lcom/berthbook/ShareArgs;->logId:J
    move-wide v3, v0
:L12
    const/4 v1, 0x2
    and-int v0, v6, v1
    if-eqz v0, :L24
    iget-object v0, v2, Lcom/berthbook/ShareArgs;->callerPackage:Ljava/lang/String;
    move-object v5, v0
:L24
    invoke-virtual {v2, v3, v4, v5}, Lcom/berthbook/ShareArgs;->copy(JLjava/lang/String;)Lcom/berthbook/ShareArgs;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic write$Self$main(Lcom/berthbook/ShareArgs;Lkotlinx/serialization/encoding/CompositeEncoder;Lkotlinx/serialization/descriptors/SerialDescriptor;)V
    .registers 8
    .line 24
    const/4 v2, 0x0
    iget-wide v3, v5, Lcom/berthbook/ShareArgs;->logId:J
    invoke-interface {v6, v7, v2, v3, v4}, Lkotlinx/serialization/encoding/CompositeEncoder;->encodeLongElement(Lkotlinx/serialization/descriptors/SerialDescriptor;IJ)V
    const/4 v2, 0x1
    invoke-interface {v6, v7, v2}, Lkotlinx/serialization/encoding/CompositeEncoder;->shouldEncodeElementDefault(Lkotlinx/serialization/descriptors/SerialDescriptor;I)Z
    move-result v0
    if-eqz v0, :L27
    const/4 v0, 0x1
    goto :L39
:L27
    iget-object v0, v5, Lcom/berthbook/ShareArgs;->callerPackage:Ljava/lang/String;
    if-eqz v0, :L38
    const/4 v0, 0x1
    goto :L39
:L38
    const/4 v0, 0x0
:L39
    if-eqz v0, :L60
    const/4 v2, 0x1
    sget-object v3, Lkotlinx/serialization/internal/StringSerializer;->INSTANCE:Lkotlinx/serialization/internal/StringSerializer;
    check-cast v3, Lkotlinx/serialization/SerializationStrategy;
    iget-object v4, v5, Lcom/berthbook/ShareArgs;->callerPackage:Ljava/lang/String;
    invoke-interface {v6, v7, v2, v3, v4}, Lkotlinx/serialization/encoding/CompositeEncoder;->encodeNullableSerializableElement(Lkotlinx/serialization/descriptors/SerialDescriptor;ILkotlinx/serialization/SerializationStrategy;Ljava/lang/Object;)V
:L60
    return-void
.end method

.method public synthetic constructor <init>(IJLjava/lang/String;Lkotlinx/serialization/internal/SerializationConstructorMarker;)V
    .registers 9
    .line 24
    const/4 v0, 0x1
    const/4 v1, 0x1
    and-int v1, v1, v4
    if-eq v0, v1, :L19
    const/4 v1, 0x1
    sget-object v2, Lcom/berthbook/ShareArgs$$serializer;->INSTANCE:Lcom/berthbook/ShareArgs$$serializer;
    invoke-virtual {v2}, Lcom/berthbook/ShareArgs$$serializer;->getDescriptor()Lkotlinx/serialization/descriptors/SerialDescriptor;
    move-result-object v2
    invoke-static {v4, v1, v2}, Lkotlinx/serialization/internal/PluginKt;->throwMissingFieldException(IILkotlinx/serialization/descriptors/SerialDescriptor;)Ljava/lang/Void;
:L19
    invoke-direct {v3}, Ljava/lang/Object;-><init>()V
    iput-wide v5, v3, Lcom/berthbook/ShareArgs;->logId:J
    const/4 v1, 0x2
    and-int v0, v4, v1
    if-nez v0, :L42
    .line 25
    const/4 v1, 0x0
    .line 24
    iput-object v1, v3, Lcom/berthbook/ShareArgs;->callerPackage:Ljava/lang/String;
    goto :L48
:L42
    iput-object v7, v3, Lcom/berthbook/ShareArgs;->callerPackage:Ljava/lang/String;
:L48
    return-void
.end method

.method static constructor <clinit>()V
    .registers 3
    new-instance v0, Lcom/berthbook/ShareArgs$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/berthbook/ShareArgs$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/berthbook/ShareArgs;->Companion:Lcom/berthbook/ShareArgs$Companion;
    return-void
.end method


# virtual methods
.method public final getLogId()J
    .registers 3
    .line 25
    iget-wide v0, v2, Lcom/berthbook/ShareArgs;->logId:J
    return-wide v0
.end method

.method public final getCallerPackage()Ljava/lang/String;
    .registers 2
    .line 25
    iget-object v0, v1, Lcom/berthbook/ShareArgs;->callerPackage:Ljava/lang/String;
    return-object v0
.end method

.method public final component1()J
    .registers 3
    iget-wide v0, v2, Lcom/berthbook/ShareArgs;->logId:J
    return-wide v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2
    iget-object v0, v1, Lcom/berthbook/ShareArgs;->callerPackage:Ljava/lang/String;
    return-object v0
.end method

.method public final copy(JLjava/lang/String;)Lcom/berthbook/ShareArgs;
    .registers 5
    new-instance v0, Lcom/berthbook/ShareArgs;
    invoke-direct {v0, v2, v3, v4}, Lcom/berthbook/ShareArgs;-><init>(JLjava/lang/String;)V
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 6
    iget-wide v0, v5, Lcom/berthbook/ShareArgs;->logId:J
    iget-object v2, v5, Lcom/berthbook/ShareArgs;->callerPackage:Ljava/lang/String;
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "ShareArgs(logId="
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v4, ", callerPackage="
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, ")"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public hashCode()I
    .registers 4
    iget-wide v0, v3, Lcom/berthbook/ShareArgs;->logId:J
    invoke-static {v0, v1}, Ljava/lang/Long;->hashCode(J)I
    move-result v2
    const/16 v1, 0x1f
    mul-int v0, v2, v1
    iget-object v1, v3, Lcom/berthbook/ShareArgs;->callerPackage:Ljava/lang/String;
    if-nez v1, :L23
    const/4 v1, 0x0
    goto :L30
:L23
    iget-object v1, v3, Lcom/berthbook/ShareArgs;->callerPackage:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
:L30
    add-int v0, v0, v1
    move v2, v0
    return v2
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 7
    if-ne v5, v6, :L7
    const/4 v0, 0x1
    return v0
:L7
    instance-of v0, v6, Lcom/berthbook/ShareArgs;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, v6
    check-cast v0, Lcom/berthbook/ShareArgs;
    move-object v4, v0
    iget-wide v0, v5, Lcom/berthbook/ShareArgs;->logId:J
    iget-wide v2, v4, Lcom/berthbook/ShareArgs;->logId:J
    cmp-long v0, v0, v2
    if-eqz v0, :L35
    const/4 v0, 0x0
    return v0
:L35
    iget-object v0, v5, Lcom/berthbook/ShareArgs;->callerPackage:Ljava/lang/String;
    iget-object v1, v4, Lcom/berthbook/ShareArgs;->callerPackage:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L51
    const/4 v0, 0x0
    return v0
:L51
    const/4 v0, 0x1
    return v0
.end method

