.class public final synthetic Lcom/berthbook/BookArgs$$serializer;
.super Ljava/lang/Object;
.source "Args.kt"

# interfaces
.implements Lkotlinx/serialization/internal/GeneratedSerializer;

# static fields
.field public static final INSTANCE:Lcom/berthbook/BookArgs$$serializer;
.field private static final descriptor:Lkotlinx/serialization/descriptors/SerialDescriptor;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 10
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 6
    new-instance v0, Lcom/berthbook/BookArgs$$serializer;
    invoke-direct {v0}, Lcom/berthbook/BookArgs$$serializer;-><init>()V
    sput-object v0, Lcom/berthbook/BookArgs$$serializer;->INSTANCE:Lcom/berthbook/BookArgs$$serializer;
    .line 10
    new-instance v0, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;
    const-string v2, "com.berthbook.BookArgs"
    sget-object v3, Lcom/berthbook/BookArgs$$serializer;->INSTANCE:Lcom/berthbook/BookArgs$$serializer;
    check-cast v3, Lkotlinx/serialization/internal/GeneratedSerializer;
    const/4 v4, 0x4
    invoke-direct {v0, v2, v3, v4}, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;-><init>(Ljava/lang/String;Lkotlinx/serialization/internal/GeneratedSerializer;I)V
    move-object v5, v0
    const-string v1, "marina"
    const/4 v2, 0x0
    invoke-virtual {v5, v1, v2}, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;->addElement(Ljava/lang/String;Z)V
    const-string v1, "vessel"
    const/4 v2, 0x0
    invoke-virtual {v5, v1, v2}, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;->addElement(Ljava/lang/String;Z)V
    const-string v1, "nights"
    const/4 v2, 0x1
    invoke-virtual {v5, v1, v2}, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;->addElement(Ljava/lang/String;Z)V
    const-string v1, "booking_id"
    const/4 v2, 0x1
    invoke-virtual {v5, v1, v2}, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;->addElement(Ljava/lang/String;Z)V
    move-object v0, v5
    check-cast v0, Lkotlinx/serialization/descriptors/SerialDescriptor;
    sput-object v0, Lcom/berthbook/BookArgs$$serializer;->descriptor:Lkotlinx/serialization/descriptors/SerialDescriptor;
    .line 16
    return-void
.end method


# virtual methods
.method public final serialize(Lkotlinx/serialization/encoding/Encoder;Lcom/berthbook/BookArgs;)V
    .registers 7
    const-string v1, "encoder"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "value"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    sget-object v2, Lcom/berthbook/BookArgs$$serializer;->descriptor:Lkotlinx/serialization/descriptors/SerialDescriptor;
    invoke-interface {v5, v2}, Lkotlinx/serialization/encoding/Encoder;->beginStructure(Lkotlinx/serialization/descriptors/SerialDescriptor;)Lkotlinx/serialization/encoding/CompositeEncoder;
    move-result-object v3
    invoke-static {v6, v3, v2}, Lcom/berthbook/BookArgs;->write$Self$main(Lcom/berthbook/BookArgs;Lkotlinx/serialization/encoding/CompositeEncoder;Lkotlinx/serialization/descriptors/SerialDescriptor;)V
    invoke-interface {v3, v2}, Lkotlinx/serialization/encoding/CompositeEncoder;->endStructure(Lkotlinx/serialization/descriptors/SerialDescriptor;)V
    .line 16
    return-void
.end method

