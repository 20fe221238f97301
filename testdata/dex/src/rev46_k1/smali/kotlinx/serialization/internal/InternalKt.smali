.class public final Lkotlinx/serialization/internal/InternalKt;
.super Ljava/lang/Object;
.source "Internal.kt"


.method public static final throwMissingFieldException(IILkotlinx/serialization/descriptors/SerialDescriptor;)V
    .registers 7
    const-string v1, "descriptor"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 38
    new-instance v0, Lkotlinx/serialization/MissingFieldException;
    const/4 v3, 0x0
    invoke-interface {v6, v3}, Lkotlinx/serialization/descriptors/SerialDescriptor;->getElementName(I)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v2
    invoke-interface {v6}, Lkotlinx/serialization/descriptors/SerialDescriptor;->getSerialName()Ljava/lang/String;
    move-result-object v3
    invoke-direct {v0, v2, v3}, Lkotlinx/serialization/MissingFieldException;-><init>(Ljava/util/List;Ljava/lang/String;)V
    throw v0
.end method

.method public static final nullable(Lkotlinx/serialization/KSerializer;)Lkotlinx/serialization/KSerializer;
    .registers 4
    const-string v1, "<this>"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 41
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "stub"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

