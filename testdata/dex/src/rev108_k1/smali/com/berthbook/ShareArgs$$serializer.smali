.class public final synthetic Lcom/berthbook/ShareArgs$$serializer;
.super Ljava/lang/Object;
.source "Args.kt"

# interfaces
.implements Lkotlinx/serialization/internal/GeneratedSerializer;

# static fields
.field public static final INSTANCE:Lcom/berthbook/ShareArgs$$serializer;
.field private static final descriptor:Lkotlinx/serialization/descriptors/SerialDescriptor;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 24
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 6
    new-instance v0, Lcom/berthbook/ShareArgs$$serializer;
    invoke-direct {v0}, Lcom/berthbook/ShareArgs$$serializer;-><init>()V
    sput-object v0, Lcom/berthbook/ShareArgs$$serializer;->INSTANCE:Lcom/berthbook/ShareArgs$$serializer;
    .line 24
    new-instance v0, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;
    const-string v2, "com.berthbook.ShareArgs"
    sget-object v3, Lcom/berthbook/ShareArgs$$serializer;->INSTANCE:Lcom/berthbook/ShareArgs$$serializer;
    check-cast v3, Lkotlinx/serialization/internal/GeneratedSerializer;
    const/4 v4, 0x2
    invoke-direct {v0, v2, v3, v4}, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;-><init>(Ljava/lang/String;Lkotlinx/serialization/internal/GeneratedSerializer;I)V
    move-object v5, v0
    const-string v1, "log_id"
    const/4 v2, 0x0
    invoke-virtual {v5, v1, v2}, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;->addElement(Ljava/lang/String;Z)V
    const-string v1, "caller_package"
    const/4 v2, 0x1
    invoke-virtual {v5, v1, v2}, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;->addElement(Ljava/lang/String;Z)V
    move-object v0, v5
    check-cast v0, Lkotlinx/serialization/descriptors/SerialDescriptor;
    sput-object v0, Lcom/berthbook/ShareArgs$$serializer;->descriptor:Lkotlinx/serialization/descriptors/SerialDescriptor;
    .line 25
    return-void
.end method


# virtual methods
.method public final serialize(Lkotlinx/serialization/encoding/Encoder;Lcom/berthbook/ShareArgs;)V
    .registers 7
    const-string v1, "encoder"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "value"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 24
    sget-object v2, Lcom/berthbook/ShareArgs$$serializer;->descriptor:Lkotlinx/serialization/descriptors/SerialDescriptor;
    invoke-interface {v5, v2}, Lkotlinx/serialization/encoding/Encoder;->beginStructure(Lkotlinx/serialization/descriptors/SerialDescriptor;)Lkotlinx/serialization/encoding/CompositeEncoder;
    move-result-object v3
    invoke-static {v6, v3, v2}, Lcom/berthbook/ShareArgs;->write$Self$main(Lcom/berthbook/ShareArgs;Lkotlinx/serialization/encoding/CompositeEncoder;Lkotlinx/serialization/descriptors/SerialDescriptor;)V
    invoke-interface {v3, v2}, Lkotlinx/serialization/encoding/CompositeEncoder;->endStructure(Lkotlinx/serialization/descriptors/SerialDescriptor;)V
    .line 25
    return-void
.end method

