.class public interface abstract Lkotlinx/serialization/encoding/CompositeDecoder;
.super Ljava/lang/Object;
.source "Coders.kt"

.field public static final Companion:Lkotlinx/serialization/encoding/CompositeDecoder$Companion;
.field public static final DECODE_DONE:I = -0x1
.field public static final UNKNOWN_NAME:I = -0x3

.method public decodeSequentially()Z
    .registers 2
    .line 12
    const/4 v0, 0x0
    return v0
.end method

.method public abstract decodeElementIndex(Lkotlinx/serialization/descriptors/SerialDescriptor;)I
.end method

.method public abstract decodeStringElement(Lkotlinx/serialization/descriptors/SerialDescriptor;I)Ljava/lang/String;
.end method

.method public abstract decodeBooleanElement(Lkotlinx/serialization/descriptors/SerialDescriptor;I)Z
.end method

.method public abstract decodeIntElement(Lkotlinx/serialization/descriptors/SerialDescriptor;I)I
.end method

.method public abstract decodeNullableSerializableElement(Lkotlinx/serialization/descriptors/SerialDescriptor;ILkotlinx/serialization/DeserializationStrategy;Ljava/lang/Object;)Ljava/lang/Object;
.end method

.method public static synthetic decodeNullableSerializableElement$default(Lkotlinx/serialization/encoding/CompositeDecoder;Lkotlinx/serialization/descriptors/SerialDescriptor;ILkotlinx/serialization/DeserializationStrategy;Ljava/lang/Object;ILjava/lang/Object;)Ljava/lang/Object;
    .registers 10
    .line 17
    if-eqz v9, :L15
    new-instance v0, Ljava/lang/UnsupportedOperationException;
    const-string v2, "Super calls with default arguments not supported in this target, function: decodeNullableSerializableElement"
    invoke-direct {v0, v2}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V
    throw v0
    :L15
    const/16 v1, 0x8
    and-int v0, v8, v1
    if-eqz v0, :L26
    const/4 v0, 0x0
    move-object v7, v0
    :L26
    invoke-interface {v3, v4, v5, v6, v7}, Lkotlinx/serialization/encoding/CompositeDecoder;->decodeNullableSerializableElement(Lkotlinx/serialization/descriptors/SerialDescriptor;ILkotlinx/serialization/DeserializationStrategy;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public abstract endStructure(Lkotlinx/serialization/descriptors/SerialDescriptor;)V
.end method

.method public static synthetic access$decodeSequentially$jd(Lkotlinx/serialization/encoding/CompositeDecoder;)Z
    .registers 2
    .line 11
    invoke-direct {v1}, Lkotlinx/serialization/encoding/CompositeDecoder;->decodeSequentially()Z
    move-result v0
    return v0
.end method

.method static constructor <clinit>()V
    .registers 1
    sget-object v0, Lkotlinx/serialization/encoding/CompositeDecoder$Companion;->$$INSTANCE:Lkotlinx/serialization/encoding/CompositeDecoder$Companion;
    sput-object v0, Lkotlinx/serialization/encoding/CompositeDecoder;->Companion:Lkotlinx/serialization/encoding/CompositeDecoder$Companion;
    return-void
.end method

