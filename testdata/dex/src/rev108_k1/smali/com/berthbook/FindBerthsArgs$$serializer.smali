.class public final synthetic Lcom/berthbook/FindBerthsArgs$$serializer;
.super Ljava/lang/Object;
.source "Args.kt"

# interfaces
.implements Lkotlinx/serialization/internal/GeneratedSerializer;

# static fields
.field public static final INSTANCE:Lcom/berthbook/FindBerthsArgs$$serializer;
.field private static final descriptor:Lkotlinx/serialization/descriptors/SerialDescriptor;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 7
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 6
    new-instance v0, Lcom/berthbook/FindBerthsArgs$$serializer;
    invoke-direct {v0}, Lcom/berthbook/FindBerthsArgs$$serializer;-><init>()V
    sput-object v0, Lcom/berthbook/FindBerthsArgs$$serializer;->INSTANCE:Lcom/berthbook/FindBerthsArgs$$serializer;
    .line 7
    new-instance v0, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;
    const-string v2, "com.berthbook.FindBerthsArgs"
    sget-object v3, Lcom/berthbook/FindBerthsArgs$$serializer;->INSTANCE:Lcom/berthbook/FindBerthsArgs$$serializer;
    check-cast v3, Lkotlinx/serialization/internal/GeneratedSerializer;
    const/4 v4, 0x2
    invoke-direct {v0, v2, v3, v4}, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;-><init>(Ljava/lang/String;Lkotlinx/serialization/internal/GeneratedSerializer;I)V
    move-object v5, v0
    const-string v1, "marina"
    const/4 v2, 0x0
    invoke-virtual {v5, v1, v2}, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;->addElement(Ljava/lang/String;Z)V
    const-string v1, "min_length"
    const/4 v2, 0x1
    invoke-virtual {v5, v1, v2}, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;->addElement(Ljava/lang/String;Z)V
    move-object v0, v5
    check-cast v0, Lkotlinx/serialization/descriptors/SerialDescriptor;
    sput-object v0, Lcom/berthbook/FindBerthsArgs$$serializer;->descriptor:Lkotlinx/serialization/descriptors/SerialDescriptor;
    .line 8
    return-void
.end method


# virtual methods
.method public final serialize(Lkotlinx/serialization/encoding/Encoder;Lcom/berthbook/FindBerthsArgs;)V
    .registers 7
    const-string v1, "encoder"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "value"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    sget-object v2, Lcom/berthbook/FindBerthsArgs$$serializer;->descriptor:Lkotlinx/serialization/descriptors/SerialDescriptor;
    invoke-interface {v5, v2}, Lkotlinx/serialization/encoding/Encoder;->beginStructure(Lkotlinx/serialization/descriptors/SerialDescriptor;)Lkotlinx/serialization/encoding/CompositeEncoder;
    move-result-object v3
    invoke-static {v6, v3, v2}, Lcom/berthbook/FindBerthsArgs;->write$Self$main(Lcom/berthbook/FindBerthsArgs;Lkotlinx/serialization/encoding/CompositeEncoder;Lkotlinx/serialization/descriptors/SerialDescriptor;)V
    invoke-interface {v3, v2}, Lkotlinx/serialization/encoding/CompositeEncoder;->endStructure(Lkotlinx/serialization/descriptors/SerialDescriptor;)V
    .line 8
    return-void
.end method