.method public final deserialize(Lkotlinx/serialization/encoding/Decoder;)Lcom/berthbook/ShareArgs;
    .registers 17
    const-string v1, "decoder"
    move-object/from16 v0, v16
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 24
    sget-object v8, Lcom/berthbook/ShareArgs$$serializer;->descriptor:Lkotlinx/serialization/descriptors/SerialDescriptor;
    const/4 v13, 0x1
    const/4 v7, 0x0
    const-wide/16 v11, 0x0L
    const/4 v10, 0x0
    move-object/from16 v0, v16
    move-object v1, v8
    invoke-interface/range {v0 .. v1}, Lkotlinx/serialization/encoding/Decoder;->beginStructure(Lkotlinx/serialization/descriptors/SerialDescriptor;)Lkotlinx/serialization/encoding/CompositeDecoder;
    move-result-object v9
    invoke-interface {v9}, Lkotlinx/serialization/encoding/CompositeDecoder;->decodeSequentially()Z
    move-result v0
    if-eqz v0, :L88
    const/4 v2, 0x0
    invoke-interface {v9, v8, v2}, Lkotlinx/serialization/encoding/CompositeDecoder;->decodeLongElement(Lkotlinx/serialization/descriptors/SerialDescriptor;I)J
    move-result-wide v11
    const/4 v1, 0x1
    or-int v0, v7, v1
    move v7, v0
    const/4 v2, 0x1
    sget-object v3, Lkotlinx/serialization/internal/StringSerializer;->INSTANCE:Lkotlinx/serialization/internal/StringSerializer;
    check-cast v3, Lkotlinx/serialization/DeserializationStrategy;
    invoke-interface {v9, v8, v2, v3, v10}, Lkotlinx/serialization/encoding/CompositeDecoder;->decodeNullableSerializableElement(Lkotlinx/serialization/descriptors/SerialDescriptor;ILkotlinx/serialization/DeserializationStrategy;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    move-object v10, v0
    const/4 v1, 0x2
    or-int v0, v7, v1
    move v7, v0
    goto :L198
:L88
    if-eqz v13, :L198
    invoke-interface {v9, v8}, Lkotlinx/serialization/encoding/CompositeDecoder;->decodeElementIndex(Lkotlinx/serialization/descriptors/SerialDescriptor;)I
    move-result v14
    packed-switch v14, :sw_104
    goto :L188
:L132
    const/4 v13, 0x0
    goto :L88
:L137
    const/4 v2, 0x0
    invoke-interface {v9, v8, v2}, Lkotlinx/serialization/encoding/CompositeDecoder;->decodeLongElement(Lkotlinx/serialization/descriptors/SerialDescriptor;I)J
    move-result-wide v11
    const/4 v1, 0x1
    or-int v0, v7, v1
    move v7, v0
    goto :L88
:L157
    const/4 v2, 0x1
    sget-object v3, Lkotlinx/serialization/internal/StringSerializer;->INSTANCE:Lkotlinx/serialization/internal/StringSerializer;
    check-cast v3, Lkotlinx/serialization/DeserializationStrategy;
    invoke-interface {v9, v8, v2, v3, v10}, Lkotlinx/serialization/encoding/CompositeDecoder;->decodeNullableSerializableElement(Lkotlinx/serialization/descriptors/SerialDescriptor;ILkotlinx/serialization/DeserializationStrategy;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    move-object v10, v0
    const/4 v1, 0x2
    or-int v0, v7, v1
    move v7, v0
    goto :L88
:L188
    new-instance v0, Lkotlinx/serialization/UnknownFieldException;
    invoke-direct {v0, v14}, Lkotlinx/serialization/UnknownFieldException;-><init>(I)V
    throw v0
:L198
    invoke-interface {v9, v8}, Lkotlinx/serialization/encoding/CompositeDecoder;->endStructure(Lkotlinx/serialization/descriptors/SerialDescriptor;)V
    new-instance v0, Lcom/berthbook/ShareArgs;
    const/4 v6, 0x0
    move v1, v7
    move-wide v2, v11
    move-object v4, v10
    move-object v5, v6
    invoke-direct/range {v0 .. v5}, Lcom/berthbook/ShareArgs;-><init>(IJLjava/lang/String;Lkotlinx/serialization/internal/SerializationConstructorMarker;)V
    return-object v0
:sw_104
    .packed-switch -0x1
        :L132
        :L137
        :L157
    .end packed-switch
.end method

.method public final getDescriptor()Lkotlinx/serialization/descriptors/SerialDescriptor;
    .registers 2
    sget-object v0, Lcom/berthbook/ShareArgs$$serializer;->descriptor:Lkotlinx/serialization/descriptors/SerialDescriptor;
    return-object v0
.end method

.method public final childSerializers()[Lkotlinx/serialization/KSerializer;
    .registers 5
    .line 24
    const/4 v0, 0x2
    new-array v0, v0, [Lkotlinx/serialization/KSerializer;
    move-object v3, v0
    const/4 v1, 0x0
    sget-object v2, Lkotlinx/serialization/internal/LongSerializer;->INSTANCE:Lkotlinx/serialization/internal/LongSerializer;
    aput-object v2, v3, v1
    const/4 v1, 0x1
    sget-object v2, Lkotlinx/serialization/internal/StringSerializer;->INSTANCE:Lkotlinx/serialization/internal/StringSerializer;
    check-cast v2, Lkotlinx/serialization/KSerializer;
    invoke-static {v2}, Lkotlinx/serialization/builtins/BuiltinSerializersKt;->getNullable(Lkotlinx/serialization/KSerializer;)Lkotlinx/serialization/KSerializer;
    move-result-object v2
    aput-object v2, v3, v1
    return-object v3
.end method

.method public bridge typeParametersSerializers()[Lkotlinx/serialization/KSerializer;
    .registers 2
    .line 24
    invoke-super {v1}, Lkotlinx/serialization/internal/GeneratedSerializer;->typeParametersSerializers()[Lkotlinx/serialization/KSerializer;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic serialize(Lkotlinx/serialization/encoding/Encoder;Ljava/lang/Object;)V
    .registers 6
    .line 24
    move-object v2, v5
    check-cast v2, Lcom/berthbook/ShareArgs;
    invoke-virtual {v3, v4, v2}, Lcom/berthbook/ShareArgs$$serializer;->serialize(Lkotlinx/serialization/encoding/Encoder;Lcom/berthbook/ShareArgs;)V
    return-void
.end method

.method public bridge synthetic deserialize(Lkotlinx/serialization/encoding/Decoder;)Ljava/lang/Object;
    .registers 3
    .line 24
    invoke-virtual {v1, v2}, Lcom/berthbook/ShareArgs$$serializer;->deserialize(Lkotlinx/serialization/encoding/Decoder;)Lcom/berthbook/ShareArgs;
    move-result-object v0
    return-object v0
.end method

