.class public final Lkotlinx/serialization/encoding/CompositeEncoder$DefaultImpls;
.super Ljava/lang/Object;
.source "Coders.kt"


.method public static shouldEncodeElementDefault(Lkotlinx/serialization/encoding/CompositeEncoder;Lkotlinx/serialization/descriptors/SerialDescriptor;I)Z
    .registers 5
    const-string v1, "descriptor"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 35
    invoke-static {v2, v3, v4}, Lkotlinx/serialization/encoding/CompositeEncoder;->access$shouldEncodeElementDefault$jd(Lkotlinx/serialization/encoding/CompositeEncoder;Lkotlinx/serialization/descriptors/SerialDescriptor;I)Z
    move-result v0
    return v0
.end method