.method public final deserialize(Lkotlinx/serialization/encoding/Decoder;)Lcom/berthbook/BookArgs;
    .registers 19
    const-string v1, "decoder"
    move-object/from16 v0, v18
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    sget-object v9, Lcom/berthbook/BookArgs$$serializer;->descriptor:Lkotlinx/serialization/descriptors/SerialDescriptor;
    const/4 v15, 0x1
    const/4 v8, 0x0
    const/4 v12, 0x0
    const/4 v13, 0x0
    const/4 v14, 0x0
    const/4 v11, 0x0
    move-object/from16 v0, v18
    move-object v1, v9
    invoke-interface/range {v0 .. v1}, Lkotlinx/serialization/encoding/Decoder;->beginStructure(Lkotlinx/serialization/descriptors/SerialDescriptor;)Lkotlinx/serialization/encoding/CompositeDecoder;
    move-result-object v10
    invoke-interface {v10}, Lkotlinx/serialization/encoding/CompositeDecoder;->decodeSequentially()Z
    move-result v0
    if-eqz v0, :L129
    const/4 v2, 0x0
    invoke-interface {v10, v9, v2}, Lkotlinx/serialization/encoding/CompositeDecoder;->decodeStringElement(Lkotlinx/serialization/descriptors/SerialDescriptor;I)Ljava/lang/String;
    move-result-object v12
    const/4 v1, 0x1
    or-int v0, v8, v1
    move v8, v0
    const/4 v2, 0x1
    invoke-interface {v10, v9, v2}, Lkotlinx/serialization/encoding/CompositeDecoder;->decodeStringElement(Lkotlinx/serialization/descriptors/SerialDescriptor;I)Ljava/lang/String;
    move-result-object v13
    const/4 v1, 0x2
    or-int v0, v8, v1
    move v8, v0
    const/4 v2, 0x2
    invoke-interface {v10, v9, v2}, Lkotlinx/serialization/encoding/CompositeDecoder;->decodeIntElement(Lkotlinx/serialization/descriptors/SerialDescriptor;I)I
    move-result v14
    const/4 v1, 0x4
    or-int v0, v8, v1
    move v8, v0
    const/4 v2, 0x3
    sget-object v3, Lkotlinx/serialization/internal/StringSerializer;->INSTANCE:Lkotlinx/serialization/internal/StringSerializer;
    check-cast v3, Lkotlinx/serialization/DeserializationStrategy;
    invoke-interface {v10, v9, v2, v3, v11}, Lkotlinx/serialization/encoding/CompositeDecoder;->decodeNullableSerializableElement(Lkotlinx/serialization/descriptors/SerialDescriptor;ILkotlinx/serialization/DeserializationStrategy;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    move-object v11, v0
    const/16 v1, 0x8
    or-int v0, v8, v1
    move v8, v0
    goto :L287
:L129
    if-eqz v15, :L287
    invoke-interface {v10, v9}, Lkotlinx/serialization/encoding/CompositeDecoder;->decodeElementIndex(Lkotlinx/serialization/descriptors/SerialDescriptor;)I
    move-result v16
    packed-switch v16, :sw_145
    goto :L277
:L180
    const/4 v15, 0x0
    goto :L129
:L185
    const/4 v2, 0x0
    invoke-interface {v10, v9, v2}, Lkotlinx/serialization/encoding/CompositeDecoder;->decodeStringElement(Lkotlinx/serialization/descriptors/SerialDescriptor;I)Ljava/lang/String;
    move-result-object v12
    const/4 v1, 0x1
    or-int v0, v8, v1
    move v8, v0
    goto :L129
:L205
    const/4 v2, 0x1
    invoke-interface {v10, v9, v2}, Lkotlinx/serialization/encoding/CompositeDecoder;->decodeStringElement(Lkotlinx/serialization/descriptors/SerialDescriptor;I)Ljava/lang/String;
    move-result-object v13
    const/4 v1, 0x2
    or-int v0, v8, v1
    move v8, v0
    goto :L129
:L225
    const/4 v2, 0x2
    invoke-interface {v10, v9, v2}, Lkotlinx/serialization/encoding/CompositeDecoder;->decodeIntElement(Lkotlinx/serialization/descriptors/SerialDescriptor;I)I
    move-result v14
    const/4 v1, 0x4
    or-int v0, v8, v1
    move v8, v0
    goto :L129
:L245
    const/4 v2, 0x3
    sget-object v3, Lkotlinx/serialization/internal/StringSerializer;->INSTANCE:Lkotlinx/serialization/internal/StringSerializer;
    check-cast v3, Lkotlinx/serialization/DeserializationStrategy;
    invoke-interface {v10, v9, v2, v3, v11}, Lkotlinx/serialization/encoding/CompositeDecoder;->decodeNullableSerializableElement(Lkotlinx/serialization/descriptors/SerialDescriptor;ILkotlinx/serialization/DeserializationStrategy;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    move-object v11, v0
    const/16 v1, 0x8
    or-int v0, v8, v1
    move v8, v0
    goto :L129
:L277
    new-instance v0, Lkotlinx/serialization/UnknownFieldException;
    move/from16 v1, v16
    invoke-direct/range {v0 .. v1}, Lkotlinx/serialization/UnknownFieldException;-><init>(I)V
    throw v0
:L287
    invoke-interface {v10, v9}, Lkotlinx/serialization/encoding/CompositeDecoder;->endStructure(Lkotlinx/serialization/descriptors/SerialDescriptor;)V
    new-instance v0, Lcom/berthbook/BookArgs;
    const/4 v7, 0x0
    move v1, v8
    move-object v2, v12
    move-object v3, v13
    move v4, v14
    move-object v5, v11
    move-object v6, v7
    invoke-direct/range {v0 .. v6}, Lcom/berthbook/BookArgs;-><init>(ILjava/lang/String;Ljava/lang/String;ILjava/lang/String;Lkotlinx/serialization/internal/SerializationConstructorMarker;)V
    return-object v0
:sw_145
    .packed-switch -0x1
        :L180
        :L185
        :L205
        :L225
        :L245
    .end packed-switch
.end method

.method public final getDescriptor()Lkotlinx/serialization/descriptors/SerialDescriptor;
    .registers 2
    sget-object v0, Lcom/berthbook/BookArgs$$serializer;->descriptor:Lkotlinx/serialization/descriptors/SerialDescriptor;
    return-object v0
.end method

.method public final childSerializers()[Lkotlinx/serialization/KSerializer;
    .registers 5
    .line 10
    const/4 v0, 0x4
    new-array v0, v0, [Lkotlinx/serialization/KSerializer;
    move-object v3, v0
    const/4 v1, 0x0
    sget-object v2, Lkotlinx/serialization/internal/StringSerializer;->INSTANCE:Lkotlinx/serialization/internal/StringSerializer;
    aput-object v2, v3, v1
    const/4 v1, 0x1
    sget-object v2, Lkotlinx/serialization/internal/StringSerializer;->INSTANCE:Lkotlinx/serialization/internal/StringSerializer;
    aput-object v2, v3, v1
    const/4 v1, 0x2
    sget-object v2, Lkotlinx/serialization/internal/IntSerializer;->INSTANCE:Lkotlinx/serialization/internal/IntSerializer;
    aput-object v2, v3, v1
    const/4 v1, 0x3
    sget-object v2, Lkotlinx/serialization/internal/StringSerializer;->INSTANCE:Lkotlinx/serialization/internal/StringSerializer;
    check-cast v2, Lkotlinx/serialization/KSerializer;
    invoke-static {v2}, Lkotlinx/serialization/builtins/BuiltinSerializersKt;->getNullable(Lkotlinx/serialization/KSerializer;)Lkotlinx/serialization/KSerializer;
    move-result-object v2
    aput-object v2, v3, v1
    return-object v3
.end method

.method public bridge typeParametersSerializers()[Lkotlinx/serialization/KSerializer;
    .registers 2
    .line 10
    invoke-super {v1}, Lkotlinx/serialization/internal/GeneratedSerializer;->typeParametersSerializers()[Lkotlinx/serialization/KSerializer;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic serialize(Lkotlinx/serialization/encoding/Encoder;Ljava/lang/Object;)V
    .registers 6
    .line 10
    move-object v2, v5
    check-cast v2, Lcom/berthbook/BookArgs;
    invoke-virtual {v3, v4, v2}, Lcom/berthbook/BookArgs$$serializer;->serialize(Lkotlinx/serialization/encoding/Encoder;Lcom/berthbook/BookArgs;)V
    return-void
.end method

.method public bridge synthetic deserialize(Lkotlinx/serialization/encoding/Decoder;)Ljava/lang/Object;
    .registers 3
    .line 10
    invoke-virtual {v1, v2}, Lcom/berthbook/BookArgs$$serializer;->deserialize(Lkotlinx/serialization/encoding/Decoder;)Lcom/berthbook/BookArgs;
    move-result-object v0
    return-object v0
.end method