.method public final deserialize(Lkotlinx/serialization/encoding/Decoder;)Lcom/berthbook/FindBerthsArgs;
    .registers 15
    const-string v1, "decoder"
    invoke-static {v14, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    sget-object v7, Lcom/berthbook/FindBerthsArgs$$serializer;->descriptor:Lkotlinx/serialization/descriptors/SerialDescriptor;
    const/4 v11, 0x1
    const/4 v6, 0x0
    const/4 v9, 0x0
    const/4 v10, 0x0
    invoke-interface {v14, v7}, Lkotlinx/serialization/encoding/Decoder;->beginStructure(Lkotlinx/serialization/descriptors/SerialDescriptor;)Lkotlinx/serialization/encoding/CompositeDecoder;
    move-result-object v8
    invoke-interface {v8}, Lkotlinx/serialization/encoding/CompositeDecoder;->decodeSequentially()Z
    move-result v0
    if-eqz v0, :L77
    const/4 v2, 0x0
    invoke-interface {v8, v7, v2}, Lkotlinx/serialization/encoding/CompositeDecoder;->decodeStringElement(Lkotlinx/serialization/descriptors/SerialDescriptor;I)Ljava/lang/String;
    move-result-object v9
    const/4 v1, 0x1
    or-int v0, v6, v1
    move v6, v0
    const/4 v2, 0x1
    invoke-interface {v8, v7, v2}, Lkotlinx/serialization/encoding/CompositeDecoder;->decodeIntElement(Lkotlinx/serialization/descriptors/SerialDescriptor;I)I
    move-result v10
    const/4 v1, 0x2
    or-int v0, v6, v1
    move v6, v0
    goto :L175
:L77
    if-eqz v11, :L175
    invoke-interface {v8, v7}, Lkotlinx/serialization/encoding/CompositeDecoder;->decodeElementIndex(Lkotlinx/serialization/descriptors/SerialDescriptor;)I
    move-result v12
    packed-switch v12, :sw_93
    goto :L165
:L120
    const/4 v11, 0x0
    goto :L77
:L125
    const/4 v2, 0x0
    invoke-interface {v8, v7, v2}, Lkotlinx/serialization/encoding/CompositeDecoder;->decodeStringElement(Lkotlinx/serialization/descriptors/SerialDescriptor;I)Ljava/lang/String;
    move-result-object v9
    const/4 v1, 0x1
    or-int v0, v6, v1
    move v6, v0
    goto :L77
:L145
    const/4 v2, 0x1
    invoke-interface {v8, v7, v2}, Lkotlinx/serialization/encoding/CompositeDecoder;->decodeIntElement(Lkotlinx/serialization/descriptors/SerialDescriptor;I)I
    move-result v10
    const/4 v1, 0x2
    or-int v0, v6, v1
    move v6, v0
    goto :L77
:L165
    new-instance v0, Lkotlinx/serialization/UnknownFieldException;
    invoke-direct {v0, v12}, Lkotlinx/serialization/UnknownFieldException;-><init>(I)V
    throw v0
:L175
    invoke-interface {v8, v7}, Lkotlinx/serialization/encoding/CompositeDecoder;->endStructure(Lkotlinx/serialization/descriptors/SerialDescriptor;)V
    new-instance v0, Lcom/berthbook/FindBerthsArgs;
    const/4 v5, 0x0
    invoke-direct {v0, v6, v9, v10, v5}, Lcom/berthbook/FindBerthsArgs;-><init>(ILjava/lang/String;ILkotlinx/serialization/internal/SerializationConstructorMarker;)V
    return-object v0
:sw_93
    .packed-switch -0x1
        :L120
        :L125
        :L145
    .end packed-switch
.end method

.method public final getDescriptor()Lkotlinx/serialization/descriptors/SerialDescriptor;
    .registers 2
    sget-object v0, Lcom/berthbook/FindBerthsArgs$$serializer;->descriptor:Lkotlinx/serialization/descriptors/SerialDescriptor;
    return-object v0
.end method

.method public final childSerializers()[Lkotlinx/serialization/KSerializer;
    .registers 5
    .line 7
    const/4 v0, 0x2
    new-array v0, v0, [Lkotlinx/serialization/KSerializer;
    move-object v3, v0
    const/4 v1, 0x0
    sget-object v2, Lkotlinx/serialization/internal/StringSerializer;->INSTANCE:Lkotlinx/serialization/internal/StringSerializer;
    aput-object v2, v3, v1
    const/4 v1, 0x1
    sget-object v2, Lkotlinx/serialization/internal/IntSerializer;->INSTANCE:Lkotlinx/serialization/internal/IntSerializer;
    aput-object v2, v3, v1
    return-object v3
.end method

.method public bridge typeParametersSerializers()[Lkotlinx/serialization/KSerializer;
    .registers 2
    .line 7
    invoke-super {v1}, Lkotlinx/serialization/internal/GeneratedSerializer;->typeParametersSerializers()[Lkotlinx/serialization/KSerializer;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic serialize(Lkotlinx/serialization/encoding/Encoder;Ljava/lang/Object;)V
    .registers 6
    .line 7
    move-object v2, v5
    check-cast v2, Lcom/berthbook/FindBerthsArgs;
    invoke-virtual {v3, v4, v2}, Lcom/berthbook/FindBerthsArgs$$serializer;->serialize(Lkotlinx/serialization/encoding/Encoder;Lcom/berthbook/FindBerthsArgs;)V
    return-void
.end method

.method public bridge synthetic deserialize(Lkotlinx/serialization/encoding/Decoder;)Ljava/lang/Object;
    .registers 3
    .line 7
    invoke-virtual {v1, v2}, Lcom/berthbook/FindBerthsArgs$$serializer;->deserialize(Lkotlinx/serialization/encoding/Decoder;)Lcom/berthbook/FindBerthsArgs;
    move-result-object v0
    return-object v0
.end method

