.class public interface abstract Lkotlinx/serialization/SerializationStrategy;
.super Ljava/lang/Object;
.source "Core.kt"


.method public abstract getDescriptor()Lkotlinx/serialization/descriptors/SerialDescriptor;
.end method

.method public abstract serialize(Lkotlinx/serialization/encoding/Encoder;Ljava/lang/Object;)V
.end method

