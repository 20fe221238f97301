.class public final Lcom/shedshare/tools/DeskArgs$$serializer;
.super Ljava/lang/Object;
.source "Args.kt"

# interfaces
.implements Lkotlinx/serialization/internal/GeneratedSerializer;

.field public static final INSTANCE:Lcom/shedshare/tools/DeskArgs$$serializer;
.field private static final descriptor:Lkotlinx/serialization/descriptors/SerialDescriptor;

.method private constructor <init>()V
    .registers 1
    .line 87
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public getDescriptor()Lkotlinx/serialization/descriptors/SerialDescriptor;
    .registers 2
    .line 88
    sget-object v0, Lcom/shedshare/tools/DeskArgs$$serializer;->descriptor:Lkotlinx/serialization/descriptors/SerialDescriptor;
    return-object v0
.end method

.method public childSerializers()[Lkotlinx/serialization/KSerializer;
    .registers 5
    .line 95
    const/4 v0, 0x2
    new-array v0, v0, [Lkotlinx/serialization/KSerializer;
    move-object v3, v0
    const/4 v1, 0x0
    sget-object v2, Lkotlinx/serialization/internal/StringSerializer;->INSTANCE:Lkotlinx/serialization/internal/StringSerializer;
    aput-object v2, v3, v1
    const/4 v1, 0x1
    sget-object v2, Lkotlinx/serialization/internal/StringSerializer;->INSTANCE:Lkotlinx/serialization/internal/StringSerializer;
    check-cast v2, Lkotlinx/serialization/KSerializer;
    invoke-static {v2}, Lkotlinx/serialization/internal/InternalKt;->nullable(Lkotlinx/serialization/KSerializer;)Lkotlinx/serialization/KSerializer;
    move-result-object v2
    aput-object v2, v3, v1
    return-object v3
.end method

.method public deserialize(Lkotlinx/serialization/encoding/Decoder;)Lcom/shedshare/tools/DeskArgs;
    .registers 12
    const-string v1, "decoder"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 98
    invoke-virtual {v10}, Lcom/shedshare/tools/DeskArgs$$serializer;->getDescriptor()Lkotlinx/serialization/descriptors/SerialDescriptor;
    move-result-object v0
    move-object v4, v0
    .line 99
    invoke-interface {v11, v4}, Lkotlinx/serialization/encoding/Decoder;->beginStructure(Lkotlinx/serialization/descriptors/SerialDescriptor;)Lkotlinx/serialization/encoding/CompositeDecoder;
    move-result-object v0
    move-object v5, v0
    .line 100
    const/4 v0, 0x0
    move v6, v0
    .line 101
    const/4 v0, 0x0
    move-object v7, v0
    .line 102
    const/4 v0, 0x0
    move-object v8, v0
    :L28
    .line 103
    nop
    .line 104
    invoke-interface {v5, v4}, Lkotlinx/serialization/encoding/CompositeDecoder;->decodeElementIndex(Lkotlinx/serialization/descriptors/SerialDescriptor;)I
    move-result v0
    move v9, v0
    packed-switch v9, :sw_40
    goto :L126
    :L68
    .line 105
    goto :L136
    :L71
    .line 106
    const/4 v2, 0x0
    invoke-interface {v5, v4, v2}, Lkotlinx/serialization/encoding/CompositeDecoder;->decodeStringElement(Lkotlinx/serialization/descriptors/SerialDescriptor;I)Ljava/lang/String;
    move-result-object v0
    move-object v7, v0
    const/4 v1, 0x1
    or-int v0, v6, v1
    move v6, v0
    goto :L28
    :L90
    .line 107
    const/4 v2, 0x1
    sget-object v3, Lkotlinx/serialization/internal/StringSerializer;->INSTANCE:Lkotlinx/serialization/internal/StringSerializer;
    check-cast v3, Lkotlinx/serialization/KSerializer;
    invoke-static {v3}, Lkotlinx/serialization/internal/InternalKt;->nullable(Lkotlinx/serialization/KSerializer;)Lkotlinx/serialization/KSerializer;
    move-result-object v3
    check-cast v3, Lkotlinx/serialization/DeserializationStrategy;
    invoke-interface {v5, v4, v2, v3, v8}, Lkotlinx/serialization/encoding/CompositeDecoder;->decodeNullableSerializableElement(Lkotlinx/serialization/descriptors/SerialDescriptor;ILkotlinx/serialization/DeserializationStrategy;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    move-object v8, v0
    const/4 v1, 0x2
    or-int v0, v6, v1
    move v6, v0
    goto :L28
    :L126
    .line 108
    new-instance v0, Lkotlinx/serialization/UnknownFieldException;
    invoke-direct {v0, v9}, Lkotlinx/serialization/UnknownFieldException;-><init>(I)V
    throw v0
    :L136
    .line 111
    invoke-interface {v5, v4}, Lkotlinx/serialization/encoding/CompositeDecoder;->endStructure(Lkotlinx/serialization/descriptors/SerialDescriptor;)V
    .line 112
    const/4 v1, 0x1
    and-int v0, v6, v1
    if-nez v0, :L157
    const/4 v1, 0x1
    invoke-static {v6, v1, v4}, Lkotlinx/serialization/internal/InternalKt;->throwMissingFieldException(IILkotlinx/serialization/descriptors/SerialDescriptor;)V
    :L157
    .line 113
    new-instance v0, Lcom/shedshare/tools/DeskArgs;
    invoke-static {v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {v0, v7, v8}, Lcom/shedshare/tools/DeskArgs;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
    :sw_40
    .packed-switch -0x1
        :L68
        :L71
        :L90
    .end packed-switch
.end method

.method public serialize(Lkotlinx/serialization/encoding/Encoder;Lcom/shedshare/tools/DeskArgs;)V
    .registers 10
    const-string v1, "encoder"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "value"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 117
    invoke-virtual {v7}, Lcom/shedshare/tools/DeskArgs$$serializer;->getDescriptor()Lkotlinx/serialization/descriptors/SerialDescriptor;
    move-result-object v0
    move-object v5, v0
    .line 118
    invoke-interface {v8, v5}, Lkotlinx/serialization/encoding/Encoder;->beginStructure(Lkotlinx/serialization/descriptors/SerialDescriptor;)Lkotlinx/serialization/encoding/CompositeEncoder;
    move-result-object v0
    move-object v6, v0
    .line 119
    const/4 v2, 0x0
    invoke-virtual {v9}, Lcom/shedshare/tools/DeskArgs;->getToolId()Ljava/lang/String;
    move-result-object v3
    invoke-interface {v6, v5, v2, v3}, Lkotlinx/serialization/encoding/CompositeEncoder;->encodeStringElement(Lkotlinx/serialization/descriptors/SerialDescriptor;ILjava/lang/String;)V
    .line 120
    const/4 v2, 0x1
    invoke-interface {v6, v5, v2}, Lkotlinx/serialization/encoding/CompositeEncoder;->shouldEncodeElementDefault(Lkotlinx/serialization/descriptors/SerialDescriptor;I)Z
    move-result v0
    if-nez v0, :L58
    invoke-virtual {v9}, Lcom/shedshare/tools/DeskArgs;->getOnBehalfOf()Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L77
    :L58
    .line 121
    const/4 v2, 0x1
    sget-object v3, Lkotlinx/serialization/internal/StringSerializer;->INSTANCE:Lkotlinx/serialization/internal/StringSerializer;
    check-cast v3, Lkotlinx/serialization/SerializationStrategy;
    invoke-virtual {v9}, Lcom/shedshare/tools/DeskArgs;->getOnBehalfOf()Ljava/lang/String;
    move-result-object v4
    invoke-interface {v6, v5, v2, v3, v4}, Lkotlinx/serialization/encoding/CompositeEncoder;->encodeNullableSerializableElement(Lkotlinx/serialization/descriptors/SerialDescriptor;ILkotlinx/serialization/SerializationStrategy;Ljava/lang/Object;)V
    :L77
    .line 123
    invoke-interface {v6, v5}, Lkotlinx/serialization/encoding/CompositeEncoder;->endStructure(Lkotlinx/serialization/descriptors/SerialDescriptor;)V
    .line 124
    return-void
.end method

.method public bridge synthetic deserialize(Lkotlinx/serialization/encoding/Decoder;)Ljava/lang/Object;
    .registers 3
    .line 87
    invoke-virtual {v1, v2}, Lcom/shedshare/tools/DeskArgs$$serializer;->deserialize(Lkotlinx/serialization/encoding/Decoder;)Lcom/shedshare/tools/DeskArgs;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic serialize(Lkotlinx/serialization/encoding/Encoder;Ljava/lang/Object;)V
    .registers 3
    .line 87
    check-cast v2, Lcom/shedshare/tools/DeskArgs;
    invoke-virtual {v0, v1, v2}, Lcom/shedshare/tools/DeskArgs$$serializer;->serialize(Lkotlinx/serialization/encoding/Encoder;Lcom/shedshare/tools/DeskArgs;)V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 8
    new-instance v0, Lcom/shedshare/tools/DeskArgs$$serializer;
    invoke-direct {v0}, Lcom/shedshare/tools/DeskArgs$$serializer;-><init>()V
    sput-object v0, Lcom/shedshare/tools/DeskArgs$$serializer;->INSTANCE:Lcom/shedshare/tools/DeskArgs$$serializer;
    .line 89
    new-instance v0, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;
    const-string v2, "com.shedshare.tools.DeskArgs"
    sget-object v3, Lcom/shedshare/tools/DeskArgs$$serializer;->INSTANCE:Lcom/shedshare/tools/DeskArgs$$serializer;
    check-cast v3, Lkotlinx/serialization/internal/GeneratedSerializer;
    const/4 v4, 0x2
    invoke-direct {v0, v2, v3, v4}, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;-><init>(Ljava/lang/String;Lkotlinx/serialization/internal/GeneratedSerializer;I)V
    move-object v5, v0
    move-object v6, v5
    const/4 v0, 0x0
    move v7, v0
    .line 90
    const-string v1, "tool_id"
    const/4 v2, 0x0
    invoke-virtual {v6, v1, v2}, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;->addElement(Ljava/lang/String;Z)V
    .line 91
    const-string v1, "caller_package"
    const/4 v2, 0x1
    invoke-virtual {v6, v1, v2}, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;->addElement(Ljava/lang/String;Z)V
    .line 92
    nop
    .line 89
    check-cast v5, Lkotlinx/serialization/descriptors/SerialDescriptor;
    .line 89
    sput-object v5, Lcom/shedshare/tools/DeskArgs$$serializer;->descriptor:Lkotlinx/serialization/descriptors/SerialDescriptor;
    return-void
.end method

