.class public final Lcom/example/ms/KtArgs$Companion;
.super Ljava/lang/Object;
.source "KArgs.kt"

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/ms/KtArgs;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Companion"
.end annotation

.method private constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/example/ms/KtArgs$Companion;-><init>()V
    return-void
.end method

.method public final serializer()Lkotlinx/serialization/KSerializer;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Lkotlinx/serialization/KSerializer<",
            "Lcom/example/ms/KtArgs;",
            ">;"
        }
    .end annotation
    .line 5
    sget-object v0, Lcom/example/ms/KtArgs$$serializer;->INSTANCE:Lcom/example/ms/KtArgs$$serializer;
    check-cast v0, Lkotlinx/serialization/KSerializer;
    return-object v0
.end method
