.class public final Lcom/larderly/Failure;
.super Ljava/lang/Object;
.source "Requests.kt"

# static fields
.field static final synthetic $$delegatedProperties:[Lkotlin/reflect/KProperty;


# instance fields
.field private final code$delegate:Ljava/util/Map;
.field private final message$delegate:Ljava/util/Map;
.field private final retryable$delegate:Ljava/util/Map;


# direct methods
.method static constructor <clinit>()V
    .registers 8
    const/4 v0, 0x3
    new-array v7, v0, [Lkotlin/reflect/KProperty;
    new-instance v2, Lkotlin/jvm/internal/PropertyReference1Impl;
    const-class v3, Lcom/larderly/Failure;
    const-string v4, "code"
    const-string v5, "getCode()Ljava/lang/String;"
    const/4 v6, 0x0
    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    const/4 v1, 0x0
    aput-object v2, v7, v1
    new-instance v2, Lkotlin/jvm/internal/PropertyReference1Impl;
    const-class v3, Lcom/larderly/Failure;
    const-string v4, "message"
    const-string v5, "getMessage()Ljava/lang/String;"
    const/4 v6, 0x0
    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    const/4 v1, 0x1
    aput-object v2, v7, v1
    new-instance v2, Lkotlin/jvm/internal/PropertyReference1Impl;
    const-class v3, Lcom/larderly/Failure;
    const-string v4, "retryable"
    const-string v5, "getRetryable()Z"
    const/4 v6, 0x0
    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    const/4 v1, 0x2
    aput-object v2, v7, v1
    sput-object v7, Lcom/larderly/Failure;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    return-void
.end method

.method public constructor <init>(Ljava/util/Map;)V
    .registers 3
    const-string v0, "fields"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 53
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 54
    iput-object p1, p0, Lcom/larderly/Failure;->code$delegate:Ljava/util/Map;
    .line 55
    iput-object p1, p0, Lcom/larderly/Failure;->message$delegate:Ljava/util/Map;
    .line 56
    iput-object p1, p0, Lcom/larderly/Failure;->retryable$delegate:Ljava/util/Map;
    .line 53
    return-void
.end method


# virtual methods
.method public final answer(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    const-string v1, "req"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 58
    invoke-virtual {p0}, Lcom/larderly/Failure;->getCode()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {p0}, Lcom/larderly/Failure;->getMessage()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {p0}, Lcom/larderly/Failure;->getRetryable()Z
    move-result v3
    invoke-static {p1, v1, v2, v3}, Lcom/larderly/RequestsKt;->failure(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public final getCode()Ljava/lang/String;
    .registers 4
    .line 54
    iget-object v2, p0, Lcom/larderly/Failure;->code$delegate:Ljava/util/Map;
    sget-object v0, Lcom/larderly/Failure;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v1, 0x0
    aget-object v0, v0, v1
    invoke-interface {v0}, Lkotlin/reflect/KProperty;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-static {v2, v1}, Lkotlin/collections/MapsKt;->getOrImplicitDefaultNullable(Ljava/util/Map;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    return-object v0
.end method

.method public final getMessage()Ljava/lang/String;
    .registers 4
    .line 55
    iget-object v2, p0, Lcom/larderly/Failure;->message$delegate:Ljava/util/Map;
    sget-object v0, Lcom/larderly/Failure;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v1, 0x1
    aget-object v0, v0, v1
    invoke-interface {v0}, Lkotlin/reflect/KProperty;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-static {v2, v1}, Lkotlin/collections/MapsKt;->getOrImplicitDefaultNullable(Ljava/util/Map;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    return-object v0
.end method

.method public final getRetryable()Z
    .registers 4
    .line 56
    iget-object v2, p0, Lcom/larderly/Failure;->retryable$delegate:Ljava/util/Map;
    sget-object v0, Lcom/larderly/Failure;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v1, 0x2
    aget-object v0, v0, v1
    invoke-interface {v0}, Lkotlin/reflect/KProperty;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-static {v2, v1}, Lkotlin/collections/MapsKt;->getOrImplicitDefaultNullable(Ljava/util/Map;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Boolean;
    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v0
    return v0
.end method
