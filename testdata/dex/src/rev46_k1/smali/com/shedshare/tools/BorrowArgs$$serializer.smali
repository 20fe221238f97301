.class public final Lcom/shedshare/tools/BorrowArgs$$serializer;
.super Ljava/lang/Object;
.source "Args.kt"

# interfaces
.implements Lkotlinx/serialization/internal/GeneratedSerializer;

.field public static final INSTANCE:Lcom/shedshare/tools/BorrowArgs$$serializer;
.field private static final descriptor:Lkotlinx/serialization/descriptors/SerialDescriptor;

.method private constructor <init>()V
    .registers 1
    .line 30
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public getDescriptor()Lkotlinx/serialization/descriptors/SerialDescriptor;
    .registers 2
    .line 31
    sget-object v0, Lcom/shedshare/tools/BorrowArgs$$serializer;->descriptor:Lkotlinx/serialization/descriptors/SerialDescriptor;
    return-object v0
.end method

.method public childSerializers()[Lkotlinx/serialization/KSerializer;
    .registers 5
    .line 39
    const/4 v0, 0x3
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
    const/4 v1, 0x2
    sget-object v2, Lkotlinx/serialization/internal/BooleanSerializer;->INSTANCE:Lkotlinx/serialization/internal/BooleanSerializer;
    aput-object v2, v3, v1
    return-object v3
.end method

.method public deserialize(Lkotlinx/serialization/encoding/Decoder;)Lcom/shedshare/tools/BorrowArgs;
    .registers 13
    const-string v1, "decoder"
    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 42
    invoke-virtual {v11}, Lcom/shedshare/tools/BorrowArgs$$serializer;->getDescriptor()Lkotlinx/serialization/descriptors/SerialDescriptor;
    move-result-object v0
    move-object v4, v0
    .line 43
    invoke-interface {v12, v4}, Lkotlinx/serialization/encoding/Decoder;->beginStructure(Lkotlinx/serialization/descriptors/SerialDescriptor;)Lkotlinx/serialization/encoding/CompositeDecoder;
    move-result-object v0
    move-object v5, v0
    .line 44
    const/4 v0, 0x0
    move v6, v0
    .line 45
    const/4 v0, 0x0
    move-object v7, v0
    .line 46
    const/4 v0, 0x0
    move-object v8, v0
    .line 47
    const/4 v0, 0x0
    move v9, v0
    :L31
    .line 48
    nop
    .line 49
    invoke-interface {v5, v4}, Lkotlinx/serialization/encoding/CompositeDecoder;->decodeElementIndex(Lkotlinx/serialization/descriptors/SerialDescriptor;)I
    move-result v0
    move v10, v0
    packed-switch v10, :sw_43
    goto :L149
    :L72
    .line 50
    goto :L159
    :L75
    .line 51
    const/4 v2, 0x0
    invoke-interface {v5, v4, v2}, Lkotlinx/serialization/encoding/CompositeDecoder;->decodeStringElement(Lkotlinx/serialization/descriptors/SerialDescriptor;I)Ljava/lang/String;
    move-result-object v0
    move-object v7, v0
    const/4 v1, 0x1
    or-int v0, v6, v1
    move v6, v0
    goto :L31
    :L94
    .line 52
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
    goto :L31
    :L130
    .line 53
    const/4 v2, 0x2
    invoke-interface {v5, v4, v2}, Lkotlinx/serialization/encoding/CompositeDecoder;->decodeBooleanElement(Lkotlinx/serialization/descriptors/SerialDescriptor;I)Z
    move-result v0
    move v9, v0
    const/4 v1, 0x4
    or-int v0, v6, v1
    move v6, v0
    goto :L31
    :L149
    .line 54
    new-instance v0, Lkotlinx/serialization/UnknownFieldException;
    invoke-direct {v0, v10}, Lkotlinx/serialization/UnknownFieldException;-><init>(I)V
    throw v0
    :L159
    .line 57
    invoke-interface {v5, v4}, Lkotlinx/serialization/encoding/CompositeDecoder;->endStructure(Lkotlinx/serialization/descriptors/SerialDescriptor;)V
    .line 58
    const/4 v1, 0x1
    and-int v0, v6, v1
    if-nez v0, :L180
    const/4 v1, 0x1
    invoke-static {v6, v1, v4}, Lkotlinx/serialization/internal/InternalKt;->throwMissingFieldException(IILkotlinx/serialization/descriptors/SerialDescriptor;)V
    :L180
    .line 59
    new-instance v0, Lcom/shedshare/tools/BorrowArgs;
    invoke-static {v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {v0, v7, v8, v9}, Lcom/shedshare/tools/BorrowArgs;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V
    return-object v0
    :sw_43
    .packed-switch -0x1
        :L72
        :L75
        :L94
        :L130
    .end packed-switch
.end method

.method public serialize(Lkotlinx/serialization/encoding/Encoder;Lcom/shedshare/tools/BorrowArgs;)V
    .registers 10
    const-string v1, "encoder"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "value"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 63
    invoke-virtual {v7}, Lcom/shedshare/tools/BorrowArgs$$serializer;->getDescriptor()Lkotlinx/serialization/descriptors/SerialDescriptor;
    move-result-object v0
    move-object v5, v0
    .line 64
    invoke-interface {v8, v5}, Lkotlinx/serialization/encoding/Encoder;->beginStructure(Lkotlinx/serialization/descriptors/SerialDescriptor;)Lkotlinx/serialization/encoding/CompositeEncoder;
    move-result-object v0
    move-object v6, v0
    .line 65
    const/4 v2, 0x0
    invoke-virtual {v9}, Lcom/shedshare/tools/BorrowArgs;->getToolName()Ljava/lang/String;
    move-result-object v3
    invoke-interface {v6, v5, v2, v3}, Lkotlinx/serialization/encoding/CompositeEncoder;->encodeStringElement(Lkotlinx/serialization/descriptors/SerialDescriptor;ILjava/lang/String;)V
    .line 66
    const/4 v2, 0x1
    invoke-interface {v6, v5, v2}, Lkotlinx/serialization/encoding/CompositeEncoder;->shouldEncodeElementDefault(Lkotlinx/serialization/descriptors/SerialDescriptor;I)Z
    move-result v0
    if-nez v0, :L58
    invoke-virtual {v9}, Lcom/shedshare/tools/BorrowArgs;->getOnBehalfOf()Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L77
    :L58
    .line 67
    const/4 v2, 0x1
    sget-object v3, Lkotlinx/serialization/internal/StringSerializer;->INSTANCE:Lkotlinx/serialization/internal/StringSerializer;
    check-cast v3, Lkotlinx/serialization/SerializationStrategy;
    invoke-virtual {v9}, Lcom/shedshare/tools/BorrowArgs;->getOnBehalfOf()Ljava/lang/String;
    move-result-object v4
    invoke-interface {v6, v5, v2, v3, v4}, Lkotlinx/serialization/encoding/CompositeEncoder;->encodeNullableSerializableElement(Lkotlinx/serialization/descriptors/SerialDescriptor;ILkotlinx/serialization/SerializationStrategy;Ljava/lang/Object;)V
    :L77
    .line 69
    const/4 v2, 0x2
    invoke-interface {v6, v5, v2}, Lkotlinx/serialization/encoding/CompositeEncoder;->shouldEncodeElementDefault(Lkotlinx/serialization/descriptors/SerialDescriptor;I)Z
    move-result v0
    if-nez v0, :L96
    invoke-virtual {v9}, Lcom/shedshare/tools/BorrowArgs;->getConfirmed()Z
    move-result v0
    if-eqz v0, :L109
    :L96
    .line 70
    const/4 v2, 0x2
    invoke-virtual {v9}, Lcom/shedshare/tools/BorrowArgs;->getConfirmed()Z
    move-result v3
    invoke-interface {v6, v5, v2, v3}, Lkotlinx/serialization/encoding/CompositeEncoder;->encodeBooleanElement(Lkotlinx/serialization/descriptors/SerialDescriptor;IZ)V
    :L109
    .line 72
    invoke-interface {v6, v5}, Lkotlinx/serialization/encoding/CompositeEncoder;->endStructure(Lkotlinx/serialization/descriptors/SerialDescriptor;)V
    .line 73
    return-void
.end method

.method public bridge synthetic deserialize(Lkotlinx/serialization/encoding/Decoder;)Ljava/lang/Object;
    .registers 3
    .line 30
    invoke-virtual {v1, v2}, Lcom/shedshare/tools/BorrowArgs$$serializer;->deserialize(Lkotlinx/serialization/encoding/Decoder;)Lcom/shedshare/tools/BorrowArgs;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic serialize(Lkotlinx/serialization/encoding/Encoder;Ljava/lang/Object;)V
    .registers 3
    .line 30
    check-cast v2, Lcom/shedshare/tools/BorrowArgs;
    invoke-virtual {v0, v1, v2}, Lcom/shedshare/tools/BorrowArgs$$serializer;->serialize(Lkotlinx/serialization/encoding/Encoder;Lcom/shedshare/tools/BorrowArgs;)V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 8
    new-instance v0, Lcom/shedshare/tools/BorrowArgs$$serializer;
    invoke-direct {v0}, Lcom/shedshare/tools/BorrowArgs$$serializer;-><init>()V
    sput-object v0, Lcom/shedshare/tools/BorrowArgs$$serializer;->INSTANCE:Lcom/shedshare/tools/BorrowArgs$$serializer;
    .line 32
    new-instance v0, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;
    const-string v2, "com.shedshare.tools.BorrowArgs"
    sget-object v3, Lcom/shedshare/tools/BorrowArgs$$serializer;->INSTANCE:Lcom/shedshare/tools/BorrowArgs$$serializer;
    check-cast v3, Lkotlinx/serialization/internal/GeneratedSerializer;
    const/4 v4, 0x3
    invoke-direct {v0, v2, v3, v4}, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;-><init>(Ljava/lang/String;Lkotlinx/serialization/internal/GeneratedSerializer;I)V
    move-object v5, v0
    move-object v6, v5
    const/4 v0, 0x0
    move v7, v0
    .line 33
    const-string v1, "tool_name"
    const/4 v2, 0x0
    invoke-virtual {v6, v1, v2}, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;->addElement(Ljava/lang/String;Z)V
    .line 34
    const-string v1, "caller_package"
    const/4 v2, 0x1
    invoke-virtual {v6, v1, v2}, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;->addElement(Ljava/lang/String;Z)V
    .line 35
    const-string v1, "user_confirmed"
    const/4 v2, 0x1
    invoke-virtual {v6, v1, v2}, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;->addElement(Ljava/lang/String;Z)V
    .line 36
    nop
    .line 32
    check-cast v5, Lkotlinx/serialization/descriptors/SerialDescriptor;
    .line 32
    sput-object v5, Lcom/shedshare/tools/BorrowArgs$$serializer;->descriptor:Lkotlinx/serialization/descriptors/SerialDescriptor;
    return-void
.end method

