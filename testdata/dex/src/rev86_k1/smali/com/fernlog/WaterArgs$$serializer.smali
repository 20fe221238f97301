.class public final Lcom/fernlog/WaterArgs$$serializer;
.super Ljava/lang/Object;
.source "Args.kt"

# interfaces
.implements Lkotlinx/serialization/internal/GeneratedSerializer;

.field public static final INSTANCE:Lcom/fernlog/WaterArgs$$serializer;
.field private static final desc:Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;

.method private constructor <init>()V
    .registers 1
    .line 42
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public getDescriptor()Lkotlinx/serialization/descriptors/SerialDescriptor;
    .registers 2
    .line 44
    sget-object v0, Lcom/fernlog/WaterArgs$$serializer;->desc:Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;
    check-cast v0, Lkotlinx/serialization/descriptors/SerialDescriptor;
    return-object v0
.end method

.method public childSerializers()[Lkotlinx/serialization/KSerializer;
    .registers 5
    .line 53
    const/4 v0, 0x3
    new-array v0, v0, [Lkotlinx/serialization/KSerializer;
    move-object v3, v0
    const/4 v1, 0x0
    sget-object v2, Lkotlinx/serialization/internal/StringSerializer;->INSTANCE:Lkotlinx/serialization/internal/StringSerializer;
    aput-object v2, v3, v1
    const/4 v1, 0x1
    sget-object v2, Lkotlinx/serialization/internal/BooleanSerializer;->INSTANCE:Lkotlinx/serialization/internal/BooleanSerializer;
    aput-object v2, v3, v1
    const/4 v1, 0x2
    sget-object v2, Lkotlinx/serialization/internal/StringSerializer;->INSTANCE:Lkotlinx/serialization/internal/StringSerializer;
    check-cast v2, Lkotlinx/serialization/KSerializer;
    invoke-static {v2}, Lkotlinx/serialization/builtins/BuiltinSerializersKt;->getNullable(Lkotlinx/serialization/KSerializer;)Lkotlinx/serialization/KSerializer;
    move-result-object v2
    aput-object v2, v3, v1
    return-object v3
.end method

.method public deserialize(Lkotlinx/serialization/encoding/Decoder;)Lcom/fernlog/WaterArgs;
    .registers 16
    const-string v1, "decoder"
    move-object v0, v15
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 56
    sget-object v1, Lcom/fernlog/WaterArgs$$serializer;->desc:Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;
    check-cast v1, Lkotlinx/serialization/descriptors/SerialDescriptor;
    move-object v0, v15
    invoke-interface/range {v0 .. v1}, Lkotlinx/serialization/encoding/Decoder;->beginStructure(Lkotlinx/serialization/descriptors/SerialDescriptor;)Lkotlinx/serialization/encoding/CompositeDecoder;
    move-result-object v0
    move-object v7, v0
    .line 57
    const/4 v0, 0x0
    move v8, v0
    .line 58
    const/4 v0, 0x0
    move-object v9, v0
    .line 59
    const/4 v0, 0x0
    move v10, v0
    .line 60
    const/4 v0, 0x0
    move-object v11, v0
    .line 61
    const/4 v0, 0x1
    move v12, v0
    :L33
    .line 62
    if-eqz v12, :L177
    .line 63
    sget-object v1, Lcom/fernlog/WaterArgs$$serializer;->desc:Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;
    check-cast v1, Lkotlinx/serialization/descriptors/SerialDescriptor;
    invoke-interface {v7, v1}, Lkotlinx/serialization/encoding/CompositeDecoder;->decodeElementIndex(Lkotlinx/serialization/descriptors/SerialDescriptor;)I
    move-result v0
    move v13, v0
    .line 64
    packed-switch v13, :sw_54
    goto :L167
    :L84
    .line 65
    const/4 v0, 0x0
    move v12, v0
    goto :L33
    :L90
    .line 66
    sget-object v1, Lcom/fernlog/WaterArgs$$serializer;->desc:Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;
    check-cast v1, Lkotlinx/serialization/descriptors/SerialDescriptor;
    const/4 v2, 0x0
    invoke-interface {v7, v1, v2}, Lkotlinx/serialization/encoding/CompositeDecoder;->decodeStringElement(Lkotlinx/serialization/descriptors/SerialDescriptor;I)Ljava/lang/String;
    move-result-object v0
    move-object v9, v0
    const/4 v1, 0x1
    or-int v0, v8, v1
    move v8, v0
    goto :L33
    :L112
    .line 67
    sget-object v1, Lcom/fernlog/WaterArgs$$serializer;->desc:Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;
    check-cast v1, Lkotlinx/serialization/descriptors/SerialDescriptor;
    const/4 v2, 0x1
    invoke-interface {v7, v1, v2}, Lkotlinx/serialization/encoding/CompositeDecoder;->decodeBooleanElement(Lkotlinx/serialization/descriptors/SerialDescriptor;I)Z
    move-result v0
    move v10, v0
    const/4 v1, 0x2
    or-int v0, v8, v1
    move v8, v0
    goto :L33
    :L134
    .line 68
    sget-object v1, Lcom/fernlog/WaterArgs$$serializer;->desc:Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;
    check-cast v1, Lkotlinx/serialization/descriptors/SerialDescriptor;
    const/4 v2, 0x2
    sget-object v3, Lkotlinx/serialization/internal/StringSerializer;->INSTANCE:Lkotlinx/serialization/internal/StringSerializer;
    check-cast v3, Lkotlinx/serialization/DeserializationStrategy;
    invoke-interface {v7, v1, v2, v3, v11}, Lkotlinx/serialization/encoding/CompositeDecoder;->decodeNullableSerializableElement(Lkotlinx/serialization/descriptors/SerialDescriptor;ILkotlinx/serialization/DeserializationStrategy;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    move-object v11, v0
    const/4 v1, 0x4
    or-int v0, v8, v1
    move v8, v0
    goto :L33
    :L167
    .line 69
    new-instance v0, Lkotlinx/serialization/UnknownFieldException;
    invoke-direct {v0, v13}, Lkotlinx/serialization/UnknownFieldException;-><init>(I)V
    throw v0
    :L177
    .line 72
    sget-object v1, Lcom/fernlog/WaterArgs$$serializer;->desc:Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;
    check-cast v1, Lkotlinx/serialization/descriptors/SerialDescriptor;
    invoke-interface {v7, v1}, Lkotlinx/serialization/encoding/CompositeDecoder;->endStructure(Lkotlinx/serialization/descriptors/SerialDescriptor;)V
    .line 73
    new-instance v0, Lcom/fernlog/WaterArgs;
    const/4 v6, 0x0
    move-object v1, v0
    move v2, v8
    move-object v3, v9
    move v4, v10
    move-object v5, v11
    invoke-direct/range {v1 .. v6}, Lcom/fernlog/WaterArgs;-><init>(ILjava/lang/String;ZLjava/lang/String;Lkotlinx/serialization/internal/SerializationConstructorMarker;)V
    return-object v0
    :sw_54
    .packed-switch -0x1
        :L84
        :L90
        :L112
        :L134
    .end packed-switch
.end method

.method public serialize(Lkotlinx/serialization/encoding/Encoder;Lcom/fernlog/WaterArgs;)V
    .registers 9
    const-string v1, "encoder"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "value"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 77
    sget-object v1, Lcom/fernlog/WaterArgs$$serializer;->desc:Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;
    check-cast v1, Lkotlinx/serialization/descriptors/SerialDescriptor;
    invoke-interface {v7, v1}, Lkotlinx/serialization/encoding/Encoder;->beginStructure(Lkotlinx/serialization/descriptors/SerialDescriptor;)Lkotlinx/serialization/encoding/CompositeEncoder;
    move-result-object v0
    move-object v5, v0
    .line 78
    sget-object v1, Lcom/fernlog/WaterArgs$$serializer;->desc:Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;
    check-cast v1, Lkotlinx/serialization/descriptors/SerialDescriptor;
    const/4 v2, 0x0
    invoke-virtual {v8}, Lcom/fernlog/WaterArgs;->getPlantId()Ljava/lang/String;
    move-result-object v3
    invoke-interface {v5, v1, v2, v3}, Lkotlinx/serialization/encoding/CompositeEncoder;->encodeStringElement(Lkotlinx/serialization/descriptors/SerialDescriptor;ILjava/lang/String;)V
    .line 79
    sget-object v1, Lcom/fernlog/WaterArgs$$serializer;->desc:Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;
    check-cast v1, Lkotlinx/serialization/descriptors/SerialDescriptor;
    const/4 v2, 0x1
    invoke-interface {v5, v1, v2}, Lkotlinx/serialization/encoding/CompositeEncoder;->shouldEncodeElementDefault(Lkotlinx/serialization/descriptors/SerialDescriptor;I)Z
    move-result v0
    if-nez v0, :L65
    invoke-virtual {v8}, Lcom/fernlog/WaterArgs;->getConfirmed()Z
    move-result v0
    if-eqz v0, :L82
    :L65
    sget-object v1, Lcom/fernlog/WaterArgs$$serializer;->desc:Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;
    check-cast v1, Lkotlinx/serialization/descriptors/SerialDescriptor;
    const/4 v2, 0x1
    invoke-virtual {v8}, Lcom/fernlog/WaterArgs;->getConfirmed()Z
    move-result v3
    invoke-interface {v5, v1, v2, v3}, Lkotlinx/serialization/encoding/CompositeEncoder;->encodeBooleanElement(Lkotlinx/serialization/descriptors/SerialDescriptor;IZ)V
    :L82
    .line 80
    sget-object v1, Lcom/fernlog/WaterArgs$$serializer;->desc:Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;
    check-cast v1, Lkotlinx/serialization/descriptors/SerialDescriptor;
    const/4 v2, 0x2
    invoke-interface {v5, v1, v2}, Lkotlinx/serialization/encoding/CompositeEncoder;->shouldEncodeElementDefault(Lkotlinx/serialization/descriptors/SerialDescriptor;I)Z
    move-result v0
    if-nez v0, :L105
    invoke-virtual {v8}, Lcom/fernlog/WaterArgs;->getCallerPackage()Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L128
    :L105
    sget-object v1, Lcom/fernlog/WaterArgs$$serializer;->desc:Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;
    check-cast v1, Lkotlinx/serialization/descriptors/SerialDescriptor;
    const/4 v2, 0x2
    sget-object v3, Lkotlinx/serialization/internal/StringSerializer;->INSTANCE:Lkotlinx/serialization/internal/StringSerializer;
    check-cast v3, Lkotlinx/serialization/SerializationStrategy;
    invoke-virtual {v8}, Lcom/fernlog/WaterArgs;->getCallerPackage()Ljava/lang/String;
    move-result-object v4
    invoke-interface {v5, v1, v2, v3, v4}, Lkotlinx/serialization/encoding/CompositeEncoder;->encodeNullableSerializableElement(Lkotlinx/serialization/descriptors/SerialDescriptor;ILkotlinx/serialization/SerializationStrategy;Ljava/lang/Object;)V
    :L128
    .line 81
    sget-object v1, Lcom/fernlog/WaterArgs$$serializer;->desc:Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;
    check-cast v1, Lkotlinx/serialization/descriptors/SerialDescriptor;
    invoke-interface {v5, v1}, Lkotlinx/serialization/encoding/CompositeEncoder;->endStructure(Lkotlinx/serialization/descriptors/SerialDescriptor;)V
    .line 82
    return-void
.end method

.method public bridge synthetic deserialize(Lkotlinx/serialization/encoding/Decoder;)Ljava/lang/Object;
    .registers 3
    .line 42
    invoke-virtual {v1, v2}, Lcom/fernlog/WaterArgs$$serializer;->deserialize(Lkotlinx/serialization/encoding/Decoder;)Lcom/fernlog/WaterArgs;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic serialize(Lkotlinx/serialization/encoding/Encoder;Ljava/lang/Object;)V
    .registers 3
    .line 42
    check-cast v2, Lcom/fernlog/WaterArgs;
    invoke-virtual {v0, v1, v2}, Lcom/fernlog/WaterArgs$$serializer;->serialize(Lkotlinx/serialization/encoding/Encoder;Lcom/fernlog/WaterArgs;)V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 5
    new-instance v0, Lcom/fernlog/WaterArgs$$serializer;
    invoke-direct {v0}, Lcom/fernlog/WaterArgs$$serializer;-><init>()V
    sput-object v0, Lcom/fernlog/WaterArgs$$serializer;->INSTANCE:Lcom/fernlog/WaterArgs$$serializer;
    .line 43
    new-instance v0, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;
    const-string v2, "com.fernlog.WaterArgs"
    sget-object v3, Lcom/fernlog/WaterArgs$$serializer;->INSTANCE:Lcom/fernlog/WaterArgs$$serializer;
    check-cast v3, Lkotlinx/serialization/internal/GeneratedSerializer;
    const/4 v4, 0x3
    invoke-direct {v0, v2, v3, v4}, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;-><init>(Ljava/lang/String;Lkotlinx/serialization/internal/GeneratedSerializer;I)V
    sput-object v0, Lcom/fernlog/WaterArgs$$serializer;->desc:Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;
    .line 46
    nop
    .line 47
    sget-object v0, Lcom/fernlog/WaterArgs$$serializer;->desc:Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;
    const-string v1, "plantId"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;->addElement(Ljava/lang/String;Z)V
    .line 48
    sget-object v0, Lcom/fernlog/WaterArgs$$serializer;->desc:Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;
    const-string v1, "confirmed"
    const/4 v2, 0x1
    invoke-virtual {v0, v1, v2}, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;->addElement(Ljava/lang/String;Z)V
    .line 49
    sget-object v0, Lcom/fernlog/WaterArgs$$serializer;->desc:Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;
    const-string v1, "caller_package"
    const/4 v2, 0x1
    invoke-virtual {v0, v1, v2}, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;->addElement(Ljava/lang/String;Z)V
    .line 50
    return-void
.end method

