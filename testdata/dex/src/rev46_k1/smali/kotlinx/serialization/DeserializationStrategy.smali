.class public interface abstract Lkotlinx/serialization/DeserializationStrategy;
.super Ljava/lang/Object;
.source "Core.kt"


.method public abstract getDescriptor()Lkotlinx/serialization/descriptors/SerialDescriptor;
.end method

.method public abstract deserialize(Lkotlinx/serialization/encoding/Decoder;)Ljava/lang/Object;
.end method

