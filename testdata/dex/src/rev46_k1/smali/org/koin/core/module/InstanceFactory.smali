.class public final Lorg/koin/core/module/InstanceFactory;
.super Ljava/lang/Object;
.source "Module.kt"

.field private final kind:I
.field private final primaryType:Lkotlin/reflect/KClass;
.field private final definition:Lkotlin/jvm/functions/Function2;

.method public constructor <init>(ILkotlin/reflect/KClass;Lkotlin/jvm/functions/Function2;)V
    .registers 5
    const-string v0, "primaryType"
    invoke-static {v3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "definition"
    invoke-static {v4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput v2, v1, Lorg/koin/core/module/InstanceFactory;->kind:I
    iput-object v3, v1, Lorg/koin/core/module/InstanceFactory;->primaryType:Lkotlin/reflect/KClass;
    iput-object v4, v1, Lorg/koin/core/module/InstanceFactory;->definition:Lkotlin/jvm/functions/Function2;
    return-void
.end method

.method public final getKind()I
    .registers 2
    .line 7
    iget v0, v1, Lorg/koin/core/module/InstanceFactory;->kind:I
    return v0
.end method

.method public final getPrimaryType()Lkotlin/reflect/KClass;
    .registers 2
    .line 7
    iget-object v0, v1, Lorg/koin/core/module/InstanceFactory;->primaryType:Lkotlin/reflect/KClass;
    return-object v0
.end method

.method public final getDefinition()Lkotlin/jvm/functions/Function2;
    .registers 2
    .line 7
    iget-object v0, v1, Lorg/koin/core/module/InstanceFactory;->definition:Lkotlin/jvm/functions/Function2;
    return-object v0
.end method

