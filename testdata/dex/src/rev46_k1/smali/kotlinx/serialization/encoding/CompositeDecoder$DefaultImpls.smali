.class public final Lkotlinx/serialization/encoding/CompositeDecoder$DefaultImpls;
.super Ljava/lang/Object;
.source "Coders.kt"


.method public static decodeSequentially(Lkotlinx/serialization/encoding/CompositeDecoder;)Z
    .registers 2
    .line 12
    invoke-static {v1}, Lkotlinx/serialization/encoding/CompositeDecoder;->access$decodeSequentially$jd(Lkotlinx/serialization/encoding/CompositeDecoder;)Z
    move-result v0
    return v0
.end method

.method public static synthetic decodeNullableSerializableElement$default(Lkotlinx/serialization/encoding/CompositeDecoder;Lkotlinx/serialization/descriptors/SerialDescriptor;ILkotlinx/serialization/DeserializationStrategy;Ljava/lang/Object;ILjava/lang/Object;)Ljava/lang/Object;
    .registers 8
    .line 17
    invoke-static/range {v1 .. v7}, Lkotlinx/serialization/encoding/CompositeDecoder;->decodeNullableSerializableElement$default(Lkotlinx/serialization/encoding/CompositeDecoder;Lkotlinx/serialization/descriptors/SerialDescriptor;ILkotlinx/serialization/DeserializationStrategy;Ljava/lang/Object;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

