.class public final Lcom/tutortime/CancelArgs$$serializer;
.super Ljava/lang/Object;
.source "Args.kt"

# interfaces
.implements Lkotlinx/serialization/internal/GeneratedSerializer;

.field public static final INSTANCE:Lcom/tutortime/CancelArgs$$serializer;
.field private static final desc:Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;

.method private constructor <init>()V
    .registers 1
    .line 17
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public getDescriptor()Lkotlinx/serialization/descriptors/SerialDescriptor;
    .registers 2
    .line 19
    sget-object v0, Lcom/tutortime/CancelArgs$$serializer;->desc:Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;
    check-cast v0, Lkotlinx/serialization/descriptors/SerialDescriptor;
    return-object v0
.end method

.method public childSerializers()[Lkotlinx/serialization/KSerializer;
    .registers 2
    const/4 v0, 0x0
    new-array v0, v0, [Lkotlinx/serialization/KSerializer;
    .line 26
    return-object v0
.end method

.method public deserialize(Lkotlinx/serialization/encoding/Decoder;)Lcom/tutortime/CancelArgs;
    .registers 9
    const-string v1, "decoder"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 29
    sget-object v1, Lcom/tutortime/CancelArgs$$serializer;->desc:Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;
    check-cast v1, Lkotlinx/serialization/descriptors/SerialDescriptor;
    invoke-interface {v8, v1}, Lkotlinx/serialization/encoding/Decoder;->beginStructure(Lkotlinx/serialization/descriptors/SerialDescriptor;)Lkotlinx/serialization/encoding/CompositeDecoder;
    move-result-object v0
    move-object v3, v0
    .line 30
    sget-object v1, Lcom/tutortime/CancelArgs$$serializer;->desc:Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;
    check-cast v1, Lkotlinx/serialization/descriptors/SerialDescriptor;
    const/4 v2, 0x0
    invoke-interface {v3, v1, v2}, Lkotlinx/serialization/encoding/CompositeDecoder;->decodeLongElement(Lkotlinx/serialization/descriptors/SerialDescriptor;I)J
    move-result-wide v0
    move-wide v4, v0
    .line 31
    sget-object v1, Lcom/tutortime/CancelArgs$$serializer;->desc:Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;
    check-cast v1, Lkotlinx/serialization/descriptors/SerialDescriptor;
    const/4 v2, 0x1
    invoke-interface {v3, v1, v2}, Lkotlinx/serialization/encoding/CompositeDecoder;->decodeBooleanElement(Lkotlinx/serialization/descriptors/SerialDescriptor;I)Z
    move-result v0
    move v6, v0
    .line 32
    sget-object v1, Lcom/tutortime/CancelArgs$$serializer;->desc:Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;
    check-cast v1, Lkotlinx/serialization/descriptors/SerialDescriptor;
    invoke-interface {v3, v1}, Lkotlinx/serialization/encoding/CompositeDecoder;->endStructure(Lkotlinx/serialization/descriptors/SerialDescriptor;)V
    .line 33
    new-instance v0, Lcom/tutortime/CancelArgs;
    invoke-direct {v0, v4, v5, v6}, Lcom/tutortime/CancelArgs;-><init>(JZ)V
    return-object v0
.end method

.method public serialize(Lkotlinx/serialization/encoding/Encoder;Lcom/tutortime/CancelArgs;)V
    .registers 9
    const-string v1, "encoder"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "value"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 37
    sget-object v1, Lcom/tutortime/CancelArgs$$serializer;->desc:Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;
    check-cast v1, Lkotlinx/serialization/descriptors/SerialDescriptor;
    invoke-interface {v7, v1}, Lkotlinx/serialization/encoding/Encoder;->beginStructure(Lkotlinx/serialization/descriptors/SerialDescriptor;)Lkotlinx/serialization/encoding/CompositeEncoder;
    move-result-object v0
    move-object v5, v0
    .line 38
    sget-object v1, Lcom/tutortime/CancelArgs$$serializer;->desc:Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;
    check-cast v1, Lkotlinx/serialization/descriptors/SerialDescriptor;
    const/4 v2, 0x0
    invoke-virtual {v8}, Lcom/tutortime/CancelArgs;->getSlotId()J
    move-result-wide v3
    invoke-interface {v5, v1, v2, v3, v4}, Lkotlinx/serialization/encoding/CompositeEncoder;->encodeLongElement(Lkotlinx/serialization/descriptors/SerialDescriptor;IJ)V
    .line 39
    sget-object v1, Lcom/tutortime/CancelArgs$$serializer;->desc:Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;
    check-cast v1, Lkotlinx/serialization/descriptors/SerialDescriptor;
    const/4 v2, 0x1
    invoke-virtual {v8}, Lcom/tutortime/CancelArgs;->getConfirmed()Z
    move-result v3
    invoke-interface {v5, v1, v2, v3}, Lkotlinx/serialization/encoding/CompositeEncoder;->encodeBooleanElement(Lkotlinx/serialization/descriptors/SerialDescriptor;IZ)V
    .line 40
    sget-object v1, Lcom/tutortime/CancelArgs$$serializer;->desc:Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;
    check-cast v1, Lkotlinx/serialization/descriptors/SerialDescriptor;
    invoke-interface {v5, v1}, Lkotlinx/serialization/encoding/CompositeEncoder;->endStructure(Lkotlinx/serialization/descriptors/SerialDescriptor;)V
    .line 41
    return-void
.end method

.method public bridge synthetic deserialize(Lkotlinx/serialization/encoding/Decoder;)Ljava/lang/Object;
    .registers 3
    .line 17
    invoke-virtual {v1, v2}, Lcom/tutortime/CancelArgs$$serializer;->deserialize(Lkotlinx/serialization/encoding/Decoder;)Lcom/tutortime/CancelArgs;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic serialize(Lkotlinx/serialization/encoding/Encoder;Ljava/lang/Object;)V
    .registers 3
    .line 17
    check-cast v2, Lcom/tutortime/CancelArgs;
    invoke-virtual {v0, v1, v2}, Lcom/tutortime/CancelArgs$$serializer;->serialize(Lkotlinx/serialization/encoding/Encoder;Lcom/tutortime/CancelArgs;)V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 5
    new-instance v0, Lcom/tutortime/CancelArgs$$serializer;
    invoke-direct {v0}, Lcom/tutortime/CancelArgs$$serializer;-><init>()V
    sput-object v0, Lcom/tutortime/CancelArgs$$serializer;->INSTANCE:Lcom/tutortime/CancelArgs$$serializer;
    .line 18
    new-instance v0, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;
    const-string v2, "com.tutortime.CancelArgs"
    sget-object v3, Lcom/tutortime/CancelArgs$$serializer;->INSTANCE:Lcom/tutortime/CancelArgs$$serializer;
    check-cast v3, Lkotlinx/serialization/internal/GeneratedSerializer;
    const/4 v4, 0x2
    invoke-direct {v0, v2, v3, v4}, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;-><init>(Ljava/lang/String;Lkotlinx/serialization/internal/GeneratedSerializer;I)V
    sput-object v0, Lcom/tutortime/CancelArgs$$serializer;->desc:Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;
    .line 21
    nop
    .line 22
    sget-object v0, Lcom/tutortime/CancelArgs$$serializer;->desc:Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;
    const-string v1, "slot_id"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;->addElement(Ljava/lang/String;Z)V
    .line 23
    sget-object v0, Lcom/tutortime/CancelArgs$$serializer;->desc:Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;
    const-string v1, "confirmed"
    const/4 v2, 0x1
    invoke-virtual {v0, v1, v2}, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;->addElement(Ljava/lang/String;Z)V
    .line 24
    return-void
.end method

