.class public interface abstract Lkotlinx/serialization/descriptors/SerialDescriptor;
.super Ljava/lang/Object;
.source "SerialDescriptor.kt"


.method public abstract getSerialName()Ljava/lang/String;
.end method

.method public abstract getElementsCount()I
.end method

.method public abstract getElementName(I)Ljava/lang/String;
.end method

