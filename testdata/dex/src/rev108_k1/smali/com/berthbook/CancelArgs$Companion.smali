.class public final Lcom/berthbook/CancelArgs$Companion;
.super Ljava/lang/Object;
.source "Args.kt"


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 18
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 3
    invoke-direct {v1}, Lcom/berthbook/CancelArgs$Companion;-><init>()V
    return-void
.end method


# virtual methods
.method public final serializer()Lkotlinx/serialization/KSerializer;
    .registers 2
    .line 18
    sget-object v0, Lcom/berthbook/CancelArgs$$serializer;->INSTANCE:Lcom/berthbook/CancelArgs$$serializer;
    check-cast v0, Lkotlinx/serialization/KSerializer;
    return-object v0
.end method

